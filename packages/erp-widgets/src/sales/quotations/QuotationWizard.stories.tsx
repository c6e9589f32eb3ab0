import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { refusesFields } from '../../testing/intentStories';
import { msg } from '../../testing/messages';
import { dialogTitle } from '../../testing/screenPlays';
import { lineFromItem, makeInventoryItems, MOCK_TODAY } from '../sales.mocks';
import {
  dialog,
  lineCards,
  next,
  picksClient,
  salesWizardArgs,
  saveRefusedBackTo,
  stepHeading,
  totalOf,
} from '../salesStories';
import { egp, t } from '../sales.testing';
import { makeQuotation } from './quotations.mocks';
import { QuotationWizard } from './QuotationWizard';

const [, , cement, cable] = makeInventoryItems();
const draft = makeQuotation();

const meta = {
  title: 'Screens/Sales/Quotations/Wizard',
  component: QuotationWizard,
  args: {
    ...salesWizardArgs(),
    quotation: null,
  },
} satisfies Meta<typeof QuotationWizard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const New: Story = {
  name: 'Step 1: client and validity',
  play: async () => {
    await expect(dialogTitle()).toHaveTextContent(msg('widgets.sales.quotations.screen.add'));
    await expect(stepHeading()).toHaveTextContent(msg('widgets.sales.quotations.wizard.stepDetails'));
    // A new quotation is issued today and valid for 30 days.
    await expect(dialog().querySelector('input[name="issueDate"]')).toHaveValue(MOCK_TODAY);
    await expect(dialog().querySelector('input[name="validUntil"]')).toHaveValue('2026-12-12');
  },
};

export const RequiredFields: Story = {
  parameters: { screenshot: false },
  name: 'Step 1: client, issue date and valid until required',
  args: { quotation: { ...draft, client: '', clientName: '', clientNameAr: '', issueDate: '', validUntil: '' } },
  play: async ({ args }) => {
    await next();
    const wizard = within(dialog());
    const client = wizard.getByRole('combobox', { name: msg('widgets.common.client') });
    await expect(client).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog()).toHaveTextContent(msg('widgets.sales.documents.wizard.clientRequired'));
    await expect(dialog()).toHaveTextContent(msg('widgets.sales.documents.wizard.issueDateRequired'));
    await expect(dialog()).toHaveTextContent(msg('widgets.sales.quotations.wizard.validUntilRequired'));
    await waitFor(() => expect(client).toHaveFocus());
    await expect(stepHeading()).toHaveTextContent(msg('widgets.sales.quotations.wizard.stepDetails'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ValidBeforeIssue: Story = {
  parameters: { screenshot: false },
  name: 'Step 1: valid until before the issue date',
  args: { quotation: { ...draft, validUntil: '2026-10-30 00:00:00.000Z' } },
  play: async () => {
    await next();
    await expect(dialog()).toHaveTextContent(msg('widgets.sales.quotations.wizard.validBeforeIssue'));
    await expect(stepHeading()).toHaveTextContent(msg('widgets.sales.quotations.wizard.stepDetails'));
  },
};

export const PickClient: Story = {
  parameters: { screenshot: false },
  name: 'Step 1: pick a client',
  play: () => picksClient(t('red sea', 'البحر'), t('Red Sea Resorts', 'منتجعات البحر الأحمر')),
};

export const Items: Story = {
  parameters: { screenshot: false },
  name: 'Step 2: items without a stock check',
  args: { quotation: { ...draft, items: [lineFromItem(cable!, 12)] }, defaultStep: 1 },
  play: async ({ args }) => {
    // A quotation takes no stock: 12 cables against 5 on hand is quoted without a warning.
    const [cableLine] = lineCards();
    await expect(cableLine!.querySelector('[role="status"]')).toBeNull();
    await userEvent.click(within(dialog()).getByRole('button', { name: msg('widgets.common.lines.addCustomLine') }));
    const custom = lineCards()[1]!;
    await userEvent.type(
      within(custom).getByRole('textbox', { name: msg('widgets.common.description') }),
      'Installation',
    );
    await userEvent.type(within(custom).getByRole('textbox', { name: msg('widgets.common.lines.quantity') }), '2');
    await userEvent.type(within(custom).getByRole('textbox', { name: msg('widgets.common.lines.unitPrice') }), '750');
    await userEvent.tab();
    // 12 × 412.75 + 2 × 750.00 = 6,453.00; VAT 14 % = 903.42; total 7,356.42.
    await expect(totalOf('subtotal')).toHaveTextContent(egp(6453));
    await expect(totalOf('vat')).toHaveTextContent(egp(903.42));
    await expect(totalOf('total')).toHaveTextContent(egp(7356.42));
    await expect(totalOf('total')!.closest('dl')).toHaveAttribute(
      'aria-label',
      msg('widgets.sales.quotations.viewer.totals'),
    );
    await next();
    await waitFor(() => expect(stepHeading()).toHaveTextContent(msg('widgets.sales.documents.wizard.stepSummary')));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ItemErrors: Story = {
  parameters: { screenshot: false },
  name: 'Step 2: item errors',
  args: { quotation: { ...draft, items: [] }, defaultStep: 1 },
  play: async () => {
    await next();
    await expect(within(dialog()).getByRole('alert')).toHaveTextContent(msg('widgets.common.lines.linesRequired'));
    await userEvent.click(within(dialog()).getByRole('button', { name: msg('widgets.common.lines.addInventoryLine') }));
    await next();
    const [card] = lineCards();
    await expect(card).toHaveTextContent(msg('widgets.common.lines.itemRequired'));
    await expect(card).toHaveTextContent(msg('widgets.common.lines.priceInvalid'));
  },
};

export const Summary: Story = {
  name: 'Step 3: summary and submit',
  args: { quotation: draft, defaultStep: 2 },
  play: async ({ args }) => {
    const wizard = within(dialog());
    await expect(dialogTitle()).toHaveTextContent(
      msg('widgets.sales.quotations.wizard.editTitle', { number: 'QUO-2026-000041' }),
    );
    await expect(dialog()).toHaveTextContent(msg('widgets.common.lines.lineCount', { count: 2 }));
    await expect(totalOf('total')).toHaveTextContent(egp(6965.4));
    const notes = wizard.getByRole('textbox', { name: msg('widgets.common.notes') });
    await userEvent.clear(notes);
    await userEvent.type(notes, 'Valid for the quantities quoted.');
    await userEvent.click(wizard.getByRole('button', { name: /technical-specification\.pdf/ }));
    const drawing = new File(['drawing'], 'site-drawing.png', { type: 'image/png' });
    await userEvent.upload(dialog().querySelector<HTMLInputElement>('input[type="file"]')!, drawing);
    await userEvent.click(wizard.getByRole('button', { name: msg('widgets.common.saveChanges') }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      client: 'cl_cairo00000002',
      issueDate: '2026-11-02',
      validUntil: '2026-12-02',
      vatRate: 14,
      notes: 'Valid for the quantities quoted.',
      subtotal: 6110,
      tax: 855.4,
      total: 6965.4,
      newAttachments: [drawing],
      removedAttachments: ['technical-specification_f6g7h8i9j0.pdf'],
      items: [
        expect.objectContaining({ item: cement!.id, quantity: 20, unitPrice: 185.5, total: 3710 }),
        { description: 'Site survey and technical drawings', quantity: 1, unitPrice: 2400, total: 2400 },
      ],
    });
  },
};

export const ServerErrors: Story = {
  parameters: { screenshot: false },
  name: 'Server errors lead back to their step',
  args: {
    quotation: draft,
    defaultStep: 2,
    // The app's save rejects with the fields the server refused.
    onSubmit: refusesFields({ validUntil: 'Valid until must be on or after the issue date.' }),
  },
  play: async ({ args }) => {
    await saveRefusedBackTo(
      args.onSubmit,
      'widgets.sales.quotations.wizard.stepDetails',
      msg('widgets.sales.quotations.field.validUntil'),
    );
    await expect(dialog().querySelector('input[name="validUntil"]')!.closest('[data-invalid]')).not.toBeNull();
  },
};

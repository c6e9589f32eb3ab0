import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { refusesFields } from '../../testing/intentStories';
import { msg } from '../../testing/messages';
import { dialogTitle, stopsAtField } from '../../testing/screenPlays';
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
import { egp, num, t } from '../sales.testing';
import { makeDraftInvoice } from './invoices.mocks';
import { InvoiceWizard } from './InvoiceWizard';

const [pipe, , cement, cable] = makeInventoryItems();
const draft = makeDraftInvoice();

const meta = {
  title: 'Screens/Sales/Invoices/Wizard',
  component: InvoiceWizard,
  args: {
    ...salesWizardArgs(),
    invoice: null,
  },
} satisfies Meta<typeof InvoiceWizard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const New: Story = {
  name: 'Step 1: client and dates',
  play: async () => {
    await expect(dialogTitle()).toHaveTextContent(msg('widgets.sales.invoices.wizard.createTitle'));
    await expect(stepHeading()).toHaveTextContent(msg('widgets.sales.invoices.wizard.stepDetails'));
    // A new invoice is issued today and due after the default 30 days of payment terms.
    await expect(dialog().querySelector('input[name="issueDate"]')).toHaveValue(MOCK_TODAY);
    await expect(dialog().querySelector('input[name="dueDate"]')).toHaveValue('2026-12-12');
  },
};

export const ClientRequired: Story = {
  parameters: { screenshot: false },
  name: 'Step 1: client required',
  play: async ({ args }) => {
    await next();
    const client = within(dialog()).getByRole('combobox', { name: msg('widgets.common.client') });
    await stopsAtField(client, 'widgets.sales.documents.wizard.clientRequired', args.onSubmit);
  },
};

export const PickClient: Story = {
  parameters: { screenshot: false },
  name: 'Step 1: pick a client',
  play: async () => {
    await picksClient(t('giza', 'الجيزة'), t('Giza Pharma', 'الجيزة للأدوية'));
    await expect(stepHeading()).toHaveFocus();
  },
};

export const EditKeepsClient: Story = {
  parameters: { screenshot: false },
  name: 'Step 1: editing keeps the chosen client',
  args: { invoice: draft },
  play: async () => {
    const client = within(dialog()).getByRole('combobox', { name: msg('widgets.common.client') });
    await expect(client).toHaveValue(t('Nile Delta Trading', 'دلتا النيل للتجارة'));
    // Typing without choosing another client, then leaving the field, keeps the chosen one.
    await userEvent.type(client, 'zz');
    await userEvent.tab();
    await waitFor(() => expect(client).toHaveValue(t('Nile Delta Trading', 'دلتا النيل للتجارة')));
    await next();
    await waitFor(() => expect(stepHeading()).toHaveTextContent(msg('widgets.sales.documents.field.items')));
  },
};

export const ItemsRequired: Story = {
  parameters: { screenshot: false },
  name: 'Step 2: at least one item',
  args: { invoice: { ...draft, items: [] }, defaultStep: 1 },
  play: async () => {
    await expect(dialog()).toHaveTextContent(msg('widgets.common.lines.empty'));
    await next();
    await expect(within(dialog()).getByRole('alert')).toHaveTextContent(msg('widgets.common.lines.linesRequired'));
    await expect(totalOf('total')).toHaveTextContent(egp(0));
  },
};

export const InventoryLine: Story = {
  parameters: { screenshot: false },
  name: 'Step 2: item from inventory',
  args: { invoice: { ...draft, items: [] }, defaultStep: 1 },
  play: async () => {
    const wizard = within(dialog());
    await userEvent.click(wizard.getByRole('button', { name: msg('widgets.common.lines.addInventoryLine') }));
    const item = wizard.getByRole('combobox', { name: msg('widgets.common.lines.item') });
    await waitFor(() => expect(item).toHaveFocus());
    await userEvent.type(item, 'cement');
    await userEvent.click(await within(document.body).findByRole('option', { name: /Portland cement 50 kg/ }));
    const [card] = lineCards();
    // Picking the item fills the description and price and shows where it ships from and what is on hand.
    await expect(within(card!).getByRole('textbox', { name: msg('widgets.common.description') })).toHaveValue(
      'Portland cement 50 kg',
    );
    await expect(card).toHaveTextContent('Cairo Main Warehouse');
    await expect(card).toHaveTextContent('Suez Cement');
    await expect(card!.querySelector('[data-line-stock]')).toHaveTextContent(num(800));
    const quantity = within(card!).getByRole('textbox', { name: msg('widgets.common.lines.quantity') });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '3');
    await userEvent.tab();
    // 3 × 185.50 = 556.50; VAT 14 % = 77.91; total 634.41.
    await expect(card!.querySelector('[data-line-total]')).toHaveTextContent(egp(556.5));
    await expect(totalOf('subtotal')).toHaveTextContent(egp(556.5));
    await expect(totalOf('vat')).toHaveTextContent(egp(77.91));
    await expect(totalOf('total')).toHaveTextContent(egp(634.41));
  },
};

export const StockWarning: Story = {
  parameters: { screenshot: false },
  name: 'Step 2: quantity exceeds stock',
  args: {
    invoice: { ...draft, items: [lineFromItem(cable!, 8), lineFromItem(pipe!, 2)] },
    defaultStep: 1,
  },
  play: async ({ args }) => {
    const [cableLine, pipeLine] = lineCards();
    await expect(within(cableLine!).getByRole('status')).toHaveTextContent(
      msg('widgets.common.lines.quantityExceedsStock'),
    );
    await expect(pipeLine!.querySelector('[role="status"]')).toBeNull();
    await next();
    const quantity = within(cableLine!).getByRole('textbox', { name: msg('widgets.common.lines.quantity') });
    await expect(quantity).toHaveAttribute('aria-invalid', 'true');
    await expect(quantity).toHaveAccessibleDescription(msg('widgets.common.lines.quantityExceedsStock'));
    await expect(stepHeading()).toHaveTextContent(msg('widgets.sales.documents.field.items'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const CustomLineErrors: Story = {
  parameters: { screenshot: false },
  name: 'Step 2: custom item errors',
  args: { invoice: { ...draft, items: [] }, defaultStep: 1 },
  play: async () => {
    const wizard = within(dialog());
    await userEvent.click(wizard.getByRole('button', { name: msg('widgets.common.lines.addCustomLine') }));
    const [card] = lineCards();
    await waitFor(() =>
      expect(within(card!).getByRole('textbox', { name: msg('widgets.common.description') })).toHaveFocus(),
    );
    await next();
    await expect(card).toHaveTextContent(msg('widgets.common.lines.descriptionRequired'));
    await expect(card).toHaveTextContent(msg('widgets.common.lines.quantityInvalid'));
    await expect(card).toHaveTextContent(msg('widgets.common.lines.priceInvalid'));
    await expect(within(card!).getByRole('textbox', { name: msg('widgets.common.description') })).toHaveFocus();
  },
};

export const LiveTotals: Story = {
  parameters: { screenshot: false },
  name: 'Step 2: VAT rate and totals',
  args: { invoice: draft, defaultStep: 1 },
  play: async () => {
    // 3 × 33.33 + 10 × 185.50 + 1 × 1,500.00 = 3,454.99.
    await expect(totalOf('subtotal')).toHaveTextContent(egp(3454.99));
    await expect(totalOf('vat')).toHaveTextContent(egp(483.7));
    await expect(totalOf('total')).toHaveTextContent(egp(3938.69));
    await userEvent.click(
      within(dialog()).getByRole('button', { name: new RegExp(msg('widgets.common.lines.vatRate')) }),
    );
    await userEvent.click(
      await within(document.body).findByRole('option', { name: new RegExp(t('Reduced', 'المخفض')) }),
    );
    // 3,454.99 × 5 % = 172.7495, rounded half-up to 172.75.
    await expect(totalOf('vat')).toHaveTextContent(egp(172.75));
    await expect(totalOf('total')).toHaveTextContent(egp(3627.74));
    const [first] = lineCards();
    await userEvent.click(
      within(first!).getByRole('button', { name: msg('widgets.common.lines.removeLine', { n: 1 }) }),
    );
    await expect(lineCards()).toHaveLength(2);
    await expect(totalOf('subtotal')).toHaveTextContent(egp(3355));
  },
};

export const Summary: Story = {
  name: 'Step 3: summary and submit',
  args: { invoice: draft, defaultStep: 2 },
  play: async ({ args }) => {
    const wizard = within(dialog());
    await expect(dialogTitle()).toHaveTextContent(
      msg('widgets.sales.invoices.wizard.editTitle', { number: 'INV-2026-000124' }),
    );
    await expect(dialog()).toHaveTextContent(msg('widgets.common.lines.lineCount', { count: 3 }));
    await expect(totalOf('total')).toHaveTextContent(egp(3938.69));
    const notes = wizard.getByRole('textbox', { name: msg('widgets.common.notes') });
    await userEvent.clear(notes);
    await userEvent.type(notes, 'Deliver to gate 3.');
    await userEvent.click(wizard.getByRole('button', { name: msg('widgets.common.saveChanges') }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        client: 'cl_nile000000001',
        issueDate: '2026-11-02',
        dueDate: '2026-12-02',
        vatRate: 14,
        notes: 'Deliver to gate 3.',
        subtotal: 3454.99,
        vat: 483.7,
        total: 3938.69,
        newAttachments: [],
        removedAttachments: [],
        items: [
          expect.objectContaining({ item: pipe!.id, warehouse: pipe!.warehouse, quantity: 3, total: 99.99 }),
          expect.objectContaining({ item: cement!.id, quantity: 10, unitPrice: 185.5, total: 1855 }),
          { description: 'Delivery and unloading, New Cairo site', quantity: 1, unitPrice: 1500, total: 1500 },
        ],
      }),
    );
  },
};

export const Attachments: Story = {
  parameters: { screenshot: false },
  name: 'Step 3: attachments',
  args: { invoice: draft, defaultStep: 2 },
  play: async ({ args }) => {
    const wizard = within(dialog());
    await userEvent.click(wizard.getByRole('button', { name: /purchase-order-7781\.pdf/ }));
    await expect(dialog()).not.toHaveTextContent('purchase-order-7781.pdf');
    const photo = new File(['site photo'], 'site-photo.png', { type: 'image/png' });
    await userEvent.upload(dialog().querySelector<HTMLInputElement>('input[type="file"]')!, photo);
    await expect(dialog()).toHaveTextContent('site-photo.png');
    await userEvent.click(wizard.getByRole('button', { name: msg('widgets.common.saveChanges') }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ newAttachments: [photo], removedAttachments: ['purchase-order-7781_a1b2c3d4e5.pdf'] }),
    );
  },
};

export const ServerErrors: Story = {
  parameters: { screenshot: false },
  name: 'Server errors lead back to their step',
  args: {
    invoice: draft,
    defaultStep: 2,
    // The app's save rejects with the fields the server refused.
    onSubmit: refusesFields({ 'items.1.quantity': 'Quantity must be a number greater than 0.' }),
  },
  play: async ({ args }) => {
    await saveRefusedBackTo(
      args.onSubmit,
      'widgets.sales.documents.field.items',
      msg('widgets.common.lines.lineField', { n: 2, field: msg('widgets.common.lines.quantity') }),
    );
    const quantity = within(lineCards()[1]!).getByRole('textbox', { name: msg('widgets.common.lines.quantity') });
    await expect(quantity).toHaveAttribute('aria-invalid', 'true');
  },
};

import type { FieldErrors } from '@erp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { makeQuotation } from './quotation.mocks';
import { QuotationWizard, type QuotationWizardProps } from './QuotationWizard';
import {
  lineFromItem,
  makeClientSearch,
  makeInventoryItems,
  makeInventorySearch,
  makeVatRates,
  MOCK_TODAY,
} from './sales.mocks';
import { egp, t } from './sales.testing';

const dialog = () => within(document.body).getByRole('dialog');
const next = () => userEvent.click(dialog().querySelector('footer')!.querySelector('button:last-child')!);
const stepHeading = () => within(dialog()).getByRole('heading', { level: 3 });
const totalOf = (key: string) => dialog().querySelector(`[data-total="${key}"]`);
const lineCards = () => Array.from(dialog().querySelectorAll<HTMLElement>('[data-line-key]'));

const [, , cement, cable] = makeInventoryItems();
const draft = makeQuotation();

const meta = {
  title: 'Widgets/Sales/QuotationWizard',
  component: QuotationWizard,
  args: {
    vatRates: makeVatRates(),
    defaultVatRate: 14,
    today: MOCK_TODAY,
    searchClients: makeClientSearch(),
    searchInventory: makeInventorySearch(),
    onSubmit: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof QuotationWizard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const New: Story = {
  name: 'Step 1: client and validity',
  play: async () => {
    const wizard = within(dialog());
    await expect(wizard.getByRole('heading', { level: 2 })).toHaveTextContent(t('New quotation', 'عرض سعر جديد'));
    await expect(stepHeading()).toHaveTextContent(t('Client and validity', 'العميل والصلاحية'));
    // A new quotation is issued today and valid for 30 days.
    await expect(dialog().querySelector('input[name="issueDate"]')).toHaveValue(MOCK_TODAY);
    await expect(dialog().querySelector('input[name="validUntil"]')).toHaveValue('2026-12-12');
  },
};

export const RequiredFields: Story = {
  name: 'Step 1: client, issue date and valid until required',
  args: { quotation: { ...draft, client: '', clientName: '', clientNameAr: '', issueDate: '', validUntil: '' } },
  play: async ({ args }) => {
    await next();
    const wizard = within(dialog());
    const client = wizard.getByRole('combobox', { name: t('Client', 'العميل') });
    await expect(client).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog()).toHaveTextContent(t('Choose a client.', 'اختر العميل.'));
    await expect(dialog()).toHaveTextContent(t('Enter the issue date.', 'أدخل تاريخ الإصدار.'));
    await expect(dialog()).toHaveTextContent(t('Enter the valid-until date.', 'أدخل تاريخ الصلاحية.'));
    await waitFor(() => expect(client).toHaveFocus());
    await expect(stepHeading()).toHaveTextContent(t('Client and validity', 'العميل والصلاحية'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ValidBeforeIssue: Story = {
  name: 'Step 1: valid until before the issue date',
  args: { quotation: { ...draft, validUntil: '2026-10-30 00:00:00.000Z' } },
  play: async () => {
    await next();
    await expect(dialog()).toHaveTextContent(
      t('Valid until must be on or after the issue date.', 'يجب أن يكون تاريخ الصلاحية في تاريخ الإصدار أو بعده.'),
    );
    await expect(stepHeading()).toHaveTextContent(t('Client and validity', 'العميل والصلاحية'));
  },
};

export const PickClient: Story = {
  name: 'Step 1: pick a client',
  play: async () => {
    const client = within(dialog()).getByRole('combobox', { name: t('Client', 'العميل') });
    await userEvent.type(client, t('red sea', 'البحر'));
    await userEvent.click(
      await within(document.body).findByRole('option', { name: t('Red Sea Resorts', 'منتجعات البحر الأحمر') }),
    );
    await expect(client).toHaveValue(t('Red Sea Resorts', 'منتجعات البحر الأحمر'));
    await next();
    await waitFor(() => expect(stepHeading()).toHaveTextContent(t('Items', 'البنود')));
  },
};

export const Items: Story = {
  name: 'Step 2: items without a stock check',
  args: { quotation: { ...draft, items: [lineFromItem(cable!, 12)] }, defaultStep: 1 },
  play: async ({ args }) => {
    // A quotation takes no stock: 12 cables against 5 on hand is quoted without a warning.
    const [cableLine] = lineCards();
    await expect(cableLine!.querySelector('[role="status"]')).toBeNull();
    await userEvent.click(within(dialog()).getByRole('button', { name: t('Add custom item', 'إضافة بند مخصص') }));
    const custom = lineCards()[1]!;
    await userEvent.type(within(custom).getByRole('textbox', { name: t('Description', 'الوصف') }), 'Installation');
    await userEvent.type(within(custom).getByRole('textbox', { name: t('Quantity', 'الكمية') }), '2');
    await userEvent.type(within(custom).getByRole('textbox', { name: t('Unit price', 'سعر الوحدة') }), '750');
    await userEvent.tab();
    // 12 × 412.75 + 2 × 750.00 = 6,453.00; VAT 14 % = 903.42; total 7,356.42.
    await expect(totalOf('subtotal')).toHaveTextContent(egp(6453));
    await expect(totalOf('vat')).toHaveTextContent(egp(903.42));
    await expect(totalOf('total')).toHaveTextContent(egp(7356.42));
    await expect(totalOf('total')!.closest('dl')).toHaveAttribute(
      'aria-label',
      t('Quotation totals', 'إجماليات عرض السعر'),
    );
    await next();
    await waitFor(() => expect(stepHeading()).toHaveTextContent(t('Summary', 'الملخص')));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ItemErrors: Story = {
  name: 'Step 2: item errors',
  args: { quotation: { ...draft, items: [] }, defaultStep: 1 },
  play: async () => {
    await next();
    await expect(within(dialog()).getByRole('alert')).toHaveTextContent(
      t('Add at least one item.', 'أضف بندًا واحدًا على الأقل.'),
    );
    await userEvent.click(
      within(dialog()).getByRole('button', { name: t('Add inventory item', 'إضافة صنف من المخزون') }),
    );
    await next();
    const [card] = lineCards();
    await expect(card).toHaveTextContent(t('Choose an inventory item.', 'اختر صنفًا من المخزون.'));
    await expect(card).toHaveTextContent(t('Enter a unit price of 0 or more.', 'أدخل سعر وحدة يساوي صفرًا أو أكثر.'));
  },
};

export const Summary: Story = {
  name: 'Step 3: summary and submit',
  args: { quotation: draft, defaultStep: 2 },
  play: async ({ args }) => {
    const wizard = within(dialog());
    await expect(wizard.getByRole('heading', { level: 2 })).toHaveTextContent(
      t('Edit quotation QUO-2026-000041', 'تعديل عرض السعر QUO-2026-000041'),
    );
    await expect(dialog()).toHaveTextContent(t('2 items', 'بندان'));
    await expect(totalOf('total')).toHaveTextContent(egp(6965.4));
    const notes = wizard.getByRole('textbox', { name: t('Notes', 'ملاحظات') });
    await userEvent.clear(notes);
    await userEvent.type(notes, 'Valid for the quantities quoted.');
    await userEvent.click(wizard.getByRole('button', { name: /technical-specification\.pdf/ }));
    const drawing = new File(['drawing'], 'site-drawing.png', { type: 'image/png' });
    await userEvent.upload(dialog().querySelector<HTMLInputElement>('input[type="file"]')!, drawing);
    await userEvent.click(wizard.getByRole('button', { name: t('Save changes', 'حفظ التغييرات') }));
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
      removedAttachments: ['technical-specification.pdf'],
      items: [
        expect.objectContaining({ item: cement!.id, quantity: 20, unitPrice: 185.5, total: 3710 }),
        { description: 'Site survey and technical drawings', quantity: 1, unitPrice: 2400, total: 2400 },
      ],
    });
  },
};

/** The wizard as the app drives it: the save fails with field errors from the server. */
function RefusedSave(props: QuotationWizardProps) {
  const [serverErrors, setServerErrors] = useState<FieldErrors | null>(null);
  return (
    <QuotationWizard
      {...props}
      serverErrors={serverErrors}
      onSubmit={(values) => {
        props.onSubmit(values);
        setServerErrors({ validUntil: 'Valid until must be on or after the issue date.' });
      }}
    />
  );
}

export const ServerErrors: Story = {
  name: 'Server errors lead back to their step',
  args: { quotation: draft, defaultStep: 2 },
  render: (args) => <RefusedSave {...args} />,
  play: async ({ args }) => {
    await userEvent.click(within(dialog()).getByRole('button', { name: t('Save changes', 'حفظ التغييرات') }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(stepHeading()).toHaveTextContent(t('Client and validity', 'العميل والصلاحية')));
    await expect(within(dialog()).getByTestId('wizard-error-summary')).toHaveTextContent(t('Valid until', 'صالح حتى'));
    await expect(dialog().querySelector('input[name="validUntil"]')!.closest('[data-invalid]')).not.toBeNull();
  },
};

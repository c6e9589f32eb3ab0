import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { BillWizard } from './BillWizard';
import { makeBill, mockSearch, MOCK_SUPPLIERS, MOCK_TODAY, MOCK_VAT_RATES } from './finance.mocks';
import { body, dialog, egp, t } from './finance.testing';

const wizard = () => within(dialog());
const next = () => userEvent.click(wizard().getByRole('button', { name: t('Next', 'التالي') }));
const total = (key: string) => dialog().querySelector(`[data-total="${key}"]`);

async function typeNumber(name: string, value: string) {
  const field = wizard().getByRole('textbox', { name });
  await userEvent.clear(field);
  await userEvent.type(field, value);
  await userEvent.tab();
}

const meta = {
  title: 'Widgets/Finance/BillWizard',
  component: BillWizard,
  args: {
    vatRates: MOCK_VAT_RATES,
    defaultVatRate: 14,
    loadSuppliers: mockSearch(MOCK_SUPPLIERS),
    today: MOCK_TODAY,
    onSubmit: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof BillWizard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SupplierAndDates: Story = {
  play: async () => {
    await expect(wizard().getByRole('heading', { level: 2 })).toHaveTextContent(t('New bill', 'فاتورة مورد جديدة'));
    await next();
    const supplier = wizard().getByRole('combobox', { name: t('Supplier', 'المورد') });
    await expect(supplier).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog()).toHaveTextContent(t('Choose the supplier.', 'اختر المورد.'));
    await waitFor(() => expect(supplier).toHaveFocus());
    await userEvent.type(supplier, 'Hel');
    await userEvent.click(await body().findByRole('option', { name: 'Helwan Steel Co.' }));
    await next();
    await expect(wizard().getByRole('heading', { level: 3 })).toHaveTextContent(t('Items', 'البنود'));
  },
};

export const ItemsWithLiveTotals: Story = {
  args: {
    bill: makeBill({ items: [{ description: 'Steel pipe', quantity: 1, unitPrice: 1, total: 1 }] }),
    defaultStep: 1,
  },
  play: async () => {
    // 3 × 33.33 = 99.99; VAT 14 % = 14.00; total 113.99 — the server's own arithmetic.
    await typeNumber(t('Quantity', 'الكمية'), '3');
    await typeNumber(t('Unit price', 'سعر الوحدة'), '33.33');
    await expect(dialog().querySelector('[data-line-total]')).toHaveTextContent(egp(99.99));
    await expect(total('subtotal')).toHaveTextContent(egp(99.99));
    await expect(total('vat')).toHaveTextContent(egp(14));
    await expect(total('total')).toHaveTextContent(egp(113.99));

    // Another VAT rate from the settings: 99.99 × 5 % = 4.9995, rounded half-up to 5.00.
    await userEvent.click(
      wizard().getByRole('button', { name: new RegExp(t('VAT rate', 'نسبة ضريبة القيمة المضافة')) }),
    );
    await userEvent.click(await body().findByRole('option', { name: new RegExp(t('Reduced', 'المخفض')) }));
    await expect(total('vat')).toHaveTextContent(egp(5));
    await expect(total('total')).toHaveTextContent(egp(104.99));
  },
};

export const ItemsValidation: Story = {
  args: { defaultStep: 1 },
  play: async ({ args }) => {
    await next();
    await expect(dialog()).toHaveTextContent(t('Enter a description.', 'أدخل الوصف.'));
    await expect(dialog()).toHaveTextContent(
      t('Enter a unit price of 0 or more.', 'أدخل سعر وحدة يساوي صفرًا أو أكثر.'),
    );
    await expect(wizard().getByRole('textbox', { name: t('Description', 'الوصف') })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    // Removing the only line asks for at least one.
    await userEvent.click(wizard().getByRole('button', { name: t('Remove item 1', 'حذف البند ١') }));
    await next();
    await expect(dialog()).toHaveTextContent(t('Add at least one item.', 'أضف بندًا واحدًا على الأقل.'));
    await userEvent.click(wizard().getByRole('button', { name: t('Add item', 'إضافة بند') }));
    await expect(wizard().getByRole('heading', { level: 4 })).toHaveTextContent(t('Item 1', 'البند ١'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const DueBeforeIssue: Story = {
  args: { bill: makeBill({ dueDate: '2026-10-01 00:00:00.000Z' }) },
  play: async ({ args }) => {
    await next();
    await expect(dialog()).toHaveTextContent(
      t('The due date cannot be before the issue date.', 'لا يمكن أن يسبق تاريخ الاستحقاق تاريخ الإصدار.'),
    );
    // Still on the first step.
    await expect(wizard().getByRole('heading', { level: 3 })).toHaveTextContent(
      t('Supplier and dates', 'المورد والتواريخ'),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const NotesAndAttachments: Story = {
  args: { bill: makeBill({ status: 'PENDING' }), defaultStep: 2 },
  play: async () => {
    await expect(dialog()).toHaveTextContent('helwan_invoice_4471.pdf');
    await userEvent.click(
      wizard().getByRole('button', { name: t('Remove delivery_note.jpg', 'إزالة delivery_note.jpg') }),
    );
    await expect(dialog()).not.toHaveTextContent('delivery_note.jpg');
    await next();
    await expect(dialog()).toHaveTextContent(t('1 file', 'ملف واحد'));
  },
};

export const ReviewAndSave: Story = {
  args: { bill: makeBill({ status: 'PENDING' }), defaultStep: 3 },
  play: async ({ args }) => {
    await expect(dialog()).toHaveTextContent('Helwan Steel Co.');
    await expect(total('total')).toHaveTextContent(egp(9199.8));
    await userEvent.click(wizard().getByRole('button', { name: t('Save changes', 'حفظ التغييرات') }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      supplier: 'sp_helwan0000001',
      issueDate: '2026-10-05',
      dueDate: '2026-11-04',
      vatRate: 14,
      items: [
        { description: 'Galvanised steel pipe 2 in', quantity: 40, unitPrice: 185.5 },
        { description: 'Delivery to 10th of Ramadan City', quantity: 1, unitPrice: 650 },
      ],
      notes: 'Delivered in two batches; second batch inspected by the warehouse.',
      files: [],
      removedAttachments: [],
    });
  },
};

export const ServerErrors: Story = {
  args: {
    bill: makeBill({ status: 'PENDING' }),
    defaultStep: 1,
    serverErrors: { 'items.1.quantity': 'Quantity must be a number greater than 0.' },
  },
  play: async () => {
    await expect(wizard().getByRole('heading', { level: 3 })).toHaveTextContent(t('Items', 'البنود'));
    await expect(wizard().getByTestId('wizard-error-summary')).toHaveTextContent(
      'Quantity must be a number greater than 0.',
    );
    const quantities = wizard().getAllByRole('textbox', { name: t('Quantity', 'الكمية') });
    await waitFor(() => expect(quantities[1]).toHaveAttribute('aria-invalid', 'true'));
  },
};

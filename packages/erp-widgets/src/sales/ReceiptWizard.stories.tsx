import type { FieldErrors } from '@erp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { makeCashReceipt, makeInvoiceSearch, makeReceipt } from './receipt.mocks';
import { ReceiptWizard, type ReceiptWizardProps } from './ReceiptWizard';
import { makeClientSearch, makeInventorySearch, makeVatRates, MOCK_TODAY } from './sales.mocks';
import { egp, t } from './sales.testing';

const body = () => within(document.body);
const dialog = () => body().getByRole('dialog');
const next = () => userEvent.click(dialog().querySelector('footer')!.querySelector('button:last-child')!);
const stepHeading = () => within(dialog()).getByRole('heading', { level: 3 });
const totalOf = (key: string) => dialog().querySelector(`[data-total="${key}"]`);
const lineCards = () => Array.from(dialog().querySelectorAll<HTMLElement>('[data-line-key]'));
const invoiceField = () =>
  within(dialog()).getByRole('combobox', { name: t('Invoice (optional)', 'الفاتورة (اختياري)') });
const clientField = () => within(dialog()).getByRole('combobox', { name: t('Client', 'العميل') });

/** Searches the invoices and picks the one with this number. */
async function pickInvoice(query: string, number: string) {
  await userEvent.type(invoiceField(), query);
  await userEvent.click(await body().findByRole('option', { name: new RegExp(number) }));
}

const meta = {
  title: 'Widgets/Sales/ReceiptWizard',
  component: ReceiptWizard,
  args: {
    vatRates: makeVatRates(),
    defaultVatRate: 14,
    today: MOCK_TODAY,
    searchInvoices: makeInvoiceSearch(),
    searchClients: makeClientSearch(),
    searchInventory: makeInventorySearch(),
    onSubmit: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof ReceiptWizard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const New: Story = {
  name: 'Step 1: payment',
  play: async () => {
    await expect(within(dialog()).getByRole('heading', { level: 2 })).toHaveTextContent(t('New receipt', 'إيصال جديد'));
    await expect(stepHeading()).toHaveTextContent(t('Payment', 'الدفع'));
    await expect(invoiceField()).toHaveValue('');
    await expect(invoiceField()).toHaveAccessibleDescription(
      t(
        'Choosing the invoice copies its client, items and VAT rate into the receipt. Leave it empty for a payment without an invoice.',
        'عند اختيار الفاتورة يُنسخ عميلها وبنودها ونسبة ضريبتها إلى الإيصال. اتركه فارغًا لدفعة بدون فاتورة.',
      ),
    );
    await expect(dialog().querySelector('input[name="issueDate"]')).toHaveValue(MOCK_TODAY);
  },
};

export const RequiredFields: Story = {
  name: 'Step 1: client, issue date and payment method required',
  args: {
    receipt: { ...makeCashReceipt(), client: '', clientName: '', clientNameAr: '', issueDate: '', paymentMethod: '' },
  },
  play: async ({ args }) => {
    await next();
    await expect(clientField()).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog()).toHaveTextContent(t('Choose a client.', 'اختر العميل.'));
    await expect(dialog()).toHaveTextContent(t('Enter the issue date.', 'أدخل تاريخ الإصدار.'));
    await expect(dialog()).toHaveTextContent(t('Choose a payment method.', 'اختر طريقة الدفع.'));
    await waitFor(() => expect(clientField()).toHaveFocus());
    await expect(stepHeading()).toHaveTextContent(t('Payment', 'الدفع'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const PickInvoice: Story = {
  name: 'Step 1: an invoice not fully paid',
  play: async () => {
    await pickInvoice('126', 'INV-2026-000126');
    await expect(invoiceField()).toHaveValue('INV-2026-000126');
    // The receipt takes the invoice's client (fixed), and the method of its last payment.
    await expect(clientField()).toHaveValue(t('Giza Pharma', 'الجيزة للأدوية'));
    await expect(clientField()).toHaveAttribute('readonly');
    await expect(within(dialog()).getByTestId('receipt-unpaid-warning')).toHaveTextContent(
      t('This invoice is not fully paid', 'هذه الفاتورة غير مسددة بالكامل'),
    );
    await expect(within(dialog()).getByTestId('receipt-unpaid-warning')).toHaveTextContent(egp(2438.69));
    await expect(
      within(dialog()).getByRole('button', { name: new RegExp(t('Payment method', 'طريقة الدفع')) }),
    ).toHaveTextContent(t('Bank Transfer', 'تحويل بنكي'));
    await next();
    await waitFor(() => expect(stepHeading()).toHaveTextContent(t('Items', 'البنود')));
    // Its lines and VAT rate are copied: 3,454.99 + 14 % = 3,938.69.
    await expect(lineCards()).toHaveLength(3);
    await expect(totalOf('total')).toHaveTextContent(egp(3938.69));
  },
};

export const ReceiptAlreadyExists: Story = {
  name: 'Step 1: the invoice already has its receipt',
  play: async ({ args }) => {
    await pickInvoice('123', 'INV-2026-000123');
    const notice = within(dialog()).getByTestId('receipt-exists');
    await expect(notice).toHaveTextContent(t('Receipt Already Exists', 'يوجد إيصال بالفعل'));
    await expect(notice).toHaveTextContent('REC-2026-000051');
    await next();
    await expect(invoiceField()).toHaveAttribute('aria-invalid', 'true');
    await expect(stepHeading()).toHaveTextContent(t('Payment', 'الدفع'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const WithoutInvoice: Story = {
  name: 'A receipt without an invoice, end to end',
  play: async ({ args }) => {
    await userEvent.type(clientField(), t('red', 'البحر'));
    await userEvent.click(await body().findByRole('option', { name: t('Red Sea Resorts', 'منتجعات البحر الأحمر') }));
    await userEvent.click(
      within(dialog()).getByRole('button', { name: new RegExp(t('Payment method', 'طريقة الدفع')) }),
    );
    await userEvent.click(await body().findByRole('option', { name: t('Cash', 'نقدًا') }));
    await next();
    await waitFor(() => expect(stepHeading()).toHaveTextContent(t('Items', 'البنود')));
    await userEvent.click(within(dialog()).getByRole('button', { name: t('Add custom item', 'إضافة بند مخصص') }));
    const [card] = lineCards();
    await userEvent.type(within(card!).getByRole('textbox', { name: t('Description', 'الوصف') }), 'Room deposit');
    await userEvent.type(within(card!).getByRole('textbox', { name: t('Quantity', 'الكمية') }), '1');
    await userEvent.type(within(card!).getByRole('textbox', { name: t('Unit price', 'سعر الوحدة') }), '2500');
    await userEvent.tab();
    await expect(totalOf('total')).toHaveTextContent(egp(2850));
    await next();
    await waitFor(() => expect(stepHeading()).toHaveTextContent(t('Summary', 'الملخص')));
    await expect(dialog()).toHaveTextContent(t('No linked invoice', 'غير مرتبط بفاتورة'));
    await userEvent.click(within(dialog()).getByRole('button', { name: t('Create receipt', 'إنشاء الإيصال') }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      invoice: '',
      client: 'cl_redsea0000004',
      issueDate: MOCK_TODAY,
      paymentMethod: 'Cash',
      vatRate: 14,
      items: [{ description: 'Room deposit', quantity: 1, unitPrice: 2500, total: 2500 }],
      notes: '',
      newAttachments: [],
      removedAttachments: [],
      subtotal: 2500,
      tax: 350,
      total: 2850,
    });
  },
};

export const Edit: Story = {
  name: 'Edit: the invoice stays',
  args: { receipt: makeReceipt(), defaultStep: 2 },
  play: async ({ args }) => {
    await expect(within(dialog()).getByRole('heading', { level: 2 })).toHaveTextContent(
      t('Edit receipt REC-2026-000051', 'تعديل الإيصال REC-2026-000051'),
    );
    await expect(dialog()).toHaveTextContent('INV-2026-000123');
    await userEvent.click(within(dialog()).getByRole('button', { name: t('Save changes', 'حفظ التغييرات') }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        invoice: 'in_mock00000001',
        client: 'cl_nile000000001',
        issueDate: '2026-11-12',
        paymentMethod: 'Bank Transfer',
        total: 3938.69,
        notes: 'Transfer reference NBE-884213.',
      }),
    );
  },
};

export const EditPaymentStep: Story = {
  name: 'Edit: invoice and client are fixed',
  args: { receipt: makeReceipt() },
  play: async () => {
    await expect(invoiceField()).toHaveValue('INV-2026-000123');
    await expect(invoiceField()).toHaveAttribute('readonly');
    await expect(invoiceField()).toHaveAccessibleDescription(
      t('The invoice of a receipt cannot be changed.', 'لا يمكن تغيير فاتورة الإيصال.'),
    );
    await expect(clientField()).toHaveAttribute('readonly');
  },
};

/** The wizard as the app drives it: the save fails with a field error from the server. */
function RefusedSave(props: ReceiptWizardProps) {
  const [serverErrors, setServerErrors] = useState<FieldErrors | null>(null);
  return (
    <ReceiptWizard
      {...props}
      serverErrors={serverErrors}
      onSubmit={(values) => {
        props.onSubmit(values);
        setServerErrors({ invoice: 'This invoice already has receipt REC-2026-000060.' });
      }}
    />
  );
}

export const ServerErrors: Story = {
  name: 'Server errors lead back to their step',
  args: { receipt: makeReceipt(), defaultStep: 2 },
  render: (args) => <RefusedSave {...args} />,
  play: async ({ args }) => {
    await userEvent.click(within(dialog()).getByRole('button', { name: t('Save changes', 'حفظ التغييرات') }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(stepHeading()).toHaveTextContent(t('Payment', 'الدفع')));
    await expect(within(dialog()).getByTestId('wizard-error-summary')).toHaveTextContent(t('Invoice', 'الفاتورة'));
    await expect(invoiceField()).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog()).toHaveTextContent('REC-2026-000060');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { InvoiceReceiptDialog } from './InvoiceReceiptDialog';
import { makeInvoice, MOCK_TODAY } from './sales.mocks';
import { egp, t } from './sales.testing';

const dialog = () => within(document.body).getByRole('dialog');
const submitButton = () => within(dialog()).getByRole('button', { name: t('Create receipt', 'إنشاء الإيصال') });

const paid = makeInvoice({ status: 'Paid' });

const meta = {
  title: 'Widgets/Sales/InvoiceReceiptDialog',
  component: InvoiceReceiptDialog,
  args: { invoice: paid, today: MOCK_TODAY, onSubmit: fn(), onClose: fn(), onViewReceipt: fn() },
} satisfies Meta<typeof InvoiceReceiptDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PaidInvoice: Story = {
  args: { defaultMethod: 'Bank Transfer' },
  play: async ({ args }) => {
    await expect(within(dialog()).getByRole('heading', { level: 2 })).toHaveTextContent(
      t('Create receipt', 'إنشاء إيصال'),
    );
    await expect(within(document.body).queryByTestId('receipt-unpaid-warning')).toBeNull();
    await expect(dialog()).toHaveTextContent(egp(3938.69));
    await userEvent.type(within(dialog()).getByRole('textbox', { name: t('Notes', 'ملاحظات') }), 'Paid in full');
    await userEvent.click(submitButton());
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        issueDate: MOCK_TODAY,
        paymentMethod: 'Bank Transfer',
        notes: 'Paid in full',
      }),
    );
  },
};

export const NotFullyPaid: Story = {
  args: { invoice: makeInvoice({ status: 'Partially Paid', amountPaid: 1500 }) },
  play: async ({ args }) => {
    const warning = within(document.body).getByTestId('receipt-unpaid-warning');
    await expect(warning).toHaveTextContent(t('This invoice is not fully paid', 'هذه الفاتورة غير مسددة بالكامل'));
    await expect(warning).toHaveTextContent(egp(2438.69));
    // Creating one stays possible, once a payment method is chosen.
    await userEvent.click(submitButton());
    const method = within(dialog()).getByRole('button', { name: new RegExp(t('Payment method', 'طريقة الدفع')) });
    await waitFor(() => expect(method).toHaveAttribute('aria-invalid', 'true'));
    await expect(dialog()).toHaveTextContent(t('Choose a payment method.', 'اختر طريقة الدفع.'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const AlreadyExists: Story = {
  args: { invoice: makeInvoice({ status: 'Paid', receipt: 're_mock00000001', receiptNumber: 'REC-2026-000051' }) },
  play: async ({ args }) => {
    const notice = within(dialog()).getByRole('status');
    await expect(notice).toHaveTextContent(t('Receipt Already Exists', 'يوجد إيصال بالفعل'));
    await expect(notice).toHaveTextContent('REC-2026-000051');
    await expect(within(dialog()).queryByRole('button', { name: t('Create receipt', 'إنشاء الإيصال') })).toBeNull();
    const close = within(dialog().querySelector('footer')!).getByRole('button', { name: t('Close', 'إغلاق') });
    await waitFor(() => expect(close).toHaveFocus());
    await userEvent.click(within(dialog()).getByRole('button', { name: t('View receipt', 'عرض الإيصال') }));
    await expect(args.onViewReceipt).toHaveBeenCalledWith('re_mock00000001');
  },
};

export const Failed: Story = {
  args: { defaultMethod: 'Cash', error: true },
  play: async () => {
    const alert = within(dialog()).getByRole('alert');
    await expect(alert).toHaveTextContent(t('Receipt Creation Failed', 'فشل إنشاء الإيصال'));
    await expect(alert).toHaveTextContent(
      t('Failed to create receipt. Please try again.', 'تعذّر إنشاء الإيصال. برجاء المحاولة مرة أخرى.'),
    );
  },
};

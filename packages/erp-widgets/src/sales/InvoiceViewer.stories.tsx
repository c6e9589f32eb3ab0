import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { InvoiceViewer } from './InvoiceViewer';
import { makeDraftInvoice, makeInvoice, makeInvoicePermissions, makePayment, MOCK_TODAY } from './sales.mocks';
import { day, egp, num, t } from './sales.testing';

const dialog = () => within(document.body).getByRole('dialog');
/** The ids of the actions in the viewer's action bar, in order. */
const actionIds = () =>
  Array.from(dialog().querySelectorAll('[data-action-id]')).map((b) => b.getAttribute('data-action-id'));
const totalOf = (key: string) => dialog().querySelector(`[data-total="${key}"]`);

const pending = makeInvoice({ dueDate: '2026-11-01 00:00:00.000Z' });
const partial = makeInvoice({
  id: 'in_mock00000003',
  invoiceNumber: 'INV-2026-000126',
  status: 'Partially Paid',
  amountPaid: 1500,
});
const paid = makeInvoice({
  id: 'in_mock00000004',
  invoiceNumber: 'INV-2026-000127',
  status: 'Paid',
  receipt: 're_mock00000001',
  receiptNumber: 'REC-2026-000051',
});
const payments = [
  makePayment(),
  makePayment({ id: 'ip_mock00000002', amount: 500, method: 'Cash', notes: '', date: '2026-11-09 00:00:00.000Z' }),
];

const meta = {
  title: 'Widgets/Sales/InvoiceViewer',
  component: InvoiceViewer,
  args: {
    viewer: { state: 'ready', invoice: pending, payments: [] },
    permissions: makeInvoicePermissions(),
    today: MOCK_TODAY,
    onClose: fn(),
    onRetry: fn(),
    onEdit: fn(),
    onIssue: fn(),
    onRecordPayment: fn(),
    onCreateReceipt: fn(),
    onCancel: fn(),
    onDelete: fn(),
    onPrint: fn(),
    onDownloadPdf: fn(),
  },
} satisfies Meta<typeof InvoiceViewer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {
  play: async ({ args }) => {
    const viewer = within(dialog());
    await expect(viewer.getByRole('heading', { level: 2 })).toHaveTextContent(
      t('Invoice INV-2026-000123', 'فاتورة INV-2026-000123'),
    );
    await expect(dialog()).toHaveTextContent(t('Pending', 'بانتظار السداد'));
    await expect(dialog()).toHaveTextContent(day('2026-11-01'));
    await expect(dialog()).toHaveTextContent(t('11 days overdue', `متأخرة ${num(11)} يومًا`));
    // 3 × 33.33 + 10 × 185.50 + 1 × 1,500.00 = 3,454.99; VAT 14 % = 483.70; total 3,938.69.
    const rows = within(viewer.getByRole('table')).getAllByRole('row');
    await expect(rows).toHaveLength(4);
    await expect(rows[1]).toHaveTextContent(egp(99.99));
    await expect(rows[1]).toHaveTextContent('Cairo Main Warehouse');
    await expect(rows[3]).toHaveTextContent(t('Custom item', 'بند مخصص'));
    await expect(totalOf('subtotal')).toHaveTextContent(egp(3454.99));
    await expect(totalOf('vat')).toHaveTextContent(egp(483.7));
    await expect(totalOf('total')).toHaveTextContent(egp(3938.69));
    await expect(totalOf('remaining')).toHaveTextContent(egp(3938.69));
    await expect(dialog()).toHaveTextContent(t('No payments recorded yet.', 'لم تُسجَّل أي دفعات بعد.'));
    await expect(actionIds()).toEqual(['pay', 'receipt', 'print', 'pdf', 'cancel']);
    await userEvent.click(viewer.getByRole('button', { name: t('Record payment', 'تسجيل دفعة') }));
    await expect(args.onRecordPayment).toHaveBeenCalledWith(pending);
  },
};

export const Draft: Story = {
  args: { viewer: { state: 'ready', invoice: makeDraftInvoice(), payments: [] } },
  play: async ({ args }) => {
    await expect(dialog()).toHaveTextContent(t('Draft', 'مسودة'));
    await expect(actionIds()).toEqual(['issue', 'edit', 'print', 'pdf', 'delete']);
    await userEvent.click(within(dialog()).getByRole('button', { name: t('Issue', 'إصدار') }));
    await expect(args.onIssue).toHaveBeenCalledWith(makeDraftInvoice());
    await userEvent.click(within(dialog()).getByRole('button', { name: t('Delete', 'حذف') }));
    await expect(args.onDelete).toHaveBeenCalledWith(makeDraftInvoice());
  },
};

export const PartiallyPaid: Story = {
  args: { viewer: { state: 'ready', invoice: partial, payments } },
  play: async () => {
    const history = within(dialog()).getAllByRole('table')[1]!;
    const rows = within(history).getAllByRole('row');
    await expect(rows).toHaveLength(3);
    await expect(rows[1]).toHaveTextContent(t('Bank Transfer', 'تحويل بنكي'));
    await expect(rows[1]).toHaveTextContent(egp(1000));
    await expect(rows[1]).toHaveTextContent('Salma Nabil');
    await expect(rows[2]).toHaveTextContent(t('Cash', 'نقدًا'));
    await expect(totalOf('paid')).toHaveTextContent(egp(1500));
    await expect(totalOf('remaining')).toHaveTextContent(egp(2438.69));
    await expect(actionIds()).toEqual(['pay', 'receipt', 'print', 'pdf', 'cancel']);
  },
};

export const Paid: Story = {
  args: { viewer: { state: 'ready', invoice: paid, payments: [makePayment({ amount: 3938.69, notes: '' })] } },
  play: async ({ args }) => {
    await expect(dialog()).toHaveTextContent('REC-2026-000051');
    await expect(totalOf('remaining')).toHaveTextContent(egp(0));
    await expect(actionIds()).toEqual(['receipt', 'print', 'pdf']);
    await userEvent.click(within(dialog()).getByRole('button', { name: t('Download PDF', 'تنزيل PDF') }));
    await expect(args.onDownloadPdf).toHaveBeenCalledWith(paid);
  },
};

export const Cancelled: Story = {
  args: {
    viewer: {
      state: 'ready',
      invoice: makeInvoice({ status: 'Cancelled', dueDate: '2026-11-01 00:00:00.000Z', attachments: [] }),
      payments: [],
    },
  },
  play: async () => {
    await expect(dialog()).toHaveTextContent(t('Cancelled', 'ملغاة'));
    // A cancelled invoice is not overdue, and nothing can change it any more.
    await expect(dialog()).not.toHaveTextContent(t('overdue', 'متأخرة'));
    await expect(dialog()).toHaveTextContent(t('No attachments.', 'لا توجد مرفقات.'));
    await expect(actionIds()).toEqual(['print', 'pdf']);
  },
};

export const ReadOnly: Story = {
  args: {
    permissions: makeInvoicePermissions({
      edit: false,
      delete: false,
      issue: false,
      pay: false,
      cancel: false,
      createReceipt: false,
    }),
    viewer: {
      state: 'ready',
      invoice: makeDraftInvoice({
        attachments: [{ name: 'purchase-order-7781.pdf', href: '/files/purchase-order-7781.pdf' }],
      }),
      payments: [],
    },
    onPrint: undefined,
    onDownloadPdf: undefined,
  },
  play: async () => {
    // Nothing to change, print or download: no action bar. Attachments can still be opened.
    await expect(within(dialog()).queryByRole('toolbar')).toBeNull();
    await expect(within(dialog()).getByRole('link', { name: 'purchase-order-7781.pdf' })).toHaveAttribute(
      'href',
      '/files/purchase-order-7781.pdf',
    );
  },
};

export const Loading: Story = {
  args: { viewer: { state: 'loading' } },
  play: async () => {
    await expect(within(document.body).getByTestId('viewer-skeleton')).toBeInTheDocument();
    await expect(within(dialog()).queryByRole('toolbar')).toBeNull();
  },
};

export const NotFound: Story = {
  args: { viewer: { state: 'not-found' } },
  play: async ({ args }) => {
    await expect(within(dialog()).getByRole('alert')).toHaveTextContent(
      t('Invoice not found or could not be loaded.', 'الفاتورة غير موجودة أو تعذّر تحميلها.'),
    );
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const LoadFailed: Story = {
  args: { viewer: { state: 'error' } },
  play: async ({ args }) => {
    const alert = within(dialog()).getByRole('alert');
    await expect(alert).toHaveTextContent(t('Could not load invoice details.', 'تعذّر تحميل بيانات الفاتورة.'));
    await userEvent.click(within(alert).getByRole('button'));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

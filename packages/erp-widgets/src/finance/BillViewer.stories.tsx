import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { BillViewer } from './BillViewer';
import { makeBill, makeBillPayments, MOCK_TODAY } from './finance.mocks';
import { day, dialog, egp, num, t } from './finance.testing';

const all = { view: true, create: true, edit: true, delete: true };

/** The labels of the viewer's action bar, in order (none when the bar is absent). */
const actionLabels = () =>
  [...dialog().querySelectorAll('[data-action-id]')].map((b) => b.getAttribute('data-action-id'));

const meta = {
  title: 'Widgets/Finance/BillViewer',
  component: BillViewer,
  args: {
    viewer: { state: 'ready', bill: makeBill(), payments: makeBillPayments() },
    permissions: all,
    today: MOCK_TODAY,
    fileUrl: (bill, name) => `https://erp.example/api/files/bills/${bill.id}/${name}`,
    onClose: fn(),
    onRecordPayment: fn(),
    onEdit: fn(),
    onCancelBill: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof BillViewer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PartiallyPaid: Story = {
  play: async ({ args }) => {
    const viewer = within(dialog());
    await expect(viewer.getByRole('heading', { level: 2 })).toHaveTextContent('BILL-2026-000042');
    await expect(dialog()).toHaveTextContent(t('16 days overdue', `متأخرة ${num(16)} يومًا`));
    // Lines and totals: 40 × 185.50 + 650.00 = 8,070.00; VAT 14 % = 1,129.80; 5,000.00 paid, 4,199.80 left.
    const lines = viewer.getByRole('table', { name: t('Items', 'البنود') });
    await expect(within(lines).getAllByRole('row')).toHaveLength(3);
    await expect(lines).toHaveTextContent(egp(7420));
    await expect(dialog().querySelector('[data-total="vat"]')).toHaveTextContent(egp(1129.8));
    await expect(dialog().querySelector('[data-total="remaining"]')).toHaveTextContent(egp(4199.8));
    // The payment history, oldest first.
    const history = within(viewer.getByTestId('bill-payments'));
    const rows = history.getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(2);
    await expect(rows[0]).toHaveTextContent(day('2026-10-15'));
    await expect(rows[0]).toHaveTextContent(t('Bank Transfer', 'تحويل بنكي'));
    await expect(rows[0]).toHaveTextContent(egp(3000));
    await expect(rows[0]).toHaveTextContent('First instalment');
    await expect(rows[1]).toHaveTextContent(t('Check', 'شيك'));
    await expect(viewer.getByRole('link', { name: 'helwan_invoice_4471.pdf' })).toHaveAttribute(
      'href',
      'https://erp.example/api/files/bills/bl_mock00000001/helwan_invoice_4471_k2j4h5g6f7.pdf',
    );
    await expect(actionLabels()).toEqual(['pay', 'cancel']);
    await userEvent.click(viewer.getByRole('button', { name: t('Record payment', 'تسجيل دفعة') }));
    await expect(args.onRecordPayment).toHaveBeenCalledWith(makeBill());
  },
};

export const Pending: Story = {
  args: {
    viewer: {
      state: 'ready',
      bill: makeBill({ status: 'PENDING', amountPaid: 0, remaining: 9199.8, dueDate: '2026-12-05 00:00:00.000Z' }),
      payments: [],
    },
  },
  play: async ({ args }) => {
    await expect(dialog()).toHaveTextContent(t('No payments recorded yet.', 'لم تُسجَّل أي دفعات بعد.'));
    await expect(dialog()).not.toHaveTextContent(t('overdue', 'متأخرة'));
    await expect(actionLabels()).toEqual(['pay', 'edit', 'cancel', 'delete']);
    await userEvent.click(within(dialog()).getByRole('button', { name: t('Edit', 'تعديل') }));
    await expect(args.onEdit).toHaveBeenCalledTimes(1);
  },
};

export const Paid: Story = {
  args: {
    viewer: {
      state: 'ready',
      bill: makeBill({ status: 'PAID', amountPaid: 9199.8, remaining: 0 }),
      payments: [...makeBillPayments(), { ...makeBillPayments()[1]!, id: 'bp_mock00000003', amount: 4199.8 }],
    },
  },
  play: async () => {
    // Nothing can be done to a paid bill, and it is not overdue any more.
    await expect(within(dialog()).queryByRole('toolbar')).toBeNull();
    await expect(dialog()).not.toHaveTextContent(t('overdue', 'متأخرة'));
    await expect(within(dialog()).getByTestId('bill-payments').querySelectorAll('tbody tr')).toHaveLength(3);
  },
};

export const Cancelled: Story = {
  args: { viewer: { state: 'ready', bill: makeBill({ status: 'CANCELLED' }), payments: makeBillPayments() } },
  play: async () => {
    await expect(within(dialog()).queryByRole('toolbar')).toBeNull();
    await expect(dialog()).toHaveTextContent(t('Cancelled', 'ملغاة'));
  },
};

export const ReadOnly: Story = {
  args: { permissions: { view: true, create: false, edit: false, delete: false } },
  play: async () => {
    await expect(within(dialog()).queryByRole('toolbar')).toBeNull();
    await expect(within(dialog()).getByTestId('bill-payments')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { viewer: { state: 'loading' } },
  play: async () => {
    await expect(within(dialog()).getByTestId('viewer-skeleton')).toBeInTheDocument();
  },
};

export const NotFound: Story = {
  args: { viewer: { state: 'not-found' } },
  play: async ({ args }) => {
    await expect(within(dialog()).getByRole('alert')).toHaveTextContent(
      t('This bill does not exist or has been deleted.', 'هذه الفاتورة غير موجودة أو تم حذفها.'),
    );
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const LoadError: Story = {
  args: { viewer: { state: 'error', message: 'The server did not answer.' }, onRetry: fn() },
  play: async ({ args }) => {
    const alert = within(dialog()).getByRole('alert');
    await expect(alert).toHaveTextContent('The server did not answer.');
    await userEvent.click(within(alert).getByRole('button'));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

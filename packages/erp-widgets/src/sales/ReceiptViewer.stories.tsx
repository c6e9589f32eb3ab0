import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { makeCashReceipt, makeReceipt, makeReceiptPermissions } from './receipt.mocks';
import { ReceiptViewer } from './ReceiptViewer';
import { day, egp, t } from './sales.testing';

const dialog = () => within(document.body).getByRole('dialog');
/** The ids of the actions in the viewer's action bar, in order. */
const actionIds = () =>
  Array.from(dialog().querySelectorAll('[data-action-id]')).map((b) => b.getAttribute('data-action-id'));
const totalOf = (key: string) => dialog().querySelector(`[data-total="${key}"]`);

const receipt = makeReceipt();
const cash = makeCashReceipt();

const meta = {
  title: 'Widgets/Sales/ReceiptViewer',
  component: ReceiptViewer,
  args: {
    viewer: { state: 'ready', receipt },
    permissions: makeReceiptPermissions(),
    onClose: fn(),
    onRetry: fn(),
    onEdit: fn(),
    onDelete: fn(),
    onPrint: fn(),
    onDownloadPdf: fn(),
  },
} satisfies Meta<typeof ReceiptViewer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ForInvoice: Story = {
  name: 'Receipt of an invoice',
  play: async ({ args }) => {
    const viewer = within(dialog());
    await expect(viewer.getByRole('heading', { level: 2 })).toHaveTextContent(
      t('Receipt REC-2026-000051', 'إيصال REC-2026-000051'),
    );
    await expect(dialog()).toHaveTextContent(t('Nile Delta Trading', 'دلتا النيل للتجارة'));
    await expect(dialog()).toHaveTextContent(day('2026-11-12'));
    await expect(dialog()).toHaveTextContent(t('Bank Transfer', 'تحويل بنكي'));
    await expect(dialog()).toHaveTextContent('INV-2026-000123');
    // The invoice's lines: 3 × 33.33 + 10 × 185.50 + 1 × 1,500.00 = 3,454.99; VAT 14 % = 483.70.
    await expect(within(viewer.getByRole('table')).getAllByRole('row')).toHaveLength(4);
    await expect(totalOf('subtotal')).toHaveTextContent(egp(3454.99));
    await expect(totalOf('vat')).toHaveTextContent(egp(483.7));
    await expect(totalOf('total')).toHaveTextContent(egp(3938.69));
    await expect(totalOf('paid')).toBeNull();
    await expect(dialog()).toHaveTextContent('Transfer reference NBE-884213.');
    await expect(dialog()).toHaveTextContent('bank-transfer-confirmation.pdf');
    await expect(actionIds()).toEqual(['print', 'pdf', 'edit', 'delete']);
    await userEvent.click(viewer.getByRole('button', { name: t('Print', 'طباعة') }));
    await expect(args.onPrint).toHaveBeenCalledWith(receipt);
  },
};

export const WithoutInvoice: Story = {
  name: 'Receipt without an invoice',
  args: { viewer: { state: 'ready', receipt: cash } },
  play: async () => {
    await expect(dialog()).toHaveTextContent(t('No linked invoice', 'غير مرتبط بفاتورة'));
    await expect(dialog()).toHaveTextContent(t('Cash', 'نقدًا'));
    // 40 × 37.50 = 1,500.00; VAT 14 % = 210.00.
    await expect(totalOf('total')).toHaveTextContent(egp(1710));
    await expect(dialog()).toHaveTextContent(t('No attachments.', 'لا توجد مرفقات.'));
  },
};

export const ReadOnly: Story = {
  name: 'Read-only permissions',
  args: { permissions: makeReceiptPermissions({ create: false, edit: false, delete: false }) },
  play: async ({ args }) => {
    await expect(actionIds()).toEqual(['print', 'pdf']);
    await userEvent.click(within(dialog()).getByRole('button', { name: t('Download PDF', 'تنزيل PDF') }));
    await expect(args.onDownloadPdf).toHaveBeenCalledWith(receipt);
  },
};

export const Printing: Story = {
  name: 'Preparing the print',
  args: { busyAction: 'print' },
  play: async () => {
    await expect(within(dialog()).getByRole('button', { name: new RegExp(t('Print', 'طباعة')) })).toHaveAttribute(
      'data-pending',
    );
    await expect(within(dialog()).getByRole('button', { name: t('Download PDF', 'تنزيل PDF') })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { viewer: { state: 'loading' } },
  play: async () => {
    await expect(within(dialog()).getByRole('heading', { level: 2 })).toHaveTextContent(t('Receipt', 'إيصال'));
    await expect(within(dialog()).getByTestId('viewer-skeleton')).toBeInTheDocument();
  },
};

export const NotFound: Story = {
  args: { viewer: { state: 'not-found' } },
  play: async () => {
    await expect(within(dialog()).getByRole('heading', { level: 2 })).toHaveTextContent(t('Error', 'خطأ'));
    await expect(within(dialog()).getByRole('alert')).toHaveTextContent(t('Receipt not found', 'الإيصال غير موجود'));
  },
};

export const LoadError: Story = {
  args: { viewer: { state: 'error' } },
  play: async ({ args }) => {
    const alert = within(dialog()).getByRole('alert');
    await expect(alert).toHaveTextContent(t('Failed to fetch receipt details', 'تعذّر جلب بيانات الإيصال'));
    await userEvent.click(within(alert).getByRole('button'));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

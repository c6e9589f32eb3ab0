import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { makeReceipt, makeReceiptPermissions, makeReceiptSummaries } from './receipt.mocks';
import { ReceiptsScreen } from './ReceiptsScreen';
import { MOCK_TODAY } from './sales.mocks';
import { day, egp, t } from './sales.testing';

const receipts = makeReceiptSummaries(5);
const [linked, cash] = receipts as [(typeof receipts)[0], (typeof receipts)[0]];
const body = () => within(document.body);

/** Opens the row menu of a receipt and returns the menu and its item labels. */
async function rowMenu(canvasElement: HTMLElement, number: string) {
  await userEvent.click(
    within(canvasElement).getByRole('button', { name: t(`More actions for ${number}`, `إجراءات أخرى لـ ${number}`) }),
  );
  const menu = await body().findByRole('menu');
  return {
    menu,
    items: within(menu)
      .getAllByRole('menuitem')
      .map((i) => i.textContent),
  };
}

const meta = {
  title: 'Screens/Sales/Receipts',
  component: ReceiptsScreen,
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    receipts,
    total: 5,
    page: 1,
    perPage: 30,
    search: '',
    filters: { method: null, date: 'all' },
    sort: { id: 'receiptNumber', direction: 'descending' },
    today: MOCK_TODAY,
    permissions: makeReceiptPermissions(),
    onPageChange: fn(),
    onSearchChange: fn(),
    onFiltersChange: fn(),
    onSortChange: fn(),
    onAdd: fn(),
    onView: fn(),
    onEdit: fn(),
    onDelete: fn(),
    onPrint: fn(),
    onDownloadPdf: fn(),
    onViewerClose: fn(),
    // Synchronous here: a pending confirm button announces itself through react-aria's live region, which outlives
    // the story and would point at a button the next story no longer has.
    onDeleteConfirm: fn(),
    onDeleteCancel: fn(),
  },
} satisfies Meta<typeof ReceiptsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t('Receipts', 'الإيصالات'));
    const table = canvas.getByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    await expect(headers.slice(0, 6)).toEqual([
      t('Number', 'الرقم'),
      t('Client', 'العميل'),
      t('Invoice', 'الفاتورة'),
      t('Issue date', 'تاريخ الإصدار'),
      t('Payment method', 'طريقة الدفع'),
      t('Amount', 'المبلغ'),
    ]);
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(6);
    await expect(rows[1]).toHaveTextContent('REC-2026-000051');
    await expect(rows[1]).toHaveTextContent('INV-2026-000123');
    await expect(rows[1]).toHaveTextContent(day('2026-11-12'));
    await expect(rows[1]).toHaveTextContent(t('Bank Transfer', 'تحويل بنكي'));
    await expect(rows[1]).toHaveTextContent(egp(3938.69));
    await expect(rows[2]).toHaveTextContent(t('Cash', 'نقدًا'));
    // Sortable: receipt number, client, invoice, payment method and amount; the date is not.
    const sortable = within(table)
      .getAllByRole('columnheader')
      .filter((h) => within(h).queryByRole('button'))
      .map((h) => h.textContent);
    await expect(sortable).toEqual([
      t('Number', 'الرقم'),
      t('Client', 'العميل'),
      t('Invoice', 'الفاتورة'),
      t('Payment method', 'طريقة الدفع'),
      t('Amount', 'المبلغ'),
    ]);
    await userEvent.click(within(within(table).getAllByRole('columnheader')[4]!).getByRole('button'));
    await expect(args.onSortChange).toHaveBeenCalledWith({ id: 'paymentMethod', direction: 'ascending' });
    await userEvent.click(canvas.getAllByRole('button', { name: t('New receipt', 'إيصال جديد') })[0]!);
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
    await userEvent.click(within(rows[2]!).getAllByRole('cell')[0]!);
    await expect(args.onView).toHaveBeenCalledWith(cash);
  },
};

export const RowActions: Story = {
  name: 'Row actions',
  play: async ({ canvasElement, args }) => {
    const { menu, items } = await rowMenu(canvasElement, linked.receiptNumber);
    await expect(items).toEqual([
      t('Edit', 'تعديل'),
      t('Print', 'طباعة'),
      t('Download PDF', 'تنزيل PDF'),
      t('Delete', 'حذف'),
    ]);
    await userEvent.click(within(menu).getByRole('menuitem', { name: t('Print', 'طباعة') }));
    await expect(args.onPrint).toHaveBeenCalledWith(linked);
  },
};

export const ReadOnly: Story = {
  name: 'Read-only permissions',
  args: { permissions: makeReceiptPermissions({ create: false, edit: false, delete: false }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: t('New receipt', 'إيصال جديد') })).toBeNull();
    const { items } = await rowMenu(canvasElement, cash.receiptNumber);
    await expect(items).toEqual([t('Print', 'طباعة'), t('Download PDF', 'تنزيل PDF')]);
  },
};

export const MethodFilter: Story = {
  name: 'Filter: payment method',
  play: async ({ canvasElement, args }) => {
    const toolbar = within(canvasElement).getByRole('search');
    await userEvent.click(
      within(toolbar).getByRole('button', { name: new RegExp(t('Payment method', 'طريقة الدفع')) }),
    );
    const listbox = await body().findByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      t('All', 'الكل'),
      t('Cash', 'نقدًا'),
      t('Credit Card', 'بطاقة ائتمان'),
      t('Bank Transfer', 'تحويل بنكي'),
      t('Check', 'شيك'),
      t('Debit Card', 'بطاقة خصم مباشر'),
      t('Online Payment', 'دفع إلكتروني'),
      t('Wire Transfer', 'حوالة مصرفية'),
      t('Corporate Card', 'بطاقة الشركة'),
      t('Other', 'أخرى'),
    ]);
    await userEvent.click(within(listbox).getByRole('option', { name: t('Check', 'شيك') }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ method: 'Check', date: 'all' });
  },
};

export const DateFilter: Story = {
  name: 'Filter: date range',
  args: { filters: { method: 'Cash', date: 'all' } },
  play: async ({ canvasElement, args }) => {
    const group = within(canvasElement).getByRole('group', { name: t('Date', 'التاريخ') });
    await userEvent.click(within(group).getByRole('button'));
    const listbox = await body().findByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      t('All', 'الكل'),
      t('Today', 'اليوم'),
      t('This Week', 'هذا الأسبوع'),
      t('This Month', 'هذا الشهر'),
      t('Last 30 Days', 'آخر ٣٠ يومًا'),
    ]);
    await userEvent.click(within(listbox).getByRole('option', { name: t('This Week', 'هذا الأسبوع') }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ method: 'Cash', date: 'thisWeek' });
  },
};

export const Empty: Story = {
  args: { receipts: [], total: 0, filters: { method: 'Check', date: 'today' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      t('No receipts found', 'لا توجد إيصالات'),
    );
    await expect(
      within(canvas.getByRole('group', { name: t('Date', 'التاريخ') })).getByRole('button'),
    ).toHaveTextContent(t('Today', 'اليوم'));
  },
};

export const Loading: Story = {
  args: { receipts: [], total: 0, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { receipts: [], total: 0, error: 'Failed to connect to the server.', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Failed to connect to the server.');
    await userEvent.click(within(alert).getByRole('button'));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const ConfirmDelete: Story = {
  name: 'Confirm delete: receipt of an invoice',
  args: { deleting: linked },
  play: async ({ args }) => {
    const dialog = await body().findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(
      t(
        'Receipt REC-2026-000051 will be deleted, and invoice INV-2026-000123 will have no receipt. This action cannot be undone.',
        'سيتم حذف الإيصال REC-2026-000051 وتصبح الفاتورة INV-2026-000123 بلا إيصال. لا يمكن التراجع عن هذا الإجراء.',
      ),
    );
    await waitFor(() => expect(within(dialog).getByRole('button', { name: t('Cancel', 'إلغاء') })).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: t('Delete', 'حذف') }));
    await expect(args.onDeleteConfirm).toHaveBeenCalledTimes(1);
  },
};

export const ConfirmDeleteWithoutInvoice: Story = {
  name: 'Confirm delete: receipt without invoice',
  args: { deleting: cash },
  play: async ({ args }) => {
    const dialog = await body().findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(
      t(
        `Receipt ${cash.receiptNumber} will be deleted. This action cannot be undone.`,
        `سيتم حذف الإيصال ${cash.receiptNumber}. لا يمكن التراجع عن هذا الإجراء.`,
      ),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: t('Cancel', 'إلغاء') }));
    await expect(args.onDeleteCancel).toHaveBeenCalledTimes(1);
    await expect(args.onDeleteConfirm).not.toHaveBeenCalled();
  },
};

export const WithViewer: Story = {
  name: 'Viewer open',
  args: { viewer: { state: 'ready', receipt: makeReceipt() } },
  play: async ({ args }) => {
    const dialog = await body().findByRole('dialog');
    await expect(within(dialog).getByRole('heading', { level: 2 })).toHaveTextContent(
      t('Receipt REC-2026-000051', 'إيصال REC-2026-000051'),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: t('Download PDF', 'تنزيل PDF') }));
    await expect(args.onDownloadPdf).toHaveBeenCalledWith(expect.objectContaining({ id: 're_mock00000051' }));
  },
};

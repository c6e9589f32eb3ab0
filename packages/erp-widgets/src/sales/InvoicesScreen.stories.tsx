import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { InvoicesScreen } from './InvoicesScreen';
import { makeInvoicePermissions, makeInvoiceSummaries, MOCK_TODAY } from './sales.mocks';
import { egp, num, t } from './sales.testing';

const invoices = makeInvoiceSummaries(8);
const [pending, paid, draft, partial] = invoices as [
  (typeof invoices)[0],
  (typeof invoices)[0],
  (typeof invoices)[0],
  (typeof invoices)[0],
];
const body = () => within(document.body);

/** Opens the row menu of an invoice and returns the menu. */
async function openRowMenu(canvasElement: HTMLElement, number: string) {
  await userEvent.click(
    within(canvasElement).getByRole('button', { name: t(`More actions for ${number}`, `إجراءات أخرى لـ ${number}`) }),
  );
  return body().findByRole('menu');
}

const meta = {
  title: 'Screens/Sales/Invoices',
  component: InvoicesScreen,
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    invoices,
    total: 52,
    page: 1,
    perPage: 8,
    search: '',
    filters: { due: null, status: null },
    sort: null,
    today: MOCK_TODAY,
    permissions: makeInvoicePermissions(),
    onPageChange: fn(),
    onSearchChange: fn(),
    onFiltersChange: fn(),
    onSortChange: fn(),
    onAdd: fn(),
    onView: fn(),
    onEdit: fn(),
    onIssue: fn(),
    onRecordPayment: fn(),
    onCreateReceipt: fn(),
    onCancel: fn(),
    onDelete: fn(),
    onPrint: fn(),
    onDownloadPdf: fn(),
    onViewerClose: fn(),
    // Synchronous here: a pending confirm button announces itself through react-aria's live region, which outlives
    // the story and would point at a button the next story no longer has.
    onDeleteConfirm: fn(),
    onDeleteCancel: fn(),
    onIssueConfirm: fn(),
    onIssueCancel: fn(),
  },
} satisfies Meta<typeof InvoicesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table');
    await expect(within(table).getAllByRole('row')).toHaveLength(9);
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    await expect(headers.slice(0, 7)).toEqual([
      t('Number', 'الرقم'),
      t('Issue date', 'تاريخ الإصدار'),
      t('Due date', 'تاريخ الاستحقاق'),
      t('Total', 'الإجمالي'),
      t('Paid', 'المدفوع'),
      t('Remaining', 'المتبقي'),
      t('Status', 'الحالة'),
    ]);
    // The first invoice is Pending and was due on 1 November: 11 days late on 12 November.
    const firstRow = within(table).getAllByRole('row')[1]!;
    await expect(firstRow).toHaveTextContent(t('11 days overdue', `متأخرة ${num(11)} يومًا`));
    await expect(firstRow).toHaveTextContent(egp(3938.69));
    await expect(firstRow).toHaveTextContent(t('Pending', 'بانتظار السداد'));
    // A partially paid invoice due today is not overdue.
    await expect(within(table).getAllByRole('row')[4]!).not.toHaveTextContent(t('overdue', 'متأخرة'));
    await userEvent.click(within(within(table).getAllByRole('columnheader')[3]!).getByRole('button'));
    await expect(args.onSortChange).toHaveBeenCalledWith({ id: 'total', direction: 'ascending' });
    await userEvent.click(canvas.getAllByRole('button', { name: t('New invoice', 'فاتورة جديدة') })[0]!);
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
    await userEvent.click(within(firstRow).getAllByRole('cell')[0]!);
    await expect(args.onView).toHaveBeenCalledWith(pending);
  },
};

export const DraftRowActions: Story = {
  name: 'Row actions: draft',
  play: async ({ canvasElement, args }) => {
    const menu = await openRowMenu(canvasElement, draft.invoiceNumber);
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((i) => i.textContent);
    await expect(items).toEqual([
      t('Edit', 'تعديل'),
      t('Issue', 'إصدار'),
      t('Print', 'طباعة'),
      t('Download PDF', 'تنزيل PDF'),
      t('Delete', 'حذف'),
    ]);
    await userEvent.click(within(menu).getByRole('menuitem', { name: t('Issue', 'إصدار') }));
    await expect(args.onIssue).toHaveBeenCalledWith(draft);
  },
};

export const UnpaidRowActions: Story = {
  name: 'Row actions: partially paid',
  play: async ({ canvasElement, args }) => {
    const menu = await openRowMenu(canvasElement, partial.invoiceNumber);
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((i) => i.textContent);
    await expect(items).toEqual([
      t('Record payment', 'تسجيل دفعة'),
      t('Create receipt', 'إنشاء إيصال'),
      t('Print', 'طباعة'),
      t('Download PDF', 'تنزيل PDF'),
      t('Cancel invoice', 'إلغاء الفاتورة'),
    ]);
    await userEvent.click(within(menu).getByRole('menuitem', { name: t('Cancel invoice', 'إلغاء الفاتورة') }));
    await expect(args.onCancel).toHaveBeenCalledWith(partial);
  },
};

export const PaidRowActions: Story = {
  name: 'Row actions: paid',
  play: async ({ canvasElement, args }) => {
    const menu = await openRowMenu(canvasElement, paid.invoiceNumber);
    await expect(within(menu).queryByRole('menuitem', { name: t('Record payment', 'تسجيل دفعة') })).toBeNull();
    await expect(within(menu).queryByRole('menuitem', { name: t('Edit', 'تعديل') })).toBeNull();
    await userEvent.click(within(menu).getByRole('menuitem', { name: t('Create receipt', 'إنشاء إيصال') }));
    await expect(args.onCreateReceipt).toHaveBeenCalledWith(paid);
  },
};

export const NoPermissions: Story = {
  args: {
    permissions: makeInvoicePermissions({
      create: false,
      edit: false,
      delete: false,
      issue: false,
      pay: false,
      cancel: false,
      createReceipt: false,
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: t('New invoice', 'فاتورة جديدة') })).toBeNull();
    const menu = await openRowMenu(canvasElement, draft.invoiceNumber);
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual([t('Print', 'طباعة'), t('Download PDF', 'تنزيل PDF')]);
  },
};

export const SortByCreatedDate: Story = {
  args: { sort: { id: 'created', direction: 'descending' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const sortGroup = canvas.getByRole('group', { name: t('Sort by', 'الترتيب حسب') });
    await expect(sortGroup).toHaveTextContent(t('Created date', 'تاريخ الإنشاء'));
    await userEvent.click(within(sortGroup).getByRole('button', { name: t('Descending', 'تنازلي') }));
    await expect(args.onSortChange).toHaveBeenCalledWith({ id: 'created', direction: 'ascending' });
    await userEvent.click(within(sortGroup).getByRole('button', { name: new RegExp(t('Sort by', 'الترتيب حسب')) }));
    await userEvent.click(await body().findByRole('option', { name: t('Paid amount', 'المبلغ المدفوع') }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ id: 'amountPaid', direction: 'descending' });
  },
};

export const DueFilter: Story = {
  name: 'Filter: due date',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toolbar = canvas.getByRole('search');
    await userEvent.click(within(toolbar).getByRole('button', { name: new RegExp(t('Due date', 'تاريخ الاستحقاق')) }));
    const listbox = await body().findByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      t('All', 'الكل'),
      t('Due Today', 'مستحقة اليوم'),
      t('Due This Week', 'مستحقة هذا الأسبوع'),
      t('Due This Month', 'مستحقة هذا الشهر'),
      t('Overdue', 'متأخرة السداد'),
    ]);
    await userEvent.click(within(listbox).getByRole('option', { name: t('Due This Week', 'مستحقة هذا الأسبوع') }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ due: 'thisWeek', status: null });
  },
};

export const Overdue: Story = {
  name: 'Filter: overdue',
  args: {
    filters: { due: 'overdue', status: null },
    invoices: [invoices[0]!, invoices[6]!],
    total: 2,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toolbar = canvas.getByRole('search');
    await expect(
      within(toolbar).getByRole('button', { name: new RegExp(t('Due date', 'تاريخ الاستحقاق')) }),
    ).toHaveTextContent(t('Overdue', 'متأخرة السداد'));
    const rows = within(canvas.getByRole('table')).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(2);
    await expect(rows[1]).toHaveTextContent(t('23 days overdue', `متأخرة ${num(23)} يومًا`));
  },
};

export const Empty: Story = {
  args: { invoices: [], total: 0, search: 'INV-2025' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(t('No invoices found', 'لا توجد فواتير'));
    await expect(canvas.getByRole('searchbox')).toHaveValue('INV-2025');
    await userEvent.click(canvas.getAllByRole('button', { name: t('New invoice', 'فاتورة جديدة') }).at(-1)!);
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  args: { invoices: [], total: 0, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { invoices: [], total: 0, error: 'Failed to connect to the server.', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Failed to connect to the server.');
    await userEvent.click(within(alert).getByRole('button'));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const ConfirmIssue: Story = {
  args: { issuing: draft },
  play: async ({ args }) => {
    const dialog = await body().findByRole('alertdialog');
    await expect(dialog).toHaveAccessibleName(
      t(`Issue invoice ${draft.invoiceNumber}?`, `إصدار الفاتورة ${draft.invoiceNumber}؟`),
    );
    const transition = within(dialog).getByTestId('status-transition');
    await expect(transition).toHaveTextContent(t('Draft', 'مسودة'));
    await expect(transition).toHaveTextContent(t('Pending', 'بانتظار السداد'));
    const confirm = within(dialog).getByRole('button', { name: t('Issue invoice', 'إصدار الفاتورة') });
    await waitFor(() => expect(confirm).toHaveFocus());
    await userEvent.click(confirm);
    await expect(args.onIssueConfirm).toHaveBeenCalledTimes(1);
  },
};

export const ConfirmDelete: Story = {
  args: { deleting: draft },
  play: async ({ args }) => {
    const dialog = await body().findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(t('cannot be undone', 'لا يمكن التراجع'));
    await expect(dialog).toHaveTextContent(draft.invoiceNumber);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: t('Cancel', 'إلغاء') })).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: t('Delete', 'حذف') }));
    await expect(args.onDeleteConfirm).toHaveBeenCalledTimes(1);
  },
};

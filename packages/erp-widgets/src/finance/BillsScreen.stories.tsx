import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { BillsScreen } from './BillsScreen';
import { makeBill, makeBills, MOCK_SUPPLIERS, MOCK_TODAY } from './finance.mocks';
import { body, egp, num, t } from './finance.testing';

const all = { view: true, create: true, edit: true, delete: true };
const bills = makeBills(5);
const [partlyPaid, pending, paid] = bills as [(typeof bills)[0], (typeof bills)[0], (typeof bills)[0]];

/** Opens the row menu of a bill and returns the menu. */
async function openRowMenu(canvasElement: HTMLElement, number: string) {
  await userEvent.click(
    within(canvasElement).getByRole('button', { name: t(`More actions for ${number}`, `إجراءات أخرى لـ ${number}`) }),
  );
  return body().findByRole('menu');
}

const meta = {
  title: 'Screens/Finance/Bills',
  component: BillsScreen,
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    bills,
    total: 32,
    page: 1,
    perPage: 5,
    search: '',
    filters: { supplier: null, due: null, status: null },
    supplierOptions: MOCK_SUPPLIERS,
    sort: { id: 'issueDate', direction: 'descending' },
    today: MOCK_TODAY,
    permissions: all,
    onPageChange: fn(),
    onSearchChange: fn(),
    onFiltersChange: fn(),
    onSortChange: fn(),
    onAdd: fn(),
    onView: fn(),
    onEdit: fn(),
    onRecordPayment: fn(),
    onCancelBill: fn(),
    onDelete: fn(),
    onViewerClose: fn(),
    // Synchronous: a pending confirm button announces itself through a live region that outlives the story.
    onDeleteConfirm: fn(),
    onDeleteCancel: fn(),
    onCancelConfirm: fn(),
    onCancelDismiss: fn(),
  },
} satisfies Meta<typeof BillsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table');
    await expect(within(table).getAllByRole('row')).toHaveLength(6);
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    await expect(headers.slice(0, 8)).toEqual([
      t('Bill number', 'رقم الفاتورة'),
      t('Supplier', 'المورد'),
      t('Issue date', 'تاريخ الإصدار'),
      t('Due date', 'تاريخ الاستحقاق'),
      t('Total', 'الإجمالي'),
      t('Paid', 'المدفوع'),
      t('Remaining', 'المتبقي'),
      t('Status', 'الحالة'),
    ]);
    const first = within(table).getAllByRole('row')[1]!;
    await expect(first).toHaveTextContent(t('16 days overdue', `متأخرة ${num(16)} يومًا`));
    await expect(first).toHaveTextContent(egp(4199.8));
    await expect(first).toHaveTextContent(t('Partially paid', 'مسددة جزئيًا'));
    // Paid bills are not overdue, whatever their due date.
    await expect(within(table).getAllByRole('row')[3]!).not.toHaveTextContent(t('overdue', 'متأخرة'));
    await expect(canvasElement.querySelector('[data-list-summary]')).toHaveTextContent(
      t('Showing 5 of 32', `عرض ${num(5)} من ${num(32)}`),
    );

    const menu = await openRowMenu(canvasElement, partlyPaid.billNumber);
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((i) => i.textContent);
    await expect(items).toEqual([t('Record payment', 'تسجيل دفعة'), t('Cancel bill', 'إلغاء الفاتورة')]);
    await userEvent.click(within(menu).getByRole('menuitem', { name: t('Record payment', 'تسجيل دفعة') }));
    await expect(args.onRecordPayment).toHaveBeenCalledWith(partlyPaid);

    const totalHeader = within(table).getAllByRole('columnheader')[4]!;
    await userEvent.click(within(totalHeader).getByRole('button'));
    await expect(args.onSortChange).toHaveBeenCalledWith({ id: 'total', direction: 'ascending' });
    await userEvent.click(canvas.getAllByRole('button', { name: t('Add bill', 'إضافة فاتورة مورد') })[0]!);
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
  },
};

export const PendingRowActions: Story = {
  play: async ({ canvasElement, args }) => {
    const menu = await openRowMenu(canvasElement, pending.billNumber);
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((i) => i.textContent);
    await expect(items).toEqual([
      t('Record payment', 'تسجيل دفعة'),
      t('Edit', 'تعديل'),
      t('Cancel bill', 'إلغاء الفاتورة'),
      t('Delete', 'حذف'),
    ]);
    await userEvent.click(within(menu).getByRole('menuitem', { name: t('Edit', 'تعديل') }));
    await expect(args.onEdit).toHaveBeenCalledWith(pending);
    // A paid bill offers nothing but the viewer.
    await expect(
      within(canvasElement).queryByRole('button', {
        name: t(`More actions for ${paid.billNumber}`, `إجراءات أخرى لـ ${paid.billNumber}`),
      }),
    ).toBeNull();
  },
};

export const ReadOnly: Story = {
  args: { permissions: { view: true, create: false, edit: false, delete: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: t('Add bill', 'إضافة فاتورة مورد') })).toBeNull();
    await expect(
      canvas.queryByRole('button', {
        name: t(`More actions for ${pending.billNumber}`, `إجراءات أخرى لـ ${pending.billNumber}`),
      }),
    ).toBeNull();
    await userEvent.click(
      canvas.getByRole('button', { name: t(`View ${pending.billNumber}`, `عرض ${pending.billNumber}`) }),
    );
    await expect(args.onView).toHaveBeenCalledWith(pending);
  },
};

export const Filtered: Story = {
  args: {
    search: 'pipe',
    filters: { supplier: 'sp_helwan0000001', due: 'overdue', status: null },
    bills: [partlyPaid],
    total: 1,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox')).toHaveValue('pipe');
    const filters = canvas.getByRole('search');
    await expect(within(filters).getByRole('button', { name: new RegExp(t('Supplier', 'المورد')) })).toHaveTextContent(
      'Helwan Steel Co.',
    );
    const due = within(filters).getByRole('button', { name: new RegExp(t('Due date', 'تاريخ الاستحقاق')) });
    await expect(due).toHaveTextContent(t('Overdue', 'متأخرة السداد'));
    await userEvent.click(due);
    await userEvent.click(await body().findByRole('option', { name: t('Due This Week', 'مستحقة هذا الأسبوع') }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({
      supplier: 'sp_helwan0000001',
      due: 'dueThisWeek',
      status: null,
    });
  },
};

export const Empty: Story = {
  args: { bills: [], total: 0, search: 'zzz' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      t('No bills found', 'لا توجد فواتير موردين'),
    );
  },
};

export const Loading: Story = {
  args: { bills: [], total: 0, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { bills: [], total: 0, error: 'Failed to connect to the server.', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Failed to connect to the server.');
    await userEvent.click(within(alert).getByRole('button'));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const ConfirmDelete: Story = {
  args: { deleting: pending },
  play: async ({ args }) => {
    const confirm = body().getByRole('alertdialog');
    await expect(confirm).toHaveTextContent(pending.billNumber);
    await expect(confirm).toHaveTextContent(t('cannot be undone', 'لا يمكن التراجع'));
    await userEvent.click(within(confirm).getByRole('button', { name: t('Delete', 'حذف') }));
    await expect(args.onDeleteConfirm).toHaveBeenCalledTimes(1);
  },
};

export const ConfirmCancel: Story = {
  args: { cancelling: makeBill() },
  play: async ({ args }) => {
    const confirm = body().getByRole('alertdialog');
    await expect(within(confirm).getByRole('heading')).toHaveTextContent(
      t('Cancel bill BILL-2026-000042?', 'إلغاء الفاتورة BILL-2026-000042؟'),
    );
    const transition = within(confirm).getByTestId('status-transition');
    await expect(transition.querySelector('[data-status="from"]')).toHaveTextContent(
      t('Partially paid', 'مسددة جزئيًا'),
    );
    await expect(transition.querySelector('[data-status="to"]')).toHaveTextContent(t('Cancelled', 'ملغاة'));
    // Cancel is destructive: the safe button has the focus first.
    await expect(within(confirm).getByRole('button', { name: t('Keep bill', 'الإبقاء على الفاتورة') })).toHaveFocus();
    await userEvent.click(within(confirm).getByRole('button', { name: t('Cancel bill', 'إلغاء الفاتورة') }));
    await expect(args.onCancelConfirm).toHaveBeenCalledTimes(1);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { ExpensesScreen } from './ExpensesScreen';
import { makeExpense, makeExpenses, MOCK_TODAY } from './finance.mocks';
import { body, egp, num, t } from './finance.testing';

const all = { view: true, create: true, edit: true, delete: true };
const expenses = makeExpenses(5);
const [pending, approved] = expenses as [(typeof expenses)[0], (typeof expenses)[0]];

async function openRowMenu(canvasElement: HTMLElement, number: string) {
  await userEvent.click(
    within(canvasElement).getByRole('button', { name: t(`More actions for ${number}`, `إجراءات أخرى لـ ${number}`) }),
  );
  return body().findByRole('menu');
}

const menuLabels = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .map((i) => i.textContent);

const meta = {
  title: 'Screens/Finance/Expenses',
  component: ExpensesScreen,
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    expenses,
    total: 46,
    page: 1,
    perPage: 5,
    search: '',
    filters: { category: null, status: null, date: { preset: 'all' } },
    sort: { id: 'date', direction: 'descending' },
    today: MOCK_TODAY,
    permissions: all,
    onPageChange: fn(),
    onSearchChange: fn(),
    onFiltersChange: fn(),
    onSortChange: fn(),
    onAdd: fn(),
    onView: fn(),
    onEdit: fn(),
    onDelete: fn(),
    onStatusAction: fn(),
    onViewerClose: fn(),
    onStatusChangeConfirm: fn(),
    onStatusChangeCancel: fn(),
    onDeleteConfirm: fn(),
    onDeleteCancel: fn(),
  },
} satisfies Meta<typeof ExpensesScreen>;
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
      t('Number', 'الرقم'),
      t('Date', 'التاريخ'),
      t('Description', 'الوصف'),
      t('Employee', 'الموظف'),
      t('Category', 'الفئة'),
      t('Reference', 'المرجع'),
      t('Amount', 'المبلغ'),
      t('Status', 'الحالة'),
    ]);
    const first = within(table).getAllByRole('row')[1]!;
    await expect(first).toHaveTextContent(t('Omar Farouk', 'عمر فاروق'));
    await expect(first).toHaveTextContent(t('Travel', 'سفر وانتقالات'));
    await expect(first).toHaveTextContent(egp(1850.5));
    await expect(canvasElement.querySelector('[data-list-summary]')).toHaveTextContent(
      t('Showing 5 of 46', `عرض ${num(5)} من ${num(46)}`),
    );

    const menu = await openRowMenu(canvasElement, pending.expenseNumber);
    await expect(menuLabels(menu)).toEqual([
      t('Approve', 'اعتماد'),
      t('Reject', 'رفض'),
      t('Edit', 'تعديل'),
      t('Delete', 'حذف'),
    ]);
    await userEvent.click(within(menu).getByRole('menuitem', { name: t('Approve', 'اعتماد') }));
    await expect(args.onStatusAction).toHaveBeenCalledWith(pending, 'approve');

    // Sorting by employee, one of the specification's sort fields.
    await userEvent.click(within(within(table).getAllByRole('columnheader')[3]!).getByRole('button'));
    await expect(args.onSortChange).toHaveBeenCalledWith({ id: 'employee', direction: 'ascending' });
  },
};

export const ApprovedRowActions: Story = {
  play: async ({ canvasElement, args }) => {
    const menu = await openRowMenu(canvasElement, approved.expenseNumber);
    await expect(menuLabels(menu)).toEqual([t('Mark as reimbursed', 'تأكيد الصرف للموظف')]);
    await userEvent.click(within(menu).getByRole('menuitem'));
    await expect(args.onStatusAction).toHaveBeenCalledWith(approved, 'reimburse');
  },
};

export const OwnExpense: Story = {
  args: { isOwn: (e) => e.employee === 'em_omar00000001' },
  play: async ({ canvasElement }) => {
    // Nobody approves their own expense: only editing and deleting remain.
    const menu = await openRowMenu(canvasElement, pending.expenseNumber);
    await expect(menuLabels(menu)).toEqual([t('Edit', 'تعديل'), t('Delete', 'حذف')]);
  },
};

export const ReadOnly: Story = {
  args: { permissions: { view: true, create: false, edit: false, delete: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: t('Add expense', 'إضافة مصروف') })).toBeNull();
    await expect(canvasElement.querySelectorAll('[data-row-actions] button[aria-haspopup]')).toHaveLength(0);
    await userEvent.click(
      canvas.getByRole('button', { name: t(`View ${pending.expenseNumber}`, `عرض ${pending.expenseNumber}`) }),
    );
    await expect(args.onView).toHaveBeenCalledWith(pending);
  },
};

export const DateRange: Story = {
  play: async ({ canvasElement, args }) => {
    const filters = within(within(canvasElement).getByRole('search'));
    await userEvent.click(filters.getByRole('button', { name: new RegExp(t('Date', 'التاريخ')) }));
    const options = (await body().findAllByRole('option')).map((o) => o.textContent);
    await expect(options).toEqual([
      t('All', 'الكل'),
      t('Last 7 Days', 'آخر ٧ أيام'),
      t('Last 90 Days', 'آخر ٩٠ يومًا'),
      t('Custom Range', 'نطاق مخصص'),
    ]);
    await userEvent.click(body().getByRole('option', { name: t('Last 7 Days', 'آخر ٧ أيام') }));
    // Seven days that end today, today included.
    await expect(args.onFiltersChange).toHaveBeenCalledWith({
      category: null,
      status: null,
      date: { preset: 'last7Days', start: '2026-11-14', end: '2026-11-20' },
    });
  },
};

export const CustomRange: Story = {
  args: {
    filters: {
      category: 'Travel',
      status: 'Pending',
      date: { preset: 'custom', start: '2026-11-01', end: '2026-11-15' },
    },
    expenses: [pending],
    total: 1,
  },
  play: async ({ canvasElement }) => {
    const filters = within(within(canvasElement).getByRole('search'));
    await expect(filters.getByRole('group', { name: t('From', 'من') })).toBeVisible();
    await expect(filters.getByRole('group', { name: t('To', 'إلى') })).toBeVisible();
    await expect(filters.getByRole('button', { name: new RegExp(t('Category', 'الفئة')) })).toHaveTextContent(
      t('Travel', 'سفر وانتقالات'),
    );
  },
};

export const Empty: Story = {
  args: { expenses: [], total: 0, search: 'zzz' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2 })).toHaveTextContent(
      t('No expenses found', 'لا توجد مصروفات'),
    );
  },
};

export const Loading: Story = {
  args: { expenses: [], total: 0, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: {
    expenses: [],
    total: 0,
    error: 'Error loading expense data: Failed to connect to the server.',
    onRetry: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Error loading expense data');
    await userEvent.click(within(alert).getByRole('button'));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const ConfirmApprove: Story = {
  args: { statusChange: { expense: makeExpense(), action: 'approve' } },
  play: async ({ args }) => {
    const confirm = body().getByRole('alertdialog');
    await expect(within(confirm).getByRole('heading')).toHaveTextContent(
      t('Approve expense EXP-2026-000118?', 'اعتماد المصروف EXP-2026-000118؟'),
    );
    const transition = within(confirm).getByTestId('status-transition');
    await expect(transition.querySelector('[data-status="from"]')).toHaveTextContent(t('Pending', 'قيد المراجعة'));
    await expect(transition.querySelector('[data-status="to"]')).toHaveTextContent(t('Approved', 'معتمد'));
    await userEvent.click(within(confirm).getByRole('button', { name: t('Approve', 'اعتماد') }));
    await expect(args.onStatusChangeConfirm).toHaveBeenCalledTimes(1);
  },
};

export const ConfirmReject: Story = {
  args: { statusChange: { expense: makeExpense(), action: 'reject' } },
  play: async ({ args }) => {
    const confirm = body().getByRole('alertdialog');
    await expect(confirm).toHaveAttribute('data-variant', 'destructive');
    await expect(confirm.querySelector('[data-status="to"]')).toHaveTextContent(t('Rejected', 'مرفوض'));
    await userEvent.click(within(confirm).getByRole('button', { name: t('Cancel', 'إلغاء') }));
    await expect(args.onStatusChangeCancel).toHaveBeenCalledTimes(1);
    await expect(args.onStatusChangeConfirm).not.toHaveBeenCalled();
  },
};

export const ConfirmReimburse: Story = {
  args: { statusChange: { expense: makeExpense({ status: 'Approved' }), action: 'reimburse' } },
  play: async () => {
    const confirm = body().getByRole('alertdialog');
    await expect(confirm).toHaveTextContent(
      t('Confirm that the money was paid to the employee.', 'أكِّد أن المبلغ قد صُرف للموظف.'),
    );
    await expect(confirm.querySelector('[data-status="from"]')).toHaveTextContent(t('Approved', 'معتمد'));
    await expect(confirm.querySelector('[data-status="to"]')).toHaveTextContent(t('Reimbursed', 'تم الصرف'));
  },
};

export const ConfirmDelete: Story = {
  args: { deleting: makeExpense({ status: 'Rejected' }) },
  play: async ({ args }) => {
    const confirm = body().getByRole('alertdialog');
    await expect(confirm).toHaveTextContent(t('cannot be undone', 'لا يمكن التراجع'));
    await userEvent.click(within(confirm).getByRole('button', { name: t('Delete', 'حذف') }));
    await expect(args.onDeleteConfirm).toHaveBeenCalledTimes(1);
  },
};

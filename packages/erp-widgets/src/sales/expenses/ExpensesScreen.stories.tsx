import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import * as kit from '../../testing/listStories';
import { msg, storyLocale } from '../../testing/messages';
import { chooseRowAction, confirmAction, listTable, offersNoChanges } from '../../testing/screenPlays';
import { ExpensesScreen } from './ExpensesScreen';
import { makeExpense, makeExpenses, mockLoadEmployees, MOCK_TODAY } from './expenses.mocks';
import type { Expense, ExpenseFilters } from './expenses.types';

const expenses = makeExpenses(5);
const list = kit.listMaker<Expense, ExpenseFilters>({
  filters: { category: null, status: null, date: null, from: null, to: null },
});

const meta = {
  title: 'Screens/Sales/Expenses',
  component: ExpensesScreen,
  decorators: [kit.padded],
  args: {
    ...kit.screenArgs(),
    list: list(expenses),
    loadEmployees: mockLoadEmployees,
    today: MOCK_TODAY,
    onAction: fn(async () => undefined),
  },
} satisfies Meta<typeof ExpensesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = await listTable(canvasElement, 6);
    await expect(table).toHaveTextContent(storyLocale() === 'ar-EG' ? 'عمر فاروق' : 'Omar Farouk');
    await expect(table).toHaveTextContent(msg('schema.expenseCategory.Travel'));
    await expect(table).toHaveTextContent(msg('schema.expenseStatus.Reimbursed'));
  },
};

/** The date filter keeps its preset in the list's filters. */
export const DateFilter: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const search = within(within(canvasElement).getByRole('search'));
    await userEvent.click(search.getAllByRole('button', { name: new RegExp(msg('widgets.common.date')) })[0]!);
    await userEvent.click(await kit.body().findByRole('option', { name: msg('ui.paginatedList.rangeLast7Days') }));
    await expect(args.list.onChange).toHaveBeenCalledWith({
      filters: { category: null, status: null, date: 'last7Days', from: null, to: null },
    });
  },
};

/** The same "Sort by" control as every list. */
export const SortBy: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: msg('widgets.common.sortBy') })).toBeVisible();
  },
};

export const ReadOnly: Story = {
  parameters: { screenshot: false },
  args: { permissions: kit.readOnlyAccess },
  play: async ({ canvasElement }) => {
    await offersNoChanges(canvasElement, 'widgets.sales.expenses.screen.add', expenses[0]!.expenseNumber, [
      'moreActions',
    ]);
  },
};

export const Empty: Story = kit.emptyList(list([], { search: 'zzz' }), 'widgets.sales.expenses.screen.emptyTitle');

export const Loading: Story = kit.loadingList(list([], { isLoading: true }));

export const ErrorState: Story = kit.failedList(list([], { error: true, onRetry: fn() }));

export const Viewer: Story = {
  args: { viewer: { status: 'ready', record: makeExpense() } },
  play: async () => {
    const dialog = kit.body().getByRole('dialog');
    await expect(dialog).toHaveTextContent(msg('schema.paymentMethod.Cash'));
    await expect(within(dialog).getByRole('button', { name: msg('widgets.common.approve') })).toBeVisible();
  },
};

/** Nobody changes the status of their own expense: the actions give way to a notice. */
export const ViewerOwnExpense: Story = {
  parameters: { screenshot: false },
  args: { viewer: { status: 'ready', record: makeExpense() }, isOwn: () => true },
  play: async () => {
    const dialog = kit.body().getByRole('dialog');
    await expect(within(dialog).getByRole('note')).toHaveTextContent(msg('widgets.sales.expenses.viewer.ownExpense'));
    await expect(within(dialog).queryByRole('button', { name: msg('widgets.common.approve') })).toBeNull();
  },
};

/** An expense missing values shows "—" for them, never NaN. */
export const ViewerMissingValues: Story = {
  parameters: { screenshot: false },
  args: {
    viewer: { status: 'ready', record: makeExpense({ amount: undefined as unknown as number, reference: '' }) },
  },
  play: async () => {
    await expect(kit.body().getByRole('dialog')).not.toHaveTextContent('NaN');
  },
};

export const ConfirmApprove: Story = {
  play: async ({ canvasElement }) => {
    await chooseRowAction(canvasElement, expenses[0]!.expenseNumber, 'widgets.common.approve');
    const confirm = kit.body().getByRole('alertdialog');
    await expect(confirm).toHaveTextContent(
      msg('widgets.sales.expenses.screen.approveTitle', { number: expenses[0]!.expenseNumber }),
    );
    await expect(confirm.querySelector('[data-status="to"]')).toHaveTextContent(msg('schema.expenseStatus.Approved'));
  },
};

/** Confirming approves the expense; the confirmation closes once it has. */
export const Approved: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    await chooseRowAction(canvasElement, expenses[0]!.expenseNumber, 'widgets.common.approve');
    await confirmAction('widgets.common.approve', args.onAction, expenses[0], 'approve');
  },
};

/** A refused status change leaves the confirmation open for a retry. */
export const ActionRefused: Story = {
  parameters: { screenshot: false },
  args: { onAction: fn(async () => Promise.reject(new Error('refused'))) },
  play: async ({ canvasElement }) => {
    await chooseRowAction(canvasElement, expenses[0]!.expenseNumber, 'widgets.common.reject');
    const confirm = kit.body().getByRole('alertdialog');
    const reject = within(confirm).getByRole('button', { name: msg('widgets.common.reject') });
    await userEvent.click(reject);
    await waitFor(() => expect(reject).toBeEnabled());
    await expect(kit.body().getByRole('alertdialog')).toBeVisible();
  },
};

export const ConfirmDelete: Story = {
  play: async ({ canvasElement }) => {
    await chooseRowAction(canvasElement, expenses[3]!.expenseNumber, 'widgets.common.delete');
    await expect(kit.body().getByRole('alertdialog')).toHaveTextContent(
      msg('widgets.sales.expenses.screen.deleteMessage', { number: expenses[3]!.expenseNumber }),
    );
  },
};

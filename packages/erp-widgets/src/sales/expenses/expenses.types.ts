import type { ExpensesCategory, ExpensesRecord, ExpensesStatus } from '@erp/schema';

/**
 * An expense with its employee's names. The names are kept on the expense by the server, so people who may read
 * expenses but not employee records still see them.
 */
export type Expense = Pick<
  ExpensesRecord,
  | 'id'
  | 'expenseNumber'
  | 'date'
  | 'category'
  | 'amount'
  | 'paymentMethod'
  | 'reference'
  | 'employee'
  | 'employeeName'
  | 'employeeNameAr'
  | 'description'
  | 'notes'
  | 'attachments'
  | 'status'
  | 'created'
  | 'updated'
>;

/** Date-range presets of the expenses list (the specification's Last 7 Days, Last 90 Days, Custom Range). */
export const EXPENSE_DATE_PRESETS = ['all', 'last7Days', 'last90Days', 'custom'] as const;
export type ExpenseDatePreset = (typeof EXPENSE_DATE_PRESETS)[number];

/**
 * The list filters of the expenses screen, as kept in the URL; `null` means all. `date` is a preset; `from` and
 * `to` (`YYYY-MM-DD`) are the ends of a custom range.
 */
export type ExpenseFilters = {
  category: ExpensesCategory | null;
  status: ExpensesStatus | null;
  date: Exclude<ExpenseDatePreset, 'all'> | null;
  from: string | null;
  to: string | null;
};

/**
 * Fields the expenses list can be sorted by (`employee` sorts by the employee's name). Kept here, with the other
 * plain constants, so that the app's list definition can import it without pulling in the screen.
 */
export const EXPENSE_SORT_FIELDS = [
  'expenseNumber',
  'date',
  'description',
  'employee',
  'category',
  'reference',
  'amount',
  'status',
] as const;
export type ExpenseSortField = (typeof EXPENSE_SORT_FIELDS)[number];

/** The status changes of an expense, each a business action on the server (`POST /api/erp/expenses/{id}/{action}`). */
export const EXPENSE_ACTIONS = ['approve', 'reject', 'reimburse'] as const;
export type ExpenseAction = (typeof EXPENSE_ACTIONS)[number];

/** An employee offered by the expense wizard's picker: its id and its name in the active language. */
export type EmployeeOption = { id: string; label: string };

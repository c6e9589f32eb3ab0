import type { BillPaymentsRecord, BillsRecord, ExpensesCategory, ExpensesRecord } from '@erp/schema';

import { PAYMENT_METHODS, type PaymentMethod } from '../shared/documents/paymentMethods';

/** A bill's status. Overdue is not a status: it follows from the due date of an open bill. */
export type BillStatus = 'PENDING' | 'PARTIALLY_PAID' | 'PAID' | 'CANCELLED';
export const BILL_STATUSES: readonly BillStatus[] = ['PENDING', 'PARTIALLY_PAID', 'PAID', 'CANCELLED'];

/** An expense's status: Pending → Approved → Reimbursed, or Pending → Rejected. */
export type ExpenseStatus = 'Pending' | 'Approved' | 'Rejected' | 'Reimbursed';
export const EXPENSE_STATUSES: readonly ExpenseStatus[] = ['Pending', 'Approved', 'Rejected', 'Reimbursed'];

/** The nine payment methods of the specification, as the server stores them. */
export type { PaymentMethod };
export { PAYMENT_METHODS };

/** The 23 expense categories of the specification, as the server stores them. */
export type ExpenseCategory = ExpensesCategory;
export const EXPENSE_CATEGORIES: readonly ExpenseCategory[] = [
  'Travel',
  'Office Supplies',
  'Meals & Entertainment',
  'Software',
  'Utilities',
  'Marketing',
  'Rent',
  'Legal Fees',
  'Accounting Fees',
  'Insurance',
  'Repairs & Maintenance',
  'Bank Charges',
  'Training & Development',
  'Postage & Shipping',
  'Subscriptions',
  'Advertising',
  'Consulting Fees',
  'Equipment',
  'Training',
  'Maintenance',
  'Entertainment',
  'Taxes',
  'Other',
];

/** One line of a bill: money in EGP (two decimals), quantity with up to three decimals. */
export type BillLine = { description: string; quantity: number; unitPrice: number; total: number };

/** A supplier bill with its supplier's name (from `expand.supplier`; empty when the user may not read it). */
export type Bill = Pick<
  BillsRecord,
  | 'id'
  | 'billNumber'
  | 'supplier'
  | 'issueDate'
  | 'dueDate'
  | 'vatRate'
  | 'subtotal'
  | 'vat'
  | 'total'
  | 'notes'
  | 'attachments'
  | 'amountPaid'
  | 'remaining'
  | 'created'
  | 'updated'
> & {
  status: BillStatus | '';
  items: BillLine[];
  supplierName: string;
  /** The supplier's Arabic name, shown in Arabic when set. */
  supplierNameAr?: string;
};

/** One payment recorded on a bill (the `bill_payments` ledger). */
export type BillPayment = Pick<BillPaymentsRecord, 'id' | 'bill' | 'amount' | 'notes' | 'date' | 'created'> & {
  method: PaymentMethod | '';
};

/**
 * An expense with its employee's names. The names are kept on the expense by the server, so people who may read
 * expenses but not employee records still see them.
 */
export type Expense = Pick<
  ExpensesRecord,
  | 'id'
  | 'expenseNumber'
  | 'date'
  | 'amount'
  | 'reference'
  | 'employee'
  | 'employeeName'
  | 'employeeNameAr'
  | 'description'
  | 'notes'
  | 'attachments'
  | 'created'
  | 'updated'
> & { status: ExpenseStatus | ''; category: ExpenseCategory | ''; paymentMethod: PaymentMethod | '' };

/** A VAT rate offered by the settings (`app_settings.vatRates`). */
export type { VatRateOption } from '../shared/documents/lines';

/** A choice in a picker or a filter: a record id and its label in the active language. */
export type FinanceOption = { id: string; label: string };

/** Due-date filters of the bills list; each keeps to open bills (PENDING or PARTIALLY_PAID). */
export type BillDueFilter = 'overdue' | 'dueToday' | 'dueThisWeek' | 'dueThisMonth';
export const BILL_DUE_FILTERS: readonly BillDueFilter[] = ['overdue', 'dueToday', 'dueThisWeek', 'dueThisMonth'];

/** The list filters of the bills screen; `null` means all. */
export type BillFilters = { supplier: string | null; due: BillDueFilter | null; status: BillStatus | null };

/** Columns of the bills list that the server can sort by (`supplier` sorts by the supplier's name). */
export const BILL_SORT_FIELDS = [
  'billNumber',
  'supplier',
  'issueDate',
  'dueDate',
  'total',
  'amountPaid',
  'remaining',
  'status',
] as const;
export type BillSortField = (typeof BILL_SORT_FIELDS)[number];

/** Date-range presets of the expenses list (the specification's Last 7 Days, Last 90 Days, Custom Range). */
export const EXPENSE_DATE_PRESETS = ['all', 'last7Days', 'last90Days', 'custom'] as const;
export type ExpenseDatePreset = (typeof EXPENSE_DATE_PRESETS)[number];

/** The expenses list's date filter: the preset and its inclusive ISO ends (none for `all`). */
export type ExpenseDateFilter = { preset: ExpenseDatePreset; start?: string; end?: string };

/** The list filters of the expenses screen; `null` means all. */
export type ExpenseFilters = {
  category: ExpenseCategory | null;
  status: ExpenseStatus | null;
  date: ExpenseDateFilter;
};

/** Columns of the expenses list that the server can sort by (`employee` sorts by the employee's name). */
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

/** The status changes of an expense, each a business action on the server. */
export type ExpenseAction = 'approve' | 'reject' | 'reimburse';

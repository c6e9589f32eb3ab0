import type { BillPaymentsRecord, BillsRecord, BillsStatus } from '@erp/schema';

import type { PaymentMethod } from '../../shared/documents/paymentMethods';

/** One line of a bill: money in EGP (two decimals), quantity with up to three decimals. */
export type BillLine = { description: string; quantity: number; unitPrice: number; total: number };

/**
 * A supplier bill as the bills screen shows it, with its supplier's names (from `expand.supplier`; empty when the
 * user may not read the supplier) and the method of its latest payment (proposed by the next payment).
 */
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
  | 'status'
  | 'amountPaid'
  | 'remaining'
  | 'created'
  | 'updated'
> & {
  items: BillLine[];
  supplierName: string;
  /** The supplier's Arabic name, shown in Arabic when set. */
  supplierNameAr: string;
  /** How the bill was last paid; empty before its first payment. */
  lastPaymentMethod: PaymentMethod | '';
};

/** One payment recorded on a bill (the `bill_payments` ledger). */
export type BillPayment = Pick<BillPaymentsRecord, 'id' | 'bill' | 'amount' | 'method' | 'notes' | 'date' | 'created'>;

/** What the bill viewer shows: the bill with its payments, oldest first. */
export type BillDetail = { bill: Bill; payments: readonly BillPayment[] };

/** Due-date filters of the bills list; each keeps to open bills (PENDING or PARTIALLY_PAID). */
export const BILL_DUE_FILTERS = ['overdue', 'dueToday', 'dueThisWeek', 'dueThisMonth'] as const;
export type BillDueFilter = (typeof BILL_DUE_FILTERS)[number];

/** The list filters of the bills screen; `null` means all. */
export type BillFilters = { supplier: string | null; due: BillDueFilter | null; status: BillsStatus | null };

/**
 * Fields the bills list can be sorted by (`supplier` sorts by the supplier's name). Kept here, with the other plain
 * constants, so that the app's list definition can import it without pulling in the screen.
 */
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

/** A supplier offered by the supplier filter and picker: its id and its name in the active language. */
export type SupplierOption = { id: string; label: string };

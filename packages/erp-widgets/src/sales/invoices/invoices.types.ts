import type { InvoicePaymentsRecord, InvoicesRecord, InvoicesStatus } from '@erp/schema';

import type { PaymentMethod } from '../../shared/documents/paymentMethods';
import type { CrudPermissions } from '../../shared/list-screen/list.types';
import type { SalesDocumentParts } from '../sales.types';

/** An invoice's status: only Draft invoices can be edited or deleted; issuing moves them to Pending. */
export type InvoiceStatus = InvoicesStatus;

/** An invoice as the list, the viewer and the edit wizard show it, with its client's names. */
export type Invoice = Pick<
  InvoicesRecord,
  | 'id'
  | 'invoiceNumber'
  | 'client'
  | 'issueDate'
  | 'dueDate'
  | 'vatRate'
  | 'subtotal'
  | 'vat'
  | 'total'
  | 'amountPaid'
  | 'remaining'
  | 'receipt'
  | 'status'
  | 'notes'
  | 'attachments'
  | 'created'
  | 'updated'
> &
  SalesDocumentParts & {
    /** The number of the invoice's receipt (from `expand.receipt`), when it has one. */
    receiptNumber: string;
    /** The method of the invoice's latest payment, proposed for the next payment and its receipt. */
    lastPaymentMethod: PaymentMethod | '';
  };

/** A payment recorded against an invoice. */
export type InvoicePayment = Pick<InvoicePaymentsRecord, 'id' | 'amount' | 'method' | 'notes' | 'date' | 'created'> & {
  /** Who recorded it (from `expand.recordedBy`). */
  recordedByName: string;
};

/** What the invoice viewer shows: the invoice with its payments, latest first. */
export type InvoiceDetail = { invoice: Invoice; payments: readonly InvoicePayment[] };

/**
 * What the signed-in user may do with invoices (the server enforces it regardless): the `*:invoices` keys, where
 * issuing, payments and cancelling are changes (`edit`), and making a receipt (`create:receipts`).
 */
export type InvoicePermissions = CrudPermissions & { createReceipt: boolean };

/** The due-date filter of the invoices list; `null` is All. */
export const INVOICE_DUE_FILTERS = ['today', 'thisWeek', 'thisMonth', 'overdue'] as const;
export type InvoiceDueFilter = (typeof INVOICE_DUE_FILTERS)[number];

/** The filters of the invoices list; `null` means all. */
export type InvoiceFilters = { due: InvoiceDueFilter | null; status: InvoiceStatus | null };

/**
 * Fields the invoices list can be sorted by (the specification's six). Without a sort the list shows the newest
 * invoices first (`-created`). Kept with the other plain constants so route options can import it alone.
 */
export const INVOICE_SORT_FIELDS = ['invoiceNumber', 'issueDate', 'dueDate', 'total', 'amountPaid', 'created'] as const;
export type InvoiceSortField = (typeof INVOICE_SORT_FIELDS)[number];

/** An action on one invoice, offered by the list's row menu and the viewer's action bar. */
export type InvoiceAction = 'edit' | 'issue' | 'pay' | 'receipt' | 'cancel' | 'delete';

import type { InvoicePaymentsRecord, InvoicesRecord, InvoicesStatus } from '@erp/schema';

import type { DocumentLine, InventoryItemOption, VatRateOption } from '../shared/documents/lines';
import { PAYMENT_METHODS, type PaymentMethod } from '../shared/documents/paymentMethods';

/** An invoice's status: only Draft invoices can be edited or deleted; issuing moves them to Pending. */
export type InvoiceStatus = InvoicesStatus;
export const INVOICE_STATUSES: readonly InvoiceStatus[] = ['Draft', 'Pending', 'Partially Paid', 'Paid', 'Cancelled'];

/** How a payment was made (the specification's list, shared by invoices, bills, receipts and expenses). */
export type { PaymentMethod };
export { PAYMENT_METHODS };

/** One line of an invoice as stored in its `items` JSON: an inventory line or a custom line (see DocumentLine). */
export type InvoiceLine = DocumentLine;

/** An invoice as the list shows it: the record's header and amounts, with its client's names. */
export type InvoiceSummary = Pick<
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
  | 'created'
  | 'updated'
> & {
  /** The client's name (from `expand.client`). */
  clientName: string;
  /** The client's Arabic name, shown in Arabic when set. */
  clientNameAr?: string;
  /** The number of the invoice's receipt (from `expand.receipt`), when it has one. */
  receiptNumber?: string;
};

/** A stored attachment of an invoice: its file name and, when the caller has one, a download address. */
export type InvoiceAttachment = { name: string; href?: string; size?: number };

/** An invoice with everything the viewer and the edit wizard show. */
export type Invoice = InvoiceSummary &
  Pick<InvoicesRecord, 'notes'> & {
    items: InvoiceLine[];
    attachments: InvoiceAttachment[];
  };

/** A payment recorded against an invoice. */
export type InvoicePayment = Pick<InvoicePaymentsRecord, 'id' | 'amount' | 'method' | 'notes' | 'date' | 'created'> & {
  /** Who recorded it (from `expand.recordedBy`). */
  recordedByName?: string;
};

/** A VAT rate offered on invoices (from `app_settings.vatRates`); `rate` is in percent (14 means 14 %). */
export type VatRate = VatRateOption;

/** A client the invoice wizard can bill. */
export type InvoiceClientOption = { id: string; name: string; nameAr?: string };

/** An inventory item the invoice wizard can sell: one product's stock in one warehouse. */
export type { InventoryItemOption };

/**
 * What the signed-in user may do with invoices (the server enforces it regardless). `view`, `create`, `edit` and
 * `delete` map to the `*:invoices` keys; issuing, payments and cancelling are invoice changes (`edit:invoices`
 * in the catalogue) and creating a receipt needs `create:receipts`.
 */
export type InvoicePermissions = {
  view: boolean;
  create: boolean;
  edit: boolean;
  delete: boolean;
  issue: boolean;
  pay: boolean;
  cancel: boolean;
  createReceipt: boolean;
};

/** The due-date filter of the invoices list; `null` is All. */
export type InvoiceDueFilter = 'today' | 'thisWeek' | 'thisMonth' | 'overdue';
export const INVOICE_DUE_FILTERS: readonly InvoiceDueFilter[] = ['today', 'thisWeek', 'thisMonth', 'overdue'];

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

/** The callbacks of the actions on one invoice, shared by the list's row menu and the viewer's action bar. */
export type InvoiceActionCallbacks = {
  /** Opens the edit wizard for a draft. */
  onEdit?: (invoice: InvoiceSummary) => void;
  /** Asks to issue a draft (opens the issue confirmation). */
  onIssue?: (invoice: InvoiceSummary) => void;
  /** Opens the payment dialog for an unpaid invoice. */
  onRecordPayment?: (invoice: InvoiceSummary) => void;
  /** Opens the create-receipt dialog. */
  onCreateReceipt?: (invoice: InvoiceSummary) => void;
  /** Opens the cancel dialog for an issued, unpaid invoice. */
  onCancel?: (invoice: InvoiceSummary) => void;
  /** Asks to delete a draft (opens the delete confirmation). */
  onDelete?: (invoice: InvoiceSummary) => void;
  /** Prints the invoice. */
  onPrint?: (invoice: InvoiceSummary) => void;
  /** Downloads the invoice as a PDF file. */
  onDownloadPdf?: (invoice: InvoiceSummary) => void;
};

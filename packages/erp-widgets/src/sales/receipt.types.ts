import type { ReceiptsRecord } from '@erp/schema';
import type { InvoiceAttachment, InvoiceLine, InvoiceSummary, PaymentMethod } from './sales.types';

/** A receipt as the list shows it: its header and amounts, with its client's names. */
export type ReceiptSummary = Pick<
  ReceiptsRecord,
  | 'id'
  | 'receiptNumber'
  | 'client'
  | 'issueDate'
  | 'invoice'
  | 'invoiceNumber'
  | 'vatRate'
  | 'subtotal'
  | 'tax'
  | 'total'
  | 'created'
  | 'updated'
> & {
  /** How the client paid; empty only on records written before the method was required. */
  paymentMethod: PaymentMethod | '';
  /** The client's name (from `expand.client`). */
  clientName: string;
  /** The client's Arabic name, shown in Arabic when set. */
  clientNameAr?: string;
};

/** A receipt with everything the viewer and the edit wizard show. Lines have the shape of invoice lines. */
export type Receipt = ReceiptSummary &
  Pick<ReceiptsRecord, 'notes'> & {
    items: InvoiceLine[];
    attachments: InvoiceAttachment[];
  };

/** What the signed-in user may do with receipts: the `*:receipts` keys (the server enforces them regardless). */
export type ReceiptPermissions = { view: boolean; create: boolean; edit: boolean; delete: boolean };

/**
 * An issued invoice a receipt can be written for, with what the receipt copies from it (client, lines, VAT rate) and
 * what the wizard warns about (not fully paid; a receipt already exists).
 */
export type ReceiptInvoiceOption = Pick<
  InvoiceSummary,
  | 'id'
  | 'invoiceNumber'
  | 'client'
  | 'clientName'
  | 'clientNameAr'
  | 'status'
  | 'vatRate'
  | 'total'
  | 'amountPaid'
  | 'remaining'
  | 'receipt'
  | 'receiptNumber'
> & {
  items: InvoiceLine[];
  /** The method of the invoice's last payment, proposed for the receipt. */
  lastPaymentMethod?: PaymentMethod;
};

/** The date-range filter of the receipts list (on the issue date): the specification's presets. */
export const RECEIPT_DATE_PRESETS = ['all', 'today', 'thisWeek', 'thisMonth', 'last30Days'] as const;
export type ReceiptDatePreset = (typeof RECEIPT_DATE_PRESETS)[number];

/** The filters of the receipts list; a `null` method means all. */
export type ReceiptFilters = { method: PaymentMethod | null; date: ReceiptDatePreset };

/**
 * Columns the receipts list can be sorted by (the specification's five: receipt number, client, invoice, payment
 * method, amount). The client column sorts by the client's name, the invoice column by the invoice number.
 */
export const RECEIPT_SORT_FIELDS = ['receiptNumber', 'client', 'invoiceNumber', 'paymentMethod', 'total'] as const;
export type ReceiptSortField = (typeof RECEIPT_SORT_FIELDS)[number];

/** The callbacks of the actions on one receipt, shared by the list's row menu and the viewer's action bar. */
export type ReceiptActionCallbacks = {
  /** Opens the edit wizard. */
  onEdit?: (receipt: ReceiptSummary) => void;
  /** Asks to delete the receipt (opens the delete confirmation). */
  onDelete?: (receipt: ReceiptSummary) => void;
  /** Prints the receipt. */
  onPrint?: (receipt: ReceiptSummary) => void;
  /** Downloads the receipt as a PDF file. */
  onDownloadPdf?: (receipt: ReceiptSummary) => void;
};

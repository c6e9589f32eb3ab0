import type { InvoicesStatus, ReceiptsRecord } from '@erp/schema';

import type { DocumentLine } from '../../shared/documents/lines';
import type { PaymentMethod } from '../../shared/documents/paymentMethods';
import type { SalesDocumentParts } from '../sales.types';

/** A receipt as the list, the viewer and the edit wizard show it, with its client's names. */
export type Receipt = Pick<
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
  | 'notes'
  | 'attachments'
  | 'created'
  | 'updated'
> &
  SalesDocumentParts & {
    /** How the client paid; empty only on records written before the method was required. */
    paymentMethod: PaymentMethod | '';
  };

/**
 * An issued invoice a receipt can be written for, with what the receipt copies from it (client, lines, VAT rate) and
 * what the wizard warns about (not fully paid; a receipt already exists).
 */
export type ReceiptInvoiceOption = {
  id: string;
  invoiceNumber: string;
  client: string;
  clientName: string;
  clientNameAr: string;
  status: InvoicesStatus | '';
  vatRate: number;
  total: number;
  amountPaid: number;
  remaining: number;
  /** The invoice's receipt, when it has one. */
  receipt: string;
  receiptNumber: string;
  items: DocumentLine[];
  /** The method of the invoice's last payment, proposed for the receipt. */
  lastPaymentMethod?: PaymentMethod | '';
};

/** Searches issued invoices by number or client; abort `signal` when a newer search starts. */
export type SearchInvoices = (query: string, signal: AbortSignal) => Promise<ReceiptInvoiceOption[]>;

/** The date-range filter of the receipts list (on the issue date): the specification's presets. */
export const RECEIPT_DATE_PRESETS = ['all', 'today', 'thisWeek', 'thisMonth', 'last30Days'] as const;
export type ReceiptDatePreset = (typeof RECEIPT_DATE_PRESETS)[number];

/** The filters of the receipts list; `null` means all. */
export type ReceiptFilters = { method: PaymentMethod | null; date: ReceiptDatePreset | null };

/**
 * Columns the receipts list can be sorted by (the specification's five: receipt number, client, invoice, payment
 * method, amount; and the issue date). The client column sorts by the client's name, the invoice column by the
 * invoice number.
 */
export const RECEIPT_SORT_FIELDS = [
  'receiptNumber',
  'client',
  'invoiceNumber',
  'issueDate',
  'paymentMethod',
  'total',
  'created',
] as const;
export type ReceiptSortField = (typeof RECEIPT_SORT_FIELDS)[number];

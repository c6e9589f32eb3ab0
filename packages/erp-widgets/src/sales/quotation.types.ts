import type { QuotationsRecord, QuotationsStatus } from '@erp/schema';
import type { InvoiceAttachment, InvoiceLine } from './sales.types';

/**
 * A quotation's status. Only DRAFT quotations can be edited, sent or deleted; the client's answer moves a SENT
 * quotation to ACCEPTED or REJECTED, and one left unanswered past its valid-until date becomes EXPIRED.
 */
export type QuotationStatus = QuotationsStatus;
export const QUOTATION_STATUSES: readonly QuotationStatus[] = ['DRAFT', 'SENT', 'ACCEPTED', 'REJECTED', 'EXPIRED'];

/** A quotation as the list shows it: its header and amounts, with its client's names. */
export type QuotationSummary = Pick<
  QuotationsRecord,
  | 'id'
  | 'quotationNumber'
  | 'client'
  | 'issueDate'
  | 'validUntil'
  | 'vatRate'
  | 'subtotal'
  | 'tax'
  | 'total'
  | 'status'
  | 'invoice'
  | 'invoiceNumber'
  | 'created'
  | 'updated'
> & {
  /** The client's name (from `expand.client`). */
  clientName: string;
  /** The client's Arabic name, shown in Arabic when set. */
  clientNameAr?: string;
};

/** A quotation with everything the viewer and the edit wizard show. Lines have the shape of invoice lines. */
export type Quotation = QuotationSummary &
  Pick<QuotationsRecord, 'notes'> & {
    items: InvoiceLine[];
    attachments: InvoiceAttachment[];
  };

/**
 * What the signed-in user may do with quotations (the server enforces it regardless). `view`, `create`, `edit` and
 * `delete` map to the `*:quotations` keys; sending and recording the client's answer are quotation changes
 * (`edit:quotations`), and generating an invoice creates one (`create:invoices`).
 */
export type QuotationPermissions = {
  view: boolean;
  create: boolean;
  edit: boolean;
  delete: boolean;
  generateInvoice: boolean;
};

/** The valid-until filter of the quotations list: the specification's Next 7, 30 and 90 Days, plus All. */
export const QUOTATION_VALIDITY_PRESETS = ['all', 'next7Days', 'next30Days', 'next90Days'] as const;
export type QuotationValidityPreset = (typeof QUOTATION_VALIDITY_PRESETS)[number];

/** The filters of the quotations list; a `null` status means all. */
export type QuotationFilters = { status: QuotationStatus | null; validUntil: QuotationValidityPreset };

/**
 * Columns the quotations list can be sorted by. The client column sorts by the client's name. Kept with the other
 * plain constants so route options can import it alone.
 */
export const QUOTATION_SORT_FIELDS = [
  'quotationNumber',
  'client',
  'issueDate',
  'validUntil',
  'total',
  'status',
] as const;
export type QuotationSortField = (typeof QUOTATION_SORT_FIELDS)[number];

/** A status change of a quotation, each asked for with a confirmation. */
export type QuotationTransition = 'send' | 'accept' | 'reject';

/** An action on one quotation, offered by the list's row menu and the viewer's action bar. */
export type QuotationAction = 'edit' | QuotationTransition | 'invoice' | 'delete';

/** The callbacks of the actions on one quotation, shared by the list's row menu and the viewer's action bar. */
export type QuotationActionCallbacks = {
  /** Opens the edit wizard for a draft. */
  onEdit?: (quotation: QuotationSummary) => void;
  /** Asks to mark a draft as sent (opens its confirmation). */
  onSend?: (quotation: QuotationSummary) => void;
  /** Asks to record that the client accepted a sent quotation (opens its confirmation). */
  onAccept?: (quotation: QuotationSummary) => void;
  /** Asks to record that the client rejected a sent quotation (opens its confirmation). */
  onReject?: (quotation: QuotationSummary) => void;
  /** Opens the generate-invoice dialog for an accepted quotation. */
  onGenerateInvoice?: (quotation: QuotationSummary) => void;
  /** Opens the invoice generated from the quotation. */
  onOpenInvoice?: (quotation: QuotationSummary) => void;
  /** Asks to delete a draft (opens the delete confirmation). */
  onDelete?: (quotation: QuotationSummary) => void;
  /** Prints the quotation. */
  onPrint?: (quotation: QuotationSummary) => void;
  /** Downloads the quotation as a PDF file. */
  onDownloadPdf?: (quotation: QuotationSummary) => void;
};

/** The printed-document action running for the open record, shown as a pending button. */
export type DocumentBusyAction = 'print' | 'pdf' | null;

import type { QuotationsRecord, QuotationsStatus } from '@erp/schema';

import type { CrudPermissions } from '../../shared/list-screen/list.types';
import type { SalesDocumentParts } from '../sales.types';

/**
 * A quotation's status. Only DRAFT quotations can be edited, sent or deleted; the client's answer moves a SENT
 * quotation to ACCEPTED or REJECTED, and one left unanswered past its valid-until date becomes EXPIRED.
 */
export type QuotationStatus = QuotationsStatus;

/** A quotation as the list, the viewer and the edit wizard show it, with its client's names. */
export type Quotation = Pick<
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
  | 'notes'
  | 'attachments'
  | 'created'
  | 'updated'
> &
  SalesDocumentParts;

/**
 * What the signed-in user may do with quotations (the server enforces it regardless): the `*:quotations` keys, where
 * sending and recording the client's answer are changes (`edit`), and generating an invoice creates one
 * (`create:invoices`).
 */
export type QuotationPermissions = CrudPermissions & { generateInvoice: boolean };

/** The valid-until filter of the quotations list: the specification's Next 7, 30 and 90 Days, plus All. */
export const QUOTATION_VALIDITY_PRESETS = ['all', 'next7Days', 'next30Days', 'next90Days'] as const;
export type QuotationValidityPreset = (typeof QUOTATION_VALIDITY_PRESETS)[number];

/** The filters of the quotations list; `null` means all. */
export type QuotationFilters = { status: QuotationStatus | null; validUntil: QuotationValidityPreset | null };

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
  'created',
] as const;
export type QuotationSortField = (typeof QUOTATION_SORT_FIELDS)[number];

/** A status change of a quotation, each asked for with a confirmation. */
export type QuotationTransition = 'send' | 'accept' | 'reject';

/** An action on one quotation, offered by the list's row menu and the viewer's action bar. */
export type QuotationAction = 'edit' | QuotationTransition | 'invoice' | 'delete';

import type { StatusTone } from '@erp/ui';

import { daysBetween, isoDay } from '../../shared/format';
import type { Quotation, QuotationAction, QuotationPermissions, QuotationStatus } from './quotations.types';

/** Badge colour of each quotation status; the label (the schema's) carries the meaning too. */
export const QUOTATION_STATUS_TONES: Record<QuotationStatus, StatusTone> = {
  DRAFT: 'neutral',
  SENT: 'info',
  ACCEPTED: 'success',
  REJECTED: 'danger',
  EXPIRED: 'warning',
};

/**
 * The actions offered on a quotation in its state, for a user with these permissions: edit, send and delete for a
 * draft; accept and reject while sent; generate invoice once accepted, until an invoice exists.
 */
export function availableQuotationActions(
  quotation: Pick<Quotation, 'status' | 'invoice'>,
  can: QuotationPermissions,
): ReadonlySet<QuotationAction> {
  const actions = new Set<QuotationAction>();
  switch (quotation.status) {
    case 'DRAFT':
      if (can.edit) actions.add('edit').add('send');
      if (can.delete) actions.add('delete');
      break;
    case 'SENT':
      if (can.edit) actions.add('accept').add('reject');
      break;
    case 'ACCEPTED':
      if (can.generateInvoice && !quotation.invoice) actions.add('invoice');
      break;
  }
  return actions;
}

/**
 * A draft or sent quotation whose valid-until day is before `today`: the server refuses to send it (a draft stays
 * editable, so its date can be moved) and marks a sent one Expired when someone answers it.
 */
export function isPastValidity(quotation: Pick<Quotation, 'status' | 'validUntil'>, today: string): boolean {
  const until = isoDay(quotation.validUntil);
  return (quotation.status === 'DRAFT' || quotation.status === 'SENT') && until !== '' && daysBetween(today, until) < 0;
}

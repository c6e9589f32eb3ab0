import type { RowAction, StatusTone } from '@erp/ui';
import type { IntlShape, MessageDescriptor } from 'react-intl';

import { daysBetween, formatDay, isoDay } from '../shared/format';
import {
  quotationErrorMessages as em,
  quotationErrorNamedMessages as emn,
  quotationMessages as qm,
} from './quotation.messages';
import type {
  QuotationAction,
  QuotationActionCallbacks,
  QuotationPermissions,
  QuotationStatus,
  QuotationSummary,
  QuotationTransition,
} from './quotation.types';
import { salesMessages as sm } from './sales.messages';

const STATUS_MESSAGES: Record<QuotationStatus, MessageDescriptor> = {
  DRAFT: qm.statusDraft,
  SENT: qm.statusSent,
  ACCEPTED: qm.statusAccepted,
  REJECTED: qm.statusRejected,
  EXPIRED: qm.statusExpired,
};

export function quotationStatusLabel(intl: IntlShape, status: QuotationStatus | ''): string {
  return status ? intl.formatMessage(STATUS_MESSAGES[status]) : '';
}

/** Badge colour of a quotation status; the label carries the meaning too. */
export function quotationStatusTone(status: QuotationStatus | ''): StatusTone {
  switch (status) {
    case 'SENT':
      return 'info';
    case 'ACCEPTED':
      return 'success';
    case 'REJECTED':
      return 'danger';
    case 'EXPIRED':
      return 'warning';
    default:
      return 'neutral';
  }
}

/**
 * The actions offered on a quotation in its state, for a user with these permissions: edit, send and delete for a
 * draft; accept and reject while sent; generate invoice once accepted, until an invoice exists.
 */
export function availableQuotationActions(
  quotation: Pick<QuotationSummary, 'status' | 'invoice'>,
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
export function isPastValidity(quotation: Pick<QuotationSummary, 'status' | 'validUntil'>, today: string): boolean {
  const until = isoDay(quotation.validUntil);
  return (quotation.status === 'DRAFT' || quotation.status === 'SENT') && until !== '' && daysBetween(today, until) < 0;
}

/**
 * The entries of a quotation's row menu, in order: the actions its status and the user's permissions allow and that
 * have a callback (edit, mark as sent, accept, reject, generate invoice, open invoice, print, download PDF, delete).
 */
export function quotationRowActions(
  intl: IntlShape,
  quotation: QuotationSummary,
  can: QuotationPermissions,
  callbacks: QuotationActionCallbacks,
): RowAction[] {
  const allowed = availableQuotationActions(quotation, can);
  const entries: Array<
    [boolean, string, MessageDescriptor, RowAction['icon'], ((q: QuotationSummary) => void) | undefined]
  > = [
    [allowed.has('edit'), 'edit', sm.actionEdit, 'edit', callbacks.onEdit],
    [allowed.has('send'), 'send', qm.actionSend, 'arrow-end', callbacks.onSend],
    [allowed.has('accept'), 'accept', qm.actionAccept, 'check', callbacks.onAccept],
    [allowed.has('reject'), 'reject', qm.actionReject, 'close', callbacks.onReject],
    [allowed.has('invoice'), 'invoice', qm.actionGenerateInvoice, 'file', callbacks.onGenerateInvoice],
    [Boolean(quotation.invoice), 'openInvoice', qm.actionOpenInvoice, 'eye', callbacks.onOpenInvoice],
    [can.view, 'print', sm.actionPrint, 'print', callbacks.onPrint],
    [can.view, 'pdf', sm.actionDownloadPdf, 'download', callbacks.onDownloadPdf],
    [allowed.has('delete'), 'delete', sm.actionDelete, 'trash', callbacks.onDelete],
  ];
  return entries
    .filter(([ok, , , , run]) => ok && run)
    .map(([, id, label, icon, run]) => ({
      id,
      label: intl.formatMessage(label),
      icon,
      onAction: () => run?.(quotation),
    }));
}

/**
 * A refusal as the server reports it (PocketBase's `data.<field>`): its code and the values of its English message,
 * e.g. `{code: 'invoice_already_generated', params: {invoiceNumber: 'INV-2026-000130'}}`.
 */
export type QuotationRefusal = { code: string; params?: Record<string, unknown> };

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/**
 * The server's refusal of a quotation action or save in the active language, or null when its code is not one of
 * the quotation codes (the caller then shows the server's own message).
 */
export function quotationRefusalText(
  intl: IntlShape,
  refusal: QuotationRefusal,
  action?: QuotationTransition | 'invoice',
): string | null {
  const p = refusal.params ?? {};
  switch (refusal.code) {
    case 'invalid_status_transition': {
      const raw = text(p.status);
      const status = quotationStatusLabel(intl, raw as QuotationStatus) || raw;
      if (action === 'send') return intl.formatMessage(emn.onlyDraftSend, { status });
      if (action === 'accept' || action === 'reject') return intl.formatMessage(emn.onlySentAnswer, { status });
      if (action === 'invoice') return intl.formatMessage(emn.onlyAcceptedInvoice, { status });
      return null;
    }
    case 'quotation_expired': {
      const date = formatDay(intl, text(p.validUntil)) || text(p.validUntil);
      return intl.formatMessage(action === 'send' ? emn.expiredSend : emn.expiredAnswer, { date });
    }
    case 'invoice_already_generated':
      return intl.formatMessage(emn.alreadyGenerated, { invoiceNumber: text(p.invoiceNumber) });
    case 'permission_required':
      return intl.formatMessage(em.permissionRequired);
    case 'validation_invalid_vat_rate':
      return intl.formatMessage(em.vatRateUnavailable);
    case 'validation_date_order':
      return intl.formatMessage(em.validBeforeIssue);
    default:
      return null;
  }
}

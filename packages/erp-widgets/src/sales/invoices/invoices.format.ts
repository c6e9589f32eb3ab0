import { resolveDateRange, type StatusTone, type WeekDay } from '@erp/ui';

import { daysBetween, isoDay } from '../../shared/format';
import type { Invoice, InvoiceAction, InvoiceDueFilter, InvoicePermissions, InvoiceStatus } from './invoices.types';

/** Badge colour of each invoice status; the label (the schema's) carries the meaning too. */
export const INVOICE_STATUS_TONES: Record<InvoiceStatus, StatusTone> = {
  Draft: 'neutral',
  Pending: 'info',
  'Partially Paid': 'warning',
  Paid: 'success',
  Cancelled: 'danger',
};

/** An invoice still awaiting money: issued and not fully paid. */
export function isUnpaid(status: InvoiceStatus | ''): boolean {
  return status === 'Pending' || status === 'Partially Paid';
}

/** Days past the due date of an unpaid invoice (0 when not overdue, or when it has no due date). */
export function daysOverdue(invoice: Pick<Invoice, 'status' | 'dueDate'>, today: string): number {
  const due = isoDay(invoice.dueDate);
  if (!due || !isUnpaid(invoice.status)) return 0;
  return Math.max(0, daysBetween(due, today));
}

/**
 * The actions offered on an invoice in its state, for a user with these permissions. Edit, issue and delete are for
 * drafts; payments and cancelling while money is owed (Pending, Partially Paid), both changes of the invoice; a
 * receipt once issued and not cancelled, with the right to create receipts.
 */
export function availableInvoiceActions(
  status: InvoiceStatus | '',
  can: InvoicePermissions,
): ReadonlySet<InvoiceAction> {
  const actions = new Set<InvoiceAction>();
  if (status === 'Draft') {
    if (can.edit) actions.add('edit').add('issue');
    if (can.delete) actions.add('delete');
  }
  if (isUnpaid(status) && can.edit) actions.add('pay').add('cancel');
  if ((isUnpaid(status) || status === 'Paid') && can.createReceipt) actions.add('receipt');
  return actions;
}

/**
 * What a due-date filter asks the server for, seen from `today`: an inclusive `dueDate` range, or for Overdue a
 * due date before today on an unpaid invoice. `null` for All.
 */
export function invoiceDueRange(
  filter: InvoiceDueFilter | null,
  today: string,
  weekStartsOn: WeekDay,
): { start: string; end: string } | { before: string; unpaidOnly: true } | null {
  if (filter === null) return null;
  if (filter === 'overdue') return { before: today, unpaidOnly: true };
  return resolveDateRange(filter, today, weekStartsOn);
}

import type { RowAction } from '@erp/ui';
import type { IntlShape, MessageDescriptor } from 'react-intl';

import { availableInvoiceActions } from './sales.format';
import { salesMessages as sm } from './sales.messages';
import type { InvoiceActionCallbacks, InvoicePermissions, InvoiceSummary } from './sales.types';

/**
 * The entries of an invoice's row menu, in order: the actions its status and the user's permissions allow and that
 * have a callback (edit, issue, record payment, create receipt, print, download PDF, cancel, delete).
 */
export function invoiceRowActions(
  intl: IntlShape,
  invoice: InvoiceSummary,
  can: InvoicePermissions,
  callbacks: InvoiceActionCallbacks,
): RowAction[] {
  const allowed = availableInvoiceActions(invoice.status, can);
  const entries: Array<[boolean, string, MessageDescriptor, RowAction['icon'], ((i: InvoiceSummary) => void)?]> = [
    [allowed.has('edit'), 'edit', sm.actionEdit, 'edit', callbacks.onEdit],
    [allowed.has('issue'), 'issue', sm.actionIssue, 'check', callbacks.onIssue],
    [allowed.has('pay'), 'pay', sm.actionPay, 'receipt', callbacks.onRecordPayment],
    [allowed.has('receipt'), 'receipt', sm.actionReceipt, 'file', callbacks.onCreateReceipt],
    [can.view, 'print', sm.actionPrint, 'print', callbacks.onPrint],
    [can.view, 'pdf', sm.actionDownloadPdf, 'download', callbacks.onDownloadPdf],
    [allowed.has('cancel'), 'cancel', sm.actionCancel, 'close', callbacks.onCancel],
    [allowed.has('delete'), 'delete', sm.actionDelete, 'trash', callbacks.onDelete],
  ];
  return entries
    .filter(([ok, , , , run]) => ok && run)
    .map(([, id, label, icon, run]) => ({
      id,
      label: intl.formatMessage(label),
      icon,
      onAction: () => run?.(invoice),
    }));
}

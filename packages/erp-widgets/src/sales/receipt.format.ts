import type { RowAction } from '@erp/ui';
import type { IntlShape, MessageDescriptor } from 'react-intl';

import { invoiceReceiptNamedMessages as irn } from './InvoiceReceiptDialog.messages';
import type { QuotationRefusal } from './quotation.format';
import { receiptErrorMessages as em } from './receipt.messages';
import type { ReceiptActionCallbacks, ReceiptPermissions, ReceiptSummary } from './receipt.types';
import { invoiceErrorMessages as ie, salesMessages as sm } from './sales.messages';

/**
 * The entries of a receipt's row menu, in order: edit, print, download PDF and delete, each shown with its
 * permission and callback.
 */
export function receiptRowActions(
  intl: IntlShape,
  receipt: ReceiptSummary,
  can: ReceiptPermissions,
  callbacks: ReceiptActionCallbacks,
): RowAction[] {
  const entries: Array<
    [boolean, string, MessageDescriptor, RowAction['icon'], ((r: ReceiptSummary) => void) | undefined]
  > = [
    [can.edit, 'edit', sm.actionEdit, 'edit', callbacks.onEdit],
    [can.view, 'print', sm.actionPrint, 'print', callbacks.onPrint],
    [can.view, 'pdf', sm.actionDownloadPdf, 'download', callbacks.onDownloadPdf],
    [can.delete, 'delete', sm.actionDelete, 'trash', callbacks.onDelete],
  ];
  return entries
    .filter(([ok, , , , run]) => ok && run)
    .map(([, id, label, icon, run]) => ({
      id,
      label: intl.formatMessage(label),
      icon,
      onAction: () => run?.(receipt),
    }));
}

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/**
 * The server's refusal of a receipt save (or of an invoice's receipt action) in the active language, or null when its
 * code is not one of the receipt codes (the caller then shows the server's own message). "Receipt Already Exists"
 * names the existing receipt when the refusal carries its number. `field` is the refused field, for codes that
 * several fields share.
 */
export function receiptRefusalText(intl: IntlShape, refusal: QuotationRefusal, field?: string): string | null {
  const p = refusal.params ?? {};
  switch (refusal.code) {
    case 'receipt_already_exists': {
      const receiptNumber = text(p.receiptNumber);
      return receiptNumber
        ? intl.formatMessage(irn.alreadyExists, { receiptNumber })
        : intl.formatMessage(ie.receiptAlreadyExists);
    }
    case 'validation_client_mismatch':
      return intl.formatMessage(em.clientMismatch);
    case 'validation_invoice_fixed':
      return intl.formatMessage(em.invoiceFixed);
    case 'validation_invalid_invoice':
      return intl.formatMessage(ie.invoiceNotFound);
    case 'invalid_status_transition':
      return intl.formatMessage(text(p.status) === 'Cancelled' ? em.invoiceCancelled : em.invoiceNotIssued);
    case 'validation_invalid_vat_rate':
      return intl.formatMessage(em.vatRateUnavailable);
    case 'validation_required':
      return field === 'paymentMethod' ? intl.formatMessage(sm.methodRequired) : null;
    case 'validation_invalid_payment_method':
      return intl.formatMessage(sm.methodRequired);
    case 'permission_required':
      return intl.formatMessage(em.permissionRequired);
    default:
      return null;
  }
}

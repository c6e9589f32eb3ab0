import type { IntlShape } from 'react-intl';

import { commonMessages as cm } from '../../shared/common.messages';
import { paymentMessages as pm } from '../../shared/documents/documents.messages';
import { documentActions, type DocumentActionEntry, type DocumentActionLook } from '../documentActions';
import { availableInvoiceActions } from './invoices.format';
import { invoiceMessages as m } from './invoices.messages';
import type { Invoice, InvoiceAction, InvoicePermissions } from './invoices.types';

const ACTIONS: Record<InvoiceAction, DocumentActionLook> = {
  edit: { label: cm.edit, icon: 'edit' },
  issue: { label: m.issue, icon: 'check', variant: 'primary' },
  pay: { label: pm.title, icon: 'receipt', variant: 'primary' },
  receipt: { label: m.createReceipt, icon: 'file' },
  cancel: { label: m.cancel, icon: 'close', variant: 'danger' },
  delete: { label: cm.delete, icon: 'trash', variant: 'danger' },
};

/**
 * The actions the invoice's status and the user's permissions allow, in `order`, each running `run` with its name
 * (the screen opens the action's dialog).
 */
export const invoiceActions = (
  intl: IntlShape,
  invoice: Invoice,
  can: InvoicePermissions,
  order: readonly InvoiceAction[],
  run: (action: InvoiceAction, invoice: Invoice) => void,
): DocumentActionEntry[] =>
  documentActions(intl, ACTIONS, availableInvoiceActions(invoice.status, can), invoice, order, run);

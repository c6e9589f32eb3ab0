import type { IconName, RowAction, ViewerAction } from '@erp/ui';
import type { IntlShape, MessageDescriptor } from 'react-intl';

import { commonMessages as cm } from '../../shared/common.messages';
import { paymentMessages as pm } from '../../shared/documents/documents.messages';
import { availableInvoiceActions } from './invoices.format';
import { invoiceMessages as m } from './invoices.messages';
import type { Invoice, InvoiceAction, InvoicePermissions } from './invoices.types';

const ACTIONS: Record<InvoiceAction, { label: MessageDescriptor; icon: IconName; variant?: ViewerAction['variant'] }> =
  {
    edit: { label: cm.edit, icon: 'edit' },
    issue: { label: m.issue, icon: 'check', variant: 'primary' },
    pay: { label: pm.title, icon: 'receipt', variant: 'primary' },
    receipt: { label: m.createReceipt, icon: 'file' },
    cancel: { label: m.cancel, icon: 'close', variant: 'danger' },
    delete: { label: cm.delete, icon: 'trash', variant: 'danger' },
  };

/** An action on an invoice as a row menu entry and a viewer button. */
export type InvoiceActionEntry = RowAction & { variant?: ViewerAction['variant'] };

/**
 * The actions the invoice's status and the user's permissions allow, in `order`, each running `run` with its name
 * (the screen opens the action's dialog).
 */
export function invoiceActions(
  intl: IntlShape,
  invoice: Invoice,
  can: InvoicePermissions,
  order: readonly InvoiceAction[],
  run: (action: InvoiceAction, invoice: Invoice) => void,
): InvoiceActionEntry[] {
  const allowed = availableInvoiceActions(invoice.status, can);
  return order
    .filter((id) => allowed.has(id))
    .map((id) => ({
      id,
      label: intl.formatMessage(ACTIONS[id].label),
      icon: ACTIONS[id].icon,
      variant: ACTIONS[id].variant,
      onAction: () => run(id, invoice),
    }));
}

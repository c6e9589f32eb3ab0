import { ConfirmationDialog } from '@erp/ui';
import { useIntl } from 'react-intl';

import { formatMoney } from '../../shared/format';
import * as css from '../../shared/shared.css';
import { invoiceMessages as m, invoiceNamedMessages as mn } from './invoices.messages';
import type { Invoice } from './invoices.types';

/** Props of {@link InvoiceCancelDialog}. */
export type InvoiceCancelDialogProps = {
  /** The invoice to cancel (Pending or Partially Paid). */
  invoice: Invoice;
  /**
   * Cancels the invoice (the server marks it Cancelled and returns its stock). The dialog stays pending until the
   * promise settles, closes when it resolves and stays open when it rejects (the app reports why).
   */
  onConfirm: () => Promise<unknown>;
  /** Called when the dialog closes: kept, Escape, or after a successful cancellation. */
  onClose: () => void;
};

/**
 * Confirms cancelling an invoice: says that it becomes Cancelled and that its inventory quantities go back to stock,
 * and warns when money was already paid on it (payments are not refunded). Destructive: "Keep invoice" has the focus
 * first.
 */
export function InvoiceCancelDialog({ invoice, onConfirm, onClose }: InvoiceCancelDialogProps) {
  const intl = useIntl();
  return (
    <ConfirmationDialog
      isOpen
      variant="destructive"
      title={<bdi>{intl.formatMessage(mn.cancelTitle, { number: invoice.invoiceNumber })}</bdi>}
      message={intl.formatMessage(m.cancelMessage)}
      confirmLabel={intl.formatMessage(m.cancel)}
      cancelLabel={intl.formatMessage(m.keep)}
      onConfirm={onConfirm}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {invoice.amountPaid > 0 ? (
        <p className={css.notice.warning}>
          {intl.formatMessage(mn.paidWarning, { amount: formatMoney(intl, invoice.amountPaid) })}
        </p>
      ) : null}
    </ConfirmationDialog>
  );
}

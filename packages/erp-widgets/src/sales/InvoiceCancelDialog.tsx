import { ConfirmationDialog } from '@erp/ui';
import { useIntl } from 'react-intl';

import * as css from '../shared/shared.css';
import { formatMoney } from '../shared/format';
import { invoiceCancelMessages as m, invoiceCancelNamedMessages as mn } from './InvoiceCancelDialog.messages';
import { invoiceErrorMessages as em } from './sales.messages';
import type { InvoiceSummary } from './sales.types';

/** Props of {@link InvoiceCancelDialog}. */
export type InvoiceCancelDialogProps = {
  /** The invoice to cancel (Pending or Partially Paid). */
  invoice: InvoiceSummary;
  /**
   * Cancels the invoice (the server marks it Cancelled and returns its stock). The dialog stays pending until the
   * promise settles, closes when it resolves and stays open when it rejects.
   */
  onConfirm: () => Promise<unknown>;
  /** Called when the dialog closes: kept, Escape, or after a successful cancellation. */
  onClose: () => void;
  /**
   * The last attempt failed: shows "Cancellation Failed" with this text (by default the catalogue's "Failed to
   * cancel invoice. Please try again.") inside the dialog.
   */
  error?: string | boolean | null;
};

/**
 * Confirms cancelling an invoice: says that it becomes Cancelled and that its inventory quantities go back to stock,
 * warns when money was already paid on it (payments are not refunded), and shows a failed attempt inline.
 * Destructive: "Keep invoice" has the focus first.
 */
export function InvoiceCancelDialog({ invoice, onConfirm, onClose, error }: InvoiceCancelDialogProps) {
  const intl = useIntl();
  return (
    <ConfirmationDialog
      isOpen
      variant="destructive"
      title={<bdi>{intl.formatMessage(mn.title, { number: invoice.invoiceNumber })}</bdi>}
      message={intl.formatMessage(m.message)}
      confirmLabel={intl.formatMessage(m.confirm)}
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
      {error ? (
        <div className={css.notice.danger} role="alert">
          <p className={css.noticeTitle}>{intl.formatMessage(em.cancellationFailedTitle)}</p>
          <p className={css.noticeText}>
            {typeof error === 'string' ? error : intl.formatMessage(em.cancellationFailed)}
          </p>
        </div>
      ) : null}
    </ConfirmationDialog>
  );
}

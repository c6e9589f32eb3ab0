import type { FieldErrors, IsoDate } from '@erp/ui';
import { useIntl } from 'react-intl';

import { PaymentDialog, type PaymentValues } from '../shared/documents/PaymentDialog';
import { supplierName } from './finance.format';
import type { Bill } from './finance.types';

/** What the payment dialog submits. */
export type BillPaymentValues = PaymentValues;

/** Props of {@link BillPaymentDialog}. */
export type BillPaymentDialogProps = {
  /** The bill being paid (PENDING or PARTIALLY_PAID). */
  bill: Bill;
  /**
   * The payment date proposed, `YYYY-MM-DD`.
   * @default today in the browser's time zone
   */
  today?: IsoDate;
  /** Records the payment; the dialog stays pending until it settles. The caller closes it on success. */
  onSubmit: (values: BillPaymentValues) => void | Promise<unknown>;
  /** Called when the dialog closes without recording (Cancel, Escape, the close button). */
  onClose: () => void;
  /** Errors the server returned per field (`amount`, `method`, `date`, `notes`). */
  serverErrors?: FieldErrors | null;
  /** A general failure shown at the top of the dialog. */
  error?: string | null;
  /** The payment is being recorded. */
  isSubmitting?: boolean;
};

/**
 * Records a payment on a supplier bill: the shared payment dialog (amount, method, date, notes and the live
 * summary) with the bill's number, supplier and amounts. While the payment is recorded the dialog cannot be closed
 * or submitted again.
 *
 * @selector [data-summary="total|previous|payment|balance"] on the summary values, [data-negative] on a balance below 0
 */
export function BillPaymentDialog({ bill, ...props }: BillPaymentDialogProps) {
  const intl = useIntl();
  return (
    <PaymentDialog
      {...props}
      document={{
        number: bill.billNumber,
        party: supplierName(intl.locale, bill),
        total: bill.total,
        amountPaid: bill.amountPaid,
        remaining: bill.remaining,
      }}
    />
  );
}

import { fieldErrorsOf, type IsoDate } from '@erp/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';

import { PaymentDialog, type PaymentValues } from '../../shared/documents/PaymentDialog';
import { supplierName } from './bills.format';
import type { Bill } from './bills.types';

/** What the bill payment dialog submits: the payment, with the key that records a repeated submit once. */
export type BillPaymentValues = PaymentValues & { idempotencyKey: string };

/** Props of {@link BillPaymentDialog}. */
export type BillPaymentDialogProps = {
  /** The bill being paid (PENDING or PARTIALLY_PAID). */
  bill: Bill;
  /**
   * The payment date proposed, `YYYY-MM-DD`.
   * @default today in the browser's time zone
   */
  today?: IsoDate;
  /**
   * Records the payment; the dialog stays pending until it settles and shows the fields a rejection refuses. The
   * caller closes it on success.
   */
  onSubmit: (values: BillPaymentValues) => Promise<unknown>;
  /** Called when the dialog closes without recording (Cancel, Escape, the close button). */
  onClose: () => void;
};

/** The fields of the payment dialog, which show their own refusals. */
const PAYMENT_FIELDS = ['amount', 'method', 'date', 'notes'];

/**
 * Records a payment on a supplier bill: the shared payment dialog with the bill's number, supplier and amounts,
 * proposing the whole remaining balance and the method of the bill's last payment. A refusal of none of its fields
 * (the bill was cancelled meanwhile) is said at the top of the dialog, which stays open.
 *
 * @selector [data-summary="total|previous|payment|balance"] on the summary values, [data-negative] on a balance below 0
 */
export function BillPaymentDialog({ bill, today, onSubmit, onClose }: BillPaymentDialogProps) {
  const intl = useIntl();
  const [error, setError] = useState<string | null>(null);
  const submit = async (values: BillPaymentValues) => {
    setError(null);
    try {
      return await onSubmit(values);
    } catch (failure) {
      const refused = Object.keys(fieldErrorsOf(failure) ?? {});
      if (!refused.some((f) => PAYMENT_FIELDS.includes(f)) && failure instanceof Error) setError(failure.message);
      throw failure;
    }
  };
  return (
    <PaymentDialog
      document={{
        number: bill.billNumber,
        party: supplierName(intl.locale, bill),
        total: bill.total,
        amountPaid: bill.amountPaid,
        remaining: bill.remaining,
      }}
      today={today}
      defaultMethod={bill.lastPaymentMethod || undefined}
      withIdempotencyKey
      onSubmit={submit}
      error={error}
      onClose={onClose}
    />
  );
}

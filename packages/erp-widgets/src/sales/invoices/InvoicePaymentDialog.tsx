import type { IsoDate } from '@erp/ui';
import { useIntl } from 'react-intl';

import { PaymentDialog, type PaymentValues } from '../../shared/documents/PaymentDialog';
import type { PaymentMethod } from '../../shared/documents/paymentMethods';
import { localName } from '../../shared/format';
import type { Invoice } from './invoices.types';

/** What the payment dialog submits. */
export type InvoicePaymentValues = PaymentValues & {
  /**
   * A key made once per opening of the dialog: send it with the payment (`invoice_payments.idempotencyKey`) so that
   * a retried submit after a lost answer cannot record the payment twice.
   */
  idempotencyKey: string;
};

/** Props of {@link InvoicePaymentDialog}. */
export type InvoicePaymentDialogProps = {
  /** The invoice being paid (Pending or Partially Paid). */
  invoice: Invoice;
  /**
   * The payment date proposed, `YYYY-MM-DD`.
   * @default today in the browser's time zone
   */
  today?: IsoDate;
  /** The method proposed: the method of the invoice's last payment; none by default. */
  defaultMethod?: PaymentMethod;
  /**
   * Records the payment; the dialog stays pending until it settles and shows the fields a rejection refuses. The
   * caller closes it on success.
   */
  onSubmit: (values: InvoicePaymentValues) => void | Promise<unknown>;
  /** Called when the dialog closes without recording (Cancel, Escape, the close button). */
  onClose: () => void;
};

/**
 * Records a payment on an invoice: the shared payment dialog (amount, method, date, notes and the live summary)
 * with the invoice's number, client and amounts, and an idempotency key sent with the payment.
 *
 * @selector [data-summary="total|previous|payment|balance"] on the summary values
 */
export function InvoicePaymentDialog({ invoice, ...props }: InvoicePaymentDialogProps) {
  const intl = useIntl();
  return (
    <PaymentDialog
      {...props}
      withIdempotencyKey
      document={{
        number: invoice.invoiceNumber,
        party: localName(intl.locale, { name: invoice.clientName, nameAr: invoice.clientNameAr }),
        total: invoice.total,
        amountPaid: invoice.amountPaid,
        remaining: invoice.remaining,
      }}
    />
  );
}

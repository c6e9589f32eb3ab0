import { DatePicker, TextArea, type FieldErrors, type IsoDate } from '@erp/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';

import { commonMessages } from '../../shared/common.messages';
import { paymentMessages as pm, totalsMessages as tm } from '../../shared/documents/documents.messages';
import type { PaymentMethod } from '../../shared/documents/paymentMethods';
import { PaymentMethodSelect } from '../../shared/documents/PaymentMethodSelect';
import { AmountList, type AmountRow } from '../../shared/documents/TotalsList';
import { formatMoney, localToday } from '../../shared/format';
import * as css from '../../shared/shared.css';
import { FollowUpDocumentDialog } from '../FollowUpDocumentDialog';
import { NotFullyPaidNotice, ReceiptExistsNotice } from '../salesNotices';
import { invoiceMessages as m } from './invoices.messages';
import type { Invoice } from './invoices.types';

/** What the create-receipt dialog submits; the receipt takes the client, lines, VAT and totals from the invoice. */
export type InvoiceReceiptValues = {
  issueDate: IsoDate;
  paymentMethod: PaymentMethod;
  notes: string;
};

/** Props of {@link InvoiceReceiptDialog}. */
export type InvoiceReceiptDialogProps = {
  /** The invoice to make a receipt for; with `receipt` set it already has one, and a second one is refused. */
  invoice: Invoice;
  /**
   * The receipt date proposed, `YYYY-MM-DD`.
   * @default today in the browser's time zone
   */
  today?: IsoDate;
  /** The payment method proposed (e.g. the method of the invoice's last payment). */
  defaultMethod?: PaymentMethod;
  /**
   * Creates the receipt; the dialog stays pending until it settles and shows the fields a rejection refuses. The
   * caller closes it on success.
   */
  onSubmit: (values: InvoiceReceiptValues) => void | Promise<unknown>;
  /** Called when the dialog closes without creating a receipt. */
  onClose: () => void;
  /** Opens the invoice's existing receipt (offered with the "Receipt Already Exists" notice). */
  onViewReceipt?: () => void;
};

/**
 * Creates the receipt of an invoice: receipt date, payment method and notes, with the invoice's total, paid and
 * remaining amounts. A receipt is expected for a paid invoice, so any other invoice shows a warning (creating one
 * stays possible). An invoice that already has a receipt shows the "Receipt Already Exists" notice with that
 * receipt's number instead of the form, since an invoice has at most one receipt.
 *
 * @selector [data-receipt-exists] on the dialog when the invoice already has its receipt
 */
export function InvoiceReceiptDialog({
  invoice,
  today,
  defaultMethod,
  onSubmit,
  onClose,
  onViewReceipt,
}: InvoiceReceiptDialogProps) {
  const intl = useIntl();
  const [issueDate, setIssueDate] = useState<IsoDate | null>(today ?? localToday());
  const [method, setMethod] = useState<PaymentMethod | null>(defaultMethod ?? null);
  const [notes, setNotes] = useState('');
  const exists = Boolean(invoice.receipt);
  const money = (value: number) => formatMoney(intl, value);

  const validate = () => {
    const errors: FieldErrors = {};
    if (!issueDate) errors.issueDate = intl.formatMessage(m.receiptDateRequired);
    if (!method) errors.paymentMethod = intl.formatMessage(pm.methodRequired);
    return errors;
  };
  // validate() has checked the date and the method.
  const submit = () =>
    issueDate && method ? onSubmit({ issueDate, paymentMethod: method, notes: notes.trim() }) : undefined;

  const amounts: AmountRow[] = [
    { id: 'total', label: intl.formatMessage(commonMessages.total), value: money(invoice.total) },
    { id: 'paid', label: intl.formatMessage(tm.paid), value: money(invoice.amountPaid) },
    { id: 'remaining', label: intl.formatMessage(tm.remaining), value: money(invoice.remaining) },
  ];

  return (
    <FollowUpDocumentDialog
      title={intl.formatMessage(m.createReceipt)}
      source={{ ...invoice, number: invoice.invoiceNumber }}
      existing={
        exists
          ? {
              notice: <ReceiptExistsNotice receiptNumber={invoice.receiptNumber || invoice.receipt} />,
              openLabel: intl.formatMessage(m.viewReceipt),
              onOpen: onViewReceipt,
            }
          : null
      }
      validate={validate}
      onSubmit={submit}
      onClose={onClose}
      data-receipt-exists={exists || undefined}
    >
      {invoice.status !== 'Paid' ? <NotFullyPaidNotice remaining={invoice.remaining} /> : null}
      <p className={css.muted}>{intl.formatMessage(m.receiptIntro)}</p>
      <AmountList label={intl.formatMessage(m.receiptSummary)} rows={amounts} />
      <div className={css.formGrid}>
        <DatePicker
          name="issueDate"
          label={intl.formatMessage(m.receiptDate)}
          isRequired
          value={issueDate}
          onChange={setIssueDate}
        />
        <PaymentMethodSelect name="paymentMethod" autoFocus value={method} onChange={setMethod} />
      </div>
      <TextArea
        name="notes"
        label={intl.formatMessage(commonMessages.notes)}
        value={notes}
        onChange={setNotes}
        rows={2}
      />
    </FollowUpDocumentDialog>
  );
}

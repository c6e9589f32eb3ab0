import { DatePicker, MoneyField, TextArea, type FieldErrors, type IsoDate } from '@erp/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';

import { commonMessages } from '../common.messages';
import { DotList } from '../DotList';
import { formatMoney, localToday } from '../format';
import { toPiastres, toPounds } from '../money';
import * as css from '../shared.css';
import { paymentMessages as m, paymentNamedMessages as mn } from './documents.messages';
import { FormDialog } from './FormDialog';
import type { PaymentMethod } from './paymentMethods';
import { PaymentMethodSelect } from './PaymentMethodSelect';
import { AmountList, type AmountRow } from './TotalsList';

/** What the payment dialog submits. */
export type PaymentValues = {
  /** EGP with two decimals: more than 0 and at most the document's remaining balance. */
  amount: number;
  method: PaymentMethod;
  /** `YYYY-MM-DD`. */
  date: IsoDate;
  notes: string;
};

/** The document a payment is recorded on. Amounts are EGP, as stored. */
export type PaymentDocument = {
  /** The document's number, shown under the title. */
  number: string;
  /** Who pays or is paid (the client, the supplier), in the active language. */
  party: string;
  total: number;
  amountPaid: number;
  remaining: number;
};

type PaymentDialogBaseProps = {
  document: PaymentDocument;
  /**
   * The payment date proposed, `YYYY-MM-DD`.
   * @default today in the browser's time zone
   */
  today?: IsoDate;
  /** The method proposed (e.g. the method of the last payment); none by default. */
  defaultMethod?: PaymentMethod;
  /** Called when the dialog closes without recording (Cancel, Escape, the close button). */
  onClose: () => void;
  /** Errors the server returned per field (`amount`, `method`, `date`, `notes`). */
  serverErrors?: FieldErrors | null;
  /** A general failure shown at the top of the dialog. */
  error?: string | null;
  /** The payment is being recorded. */
  isSubmitting?: boolean;
};

/** Props of {@link PaymentDialog}. */
export type PaymentDialogProps = PaymentDialogBaseProps &
  (
    | {
        /** Send no idempotency key. */
        withIdempotencyKey?: false;
        /** Records the payment; the dialog stays pending until it settles. The caller closes it on success. */
        onSubmit: (values: PaymentValues) => void | Promise<unknown>;
      }
    | {
        /**
         * Send a key made once per opening of the dialog with the payment, so that a submit retried after a lost
         * answer cannot record the payment twice (the server keeps the key with the payment).
         */
        withIdempotencyKey: true;
        onSubmit: (values: PaymentValues & { idempotencyKey: string }) => void | Promise<unknown>;
      }
  );

/** A random key, from the Web Crypto API (available outside secure contexts too). */
function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Records a payment on a document (an invoice, a supplier bill): amount (proposed: the whole remaining balance;
 * more than 0 and at most what is owed), payment method, date and notes, with a live summary of the total, what
 * was paid before, this payment and the new balance, computed in piastres as the amount is typed. An amount over
 * the balance is refused as it is typed (no negative balance is ever shown), and the refusal goes once it is right.
 *
 * @selector [data-summary="total|previous|payment|balance"] on the summary values
 */
export function PaymentDialog(props: PaymentDialogProps) {
  const { document, today, defaultMethod, onClose, serverErrors, error, isSubmitting } = props;
  const intl = useIntl();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [amount, setAmount] = useState<number | null>(document.remaining > 0 ? document.remaining : null);
  // The amount as the user types it (before the field commits it): the summary and the check follow the typing.
  const [typed, setTyped] = useState<number | null | undefined>(undefined);
  const [method, setMethod] = useState<PaymentMethod | null>(defaultMethod ?? null);
  const [date, setDate] = useState<IsoDate | null>(today ?? localToday());
  const [notes, setNotes] = useState('');
  const remaining = toPiastres(document.remaining) ?? 0;
  const live = typed === undefined ? amount : typed;
  const payment = live == null ? 0 : (toPiastres(live) ?? 0);
  const money = (piastres: number) => formatMoney(intl, toPounds(piastres));

  const validate = (): FieldErrors => {
    const errors: FieldErrors = {};
    if (payment <= 0) errors.amount = intl.formatMessage(m.amountRequired);
    else if (payment > remaining)
      errors.amount = intl.formatMessage(mn.amountTooHigh, { remaining: formatMoney(intl, toPounds(remaining)) });
    if (!method) errors.method = intl.formatMessage(m.methodRequired);
    if (!date) errors.date = intl.formatMessage(m.dateRequired);
    return errors;
  };
  const submit = () => {
    // validate() has checked the method and the date.
    if (!method || !date) return undefined;
    const values = { amount: toPounds(payment), method, date, notes: notes.trim() };
    return props.withIdempotencyKey ? props.onSubmit({ ...values, idempotencyKey }) : props.onSubmit(values);
  };

  const balance = remaining - payment;
  const tooHigh = payment > remaining;
  // Once the user types, the amount's check is live: "too high" shows as soon as it is, and any error from an
  // earlier submit goes as soon as the amount is right.
  const amountCheck =
    typed === undefined
      ? {}
      : tooHigh
        ? {
            isInvalid: true,
            errorMessage: intl.formatMessage(mn.amountTooHigh, { remaining: formatMoney(intl, toPounds(remaining)) }),
          }
        : payment > 0
          ? { isInvalid: false, errorMessage: '' }
          : {};
  const summary: AmountRow[] = [
    { id: 'total', label: intl.formatMessage(commonMessages.total), value: money(toPiastres(document.total) ?? 0) },
    { id: 'previous', label: intl.formatMessage(m.previouslyPaid), value: money(toPiastres(document.amountPaid) ?? 0) },
    { id: 'payment', label: intl.formatMessage(m.thisPayment), value: money(payment) },
    {
      id: 'balance',
      label: intl.formatMessage(m.newBalance),
      // An overpayment has no new balance to show: the amount field says why.
      value: tooHigh ? intl.formatMessage(commonMessages.none) : money(balance),
      isGrand: true,
    },
  ];

  return (
    <FormDialog
      title={intl.formatMessage(m.title)}
      subtitle={<DotList items={[document.number, document.party]} />}
      submitLabel={intl.formatMessage(m.title)}
      validate={validate}
      onSubmit={submit}
      onClose={onClose}
      serverErrors={serverErrors}
      error={error || undefined}
      isSubmitting={isSubmitting}
    >
      <div className={css.formGrid}>
        <MoneyField
          name="amount"
          label={intl.formatMessage(m.amount)}
          isRequired
          autoFocus
          value={amount}
          onLiveChange={setTyped}
          onChange={(value) => {
            setAmount(value);
            setTyped(value);
          }}
          {...amountCheck}
        />
        <PaymentMethodSelect name="method" value={method} onChange={setMethod} />
        <DatePicker name="date" label={intl.formatMessage(m.date)} isRequired value={date} onChange={setDate} />
      </div>
      <TextArea
        name="notes"
        label={intl.formatMessage(commonMessages.notes)}
        value={notes}
        onChange={setNotes}
        rows={2}
      />
      <AmountList label={intl.formatMessage(m.summary)} rows={summary} dataKey="summary" />
    </FormDialog>
  );
}

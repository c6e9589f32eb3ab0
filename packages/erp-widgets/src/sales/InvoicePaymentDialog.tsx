import { Button, DatePicker, MoneyField, ModalDialog, Select, TextArea, type FieldErrors, type IsoDate } from '@erp/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';

import { invoicePaymentMessages as m, invoicePaymentNamedMessages as mn } from './InvoicePaymentDialog.messages';
import { DotList } from '../shared/DotList';
import * as css from '../shared/shared.css';
import { formatMoney, localName, localToday } from '../shared/format';
import { paymentMethodLabel } from './sales.format';
import { toPiastres, toPounds } from '../shared/money';
import { salesMessages as sm } from './sales.messages';
import { PAYMENT_METHODS, type InvoiceSummary, type PaymentMethod } from './sales.types';
import { useDialogForm } from './useDialogForm';

/** What the payment dialog submits. */
export type InvoicePaymentValues = {
  /** EGP, two decimals, more than 0 and at most the invoice's remaining balance. */
  amount: number;
  method: PaymentMethod;
  date: IsoDate;
  notes: string;
  /**
   * A key made once per opening of the dialog: send it with the payment (`invoice_payments.idempotencyKey`) so that
   * a retried submit after a lost answer cannot record the payment twice.
   */
  idempotencyKey: string;
};

/** Props of {@link InvoicePaymentDialog}. */
export type InvoicePaymentDialogProps = {
  /** The invoice being paid (Pending or Partially Paid). */
  invoice: InvoiceSummary;
  /**
   * The payment date proposed, `YYYY-MM-DD`.
   * @default today in the browser's time zone
   */
  today?: IsoDate;
  /** The method proposed (e.g. the method of the client's last payment); none by default. */
  defaultMethod?: PaymentMethod;
  /** Records the payment; the dialog stays pending until it settles. The caller closes it on success. */
  onSubmit: (values: InvoicePaymentValues) => void | Promise<unknown>;
  /** Called when the dialog closes without recording (Cancel, Escape, the close button). */
  onClose: () => void;
  /** Errors the server returned per field (`amount`, `method`, `date`, `notes`). */
  serverErrors?: FieldErrors | null;
  /** A general failure shown at the top of the dialog. */
  error?: string | null;
  /** The payment is being recorded. */
  isSubmitting?: boolean;
};

/** A random key, from the Web Crypto API (available outside secure contexts too). */
function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Records a payment on an invoice: amount (proposed: the whole remaining balance; more than 0 and at most what is
 * owed), payment method, date and notes, with a live summary of the invoice total, what was paid before, this
 * payment and the new balance, computed in piastres.
 *
 * @selector [data-summary="total|previous|payment|balance"] on the summary values
 */
export function InvoicePaymentDialog({
  invoice,
  today,
  defaultMethod,
  onSubmit,
  onClose,
  serverErrors,
  error,
  isSubmitting = false,
}: InvoicePaymentDialogProps) {
  const intl = useIntl();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [amount, setAmount] = useState<number | null>(invoice.remaining > 0 ? invoice.remaining : null);
  const [method, setMethod] = useState<PaymentMethod | null>(defaultMethod ?? null);
  const [date, setDate] = useState<IsoDate | null>(today ?? localToday());
  const [notes, setNotes] = useState('');
  const remaining = toPiastres(invoice.remaining) ?? 0;
  const payment = amount == null ? 0 : (toPiastres(amount) ?? 0);
  const form = useDialogForm({
    serverErrors,
    isSubmitting,
    validate: () => {
      const errors: FieldErrors = {};
      if (payment <= 0) errors.amount = intl.formatMessage(m.amountRequired);
      else if (payment > remaining)
        errors.amount = intl.formatMessage(mn.amountTooHigh, { remaining: formatMoney(intl, toPounds(remaining)) });
      if (!method) errors.method = intl.formatMessage(sm.methodRequired);
      if (!date) errors.date = intl.formatMessage(sm.dateRequired);
      return errors;
    },
    // validate() has checked the method and the date.
    onSubmit: () =>
      method && date
        ? onSubmit({ amount: toPounds(payment), method, date, notes: notes.trim(), idempotencyKey })
        : undefined,
  });
  const { errors, pending } = form;

  const summary: Array<[key: string, label: string, piastres: number]> = [
    ['total', intl.formatMessage(m.invoiceTotal), toPiastres(invoice.total) ?? 0],
    ['previous', intl.formatMessage(m.previouslyPaid), toPiastres(invoice.amountPaid) ?? 0],
    ['payment', intl.formatMessage(m.thisPayment), payment],
    ['balance', intl.formatMessage(m.newBalance), remaining - payment],
  ];

  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => {
        if (!open && !pending) onClose();
      }}
      title={intl.formatMessage(m.title)}
      subtitle={
        <DotList
          items={[
            invoice.invoiceNumber,
            localName(intl.locale, { name: invoice.clientName, nameAr: invoice.clientNameAr }),
          ]}
        />
      }
      size="md"
      isKeyboardDismissDisabled={pending}
      isCloseDisabled={pending}
      data-pending={pending || undefined}
      footer={
        <>
          <Button variant="ghost" onPress={onClose} isDisabled={pending}>
            {intl.formatMessage(sm.cancel)}
          </Button>
          <Button variant="primary" onPress={form.requestSubmit} isPending={pending}>
            {intl.formatMessage(m.submit)}
          </Button>
        </>
      }
    >
      <form className={css.formStack} {...form.formProps}>
        {error ? (
          <p className={css.notice.danger} role="alert">
            {error}
          </p>
        ) : null}
        <div className={css.formGrid}>
          <MoneyField
            name="amount"
            label={intl.formatMessage(m.amount)}
            isRequired
            autoFocus
            value={amount}
            onChange={setAmount}
            isInvalid={Boolean(errors.amount)}
            errorMessage={errors.amount}
            isReadOnly={pending}
          />
          <Select
            name="method"
            label={intl.formatMessage(sm.paymentMethod)}
            isRequired
            options={PAYMENT_METHODS.map((p) => ({ id: p, label: paymentMethodLabel(intl, p) }))}
            value={method}
            onChange={(id) => setMethod(id as PaymentMethod | null)}
            isInvalid={Boolean(errors.method)}
            errorMessage={errors.method}
            isDisabled={pending}
          />
          <DatePicker
            name="date"
            label={intl.formatMessage(sm.paymentDate)}
            isRequired
            value={date}
            onChange={setDate}
            isInvalid={Boolean(errors.date)}
            errorMessage={errors.date}
            isReadOnly={pending}
          />
        </div>
        <TextArea
          name="notes"
          label={intl.formatMessage(sm.notes)}
          value={notes}
          onChange={setNotes}
          isInvalid={Boolean(errors.notes)}
          errorMessage={errors.notes}
          isReadOnly={pending}
          rows={2}
        />
        <dl className={css.totals} aria-label={intl.formatMessage(m.summary)}>
          {summary.map(([key, label, value]) => (
            <div key={key} className={`${css.totalsRow} ${key === 'balance' ? css.totalsGrand : ''}`}>
              <dt className={css.totalsLabel}>{label}</dt>
              <dd className={css.totalsValue} data-summary={key} data-negative={value < 0 || undefined}>
                {formatMoney(intl, toPounds(value))}
              </dd>
            </div>
          ))}
        </dl>
      </form>
    </ModalDialog>
  );
}

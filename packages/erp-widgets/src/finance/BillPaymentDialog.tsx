import { Button, DatePicker, ModalDialog, MoneyField, Select, TextArea, type FieldErrors, type IsoDate } from '@erp/ui';
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';

import { billPaymentMessages as m, billPaymentNamedMessages as mn } from './BillPaymentDialog.messages';
import * as css from '../shared/shared.css';
import * as financeCss from './finance.css';
import { formatMoney, localToday } from '../shared/format';
import { paymentMethodLabel, supplierName } from './finance.format';
import { toPiastres, toPounds } from '../shared/money';
import { PAYMENT_METHODS, type Bill, type PaymentMethod } from './finance.types';

/** What the payment dialog submits. */
export type BillPaymentValues = {
  /** EGP with two decimals: more than 0 and at most the bill's remaining balance. */
  amount: number;
  method: PaymentMethod;
  /** `YYYY-MM-DD`. */
  date: IsoDate;
  notes: string;
};

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
 * Records a payment on a supplier bill: amount (proposed: the whole remaining balance; more than 0 and at most what
 * is owed), payment method, date and notes, with a live summary — total, previously paid, this payment and the
 * new balance — computed in piastres. While the payment is recorded the dialog cannot be closed or submitted again.
 *
 * @selector [data-summary="total|previous|payment|balance"] on the summary values, [data-negative] on a balance below 0
 */
export function BillPaymentDialog({
  bill,
  today,
  onSubmit,
  onClose,
  serverErrors,
  error,
  isSubmitting = false,
}: BillPaymentDialogProps) {
  const intl = useIntl();
  const [amount, setAmount] = useState<number | null>(bill.remaining > 0 ? bill.remaining : null);
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const [date, setDate] = useState<IsoDate | null>(today ?? localToday());
  const [notes, setNotes] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [isRunning, setRunning] = useState(false);
  const running = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const pending = isSubmitting || isRunning;

  const remaining = toPiastres(bill.remaining) ?? 0;
  const payment = amount == null ? 0 : (toPiastres(amount) ?? 0);

  const validate = (): FieldErrors => {
    const errors: FieldErrors = {};
    if (payment <= 0) errors.amount = intl.formatMessage(m.amountRequired);
    else if (payment > remaining)
      errors.amount = intl.formatMessage(mn.amountTooHigh, { remaining: formatMoney(intl, toPounds(remaining)) });
    if (!method) errors.method = intl.formatMessage(m.methodRequired);
    if (!date) errors.date = intl.formatMessage(m.dateRequired);
    return errors;
  };
  const errors: FieldErrors = { ...(serverErrors ?? {}), ...(attempted ? validate() : {}) };

  const submit = async () => {
    if (pending || running.current) return;
    setAttempted(true);
    if (Object.keys(validate()).length > 0 || !method || !date) {
      setFocusRequest((n) => n + 1);
      return;
    }
    const result = onSubmit({ amount: toPounds(payment), method, date, notes: notes.trim() });
    if (!(result instanceof Promise)) return;
    running.current = true;
    setRunning(true);
    try {
      await result;
    } catch {
      // The caller reports the failure (a toast, `error`, `serverErrors`); the dialog stays open for a retry.
    } finally {
      running.current = false;
      setRunning(false);
    }
  };
  // The amount field commits its number on blur or Enter: submitting waits for the next task, so `submit` of the
  // render that follows the commit is the one that runs.
  const latestSubmit = useRef(submit);
  useLayoutEffect(() => {
    latestSubmit.current = submit;
  });
  const requestSubmit = () => {
    setTimeout(() => void latestSubmit.current(), 0);
  };
  // The first invalid control takes the focus (field groups carry aria-invalid too, but cannot be focused).
  useEffect(() => {
    if (focusRequest === 0) return;
    const invalid = formRef.current?.querySelectorAll<HTMLElement>('[aria-invalid="true"]') ?? [];
    [...invalid].find((el) => el.matches('input, button, textarea, [tabindex]'))?.focus();
  }, [focusRequest]);

  const onKeyDown = (e: KeyboardEvent<HTMLFormElement>) => {
    const target = e.target as HTMLElement;
    if (e.key !== 'Enter' || e.defaultPrevented || e.nativeEvent.isComposing || target.tagName !== 'INPUT') return;
    e.preventDefault();
    requestSubmit();
  };

  const summary: Array<[key: string, label: string, piastres: number]> = [
    ['total', intl.formatMessage(m.total), toPiastres(bill.total) ?? 0],
    ['previous', intl.formatMessage(m.previouslyPaid), toPiastres(bill.amountPaid) ?? 0],
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
        <span className={financeCss.parts}>
          <bdi className={css.ltrValue}>{bill.billNumber}</bdi>
          <bdi>{supplierName(intl.locale, bill)}</bdi>
        </span>
      }
      size="md"
      isKeyboardDismissDisabled={pending}
      isCloseDisabled={pending}
      data-pending={pending || undefined}
      footer={
        <>
          <Button variant="ghost" onPress={onClose} isDisabled={pending}>
            {intl.formatMessage(m.cancel)}
          </Button>
          <Button variant="primary" onPress={requestSubmit} isPending={pending}>
            {intl.formatMessage(m.submit)}
          </Button>
        </>
      }
    >
      <form
        ref={formRef}
        noValidate
        className={css.formStack}
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          requestSubmit();
        }}
        onKeyDown={onKeyDown}
      >
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
            label={intl.formatMessage(m.method)}
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
            label={intl.formatMessage(m.date)}
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
          label={intl.formatMessage(m.notes)}
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

import { defineMessages } from 'react-intl';

/** Strings of the bill payment dialog. */
export const billPaymentMessages = defineMessages({
  title: {
    id: 'widgets.bills.payment.title',
    defaultMessage: 'Record payment',
    description: 'Title of the dialog that records a payment on a bill.',
  },
  submit: {
    id: 'widgets.bills.payment.submit',
    defaultMessage: 'Record payment',
    description: 'Button that records the payment.',
  },
  cancel: { id: 'widgets.bills.payment.cancel', defaultMessage: 'Cancel', description: 'Closes without paying.' },
  amount: {
    id: 'widgets.bills.payment.amount',
    defaultMessage: 'Payment amount',
    description: 'Field: how much is paid now.',
  },
  method: { id: 'widgets.bills.payment.method', defaultMessage: 'Payment method', description: 'Field.' },
  date: { id: 'widgets.bills.payment.date', defaultMessage: 'Payment date', description: 'Field.' },
  notes: { id: 'widgets.bills.payment.notes', defaultMessage: 'Notes', description: 'Field: optional notes.' },
  summary: {
    id: 'widgets.bills.payment.summary',
    defaultMessage: 'Payment summary',
    description: 'Names the summary of the payment.',
  },
  total: { id: 'widgets.bills.payment.total', defaultMessage: 'Total', description: 'Summary: the bill total.' },
  previouslyPaid: {
    id: 'widgets.bills.payment.previouslyPaid',
    defaultMessage: 'Previously paid',
    description: 'Summary: paid before this payment.',
  },
  thisPayment: {
    id: 'widgets.bills.payment.thisPayment',
    defaultMessage: 'This payment',
    description: 'Summary: the amount being paid.',
  },
  newBalance: {
    id: 'widgets.bills.payment.newBalance',
    defaultMessage: 'New balance',
    description: 'Summary: what will remain after this payment.',
  },
  amountRequired: {
    id: 'widgets.bills.payment.amountRequired',
    defaultMessage: 'Enter an amount greater than 0.',
    description: 'Error: no amount or 0.',
  },
  methodRequired: {
    id: 'widgets.bills.payment.methodRequired',
    defaultMessage: 'Choose the payment method.',
    description: 'Error: no method chosen.',
  },
  dateRequired: {
    id: 'widgets.bills.payment.dateRequired',
    defaultMessage: 'Enter the payment date.',
    description: 'Error: no date.',
  },
  failed: {
    id: 'widgets.bills.payment.failed',
    defaultMessage: 'Payment Failed',
    description: 'Toast title when a payment could not be recorded.',
  },
});

/** Strings of the bill payment dialog with values. */
export const billPaymentNamedMessages = defineMessages<{
  amountTooHigh: { remaining: string };
  recorded: { amount: string; number: string };
}>({
  amountTooHigh: {
    id: 'widgets.bills.payment.amountTooHigh',
    defaultMessage: 'The payment cannot exceed the remaining balance of {remaining}.',
    description: 'Error: more than what is owed.',
  },
  recorded: {
    id: 'widgets.bills.payment.recorded',
    defaultMessage: 'Payment of {amount} recorded on bill {number}',
    description: 'Success toast after a payment.',
  },
});

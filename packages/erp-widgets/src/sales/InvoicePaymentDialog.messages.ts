import { defineMessages } from 'react-intl';

/** Strings of the payment dialog. */
export const invoicePaymentMessages = defineMessages({
  title: {
    id: 'widgets.sales.invoicePayment.title',
    defaultMessage: 'Record payment',
    description: 'Title of the dialog that records a payment on an invoice.',
  },
  amount: {
    id: 'widgets.sales.invoicePayment.amount',
    defaultMessage: 'Payment amount',
    description: 'Field: how much is paid now.',
  },
  summary: {
    id: 'widgets.sales.invoicePayment.summary',
    defaultMessage: 'Payment summary',
    description: 'Accessible name of the summary of totals in the payment dialog.',
  },
  invoiceTotal: {
    id: 'widgets.sales.invoicePayment.invoiceTotal',
    defaultMessage: 'Invoice total',
    description: 'Payment summary row: the invoice total.',
  },
  previouslyPaid: {
    id: 'widgets.sales.invoicePayment.previouslyPaid',
    defaultMessage: 'Previously paid',
    description: 'Payment summary row: paid before this payment.',
  },
  thisPayment: {
    id: 'widgets.sales.invoicePayment.thisPayment',
    defaultMessage: 'This payment',
    description: 'Payment summary row: the amount being recorded.',
  },
  newBalance: {
    id: 'widgets.sales.invoicePayment.newBalance',
    defaultMessage: 'New balance',
    description: 'Payment summary row: what remains owed after this payment.',
  },
  amountRequired: {
    id: 'widgets.sales.invoicePayment.amountRequired',
    defaultMessage: 'Enter an amount greater than 0.',
    description: 'Validation: the payment amount is empty or zero.',
  },
  submit: {
    id: 'widgets.sales.invoicePayment.submit',
    defaultMessage: 'Record payment',
    description: 'Submit button of the payment dialog.',
  },
});

/** Strings of the payment dialog that take values. */
export const invoicePaymentNamedMessages = defineMessages<{ amountTooHigh: { remaining: string } }>({
  amountTooHigh: {
    id: 'widgets.sales.invoicePayment.amountTooHigh',
    defaultMessage: 'The amount cannot exceed the remaining balance of {remaining}.',
    description: 'Validation: the payment is more than is owed; remaining is formatted money.',
  },
});

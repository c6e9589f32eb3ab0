import { defineMessages } from 'react-intl';

/** Strings of the bill payment dialog. */
export const billPaymentMessages = defineMessages({
  failed: {
    id: 'widgets.bills.payment.failed',
    defaultMessage: 'Payment Failed',
    description: 'Toast title when a payment could not be recorded.',
  },
});

/** Strings of the bill payment dialog with values. */
export const billPaymentNamedMessages = defineMessages<{
  recorded: { amount: string; number: string };
}>({
  recorded: {
    id: 'widgets.bills.payment.recorded',
    defaultMessage: 'Payment of {amount} recorded on bill {number}',
    description: 'Success toast after a payment.',
  },
});

import { defineMessages } from 'react-intl';

/** Strings of the cancel-invoice dialog. */
export const invoiceCancelMessages = defineMessages({
  message: {
    id: 'widgets.sales.invoiceCancel.message',
    defaultMessage:
      'The invoice will be marked as cancelled and the inventory quantities it took out of stock will be returned. This action cannot be undone.',
    description: 'Cancel confirmation text: what cancelling an invoice does.',
  },
  confirm: {
    id: 'widgets.sales.invoiceCancel.confirm',
    defaultMessage: 'Cancel invoice',
    description: 'Confirm button of the cancel dialog.',
  },
  keep: {
    id: 'widgets.sales.invoiceCancel.keep',
    defaultMessage: 'Keep invoice',
    description: 'Button that closes the cancel dialog without cancelling.',
  },
});

/** Strings of the cancel-invoice dialog that take values. */
export const invoiceCancelNamedMessages = defineMessages<{
  title: { number: string };
  paidWarning: { amount: string };
}>({
  title: {
    id: 'widgets.sales.invoiceCancel.title',
    defaultMessage: 'Cancel invoice {number}?',
    description: 'Title of the confirmation before cancelling an invoice.',
  },
  paidWarning: {
    id: 'widgets.sales.invoiceCancel.paidWarning',
    defaultMessage: '{amount} has already been paid on this invoice. Cancelling does not refund it.',
    description: 'Warning when cancelling a partially paid invoice; amount is formatted money.',
  },
});

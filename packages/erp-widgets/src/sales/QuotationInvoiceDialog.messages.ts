import { defineMessages } from 'react-intl';

/** Strings of the generate-invoice dialog. */
export const quotationInvoiceMessages = defineMessages({
  title: {
    id: 'widgets.quotations.invoiceDialog.title',
    defaultMessage: 'Generate invoice',
    description: 'Title of the dialog that generates an invoice from an accepted quotation.',
  },
  intro: {
    id: 'widgets.quotations.invoiceDialog.intro',
    defaultMessage:
      'A draft invoice is created for the client with the quotation items and VAT rate, dated today with the default payment terms. Stock is taken only when the invoice is issued.',
    description: 'What generating an invoice does.',
  },
  submit: {
    id: 'widgets.quotations.invoiceDialog.submit',
    defaultMessage: 'Generate invoice',
    description: 'Confirm button of the generate-invoice dialog.',
  },
  summary: {
    id: 'widgets.quotations.invoiceDialog.summary',
    defaultMessage: 'Quotation amounts',
    description: 'Accessible name of the amounts shown in the generate-invoice dialog.',
  },
  alreadyGeneratedTitle: {
    id: 'widgets.quotations.invoiceDialog.alreadyGeneratedTitle',
    defaultMessage: 'Invoice already generated',
    description: 'Notice title: the quotation already has its invoice, a second one is not allowed.',
  },
});

import { defineMessages } from 'react-intl';

/** Strings of the add/edit receipt wizard (the items step shares the invoice wizard's). */
export const receiptWizardMessages = defineMessages({
  createTitle: {
    id: 'widgets.receipts.wizard.createTitle',
    defaultMessage: 'New receipt',
    description: 'Title of the wizard that adds a receipt.',
  },
  createSubmit: {
    id: 'widgets.receipts.wizard.createSubmit',
    defaultMessage: 'Create receipt',
    description: 'Submit button of the new-receipt wizard.',
  },
  stepDetails: {
    id: 'widgets.receipts.wizard.stepDetails',
    defaultMessage: 'Payment',
    description: 'Wizard step: the invoice paid, the client, the date and the payment method.',
  },
  stepDetailsHint: {
    id: 'widgets.receipts.wizard.stepDetailsHint',
    defaultMessage: 'Which invoice was paid, by whom, when and how?',
    description: 'Line under the payment step heading.',
  },
  stepSummaryHint: {
    id: 'widgets.receipts.wizard.stepSummaryHint',
    defaultMessage: 'Check the receipt, then add notes and attachments.',
    description: 'Line under the summary step heading.',
  },
  invoice: {
    id: 'widgets.receipts.wizard.invoice',
    defaultMessage: 'Invoice (optional)',
    description: 'Field: the issued invoice the receipt is for; may be left empty.',
  },
  invoicePlaceholder: {
    id: 'widgets.receipts.wizard.invoicePlaceholder',
    defaultMessage: 'Search issued invoices by number or client…',
    description: 'Placeholder of the invoice search field.',
  },
  invoiceHint: {
    id: 'widgets.receipts.wizard.invoiceHint',
    defaultMessage:
      'Choosing the invoice copies its client, items and VAT rate into the receipt. Leave it empty for a payment without an invoice.',
    description: 'Hint under the invoice field of the receipt wizard.',
  },
  clientFromInvoice: {
    id: 'widgets.receipts.wizard.clientFromInvoice',
    defaultMessage: 'The client of the chosen invoice.',
    description: 'Hint under the client field while an invoice is chosen (the client cannot differ).',
  },
});

/** Strings of the receipt wizard that take values. */
export const receiptWizardNamedMessages = defineMessages<{
  editTitle: { number: string };
  invoiceOption: { number: string; client: string; total: string };
}>({
  editTitle: {
    id: 'widgets.receipts.wizard.editTitle',
    defaultMessage: 'Edit receipt {number}',
    description: 'Title of the wizard that edits a receipt.',
  },
  invoiceOption: {
    id: 'widgets.receipts.wizard.invoiceOption',
    defaultMessage: '{number} · {client} · {total}',
    description: 'An invoice search result: its number, client and total (already formatted).',
  },
});

import { defineMessages } from 'react-intl';

/** Strings of the receipts screen, its viewer and wizard (`widgets.sales.receipts.<component>.<key>`). */
export const receiptMessages = defineMessages({
  // ---- the record's fields (the others are widgets.common.* and widgets.sales.documents.*) ----
  invoice: {
    id: 'widgets.sales.receipts.field.invoice',
    defaultMessage: 'Invoice',
    description: 'The invoice a receipt is for (column and label).',
  },
  noInvoice: {
    id: 'widgets.sales.receipts.field.noInvoice',
    defaultMessage: 'No linked invoice',
    description: 'Shown as the invoice of a receipt written without one.',
  },

  // ---- screen ----
  add: {
    id: 'widgets.sales.receipts.screen.add',
    defaultMessage: 'New receipt',
    description: 'Button: new receipt, and the title of its wizard.',
  },
  searchPlaceholder: {
    id: 'widgets.sales.receipts.screen.searchPlaceholder',
    defaultMessage: 'Search by receipt number, client or invoice…',
    description: 'Placeholder of the receipts search box.',
  },
  emptyTitle: {
    id: 'widgets.sales.receipts.screen.emptyTitle',
    defaultMessage: 'No receipts found',
    description: 'Title of the empty receipts list.',
  },
  loadFailed: {
    id: 'widgets.sales.receipts.screen.loadFailed',
    defaultMessage: 'Could not load receipts',
    description: 'Toast title when the receipts list fails to load.',
  },
  deleteFailed: {
    id: 'widgets.sales.receipts.screen.deleteFailed',
    defaultMessage: 'Could not delete the receipt',
    description: 'Toast title when deleting a receipt fails.',
  },

  // ---- viewer ----
  receipt: {
    id: 'widgets.sales.receipts.viewer.receipt',
    defaultMessage: 'Receipt',
    description: 'Title of the receipt viewer while it loads or after a failure.',
  },
  notFoundTitle: {
    id: 'widgets.sales.receipts.viewer.notFoundTitle',
    defaultMessage: 'Receipt not found',
    description: 'Viewer title for a receipt that no longer exists.',
  },
  notFound: {
    id: 'widgets.sales.receipts.viewer.notFound',
    defaultMessage: 'This receipt does not exist or has been deleted.',
    description: 'Viewer message for a receipt that no longer exists (a stale link).',
  },
  viewFailed: {
    id: 'widgets.sales.receipts.viewer.loadFailed',
    defaultMessage: 'Failed to fetch receipt details',
    description: 'Toast title when a receipt fails to load in the viewer.',
  },
  totals: {
    id: 'widgets.sales.receipts.viewer.totals',
    defaultMessage: 'Receipt totals',
    description: "Accessible name of the receipt's totals (viewer and wizard).",
  },

  // ---- wizard ----
  createSubmit: {
    id: 'widgets.sales.receipts.wizard.createSubmit',
    defaultMessage: 'Create receipt',
    description: 'Submit button of the new-receipt wizard.',
  },
  stepDetails: {
    id: 'widgets.sales.receipts.wizard.stepDetails',
    defaultMessage: 'Payment',
    description: "Wizard step: the receipt's invoice, client, date and payment method.",
  },
  stepDetailsHint: {
    id: 'widgets.sales.receipts.wizard.stepDetailsHint',
    defaultMessage: 'Which invoice was paid, by whom, when and how?',
    description: "Hint under the wizard's first step.",
  },
  stepSummaryHint: {
    id: 'widgets.sales.receipts.wizard.stepSummaryHint',
    defaultMessage: 'Check the receipt, then add notes and attachments.',
    description: "Hint under the wizard's summary step.",
  },
  invoiceOptional: {
    id: 'widgets.sales.receipts.wizard.invoice',
    defaultMessage: 'Invoice (optional)',
    description: 'Field: the invoice the receipt is for, which may be left empty.',
  },
  invoicePlaceholder: {
    id: 'widgets.sales.receipts.wizard.invoicePlaceholder',
    defaultMessage: 'Search issued invoices by number or client…',
    description: 'Placeholder of the invoice search of the receipt wizard.',
  },
  invoiceHint: {
    id: 'widgets.sales.receipts.wizard.invoiceHint',
    defaultMessage:
      'Choosing the invoice copies its client, items and VAT rate into the receipt. Leave it empty for a payment without an invoice.',
    description: 'Description under the invoice field of a new receipt.',
  },
  clientFromInvoice: {
    id: 'widgets.sales.receipts.wizard.clientFromInvoice',
    defaultMessage: 'The client of the chosen invoice.',
    description: 'Description under the client field when an invoice is chosen (the field is then read-only).',
  },
  saveFailed: {
    id: 'widgets.sales.receipts.wizard.saveFailed',
    defaultMessage: 'Could not save the receipt',
    description: 'Toast title when saving a receipt fails.',
  },
});

/** Strings of the receipts screen that take values. */
export const receiptNamedMessages = defineMessages<{
  title: { number: string };
  editTitle: { number: string };
  invoiceOption: { number: string; client: string; total: string };
  deleteMessage: { number: string };
  deleteLinkedMessage: { number: string; invoiceNumber: string };
  created: { number: string };
  saved: { number: string };
  deleted: { number: string };
}>({
  title: {
    id: 'widgets.sales.receipts.viewer.title',
    defaultMessage: 'Receipt {number}',
    description: 'Title of the receipt viewer.',
  },
  editTitle: {
    id: 'widgets.sales.receipts.wizard.editTitle',
    defaultMessage: 'Edit receipt {number}',
    description: 'Title of the wizard editing a receipt.',
  },
  invoiceOption: {
    id: 'widgets.sales.receipts.wizard.invoiceOption',
    defaultMessage: '{number} · {client} · {total}',
    description: 'An invoice in the receipt wizard search: its number, client and total (formatted money).',
  },
  deleteMessage: {
    id: 'widgets.sales.receipts.screen.deleteMessage',
    defaultMessage: 'Receipt {number} will be deleted. This action cannot be undone.',
    description: 'Body of the delete confirmation of a receipt without an invoice.',
  },
  deleteLinkedMessage: {
    id: 'widgets.sales.receipts.screen.deleteLinkedMessage',
    defaultMessage:
      'Receipt {number} will be deleted, and invoice {invoiceNumber} will have no receipt. This action cannot be undone.',
    description: 'Body of the delete confirmation of the receipt of an invoice.',
  },
  created: {
    id: 'widgets.sales.receipts.wizard.created',
    defaultMessage: 'Receipt {number} created',
    description: 'Toast after a new receipt was saved.',
  },
  saved: {
    id: 'widgets.sales.receipts.wizard.saved',
    defaultMessage: 'Receipt {number} saved',
    description: 'Toast after a receipt was edited.',
  },
  deleted: {
    id: 'widgets.sales.receipts.screen.deleted',
    defaultMessage: 'Receipt {number} deleted',
    description: 'Toast after a receipt was deleted.',
  },
});

import { defineMessages } from 'react-intl';

/** Strings of the invoices screen, its viewer, wizard and dialogs (`widgets.sales.invoices.<component>.<key>`). */
export const invoiceMessages = defineMessages({
  // ---- the record's fields (the others are widgets.common.* and widgets.sales.documents.*) ----
  receipt: {
    id: 'widgets.sales.invoices.field.receipt',
    defaultMessage: 'Receipt',
    description: "The invoice's receipt (label).",
  },

  // ---- screen ----
  add: { id: 'widgets.sales.invoices.screen.add', defaultMessage: 'New invoice', description: 'Button: new invoice.' },
  searchPlaceholder: {
    id: 'widgets.sales.invoices.screen.searchPlaceholder',
    defaultMessage: 'Search by invoice number or client…',
    description: 'Placeholder of the invoices search box.',
  },
  emptyTitle: {
    id: 'widgets.sales.invoices.screen.emptyTitle',
    defaultMessage: 'No invoices found',
    description: 'Title of the empty invoices list.',
  },
  issue: {
    id: 'widgets.sales.invoices.screen.issue',
    defaultMessage: 'Issue',
    description: 'Action: issue a draft invoice (it becomes Pending and takes its items out of stock).',
  },
  issueConfirm: {
    id: 'widgets.sales.invoices.screen.issueConfirm',
    defaultMessage: 'Issue invoice',
    description: 'Confirm button of the issue confirmation.',
  },
  issueMessage: {
    id: 'widgets.sales.invoices.screen.issueMessage',
    defaultMessage:
      'Issuing takes the inventory items out of stock. The invoice can then no longer be edited or deleted.',
    description: 'Body of the issue confirmation.',
  },
  loadFailed: {
    id: 'widgets.sales.invoices.screen.loadFailed',
    defaultMessage: 'Could not load invoices',
    description: 'Toast title when the invoices list fails to load.',
  },
  deleteFailed: {
    id: 'widgets.sales.invoices.screen.deleteFailed',
    defaultMessage: 'Could not delete the invoice',
    description: 'Toast title when deleting an invoice fails.',
  },
  issueFailed: {
    id: 'widgets.sales.invoices.screen.issueFailed',
    defaultMessage: 'Could not issue the invoice',
    description: 'Toast title when issuing an invoice fails.',
  },

  // ---- viewer ----
  invoice: {
    id: 'widgets.sales.invoices.viewer.invoice',
    defaultMessage: 'Invoice',
    description: 'Title of the invoice viewer while it loads or after a failure.',
  },
  notFoundTitle: {
    id: 'widgets.sales.invoices.viewer.notFoundTitle',
    defaultMessage: 'Invoice not found',
    description: 'Viewer title for an invoice that no longer exists.',
  },
  notFound: {
    id: 'widgets.sales.invoices.viewer.notFound',
    defaultMessage: 'Invoice not found or could not be loaded.',
    description: 'Viewer message for an invoice that no longer exists (a stale link).',
  },
  viewFailed: {
    id: 'widgets.sales.invoices.viewer.loadFailed',
    defaultMessage: 'Could not load invoice details.',
    description: 'Toast title when an invoice fails to load in the viewer.',
  },
  noReceipt: {
    id: 'widgets.sales.invoices.viewer.noReceipt',
    defaultMessage: 'No receipt yet',
    description: 'Viewer: the invoice has no receipt.',
  },
  recordedBy: {
    id: 'widgets.sales.invoices.viewer.recordedBy',
    defaultMessage: 'Recorded by',
    description: 'Payments table column: the user who recorded the payment.',
  },
  totals: {
    id: 'widgets.sales.invoices.viewer.totals',
    defaultMessage: 'Invoice totals',
    description: "Accessible name of the invoice's totals (viewer and wizard).",
  },

  // ---- wizard ----
  createTitle: {
    id: 'widgets.sales.invoices.wizard.createTitle',
    defaultMessage: 'New invoice',
    description: 'Title of the wizard for a new invoice.',
  },
  createSubmit: {
    id: 'widgets.sales.invoices.wizard.createSubmit',
    defaultMessage: 'Create invoice',
    description: 'Submit button of the new-invoice wizard.',
  },
  stepDetails: {
    id: 'widgets.sales.invoices.wizard.stepDetails',
    defaultMessage: 'Client and dates',
    description: "Wizard step: the invoice's client, issue date and due date.",
  },
  stepDetailsHint: {
    id: 'widgets.sales.invoices.wizard.stepDetailsHint',
    defaultMessage: 'Who is billed, and when is payment due?',
    description: "Hint under the wizard's first step.",
  },
  stepSummaryHint: {
    id: 'widgets.sales.invoices.wizard.stepSummaryHint',
    defaultMessage: 'Check the invoice, then add notes and attachments.',
    description: "Hint under the wizard's summary step.",
  },
  saveFailed: {
    id: 'widgets.sales.invoices.wizard.saveFailed',
    defaultMessage: 'Could not save the invoice',
    description: 'Toast title when saving an invoice fails.',
  },

  // ---- payment dialog ----
  paymentFailed: {
    id: 'widgets.sales.invoices.paymentDialog.failed',
    defaultMessage: 'Could not record the payment',
    description: 'Toast title when recording a payment fails.',
  },

  // ---- cancel dialog ----
  cancel: {
    id: 'widgets.sales.invoices.cancelDialog.confirm',
    defaultMessage: 'Cancel invoice',
    description: 'Action and confirm button: cancel an issued invoice (its stock goes back).',
  },
  keep: {
    id: 'widgets.sales.invoices.cancelDialog.keep',
    defaultMessage: 'Keep invoice',
    description: 'Button that closes the cancel confirmation without cancelling.',
  },
  cancelMessage: {
    id: 'widgets.sales.invoices.cancelDialog.message',
    defaultMessage:
      'The invoice will be marked as cancelled and the inventory quantities it took out of stock will be returned. This action cannot be undone.',
    description: 'Body of the cancel confirmation.',
  },
  cancelFailed: {
    id: 'widgets.sales.invoices.cancelDialog.failed',
    defaultMessage: 'Cancellation Failed',
    description: 'Toast title when cancelling an invoice fails.',
  },

  // ---- receipt dialog ----
  createReceipt: {
    id: 'widgets.sales.invoices.receiptDialog.title',
    defaultMessage: 'Create receipt',
    description: "Action, title and submit button of the dialog that makes an invoice's receipt.",
  },
  receiptIntro: {
    id: 'widgets.sales.invoices.receiptDialog.intro',
    defaultMessage: 'The receipt copies the invoice client, items, VAT and totals.',
    description: 'Text at the top of the create-receipt dialog.',
  },
  receiptDate: {
    id: 'widgets.sales.invoices.receiptDialog.receiptDate',
    defaultMessage: 'Receipt date',
    description: 'Field: the date of the receipt.',
  },
  receiptDateRequired: {
    id: 'widgets.sales.invoices.receiptDialog.dateRequired',
    defaultMessage: 'Enter the date.',
    description: 'Validation: no receipt date.',
  },
  receiptSummary: {
    id: 'widgets.sales.invoices.receiptDialog.summary',
    defaultMessage: 'Invoice amounts',
    description: "Accessible name of the invoice's amounts in the create-receipt dialog.",
  },
  viewReceipt: {
    id: 'widgets.sales.invoices.receiptDialog.viewReceipt',
    defaultMessage: 'View receipt',
    description: 'Button beside the notice that the invoice already has its receipt: opens that receipt.',
  },
  receiptFailed: {
    id: 'widgets.sales.invoices.receiptDialog.failed',
    defaultMessage: 'Receipt Creation Failed',
    description: 'Toast title when creating a receipt fails.',
  },
});

/** Strings of the invoices screen that take values. */
export const invoiceNamedMessages = defineMessages<{
  deleteMessage: { number: string };
  issueTitle: { number: string };
  title: { number: string };
  editTitle: { number: string };
  cancelTitle: { number: string };
  paidWarning: { amount: string };
  created: { number: string };
  saved: { number: string };
  deleted: { number: string };
  issued: { number: string };
  cancelled: { number: string };
  paymentRecorded: { amount: string; number: string };
  receiptCreated: { receiptNumber: string; number: string };
}>({
  deleteMessage: {
    id: 'widgets.sales.invoices.screen.deleteMessage',
    defaultMessage: 'The draft invoice {number} will be deleted. This action cannot be undone.',
    description: 'Body of the delete confirmation.',
  },
  issueTitle: {
    id: 'widgets.sales.invoices.screen.issueTitle',
    defaultMessage: 'Issue invoice {number}?',
    description: 'Title of the issue confirmation.',
  },
  title: {
    id: 'widgets.sales.invoices.viewer.title',
    defaultMessage: 'Invoice {number}',
    description: 'Title of the invoice viewer.',
  },
  editTitle: {
    id: 'widgets.sales.invoices.wizard.editTitle',
    defaultMessage: 'Edit invoice {number}',
    description: 'Title of the wizard editing a draft invoice.',
  },
  cancelTitle: {
    id: 'widgets.sales.invoices.cancelDialog.title',
    defaultMessage: 'Cancel invoice {number}?',
    description: 'Title of the cancel confirmation.',
  },
  paidWarning: {
    id: 'widgets.sales.invoices.cancelDialog.paidWarning',
    defaultMessage: '{amount} has already been paid on this invoice. Cancelling does not refund it.',
    description: 'Warning in the cancel confirmation of an invoice with payments; amount is formatted money.',
  },
  created: {
    id: 'widgets.sales.invoices.wizard.created',
    defaultMessage: 'Invoice {number} created',
    description: 'Toast after a new invoice was saved.',
  },
  saved: {
    id: 'widgets.sales.invoices.wizard.saved',
    defaultMessage: 'Invoice {number} saved',
    description: 'Toast after a draft invoice was edited.',
  },
  deleted: {
    id: 'widgets.sales.invoices.screen.deleted',
    defaultMessage: 'Invoice {number} deleted',
    description: 'Toast after a draft invoice was deleted.',
  },
  issued: {
    id: 'widgets.sales.invoices.screen.issued',
    defaultMessage: 'Invoice {number} issued',
    description: 'Toast after an invoice was issued.',
  },
  cancelled: {
    id: 'widgets.sales.invoices.cancelDialog.cancelled',
    defaultMessage: 'Invoice {number} cancelled',
    description: 'Toast after an invoice was cancelled.',
  },
  paymentRecorded: {
    id: 'widgets.sales.invoices.paymentDialog.recorded',
    defaultMessage: 'Payment of {amount} recorded on invoice {number}',
    description: 'Toast after a payment was recorded; amount is formatted money.',
  },
  receiptCreated: {
    id: 'widgets.sales.invoices.receiptDialog.created',
    defaultMessage: 'Receipt {receiptNumber} created for invoice {number}',
    description: "Toast after an invoice's receipt was created.",
  },
});

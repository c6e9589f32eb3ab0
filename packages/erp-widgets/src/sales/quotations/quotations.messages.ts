import { defineMessages } from 'react-intl';

/** Strings of the quotations screen, its viewer, wizard and dialogs (`widgets.sales.quotations.<component>.<key>`). */
export const quotationMessages = defineMessages({
  // ---- the record's fields (the others are widgets.common.* and widgets.sales.documents.*) ----
  validUntil: {
    id: 'widgets.sales.quotations.field.validUntil',
    defaultMessage: 'Valid until',
    description: 'The last day a quotation is valid (column, filter and label).',
  },
  invoice: {
    id: 'widgets.sales.quotations.field.invoice',
    defaultMessage: 'Invoice',
    description: 'The invoice generated from a quotation (column and label).',
  },

  // ---- screen ----
  add: {
    id: 'widgets.sales.quotations.screen.add',
    defaultMessage: 'New quotation',
    description: 'Button: new quotation, and the title of its wizard.',
  },
  searchPlaceholder: {
    id: 'widgets.sales.quotations.screen.searchPlaceholder',
    defaultMessage: 'Search by quotation number, client or invoice…',
    description: 'Placeholder of the quotations search box.',
  },
  emptyTitle: {
    id: 'widgets.sales.quotations.screen.emptyTitle',
    defaultMessage: 'No quotations found',
    description: 'Title of the empty quotations list.',
  },
  generated: {
    id: 'widgets.sales.quotations.screen.generated',
    defaultMessage: 'Generated',
    description: 'Badge beside the number of the invoice generated from a quotation.',
  },
  send: {
    id: 'widgets.sales.quotations.screen.send',
    defaultMessage: 'Mark as sent',
    description: 'Action and confirm button: record that a draft quotation was sent to the client.',
  },
  sendMessage: {
    id: 'widgets.sales.quotations.screen.sendMessage',
    defaultMessage:
      'Confirm once the quotation has been sent to the client. A sent quotation can no longer be edited; its answer is then recorded as accepted or rejected.',
    description: 'Body of the mark-as-sent confirmation.',
  },
  accept: {
    id: 'widgets.sales.quotations.screen.accept',
    defaultMessage: 'Accept',
    description: 'Action: record that the client accepted a sent quotation.',
  },
  acceptConfirm: {
    id: 'widgets.sales.quotations.screen.acceptConfirm',
    defaultMessage: 'Accept quotation',
    description: 'Confirm button of the accept confirmation.',
  },
  acceptMessage: {
    id: 'widgets.sales.quotations.screen.acceptMessage',
    defaultMessage: 'Record that the client accepted this quotation. An invoice can then be generated from it.',
    description: 'Body of the accept confirmation.',
  },
  rejectConfirm: {
    id: 'widgets.sales.quotations.screen.rejectConfirm',
    defaultMessage: 'Reject quotation',
    description: 'Confirm button of the reject confirmation.',
  },
  rejectMessage: {
    id: 'widgets.sales.quotations.screen.rejectMessage',
    defaultMessage: 'Record that the client rejected this quotation. This cannot be undone.',
    description: 'Body of the reject confirmation.',
  },
  openInvoice: {
    id: 'widgets.sales.quotations.screen.openInvoice',
    defaultMessage: 'Open invoice',
    description: 'Action: open the invoice generated from the quotation.',
  },
  loadFailed: {
    id: 'widgets.sales.quotations.screen.loadFailed',
    defaultMessage: 'Could not load quotations',
    description: 'Toast title when the quotations list fails to load.',
  },
  deleteFailed: {
    id: 'widgets.sales.quotations.screen.deleteFailed',
    defaultMessage: 'Could not delete the quotation',
    description: 'Toast title when deleting a quotation fails.',
  },

  // ---- viewer ----
  quotation: {
    id: 'widgets.sales.quotations.viewer.quotation',
    defaultMessage: 'Quotation',
    description: 'Title of the quotation viewer while it loads or after a failure.',
  },
  notFoundTitle: {
    id: 'widgets.sales.quotations.viewer.notFoundTitle',
    defaultMessage: 'Quotation not found',
    description: 'Viewer title for a quotation that no longer exists.',
  },
  notFound: {
    id: 'widgets.sales.quotations.viewer.notFound',
    defaultMessage: 'This quotation does not exist or has been deleted.',
    description: 'Viewer message for a quotation that no longer exists (a stale link).',
  },
  viewFailed: {
    id: 'widgets.sales.quotations.viewer.loadFailed',
    defaultMessage: 'Failed to fetch quotation details',
    description: 'Toast title when a quotation fails to load in the viewer.',
  },
  notGenerated: {
    id: 'widgets.sales.quotations.viewer.notGenerated',
    defaultMessage: 'Not generated yet',
    description: 'Viewer: no invoice was generated from the quotation.',
  },
  totals: {
    id: 'widgets.sales.quotations.viewer.totals',
    defaultMessage: 'Quotation totals',
    description: "Accessible name of the quotation's totals (viewer and wizard).",
  },

  // ---- wizard ----
  createSubmit: {
    id: 'widgets.sales.quotations.wizard.createSubmit',
    defaultMessage: 'Create quotation',
    description: 'Submit button of the new-quotation wizard.',
  },
  stepDetails: {
    id: 'widgets.sales.quotations.wizard.stepDetails',
    defaultMessage: 'Client and validity',
    description: "Wizard step: the quotation's client, issue date and valid-until date.",
  },
  stepDetailsHint: {
    id: 'widgets.sales.quotations.wizard.stepDetailsHint',
    defaultMessage: 'Who is the quotation for, and until when is it valid?',
    description: "Hint under the wizard's first step.",
  },
  stepSummaryHint: {
    id: 'widgets.sales.quotations.wizard.stepSummaryHint',
    defaultMessage: 'Check the quotation, then add notes and attachments.',
    description: "Hint under the wizard's summary step.",
  },
  validUntilRequired: {
    id: 'widgets.sales.quotations.wizard.validUntilRequired',
    defaultMessage: 'Enter the valid-until date.',
    description: 'Validation: no valid-until date.',
  },
  validBeforeIssue: {
    id: 'widgets.sales.quotations.wizard.validBeforeIssue',
    defaultMessage: 'Valid until must be on or after the issue date.',
    description: 'Validation: the valid-until date is earlier than the issue date.',
  },
  saveFailed: {
    id: 'widgets.sales.quotations.wizard.saveFailed',
    defaultMessage: 'Could not save the quotation',
    description: 'Toast title when saving a quotation fails.',
  },

  // ---- generate-invoice dialog ----
  generateInvoice: {
    id: 'widgets.sales.quotations.invoiceDialog.title',
    defaultMessage: 'Generate invoice',
    description: 'Action, title and submit button of the dialog that generates an invoice from a quotation.',
  },
  invoiceIntro: {
    id: 'widgets.sales.quotations.invoiceDialog.intro',
    defaultMessage:
      'A draft invoice is created for the client with the quotation items and VAT rate, dated today with the default payment terms. Stock is taken only when the invoice is issued.',
    description: 'Text of the generate-invoice dialog.',
  },
  invoiceSummary: {
    id: 'widgets.sales.quotations.invoiceDialog.summary',
    defaultMessage: 'Quotation amounts',
    description: "Accessible name of the quotation's amounts in the generate-invoice dialog.",
  },
  alreadyGeneratedTitle: {
    id: 'widgets.sales.quotations.invoiceDialog.alreadyGeneratedTitle',
    defaultMessage: 'Invoice already generated',
    description: 'Notice title: the quotation already generated its invoice.',
  },
  generationFailed: {
    id: 'widgets.sales.quotations.invoiceDialog.failed',
    defaultMessage: 'Invoice Generation Failed',
    description: 'Toast title when generating an invoice from a quotation fails.',
  },
  generatedToast: {
    id: 'widgets.sales.quotations.invoiceDialog.generated',
    defaultMessage: 'Invoice generated successfully',
    description: 'Toast after an invoice was generated from a quotation.',
  },
});

/** Strings of the quotations screen that take values. */
export const quotationNamedMessages = defineMessages<{
  title: { number: string };
  editTitle: { number: string };
  sendTitle: { number: string };
  acceptTitle: { number: string };
  rejectTitle: { number: string };
  deleteMessage: { number: string };
  pastValidityDraft: { date: string };
  pastValiditySent: { date: string };
  created: { number: string };
  saved: { number: string };
  deleted: { number: string };
  sent: { number: string };
  accepted: { number: string };
  rejected: { number: string };
}>({
  title: {
    id: 'widgets.sales.quotations.viewer.title',
    defaultMessage: 'Quotation {number}',
    description: 'Title of the quotation viewer.',
  },
  editTitle: {
    id: 'widgets.sales.quotations.wizard.editTitle',
    defaultMessage: 'Edit quotation {number}',
    description: 'Title of the wizard editing a draft quotation.',
  },
  sendTitle: {
    id: 'widgets.sales.quotations.screen.sendTitle',
    defaultMessage: 'Mark quotation {number} as sent?',
    description: 'Title of the mark-as-sent confirmation.',
  },
  acceptTitle: {
    id: 'widgets.sales.quotations.screen.acceptTitle',
    defaultMessage: 'Accept quotation {number}?',
    description: 'Title of the accept confirmation.',
  },
  rejectTitle: {
    id: 'widgets.sales.quotations.screen.rejectTitle',
    defaultMessage: 'Reject quotation {number}?',
    description: 'Title of the reject confirmation.',
  },
  deleteMessage: {
    id: 'widgets.sales.quotations.screen.deleteMessage',
    defaultMessage: 'The draft quotation {number} will be deleted. This action cannot be undone.',
    description: 'Body of the delete confirmation.',
  },
  pastValidityDraft: {
    id: 'widgets.sales.quotations.viewer.pastValidityDraft',
    defaultMessage: 'This quotation was valid until {date}. Change the valid-until date before sending it.',
    description: 'Viewer notice on a draft past its valid-until date; date is formatted.',
  },
  pastValiditySent: {
    id: 'widgets.sales.quotations.viewer.pastValiditySent',
    defaultMessage: 'This quotation was valid until {date}. It is marked Expired if the client answers now.',
    description: 'Viewer notice on a sent quotation past its valid-until date; date is formatted.',
  },
  created: {
    id: 'widgets.sales.quotations.wizard.created',
    defaultMessage: 'Quotation {number} created',
    description: 'Toast after a new quotation was saved.',
  },
  saved: {
    id: 'widgets.sales.quotations.wizard.saved',
    defaultMessage: 'Quotation {number} saved',
    description: 'Toast after a draft quotation was edited.',
  },
  deleted: {
    id: 'widgets.sales.quotations.screen.deleted',
    defaultMessage: 'Quotation {number} deleted',
    description: 'Toast after a draft quotation was deleted.',
  },
  sent: {
    id: 'widgets.sales.quotations.screen.sent',
    defaultMessage: 'Quotation {number} marked as sent',
    description: 'Toast after a quotation was marked as sent.',
  },
  accepted: {
    id: 'widgets.sales.quotations.screen.accepted',
    defaultMessage: 'Quotation {number} accepted',
    description: 'Toast after a quotation was accepted.',
  },
  rejected: {
    id: 'widgets.sales.quotations.screen.rejected',
    defaultMessage: 'Quotation {number} rejected',
    description: 'Toast after a quotation was rejected.',
  },
});

import { defineMessages } from 'react-intl';

/** Strings shared by the quotation screens: statuses, field labels and action labels. */
export const quotationMessages = defineMessages({
  statusDraft: {
    id: 'widgets.quotations.common.statusDraft',
    defaultMessage: 'Draft',
    description: 'Quotation status: not sent yet, still editable.',
  },
  statusSent: {
    id: 'widgets.quotations.common.statusSent',
    defaultMessage: 'Sent',
    description: 'Quotation status: sent to the client, awaiting their answer.',
  },
  statusAccepted: {
    id: 'widgets.quotations.common.statusAccepted',
    defaultMessage: 'Accepted',
    description: 'Quotation status: the client accepted it; an invoice can be generated.',
  },
  statusRejected: {
    id: 'widgets.quotations.common.statusRejected',
    defaultMessage: 'Rejected',
    description: 'Quotation status: the client rejected it.',
  },
  statusExpired: {
    id: 'widgets.quotations.common.statusExpired',
    defaultMessage: 'Expired',
    description: 'Quotation status: its valid-until date passed before the client answered.',
  },
  quotation: {
    id: 'widgets.quotations.common.quotation',
    defaultMessage: 'Quotation',
    description: 'Viewer title while a quotation loads or failed to load.',
  },
  quotationNumber: {
    id: 'widgets.quotations.common.quotationNumber',
    defaultMessage: 'Number',
    description: 'Column and field: the quotation number (QUO-2026-000123).',
  },
  validUntil: {
    id: 'widgets.quotations.common.validUntil',
    defaultMessage: 'Valid until',
    description: 'Column, filter and field: the last day the quotation can be accepted.',
  },
  invoice: {
    id: 'widgets.quotations.common.invoice',
    defaultMessage: 'Invoice',
    description: 'Column and field: the invoice generated from the quotation.',
  },
  generated: {
    id: 'widgets.quotations.common.generated',
    defaultMessage: 'Generated',
    description: 'Badge beside the invoice number: an invoice was generated from the quotation.',
  },
  notGenerated: {
    id: 'widgets.quotations.common.notGenerated',
    defaultMessage: 'Not generated yet',
    description: 'Field value: no invoice has been generated from the quotation.',
  },
  actionSend: {
    id: 'widgets.quotations.common.actionSend',
    defaultMessage: 'Mark as sent',
    description: 'Action: record that a draft quotation was sent to the client.',
  },
  actionAccept: {
    id: 'widgets.quotations.common.actionAccept',
    defaultMessage: 'Accept',
    description: 'Action: record that the client accepted the quotation.',
  },
  actionReject: {
    id: 'widgets.quotations.common.actionReject',
    defaultMessage: 'Reject',
    description: 'Action: record that the client rejected the quotation.',
  },
  actionGenerateInvoice: {
    id: 'widgets.quotations.common.actionGenerateInvoice',
    defaultMessage: 'Generate invoice',
    description: 'Action: create a draft invoice from an accepted quotation.',
  },
  actionOpenInvoice: {
    id: 'widgets.quotations.common.actionOpenInvoice',
    defaultMessage: 'Open invoice',
    description: 'Action: open the invoice generated from the quotation.',
  },
  totals: {
    id: 'widgets.quotations.common.totals',
    defaultMessage: 'Quotation totals',
    description: 'Accessible name of the totals list of a quotation.',
  },
});

/** Shared strings of the quotation screens that take values. */
export const quotationNamedMessages = defineMessages<{ title: { number: string } }>({
  title: {
    id: 'widgets.quotations.common.title',
    defaultMessage: 'Quotation {number}',
    description: 'Title naming a quotation by its number.',
  },
});

/**
 * The specification's error catalogue for quotations, word for word, and the titles of the toasts the app shows when
 * a quotation action fails.
 */
export const quotationErrorMessages = defineMessages({
  error: {
    id: 'widgets.quotations.errors.error',
    defaultMessage: 'Error',
    description: 'Title of the not-found notice and of a failed load.',
  },
  notFound: {
    id: 'widgets.quotations.errors.notFound',
    defaultMessage: 'Quotation not found',
    description: 'The quotation to show or act on does not exist (deleted, or a stale link).',
  },
  loadFailed: {
    id: 'widgets.quotations.errors.loadFailed',
    defaultMessage: 'Failed to fetch quotation details',
    description: 'Loading one quotation failed (network or server error).',
  },
  generationFailedTitle: {
    id: 'widgets.quotations.errors.generationFailedTitle',
    defaultMessage: 'Invoice Generation Failed',
    description: 'Title of the notice when generating an invoice from a quotation failed.',
  },
  generatedTitle: {
    id: 'widgets.quotations.errors.generatedTitle',
    defaultMessage: 'Success',
    description: 'Title of the toast after an invoice was generated from a quotation.',
  },
  generated: {
    id: 'widgets.quotations.errors.generated',
    defaultMessage: 'Invoice generated successfully',
    description: 'Toast text after an invoice was generated from a quotation.',
  },
  statusUpdateFailedTitle: {
    id: 'widgets.quotations.errors.statusUpdateFailedTitle',
    defaultMessage: 'Status Update Failed',
    description: 'Toast title when sending, accepting or rejecting a quotation failed.',
  },
  statusUpdateFailed: {
    id: 'widgets.quotations.errors.statusUpdateFailed',
    defaultMessage: 'Failed to update status',
    description: 'Toast text when a status change failed without a reason.',
  },
  listFailed: {
    id: 'widgets.quotations.errors.listFailed',
    defaultMessage: 'Could not load quotations',
    description: 'Toast title when the quotations list failed to load.',
  },
  saveFailed: {
    id: 'widgets.quotations.errors.saveFailed',
    defaultMessage: 'Could not save the quotation',
    description: 'Toast title when creating or editing a quotation failed.',
  },
  deleteFailed: {
    id: 'widgets.quotations.errors.deleteFailed',
    defaultMessage: 'Could not delete the quotation',
    description: 'Toast title when deleting a draft quotation failed.',
  },
  permissionRequired: {
    id: 'widgets.quotations.errors.permissionRequired',
    defaultMessage: 'You are not allowed to perform this action.',
    description: 'The server refused an action the role does not have the permission for.',
  },
  vatRateUnavailable: {
    id: 'widgets.quotations.errors.vatRateUnavailable',
    defaultMessage: 'The VAT rate of this quotation is no longer offered in the settings.',
    description: 'The VAT rate chosen on the quotation was withdrawn from the settings.',
  },
  validBeforeIssue: {
    id: 'widgets.quotations.errors.validBeforeIssue',
    defaultMessage: 'Valid until must be on or after the issue date.',
    description: 'Validation: the valid-until date is earlier than the issue date.',
  },
});

/** Errors of the quotation catalogue and the server's refusals that take values. */
export const quotationErrorNamedMessages = defineMessages<{
  generationFailed: { message: string };
  statusUpdateFailed: { message: string };
  onlyDraftSend: { status: string };
  onlySentAnswer: { status: string };
  onlyAcceptedInvoice: { status: string };
  expiredSend: { date: string };
  expiredAnswer: { date: string };
  alreadyGenerated: { invoiceNumber: string };
}>({
  generationFailed: {
    id: 'widgets.quotations.errors.generationFailed',
    defaultMessage: 'Error generating invoice: {message}',
    description: 'Text of the failure notice; message is the reason, already translated.',
  },
  statusUpdateFailed: {
    id: 'widgets.quotations.errors.statusUpdateFailedWith',
    defaultMessage: 'Failed to update status: {message}',
    description: 'Toast text when a status change failed; message is the reason, already translated.',
  },
  onlyDraftSend: {
    id: 'widgets.quotations.errors.onlyDraftSend',
    defaultMessage: 'Only draft quotations can be sent; this quotation is {status}.',
    description: 'Refusal: the quotation is no longer a draft; status is its translated status.',
  },
  onlySentAnswer: {
    id: 'widgets.quotations.errors.onlySentAnswer',
    defaultMessage: 'Only sent quotations can be accepted or rejected; this quotation is {status}.',
    description: 'Refusal: the quotation is not awaiting an answer; status is its translated status.',
  },
  onlyAcceptedInvoice: {
    id: 'widgets.quotations.errors.onlyAcceptedInvoice',
    defaultMessage: 'Only accepted quotations can generate an invoice; this quotation is {status}.',
    description: 'Refusal: an invoice is generated only from an accepted quotation; status is translated.',
  },
  expiredSend: {
    id: 'widgets.quotations.errors.expiredSend',
    defaultMessage: 'The quotation was valid until {date}. Change the valid-until date before sending it.',
    description: 'Refusal to send a draft whose valid-until date has passed; date is formatted.',
  },
  expiredAnswer: {
    id: 'widgets.quotations.errors.expiredAnswer',
    defaultMessage: 'The quotation expired on {date} and is now marked Expired.',
    description: 'Refusal to accept or reject a quotation past its valid-until date; date is formatted.',
  },
  alreadyGenerated: {
    id: 'widgets.quotations.errors.alreadyGenerated',
    defaultMessage: 'An invoice was already generated from this quotation: {invoiceNumber}.',
    description: 'Refusal of a second invoice from one quotation; invoiceNumber is e.g. INV-2026-000130.',
  },
});

/** Success toasts of the quotation actions, for the app to show once the server confirms. */
export const quotationSuccessMessages = defineMessages<{
  created: { number: string };
  saved: { number: string };
  deleted: { number: string };
  sent: { number: string };
  accepted: { number: string };
  rejected: { number: string };
}>({
  created: {
    id: 'widgets.quotations.success.created',
    defaultMessage: 'Quotation {number} created',
    description: 'Success toast after adding a quotation.',
  },
  saved: {
    id: 'widgets.quotations.success.saved',
    defaultMessage: 'Quotation {number} saved',
    description: 'Success toast after editing a draft quotation.',
  },
  deleted: {
    id: 'widgets.quotations.success.deleted',
    defaultMessage: 'Quotation {number} deleted',
    description: 'Success toast after deleting a draft quotation.',
  },
  sent: {
    id: 'widgets.quotations.success.sent',
    defaultMessage: 'Quotation {number} marked as sent',
    description: 'Success toast after marking a quotation as sent.',
  },
  accepted: {
    id: 'widgets.quotations.success.accepted',
    defaultMessage: 'Quotation {number} accepted',
    description: 'Success toast after recording that the client accepted the quotation.',
  },
  rejected: {
    id: 'widgets.quotations.success.rejected',
    defaultMessage: 'Quotation {number} rejected',
    description: 'Success toast after recording that the client rejected the quotation.',
  },
});

import { defineMessages } from 'react-intl';

/** Strings shared by the receipt screens. */
export const receiptMessages = defineMessages({
  receipt: {
    id: 'widgets.receipts.common.receipt',
    defaultMessage: 'Receipt',
    description: 'Viewer title while a receipt loads or failed to load.',
  },
  receiptNumber: {
    id: 'widgets.receipts.common.receiptNumber',
    defaultMessage: 'Number',
    description: 'Column and field: the receipt number (REC-2026-000123).',
  },
  invoice: {
    id: 'widgets.receipts.common.invoice',
    defaultMessage: 'Invoice',
    description: 'Column and field: the number of the invoice the receipt is for.',
  },
  noInvoice: {
    id: 'widgets.receipts.common.noInvoice',
    defaultMessage: 'No linked invoice',
    description: 'Field value: the receipt is not for an invoice.',
  },
  amount: {
    id: 'widgets.receipts.common.amount',
    defaultMessage: 'Amount',
    description: 'Column and sort field: the receipt total with VAT.',
  },
  totals: {
    id: 'widgets.receipts.common.totals',
    defaultMessage: 'Receipt totals',
    description: 'Accessible name of the totals list of a receipt.',
  },
});

/** Shared strings of the receipt screens that take values. */
export const receiptNamedMessages = defineMessages<{ title: { number: string } }>({
  title: {
    id: 'widgets.receipts.common.title',
    defaultMessage: 'Receipt {number}',
    description: 'Title naming a receipt by its number.',
  },
});

/** Failures of the receipt screens, and the server's refusals of a receipt save. */
export const receiptErrorMessages = defineMessages({
  error: {
    id: 'widgets.receipts.errors.error',
    defaultMessage: 'Error',
    description: 'Title of the not-found notice.',
  },
  notFound: {
    id: 'widgets.receipts.errors.notFound',
    defaultMessage: 'Receipt not found',
    description: 'The receipt to show or act on does not exist (deleted, or a stale link).',
  },
  loadFailed: {
    id: 'widgets.receipts.errors.loadFailed',
    defaultMessage: 'Failed to fetch receipt details',
    description: 'Loading one receipt failed (network or server error).',
  },
  listFailed: {
    id: 'widgets.receipts.errors.listFailed',
    defaultMessage: 'Could not load receipts',
    description: 'Toast title when the receipts list failed to load.',
  },
  saveFailed: {
    id: 'widgets.receipts.errors.saveFailed',
    defaultMessage: 'Could not save the receipt',
    description: 'Toast title when editing a receipt failed.',
  },
  deleteFailed: {
    id: 'widgets.receipts.errors.deleteFailed',
    defaultMessage: 'Could not delete the receipt',
    description: 'Toast title when deleting a receipt failed.',
  },
  clientMismatch: {
    id: 'widgets.receipts.errors.clientMismatch',
    defaultMessage: 'The receipt client must be the client of its invoice.',
    description: 'Refusal: the receipt names another client than its invoice.',
  },
  invoiceFixed: {
    id: 'widgets.receipts.errors.invoiceFixed',
    defaultMessage: 'The invoice of a receipt cannot be changed.',
    description: 'Refusal, and hint in the edit wizard: a receipt stays with the invoice it was written for.',
  },
  invoiceNotIssued: {
    id: 'widgets.receipts.errors.invoiceNotIssued',
    defaultMessage: 'Issue the invoice before creating its receipt.',
    description: 'Refusal: a draft invoice cannot have a receipt.',
  },
  invoiceCancelled: {
    id: 'widgets.receipts.errors.invoiceCancelled',
    defaultMessage: 'A cancelled invoice cannot have a receipt.',
    description: 'Refusal: a cancelled invoice cannot have a receipt.',
  },
  vatRateUnavailable: {
    id: 'widgets.receipts.errors.vatRateUnavailable',
    defaultMessage: 'This VAT rate is no longer offered in the settings.',
    description: 'Refusal: the chosen VAT rate was withdrawn from the settings.',
  },
  permissionRequired: {
    id: 'widgets.receipts.errors.permissionRequired',
    defaultMessage: 'You are not allowed to perform this action.',
    description: 'The server refused an action the role does not have the permission for.',
  },
});

/** Success toasts of the receipt actions, for the app to show once the server confirms. */
export const receiptSuccessMessages = defineMessages<{
  created: { number: string };
  saved: { number: string };
  deleted: { number: string };
}>({
  created: {
    id: 'widgets.receipts.success.created',
    defaultMessage: 'Receipt {number} created',
    description: 'Success toast after adding a receipt.',
  },
  saved: {
    id: 'widgets.receipts.success.saved',
    defaultMessage: 'Receipt {number} saved',
    description: 'Success toast after editing a receipt.',
  },
  deleted: {
    id: 'widgets.receipts.success.deleted',
    defaultMessage: 'Receipt {number} deleted',
    description: 'Success toast after deleting a receipt.',
  },
});

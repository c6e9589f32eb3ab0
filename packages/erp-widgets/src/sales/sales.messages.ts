import { defineMessages } from 'react-intl';

/** Strings shared by the invoice screens: statuses, payment methods, field labels and action labels. */
export const salesMessages = defineMessages({
  statusDraft: {
    id: 'widgets.sales.common.statusDraft',
    defaultMessage: 'Draft',
    description: 'Invoice status: not issued yet, still editable.',
  },
  statusPending: {
    id: 'widgets.sales.common.statusPending',
    defaultMessage: 'Pending',
    description: 'Invoice status: issued and awaiting payment.',
  },
  statusPartiallyPaid: {
    id: 'widgets.sales.common.statusPartiallyPaid',
    defaultMessage: 'Partially Paid',
    description: 'Invoice status: some of the total has been paid.',
  },
  statusPaid: {
    id: 'widgets.sales.common.statusPaid',
    defaultMessage: 'Paid',
    description: 'Invoice status: the total has been paid in full.',
  },
  statusCancelled: {
    id: 'widgets.sales.common.statusCancelled',
    defaultMessage: 'Cancelled',
    description: 'Invoice status: cancelled, its stock returned.',
  },
  invoiceNumber: {
    id: 'widgets.sales.common.invoiceNumber',
    defaultMessage: 'Number',
    description: 'Column and field: the invoice number (INV-2026-000123).',
  },
  client: { id: 'widgets.sales.common.client', defaultMessage: 'Client', description: 'Field: the billed client.' },
  issueDate: {
    id: 'widgets.sales.common.issueDate',
    defaultMessage: 'Issue date',
    description: 'Column and field: the date the invoice was issued.',
  },
  dueDate: {
    id: 'widgets.sales.common.dueDate',
    defaultMessage: 'Due date',
    description: 'Column, filter and field: the date payment is due.',
  },
  total: {
    id: 'widgets.sales.common.total',
    defaultMessage: 'Total',
    description: 'Column and field: total with VAT.',
  },
  paid: {
    id: 'widgets.sales.common.paid',
    defaultMessage: 'Paid',
    description: 'Column and field: the amount paid so far (not the status).',
  },
  remaining: {
    id: 'widgets.sales.common.remaining',
    defaultMessage: 'Remaining',
    description: 'Column and field: the amount still to be paid.',
  },
  status: {
    id: 'widgets.sales.common.status',
    defaultMessage: 'Status',
    description: 'Column, filter and field: the invoice status.',
  },
  vatRate: {
    id: 'widgets.sales.common.vatRate',
    defaultMessage: 'VAT rate',
    description: 'Field: the VAT rate applied to the invoice.',
  },
  notes: { id: 'widgets.sales.common.notes', defaultMessage: 'Notes', description: 'Field: free-text notes.' },
  attachments: {
    id: 'widgets.sales.common.attachments',
    defaultMessage: 'Attachments',
    description: 'Field: files attached to the document.',
  },
  paymentMethod: {
    id: 'widgets.sales.common.paymentMethod',
    defaultMessage: 'Payment method',
    description: 'Field and column: how a payment was made.',
  },
  paymentDate: {
    id: 'widgets.sales.common.paymentDate',
    defaultMessage: 'Payment date',
    description: 'Field and column: the date of a payment.',
  },
  amount: { id: 'widgets.sales.common.amount', defaultMessage: 'Amount', description: 'Column: a payment amount.' },
  receipt: {
    id: 'widgets.sales.common.receipt',
    defaultMessage: 'Receipt',
    description: 'Field: the receipt created for the invoice.',
  },
  created: {
    id: 'widgets.sales.common.created',
    defaultMessage: 'Created date',
    description: 'Sort field: when the invoice record was created.',
  },
  overdue: {
    id: 'widgets.sales.common.overdue',
    defaultMessage: 'Overdue',
    description: 'Marker and filter: the due date has passed and the invoice is not fully paid.',
  },
  close: {
    id: 'widgets.sales.common.close',
    defaultMessage: 'Close',
    description: 'Button that closes an information dialog.',
  },
  actionEdit: { id: 'widgets.sales.common.actionEdit', defaultMessage: 'Edit', description: 'Action: edit a draft.' },
  actionIssue: {
    id: 'widgets.sales.common.actionIssue',
    defaultMessage: 'Issue',
    description: 'Action: issue a draft invoice (it becomes Pending and its items leave stock).',
  },
  actionPay: {
    id: 'widgets.sales.common.actionPay',
    defaultMessage: 'Record payment',
    description: 'Action: open the payment dialog.',
  },
  actionReceipt: {
    id: 'widgets.sales.common.actionReceipt',
    defaultMessage: 'Create receipt',
    description: 'Action: open the create-receipt dialog.',
  },
  actionCancel: {
    id: 'widgets.sales.common.actionCancel',
    defaultMessage: 'Cancel invoice',
    description: 'Action: open the cancel dialog.',
  },
  actionDelete: {
    id: 'widgets.sales.common.actionDelete',
    defaultMessage: 'Delete',
    description: 'Action: delete a draft invoice.',
  },
  actionPrint: { id: 'widgets.sales.common.actionPrint', defaultMessage: 'Print', description: 'Action: print.' },
  actionDownloadPdf: {
    id: 'widgets.sales.common.actionDownloadPdf',
    defaultMessage: 'Download PDF',
    description: 'Action: download the invoice as a PDF file.',
  },
  error: {
    id: 'widgets.sales.common.error',
    defaultMessage: 'Error',
    description: 'Generic title of a failure toast.',
  },
  unknownError: {
    id: 'widgets.sales.common.unknownError',
    defaultMessage: 'Unknown error',
    description: 'Toast text when a failure carries no message of its own.',
  },
  methodRequired: {
    id: 'widgets.sales.common.methodRequired',
    defaultMessage: 'Choose a payment method.',
    description: 'Validation: no payment method chosen.',
  },
  dateRequired: {
    id: 'widgets.sales.common.dateRequired',
    defaultMessage: 'Enter the date.',
    description: 'Validation: a required date is empty.',
  },
});

/** Shared strings of the invoice screens that take values. */
export const salesNamedMessages = defineMessages<{
  invoiceTitle: { number: string };
  overdueDays: { days: number };
}>({
  invoiceTitle: {
    id: 'widgets.sales.common.invoiceTitle',
    defaultMessage: 'Invoice {number}',
    description: 'Title naming an invoice by its number.',
  },
  overdueDays: {
    id: 'widgets.sales.common.overdueDays',
    defaultMessage: '{days, plural, one {# day overdue} other {# days overdue}}',
    description: 'Under an unpaid invoice due date that has passed: how many days late it is.',
  },
});

/**
 * The texts of the specification's error catalogue for invoices and receipts, word for word, and the titles of the
 * toasts the app shows when an invoice action fails.
 */
export const invoiceErrorMessages = defineMessages({
  receiptCreationFailedTitle: {
    id: 'widgets.sales.errors.receiptCreationFailedTitle',
    defaultMessage: 'Receipt Creation Failed',
    description: 'Toast title when creating a receipt failed.',
  },
  receiptCreationFailed: {
    id: 'widgets.sales.errors.receiptCreationFailed',
    defaultMessage: 'Failed to create receipt. Please try again.',
    description: 'Toast text when creating a receipt failed.',
  },
  invoiceNotFound: {
    id: 'widgets.sales.errors.invoiceNotFound',
    defaultMessage: 'Invoice not found or could not be loaded.',
    description: 'The invoice to show or act on does not exist (deleted, or a stale link).',
  },
  invoiceLoadFailed: {
    id: 'widgets.sales.errors.invoiceLoadFailed',
    defaultMessage: 'Could not load invoice details.',
    description: 'Loading one invoice failed (network or server error).',
  },
  receiptAlreadyExists: {
    id: 'widgets.sales.errors.receiptAlreadyExists',
    defaultMessage: 'Receipt Already Exists',
    description: 'Information notice: the invoice already has its receipt, a second one is not allowed.',
  },
  cancellationFailedTitle: {
    id: 'widgets.sales.errors.cancellationFailedTitle',
    defaultMessage: 'Cancellation Failed',
    description: 'Toast title when cancelling an invoice failed.',
  },
  cancellationFailed: {
    id: 'widgets.sales.errors.cancellationFailed',
    defaultMessage: 'Failed to cancel invoice. Please try again.',
    description: 'Toast text when cancelling an invoice failed.',
  },
  loadFailed: {
    id: 'widgets.sales.errors.loadFailed',
    defaultMessage: 'Could not load invoices',
    description: 'Toast title when the invoices list failed to load.',
  },
  saveFailed: {
    id: 'widgets.sales.errors.saveFailed',
    defaultMessage: 'Could not save the invoice',
    description: 'Toast title when creating or editing an invoice failed.',
  },
  deleteFailed: {
    id: 'widgets.sales.errors.deleteFailed',
    defaultMessage: 'Could not delete the invoice',
    description: 'Toast title when deleting a draft invoice failed.',
  },
  issueFailed: {
    id: 'widgets.sales.errors.issueFailed',
    defaultMessage: 'Could not issue the invoice',
    description: 'Toast title when issuing a draft invoice failed.',
  },
  paymentFailed: {
    id: 'widgets.sales.errors.paymentFailed',
    defaultMessage: 'Could not record the payment',
    description: 'Toast title when recording a payment failed.',
  },
});

/** Success toasts of the invoice actions, for the app to show once the server confirms. */
export const invoiceSuccessMessages = defineMessages<{
  created: { number: string };
  saved: { number: string };
  deleted: { number: string };
  issued: { number: string };
  cancelled: { number: string };
  paymentRecorded: { amount: string; number: string };
  receiptCreated: { receiptNumber: string; number: string };
}>({
  created: {
    id: 'widgets.sales.success.created',
    defaultMessage: 'Invoice {number} created',
    description: 'Success toast after adding an invoice.',
  },
  saved: {
    id: 'widgets.sales.success.saved',
    defaultMessage: 'Invoice {number} saved',
    description: 'Success toast after editing a draft invoice.',
  },
  deleted: {
    id: 'widgets.sales.success.deleted',
    defaultMessage: 'Invoice {number} deleted',
    description: 'Success toast after deleting a draft invoice.',
  },
  issued: {
    id: 'widgets.sales.success.issued',
    defaultMessage: 'Invoice {number} issued',
    description: 'Success toast after issuing a draft invoice.',
  },
  cancelled: {
    id: 'widgets.sales.success.cancelled',
    defaultMessage: 'Invoice {number} cancelled',
    description: 'Success toast after cancelling an invoice.',
  },
  paymentRecorded: {
    id: 'widgets.sales.success.paymentRecorded',
    defaultMessage: 'Payment of {amount} recorded on invoice {number}',
    description: 'Success toast after a payment; amount is already formatted as money.',
  },
  receiptCreated: {
    id: 'widgets.sales.success.receiptCreated',
    defaultMessage: 'Receipt {receiptNumber} created for invoice {number}',
    description: 'Success toast after creating a receipt for an invoice.',
  },
});

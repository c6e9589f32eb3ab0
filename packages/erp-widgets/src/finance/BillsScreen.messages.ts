import { defineMessages } from 'react-intl';

/** Strings of the bills screen, its viewer, and the bill confirmations and toasts. */
export const billsMessages = defineMessages({
  add: { id: 'widgets.bills.add', defaultMessage: 'Add bill', description: 'Button that opens the new-bill wizard.' },
  searchPlaceholder: {
    id: 'widgets.bills.searchPlaceholder',
    defaultMessage: 'Search by bill number, supplier or notes…',
    description: 'Placeholder of the bills search box.',
  },
  number: { id: 'widgets.bills.number', defaultMessage: 'Bill number', description: 'Column: the bill number.' },
  supplier: {
    id: 'widgets.bills.supplier',
    defaultMessage: 'Supplier',
    description: 'Column, filter and field: the supplier who sent the bill.',
  },
  issueDate: { id: 'widgets.bills.issueDate', defaultMessage: 'Issue date', description: 'Column and field.' },
  dueDate: {
    id: 'widgets.bills.dueDate',
    defaultMessage: 'Due date',
    description: 'Column, filter and field: when the bill must be paid.',
  },
  total: { id: 'widgets.bills.total', defaultMessage: 'Total', description: 'Column and field: total with VAT.' },
  paid: { id: 'widgets.bills.paid', defaultMessage: 'Paid', description: 'Column: amount paid so far.' },
  remaining: {
    id: 'widgets.bills.remaining',
    defaultMessage: 'Remaining',
    description: 'Column and field: what is still owed on the bill.',
  },
  status: { id: 'widgets.bills.status', defaultMessage: 'Status', description: 'Column, filter and viewer field.' },
  statusPending: {
    id: 'widgets.bills.statusPending',
    defaultMessage: 'Pending',
    description: 'Bill status: nothing paid yet; the bill can still be edited.',
  },
  statusPartiallyPaid: {
    id: 'widgets.bills.statusPartiallyPaid',
    defaultMessage: 'Partially paid',
    description: 'Bill status: part of the total has been paid.',
  },
  statusPaid: { id: 'widgets.bills.statusPaid', defaultMessage: 'Paid', description: 'Bill status: fully paid.' },
  statusCancelled: {
    id: 'widgets.bills.statusCancelled',
    defaultMessage: 'Cancelled',
    description: 'Bill status: cancelled.',
  },
  dueOverdue: {
    id: 'widgets.bills.dueOverdue',
    defaultMessage: 'Overdue',
    description: 'Due-date filter and badge: an open bill past its due date.',
  },
  dueToday: { id: 'widgets.bills.dueToday', defaultMessage: 'Due Today', description: 'Due-date filter option.' },
  dueThisWeek: {
    id: 'widgets.bills.dueThisWeek',
    defaultMessage: 'Due This Week',
    description: 'Due-date filter option.',
  },
  dueThisMonth: {
    id: 'widgets.bills.dueThisMonth',
    defaultMessage: 'Due This Month',
    description: 'Due-date filter option.',
  },
  emptyTitle: { id: 'widgets.bills.emptyTitle', defaultMessage: 'No bills found', description: 'Empty list title.' },
  emptyDescription: {
    id: 'widgets.bills.emptyDescription',
    defaultMessage: 'Try another search or clear the filters.',
    description: 'Empty list text.',
  },
  items: { id: 'widgets.bills.items', defaultMessage: 'Items', description: 'Viewer section and wizard step: lines.' },
  vatRate: { id: 'widgets.bills.vatRate', defaultMessage: 'VAT rate', description: 'Field: the VAT rate applied.' },
  notes: { id: 'widgets.bills.notes', defaultMessage: 'Notes', description: 'Field: free notes.' },
  attachments: {
    id: 'widgets.bills.attachments',
    defaultMessage: 'Attachments',
    description: 'Field and viewer section: the attached files.',
  },
  paymentHistory: {
    id: 'widgets.bills.paymentHistory',
    defaultMessage: 'Payment history',
    description: 'Viewer section listing the payments of the bill.',
  },
  noPayments: {
    id: 'widgets.bills.noPayments',
    defaultMessage: 'No payments recorded yet.',
    description: 'Viewer: the bill has no payments.',
  },
  paymentDate: { id: 'widgets.bills.paymentDate', defaultMessage: 'Date', description: 'Payment history column.' },
  paymentMethod: {
    id: 'widgets.bills.paymentMethod',
    defaultMessage: 'Method',
    description: 'Payment history column: how it was paid.',
  },
  paymentAmount: {
    id: 'widgets.bills.paymentAmount',
    defaultMessage: 'Amount',
    description: 'Payment history column.',
  },
  recordPayment: {
    id: 'widgets.bills.recordPayment',
    defaultMessage: 'Record payment',
    description: 'Action that opens the payment dialog.',
  },
  edit: { id: 'widgets.bills.edit', defaultMessage: 'Edit', description: 'Action: open the bill in the wizard.' },
  delete: { id: 'widgets.bills.delete', defaultMessage: 'Delete', description: 'Action: ask to delete the bill.' },
  cancelBill: {
    id: 'widgets.bills.cancelBill',
    defaultMessage: 'Cancel bill',
    description: 'Action and confirm button: cancel the bill.',
  },
  keepBill: {
    id: 'widgets.bills.keepBill',
    defaultMessage: 'Keep bill',
    description: 'Button that closes the cancel confirmation without cancelling.',
  },
  cancelMessage: {
    id: 'widgets.bills.cancelMessage',
    defaultMessage: 'Nothing more can be paid on a cancelled bill. Payments already recorded stay in its history.',
    description: 'Text of the cancel confirmation.',
  },
  notFoundTitle: {
    id: 'widgets.bills.notFoundTitle',
    defaultMessage: 'Bill not found',
    description: 'Viewer title when the bill no longer exists.',
  },
  notFound: {
    id: 'widgets.bills.notFound',
    defaultMessage: 'This bill does not exist or has been deleted.',
    description: 'Viewer text when a link points to a bill that no longer exists.',
  },
  loadFailed: {
    id: 'widgets.bills.loadFailed',
    defaultMessage: 'Could not load bills',
    description: 'Toast title when the bills list failed to load.',
  },
  viewFailed: {
    id: 'widgets.bills.viewFailed',
    defaultMessage: 'Could not load the bill',
    description: 'Toast title when one bill failed to load.',
  },
  deleteFailed: {
    id: 'widgets.bills.deleteFailed',
    defaultMessage: 'Could not delete the bill',
    description: 'Toast title when deleting a bill failed.',
  },
  cancelFailed: {
    id: 'widgets.bills.cancelFailed',
    defaultMessage: 'Could not cancel the bill',
    description: 'Toast title when cancelling a bill failed.',
  },
  unknownError: {
    id: 'widgets.bills.unknownError',
    defaultMessage: 'Unknown error',
    description: 'Toast text when a failure carries no message of its own.',
  },
});

/** Strings of the bills screen with values. */
export const billsNamedMessages = defineMessages<{
  overdueDays: { days: number };
  deleted: { number: string };
  deleteMessage: { number: string; supplier: string };
  cancelTitle: { number: string };
  cancelled: { number: string };
}>({
  overdueDays: {
    id: 'widgets.bills.overdueDays',
    defaultMessage: '{days, plural, one {# day overdue} other {# days overdue}}',
    description: 'Badge beside the due date of an open bill past it.',
  },
  deleted: {
    id: 'widgets.bills.deleted',
    defaultMessage: 'Bill {number} deleted',
    description: 'Success toast after deleting a bill.',
  },
  deleteMessage: {
    id: 'widgets.bills.deleteMessage',
    defaultMessage: 'Bill {number} from {supplier} will be deleted. This action cannot be undone.',
    description: 'Delete confirmation text.',
  },
  cancelTitle: {
    id: 'widgets.bills.cancelTitle',
    defaultMessage: 'Cancel bill {number}?',
    description: 'Title of the cancel confirmation.',
  },
  cancelled: {
    id: 'widgets.bills.cancelled',
    defaultMessage: 'Bill {number} cancelled',
    description: 'Success toast after cancelling a bill.',
  },
});

/** Translations of the server's refusals of bill actions, by error code. */
export const billErrorMessages = defineMessages<{
  amountExceedsRemaining: { amount: string; remaining: string };
  alreadyInStatus: { status: string };
}>({
  amountExceedsRemaining: {
    id: 'widgets.bills.errors.amountExceedsRemaining',
    defaultMessage: 'The payment of {amount} exceeds the remaining balance of {remaining}.',
    description: 'Server refusal: a payment larger than what is owed.',
  },
  alreadyInStatus: {
    id: 'widgets.bills.errors.alreadyInStatus',
    defaultMessage: 'This bill is already {status}.',
    description: 'Server refusal: the bill already has that status (the status is translated).',
  },
});

/** Translations of the server's refusals of bill actions that take no values. */
export const billPlainErrorMessages = defineMessages({
  alreadyPaid: {
    id: 'widgets.bills.errors.alreadyPaid',
    defaultMessage: 'This bill is already paid.',
    description: 'Server refusal: a payment on a paid bill.',
  },
  paymentOnCancelled: {
    id: 'widgets.bills.errors.paymentOnCancelled',
    defaultMessage: 'Payments cannot be recorded on a cancelled bill.',
    description: 'Server refusal: a payment on a cancelled bill.',
  },
  cancelPaid: {
    id: 'widgets.bills.errors.cancelPaid',
    defaultMessage: 'A paid bill cannot be cancelled.',
    description: 'Server refusal: cancelling a paid bill.',
  },
  invalidAmount: {
    id: 'widgets.bills.errors.invalidAmount',
    defaultMessage: 'Payment amount must be greater than 0.',
    description: 'Server refusal: a payment of 0 or less.',
  },
  methodRequired: {
    id: 'widgets.bills.errors.methodRequired',
    defaultMessage: 'Payment method is required.',
    description: 'Server refusal: a payment without a method.',
  },
  invalidMethod: {
    id: 'widgets.bills.errors.invalidMethod',
    defaultMessage: 'The payment method is not one of the offered methods.',
    description: 'Server refusal: an unknown payment method.',
  },
  invalidDate: {
    id: 'widgets.bills.errors.invalidDate',
    defaultMessage: 'The date is not valid.',
    description: 'Server refusal: a payment date that cannot be read.',
  },
  idempotencyKeyReused: {
    id: 'widgets.bills.errors.idempotencyKeyReused',
    defaultMessage: 'This payment was already sent with other details. Close the dialog and record the payment again.',
    description: 'Server refusal: the same payment request was repeated with a different amount or method.',
  },
  vatRateUnavailable: {
    id: 'widgets.bills.errors.vatRateUnavailable',
    defaultMessage: 'This VAT rate is no longer offered in the settings. Choose another rate.',
    description: 'Server refusal: the bill uses a VAT rate that was removed from the settings.',
  },
  permissionRequired: {
    id: 'widgets.bills.errors.permissionRequired',
    defaultMessage: 'You are not allowed to perform this action.',
    description: 'Server refusal: the role lacks the permission.',
  },
});

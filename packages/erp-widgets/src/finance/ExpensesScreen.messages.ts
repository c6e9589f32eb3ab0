import { defineMessages } from 'react-intl';

/** Strings of the expenses screen, its viewer, and the expense confirmations and toasts. */
export const expensesMessages = defineMessages({
  add: {
    id: 'widgets.expenses.add',
    defaultMessage: 'Add expense',
    description: 'Button that opens the new-expense wizard.',
  },
  searchPlaceholder: {
    id: 'widgets.expenses.searchPlaceholder',
    defaultMessage: 'Search by number, description, employee or reference…',
    description: 'Placeholder of the expenses search box.',
  },
  number: { id: 'widgets.expenses.number', defaultMessage: 'Number', description: 'Column: the expense number.' },
  date: {
    id: 'widgets.expenses.date',
    defaultMessage: 'Date',
    description: 'Column, date filter and field: when the money was spent.',
  },
  description: {
    id: 'widgets.expenses.description',
    defaultMessage: 'Description',
    description: 'Column and field: what the expense was for.',
  },
  category: {
    id: 'widgets.expenses.category',
    defaultMessage: 'Category',
    description: 'Column, filter and field: the expense category.',
  },
  employee: {
    id: 'widgets.expenses.employee',
    defaultMessage: 'Employee',
    description: 'Column and field: the employee who spent the money (optional).',
  },
  reference: {
    id: 'widgets.expenses.reference',
    defaultMessage: 'Reference',
    description: 'Column and field: a receipt or transaction reference (optional).',
  },
  amount: { id: 'widgets.expenses.amount', defaultMessage: 'Amount', description: 'Column and field, in EGP.' },
  paymentMethod: {
    id: 'widgets.expenses.paymentMethod',
    defaultMessage: 'Payment method',
    description: 'Field: how the expense was paid.',
  },
  status: { id: 'widgets.expenses.status', defaultMessage: 'Status', description: 'Column, filter and field.' },
  notes: { id: 'widgets.expenses.notes', defaultMessage: 'Notes', description: 'Field: free notes.' },
  attachments: {
    id: 'widgets.expenses.attachments',
    defaultMessage: 'Attachments',
    description: 'Field: receipts and other files.',
  },
  statusPending: {
    id: 'widgets.expenses.statusPending',
    defaultMessage: 'Pending',
    description: 'Expense status: awaiting approval.',
  },
  statusApproved: {
    id: 'widgets.expenses.statusApproved',
    defaultMessage: 'Approved',
    description: 'Expense status: approved, not yet paid back.',
  },
  statusRejected: {
    id: 'widgets.expenses.statusRejected',
    defaultMessage: 'Rejected',
    description: 'Expense status: refused.',
  },
  statusReimbursed: {
    id: 'widgets.expenses.statusReimbursed',
    defaultMessage: 'Reimbursed',
    description: 'Expense status: the money was paid to the employee.',
  },
  emptyTitle: {
    id: 'widgets.expenses.emptyTitle',
    defaultMessage: 'No expenses found',
    description: 'Empty list title.',
  },
  emptyDescription: {
    id: 'widgets.expenses.emptyDescription',
    defaultMessage: 'Try another search, another period or clear the filters.',
    description: 'Empty list text.',
  },
  approve: { id: 'widgets.expenses.approve', defaultMessage: 'Approve', description: 'Action on a pending expense.' },
  reject: { id: 'widgets.expenses.reject', defaultMessage: 'Reject', description: 'Action on a pending expense.' },
  reimburse: {
    id: 'widgets.expenses.reimburse',
    defaultMessage: 'Mark as reimbursed',
    description: 'Action on an approved expense: the money was paid to the employee.',
  },
  edit: { id: 'widgets.expenses.edit', defaultMessage: 'Edit', description: 'Action: open the expense in the wizard.' },
  delete: { id: 'widgets.expenses.delete', defaultMessage: 'Delete', description: 'Action: ask to delete.' },
  approveMessage: {
    id: 'widgets.expenses.approveMessage',
    defaultMessage: 'The expense will be approved for reimbursement.',
    description: 'Text of the approve confirmation.',
  },
  rejectMessage: {
    id: 'widgets.expenses.rejectMessage',
    defaultMessage: 'The expense will be rejected and will not be reimbursed.',
    description: 'Text of the reject confirmation.',
  },
  reimburseMessage: {
    id: 'widgets.expenses.reimburseMessage',
    defaultMessage: 'Confirm that the money was paid to the employee.',
    description: 'Text of the mark-as-reimbursed confirmation.',
  },
  ownExpense: {
    id: 'widgets.expenses.ownExpense',
    defaultMessage: 'You cannot approve, reject or reimburse your own expense.',
    description: 'Viewer notice on the user’s own expense; also the server’s refusal.',
  },
  notFoundTitle: {
    id: 'widgets.expenses.notFoundTitle',
    defaultMessage: 'Expense not found',
    description: 'Viewer title when the expense no longer exists.',
  },
  notFound: {
    id: 'widgets.expenses.notFound',
    defaultMessage: 'This expense does not exist or has been deleted.',
    description: 'Viewer text when a link points to an expense that no longer exists.',
  },
  error: { id: 'widgets.expenses.error', defaultMessage: 'Error', description: 'Generic title of a failure toast.' },
  unknownError: {
    id: 'widgets.expenses.unknownError',
    defaultMessage: 'Unknown error',
    description: 'Stands for a failure that carries no message of its own.',
  },
  statusUpdateFailed: {
    id: 'widgets.expenses.statusUpdateFailed',
    defaultMessage: 'Status Update Failed',
    description: 'Toast title when approving, rejecting or reimbursing failed.',
  },
  failedToUpdateStatus: {
    id: 'widgets.expenses.failedToUpdateStatus',
    defaultMessage: 'Failed to update status',
    description: 'Toast text when a status change failed without a reason.',
  },
  deleteFailed: {
    id: 'widgets.expenses.deleteFailed',
    defaultMessage: 'Could not delete the expense',
    description: 'Toast title when deleting an expense failed.',
  },
});

/** Strings of the expenses screen with values. */
export const expensesNamedMessages = defineMessages<{
  approveTitle: { number: string };
  rejectTitle: { number: string };
  reimburseTitle: { number: string };
  approved: { number: string };
  rejected: { number: string };
  reimbursed: { number: string };
  failedToUpdateStatusWith: { message: string };
  loadError: { error: string };
  deleted: { number: string };
  deleteMessage: { number: string };
}>({
  approveTitle: {
    id: 'widgets.expenses.approveTitle',
    defaultMessage: 'Approve expense {number}?',
    description: 'Title of the approve confirmation.',
  },
  rejectTitle: {
    id: 'widgets.expenses.rejectTitle',
    defaultMessage: 'Reject expense {number}?',
    description: 'Title of the reject confirmation.',
  },
  reimburseTitle: {
    id: 'widgets.expenses.reimburseTitle',
    defaultMessage: 'Mark expense {number} as reimbursed?',
    description: 'Title of the mark-as-reimbursed confirmation.',
  },
  approved: {
    id: 'widgets.expenses.approved',
    defaultMessage: 'Expense {number} approved',
    description: 'Success toast after approving.',
  },
  rejected: {
    id: 'widgets.expenses.rejected',
    defaultMessage: 'Expense {number} rejected',
    description: 'Success toast after rejecting.',
  },
  reimbursed: {
    id: 'widgets.expenses.reimbursed',
    defaultMessage: 'Expense {number} marked as reimbursed',
    description: 'Success toast after marking as reimbursed.',
  },
  failedToUpdateStatusWith: {
    id: 'widgets.expenses.failedToUpdateStatusWith',
    defaultMessage: 'Failed to update status: {message}',
    description: 'Toast text when a status change failed, with the reason.',
  },
  loadError: {
    id: 'widgets.expenses.loadError',
    defaultMessage: 'Error loading expense data: {error}',
    description: 'Toast text when the expenses or one expense failed to load, with the reason.',
  },
  deleted: {
    id: 'widgets.expenses.deleted',
    defaultMessage: 'Expense {number} deleted',
    description: 'Success toast after deleting an expense.',
  },
  deleteMessage: {
    id: 'widgets.expenses.deleteMessage',
    defaultMessage: 'Expense {number} will be deleted with its attachments. This action cannot be undone.',
    description: 'Delete confirmation text.',
  },
});

/** Translations of the server's refusals of expense actions, by error code. */
export const expenseErrorMessages = defineMessages<{
  onlyPendingApprove: { status: string };
  onlyPendingReject: { status: string };
  onlyApprovedReimburse: { status: string };
}>({
  onlyPendingApprove: {
    id: 'widgets.expenses.errors.onlyPendingApprove',
    defaultMessage: 'Only pending expenses can be approved; this expense is {status}.',
    description: 'Server refusal (the status is translated).',
  },
  onlyPendingReject: {
    id: 'widgets.expenses.errors.onlyPendingReject',
    defaultMessage: 'Only pending expenses can be rejected; this expense is {status}.',
    description: 'Server refusal (the status is translated).',
  },
  onlyApprovedReimburse: {
    id: 'widgets.expenses.errors.onlyApprovedReimburse',
    defaultMessage: 'Only approved expenses can be marked as reimbursed; this expense is {status}.',
    description: 'Server refusal (the status is translated).',
  },
});

/** Translations of the server's refusals of expense saves and actions that take no values. */
export const expensePlainErrorMessages = defineMessages({
  invalidAmount: {
    id: 'widgets.expenses.errors.invalidAmount',
    defaultMessage: 'Amount must be greater than 0.',
    description: 'Server refusal: an expense of 0 or less.',
  },
  permissionRequired: {
    id: 'widgets.expenses.errors.permissionRequired',
    defaultMessage: 'You are not allowed to perform this action.',
    description: 'Server refusal: the role lacks the permission.',
  },
});

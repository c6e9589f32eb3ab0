import { defineMessages } from 'react-intl';
import { commonMessages } from '../../shared/common.messages';

/**
 * Strings of the expenses screen, its viewer, its wizard and its status-change confirmations
 * (`widgets.sales.expenses.<component>.<key>`). Status, category and method labels are the schema's; refusals are
 * the schema's catalogue.
 */
export const expenseMessages = defineMessages({
  // ---- the record's fields (the others are widgets.common.*) ----
  category: {
    id: 'widgets.sales.expenses.field.category',
    defaultMessage: 'Category',
    description: 'Column, filter and field: the expense category.',
  },
  employee: commonMessages.employee,
  reference: {
    id: 'widgets.sales.expenses.field.reference',
    defaultMessage: 'Reference',
    description: 'Column and field: a receipt or transaction reference (optional).',
  },

  // ---- screen ----
  add: { id: 'widgets.sales.expenses.screen.add', defaultMessage: 'Add expense', description: 'Button: new expense.' },
  searchPlaceholder: {
    id: 'widgets.sales.expenses.screen.searchPlaceholder',
    defaultMessage: 'Search by number, description, employee or reference…',
    description: 'Placeholder of the expenses search box.',
  },
  emptyTitle: {
    id: 'widgets.sales.expenses.screen.emptyTitle',
    defaultMessage: 'No expenses found',
    description: 'Title of the empty expenses list.',
  },
  emptyDescription: {
    id: 'widgets.sales.expenses.screen.emptyDescription',
    defaultMessage: 'Try another search, another period or clear the filters.',
    description: 'Text of the empty expenses list, which also has a date filter.',
  },
  approve: commonMessages.approve,
  reimburse: {
    id: 'widgets.sales.expenses.screen.reimburse',
    defaultMessage: 'Mark as reimbursed',
    description: 'Action on an approved expense (the money was paid to the employee), and its confirm button.',
  },
  approveMessage: {
    id: 'widgets.sales.expenses.screen.approveMessage',
    defaultMessage: 'The expense will be approved for reimbursement.',
    description: 'Text of the approve confirmation.',
  },
  rejectMessage: {
    id: 'widgets.sales.expenses.screen.rejectMessage',
    defaultMessage: 'The expense will be rejected and will not be reimbursed.',
    description: 'Text of the reject confirmation.',
  },
  reimburseMessage: {
    id: 'widgets.sales.expenses.screen.reimburseMessage',
    defaultMessage: 'Confirm that the money was paid to the employee.',
    description: 'Text of the mark-as-reimbursed confirmation.',
  },
  loadFailed: {
    id: 'widgets.sales.expenses.screen.loadFailed',
    defaultMessage: 'Could not load expenses',
    description: 'Toast title when the expenses list failed to load.',
  },
  deleteFailed: {
    id: 'widgets.sales.expenses.screen.deleteFailed',
    defaultMessage: 'Could not delete the expense',
    description: 'Toast title when deleting an expense failed.',
  },

  // ---- viewer ----
  ownExpense: {
    id: 'widgets.sales.expenses.viewer.ownExpense',
    defaultMessage: 'You cannot approve, reject or reimburse your own expense.',
    description: "Viewer notice on the user's own expense.",
  },
  notFoundTitle: {
    id: 'widgets.sales.expenses.viewer.notFoundTitle',
    defaultMessage: 'Expense not found',
    description: 'Viewer title when the expense no longer exists.',
  },
  notFound: {
    id: 'widgets.sales.expenses.viewer.notFound',
    defaultMessage: 'This expense does not exist or has been deleted.',
    description: 'Viewer text when a link points to an expense that no longer exists.',
  },
  viewFailed: {
    id: 'widgets.sales.expenses.viewer.loadFailed',
    defaultMessage: 'Could not load the expense',
    description: 'Toast title when one expense failed to load.',
  },

  // ---- wizard ----
  createTitle: {
    id: 'widgets.sales.expenses.wizard.createTitle',
    defaultMessage: 'New expense',
    description: 'Title of the wizard for a new expense.',
  },
  editTitle: {
    id: 'widgets.sales.expenses.wizard.editTitle',
    defaultMessage: 'Edit expense',
    description: 'Title of the wizard editing an expense.',
  },
  createSubmit: {
    id: 'widgets.sales.expenses.wizard.createSubmit',
    defaultMessage: 'Create expense',
    description: 'Submit button of the new-expense wizard.',
  },
  stepDetailsHint: {
    id: 'widgets.sales.expenses.wizard.stepDetailsHint',
    defaultMessage: 'When the money was spent, on what, how it was paid and by whom.',
    description: 'Line under the first step title.',
  },
  stepDescription: {
    id: 'widgets.sales.expenses.wizard.stepDescription',
    defaultMessage: 'Description and attachments',
    description: 'Wizard step title.',
  },
  requiredFields: {
    id: 'widgets.sales.expenses.wizard.requiredFields',
    defaultMessage: 'Please fill in all required fields.',
    description: 'Toast text when a required field of the expense wizard is empty.',
  },
  employeePlaceholder: {
    id: 'widgets.sales.expenses.wizard.employeePlaceholder',
    defaultMessage: 'Search employees…',
    description: 'Placeholder of the employee search field.',
  },
  employeeHint: {
    id: 'widgets.sales.expenses.wizard.employeeHint',
    defaultMessage: 'Optional: the employee to reimburse.',
    description: 'Help under the employee field.',
  },
  referenceHint: {
    id: 'widgets.sales.expenses.wizard.referenceHint',
    defaultMessage: 'Optional: a receipt or transaction number.',
    description: 'Help under the reference field.',
  },
  saveFailed: {
    id: 'widgets.sales.expenses.wizard.saveFailed',
    defaultMessage: 'Could not save the expense',
    description: 'Toast title when saving an expense failed.',
  },
});

/** Strings of the expenses screen that take values. */
export const expenseNamedMessages = defineMessages<{
  approveTitle: { number: string };
  rejectTitle: { number: string };
  reimburseTitle: { number: string };
  approved: { number: string };
  rejected: { number: string };
  reimbursed: { number: string };
  deleted: { number: string };
  deleteMessage: { number: string };
  created: { number: string };
  saved: { number: string };
}>({
  approveTitle: {
    id: 'widgets.sales.expenses.screen.approveTitle',
    defaultMessage: 'Approve expense {number}?',
    description: 'Title of the approve confirmation.',
  },
  rejectTitle: {
    id: 'widgets.sales.expenses.screen.rejectTitle',
    defaultMessage: 'Reject expense {number}?',
    description: 'Title of the reject confirmation.',
  },
  reimburseTitle: {
    id: 'widgets.sales.expenses.screen.reimburseTitle',
    defaultMessage: 'Mark expense {number} as reimbursed?',
    description: 'Title of the mark-as-reimbursed confirmation.',
  },
  approved: {
    id: 'widgets.sales.expenses.screen.approved',
    defaultMessage: 'Expense {number} approved',
    description: 'Toast after approving.',
  },
  rejected: {
    id: 'widgets.sales.expenses.screen.rejected',
    defaultMessage: 'Expense {number} rejected',
    description: 'Toast after rejecting.',
  },
  reimbursed: {
    id: 'widgets.sales.expenses.screen.reimbursed',
    defaultMessage: 'Expense {number} marked as reimbursed',
    description: 'Toast after marking as reimbursed.',
  },
  deleted: {
    id: 'widgets.sales.expenses.screen.deleted',
    defaultMessage: 'Expense {number} deleted',
    description: 'Toast after deleting an expense.',
  },
  deleteMessage: {
    id: 'widgets.sales.expenses.screen.deleteMessage',
    defaultMessage: 'Expense {number} will be deleted with its attachments. This action cannot be undone.',
    description: 'Body of the delete confirmation.',
  },
  created: {
    id: 'widgets.sales.expenses.wizard.created',
    defaultMessage: 'Expense {number} created',
    description: 'Toast after a new expense was saved.',
  },
  saved: {
    id: 'widgets.sales.expenses.wizard.saved',
    defaultMessage: 'Expense {number} saved',
    description: 'Toast after an expense was edited.',
  },
});

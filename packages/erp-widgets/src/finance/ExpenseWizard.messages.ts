import { defineMessages } from 'react-intl';

/** Strings of the expense wizard. */
export const expenseWizardMessages = defineMessages({
  createTitle: {
    id: 'widgets.expenses.wizard.createTitle',
    defaultMessage: 'New expense',
    description: 'Wizard title.',
  },
  editTitle: { id: 'widgets.expenses.wizard.editTitle', defaultMessage: 'Edit expense', description: 'Wizard title.' },
  createSubmit: {
    id: 'widgets.expenses.wizard.createSubmit',
    defaultMessage: 'Create expense',
    description: 'Submit button of the new-expense wizard.',
  },
  editSubmit: {
    id: 'widgets.expenses.wizard.editSubmit',
    defaultMessage: 'Save changes',
    description: 'Submit button of the edit-expense wizard.',
  },
  stepDetailsHint: {
    id: 'widgets.expenses.wizard.stepDetailsHint',
    defaultMessage: 'When the money was spent, on what, how it was paid and by whom.',
    description: 'Line under the first step title.',
  },
  stepDescription: {
    id: 'widgets.expenses.wizard.stepDescription',
    defaultMessage: 'Description and attachments',
    description: 'Wizard step title.',
  },
  stepReview: { id: 'widgets.expenses.wizard.stepReview', defaultMessage: 'Review', description: 'Step title.' },
  requiredFields: {
    id: 'widgets.expenses.wizard.requiredFields',
    defaultMessage: 'Please fill in all required fields.',
    description: 'Toast text when a required field of the expense wizard is empty.',
  },
  validationError: {
    id: 'widgets.expenses.wizard.validationError',
    defaultMessage: 'Validation Error',
    description: 'Title of the toast about empty required fields.',
  },
  fieldRequired: {
    id: 'widgets.expenses.wizard.fieldRequired',
    defaultMessage: 'This field is required.',
    description: 'Error under an empty required field.',
  },
  amountInvalid: {
    id: 'widgets.expenses.wizard.amountInvalid',
    defaultMessage: 'Enter an amount greater than 0.',
    description: 'Error: an amount of 0.',
  },
  employeePlaceholder: {
    id: 'widgets.expenses.wizard.employeePlaceholder',
    defaultMessage: 'Search employees…',
    description: 'Placeholder of the employee search field.',
  },
  employeeHint: {
    id: 'widgets.expenses.wizard.employeeHint',
    defaultMessage: 'Optional: the employee to reimburse.',
    description: 'Help under the employee field.',
  },
  referenceHint: {
    id: 'widgets.expenses.wizard.referenceHint',
    defaultMessage: 'Optional: a receipt or transaction number.',
    description: 'Help under the reference field.',
  },
  uploadCancelled: {
    id: 'widgets.expenses.wizard.uploadCancelled',
    defaultMessage: 'Upload cancelled; the expense was not saved.',
    description: 'Toast after the user stopped the upload.',
  },
});

/** Strings of the expense wizard with values. */
export const expenseWizardNamedMessages = defineMessages<{
  created: { number: string };
  saved: { number: string };
  createError: { error: string };
  updateError: { error: string };
}>({
  created: {
    id: 'widgets.expenses.wizard.created',
    defaultMessage: 'Expense {number} created',
    description: 'Success toast after creating an expense.',
  },
  saved: {
    id: 'widgets.expenses.wizard.saved',
    defaultMessage: 'Expense {number} saved',
    description: 'Success toast after editing an expense.',
  },
  createError: {
    id: 'widgets.expenses.wizard.createError',
    defaultMessage: 'Error creating expense: {error}',
    description: 'Toast text when creating an expense failed, with the reason.',
  },
  updateError: {
    id: 'widgets.expenses.wizard.updateError',
    defaultMessage: 'Error updating expense: {error}',
    description: 'Toast text when saving an edited expense failed, with the reason.',
  },
});

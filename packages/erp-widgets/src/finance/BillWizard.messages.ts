import { defineMessages } from 'react-intl';

/** Strings of the bill wizard. */
export const billWizardMessages = defineMessages({
  createTitle: { id: 'widgets.bills.wizard.createTitle', defaultMessage: 'New bill', description: 'Wizard title.' },
  editTitle: { id: 'widgets.bills.wizard.editTitle', defaultMessage: 'Edit bill', description: 'Wizard title.' },
  createSubmit: {
    id: 'widgets.bills.wizard.createSubmit',
    defaultMessage: 'Create bill',
    description: 'Submit button of the new-bill wizard.',
  },
  editSubmit: {
    id: 'widgets.bills.wizard.editSubmit',
    defaultMessage: 'Save changes',
    description: 'Submit button of the edit-bill wizard.',
  },
  stepDetails: {
    id: 'widgets.bills.wizard.stepDetails',
    defaultMessage: 'Supplier and dates',
    description: 'Wizard step: supplier, issue date and due date.',
  },
  stepDetailsHint: {
    id: 'widgets.bills.wizard.stepDetailsHint',
    defaultMessage: 'Who sent the bill, when it was issued and when it must be paid.',
    description: 'Line under the first step title.',
  },
  stepItemsHint: {
    id: 'widgets.bills.wizard.stepItemsHint',
    defaultMessage: 'The description, quantity and price of each item; the totals follow as you type.',
    description: 'Line under the items step title.',
  },
  stepNotes: {
    id: 'widgets.bills.wizard.stepNotes',
    defaultMessage: 'Notes and attachments',
    description: 'Wizard step title.',
  },
  stepReview: { id: 'widgets.bills.wizard.stepReview', defaultMessage: 'Review', description: 'Wizard step title.' },
  supplierPlaceholder: {
    id: 'widgets.bills.wizard.supplierPlaceholder',
    defaultMessage: 'Search suppliers…',
    description: 'Placeholder of the supplier search field.',
  },
  supplierRequired: {
    id: 'widgets.bills.wizard.supplierRequired',
    defaultMessage: 'Choose the supplier.',
    description: 'Error: no supplier chosen.',
  },
  issueDateRequired: {
    id: 'widgets.bills.wizard.issueDateRequired',
    defaultMessage: 'Enter the issue date.',
    description: 'Error: no issue date.',
  },
  dueDateRequired: {
    id: 'widgets.bills.wizard.dueDateRequired',
    defaultMessage: 'Enter the due date.',
    description: 'Error: no due date.',
  },
  dueBeforeIssue: {
    id: 'widgets.bills.wizard.dueBeforeIssue',
    defaultMessage: 'The due date cannot be before the issue date.',
    description: 'Error: due date earlier than the issue date.',
  },
  saveFailed: {
    id: 'widgets.bills.wizard.saveFailed',
    defaultMessage: 'Could not save the bill',
    description: 'Toast title when saving a bill failed.',
  },
  uploadCancelled: {
    id: 'widgets.bills.wizard.uploadCancelled',
    defaultMessage: 'Upload cancelled; the bill was not saved.',
    description: 'Toast after the user stopped the upload.',
  },
});

/** Strings of the bill wizard with values. */
export const billWizardNamedMessages = defineMessages<{
  created: { number: string };
  saved: { number: string };
}>({
  created: {
    id: 'widgets.bills.wizard.created',
    defaultMessage: 'Bill {number} created',
    description: 'Success toast after creating a bill.',
  },
  saved: {
    id: 'widgets.bills.wizard.saved',
    defaultMessage: 'Bill {number} saved',
    description: 'Success toast after editing a bill.',
  },
});

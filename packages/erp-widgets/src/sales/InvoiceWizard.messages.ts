import { defineMessages } from 'react-intl';

/** Strings of the add/edit invoice wizard. */
export const invoiceWizardMessages = defineMessages({
  createTitle: {
    id: 'widgets.sales.invoiceWizard.createTitle',
    defaultMessage: 'New invoice',
    description: 'Title of the wizard that adds an invoice.',
  },
  createSubmit: {
    id: 'widgets.sales.invoiceWizard.createSubmit',
    defaultMessage: 'Create invoice',
    description: 'Submit button of the new-invoice wizard (the invoice is saved as a draft).',
  },
  editSubmit: {
    id: 'widgets.sales.invoiceWizard.editSubmit',
    defaultMessage: 'Save changes',
    description: 'Submit button of the edit-invoice wizard.',
  },
  stepDetails: {
    id: 'widgets.sales.invoiceWizard.stepDetails',
    defaultMessage: 'Client and dates',
    description: 'Wizard step: the client, the issue date and the due date.',
  },
  stepDetailsHint: {
    id: 'widgets.sales.invoiceWizard.stepDetailsHint',
    defaultMessage: 'Who is billed, and when is payment due?',
    description: 'Line under the client-and-dates step heading.',
  },
  stepItems: {
    id: 'widgets.sales.invoiceWizard.stepItems',
    defaultMessage: 'Items',
    description: 'Wizard step: the invoice lines and the VAT rate.',
  },
  stepItemsHint: {
    id: 'widgets.sales.invoiceWizard.stepItemsHint',
    defaultMessage: 'Add items from inventory or custom items. The totals update as you type.',
    description: 'Line under the items step heading.',
  },
  stepSummary: {
    id: 'widgets.sales.invoiceWizard.stepSummary',
    defaultMessage: 'Summary',
    description: 'Wizard step: review, notes and attachments.',
  },
  stepSummaryHint: {
    id: 'widgets.sales.invoiceWizard.stepSummaryHint',
    defaultMessage: 'Check the invoice, then add notes and attachments.',
    description: 'Line under the summary step heading.',
  },
  clientPlaceholder: {
    id: 'widgets.sales.invoiceWizard.clientPlaceholder',
    defaultMessage: 'Search clients by name…',
    description: 'Placeholder of the client search field.',
  },
  clientRequired: {
    id: 'widgets.sales.invoiceWizard.clientRequired',
    defaultMessage: 'Choose a client.',
    description: 'Validation: no client selected.',
  },
  issueDateRequired: {
    id: 'widgets.sales.invoiceWizard.issueDateRequired',
    defaultMessage: 'Enter the issue date.',
    description: 'Validation: the issue date is empty.',
  },
  dueDateRequired: {
    id: 'widgets.sales.invoiceWizard.dueDateRequired',
    defaultMessage: 'Enter the due date.',
    description: 'Validation: the due date is empty.',
  },
  dueBeforeIssue: {
    id: 'widgets.sales.invoiceWizard.dueBeforeIssue',
    defaultMessage: 'The due date cannot be before the issue date.',
    description: 'Validation: the due date is earlier than the issue date.',
  },
  linesCount: {
    id: 'widgets.sales.invoiceWizard.linesCount',
    defaultMessage: 'Items',
    description: 'Summary label: how many lines the invoice has.',
  },
  totals: {
    id: 'widgets.sales.invoiceWizard.totals',
    defaultMessage: 'Invoice totals',
    description: 'Accessible name of the live totals list.',
  },
});

/** Strings of the invoice wizard that take values. */
export const invoiceWizardNamedMessages = defineMessages<{
  editTitle: { number: string };
}>({
  editTitle: {
    id: 'widgets.sales.invoiceWizard.editTitle',
    defaultMessage: 'Edit invoice {number}',
    description: 'Title of the wizard that edits a draft invoice.',
  },
});

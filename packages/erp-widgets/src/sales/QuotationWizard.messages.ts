import { defineMessages } from 'react-intl';

/** Strings of the add/edit quotation wizard (the items step shares the invoice wizard's). */
export const quotationWizardMessages = defineMessages({
  createTitle: {
    id: 'widgets.quotations.wizard.createTitle',
    defaultMessage: 'New quotation',
    description: 'Title of the wizard that adds a quotation.',
  },
  createSubmit: {
    id: 'widgets.quotations.wizard.createSubmit',
    defaultMessage: 'Create quotation',
    description: 'Submit button of the new-quotation wizard (the quotation is saved as a draft).',
  },
  stepDetails: {
    id: 'widgets.quotations.wizard.stepDetails',
    defaultMessage: 'Client and validity',
    description: 'Wizard step: the client, the issue date and the valid-until date.',
  },
  stepDetailsHint: {
    id: 'widgets.quotations.wizard.stepDetailsHint',
    defaultMessage: 'Who is the quotation for, and until when is it valid?',
    description: 'Line under the client-and-validity step heading.',
  },
  stepSummaryHint: {
    id: 'widgets.quotations.wizard.stepSummaryHint',
    defaultMessage: 'Check the quotation, then add notes and attachments.',
    description: 'Line under the summary step heading.',
  },
  validUntilRequired: {
    id: 'widgets.quotations.wizard.validUntilRequired',
    defaultMessage: 'Enter the valid-until date.',
    description: 'Validation: the valid-until date is empty.',
  },
});

/** Strings of the quotation wizard that take values. */
export const quotationWizardNamedMessages = defineMessages<{ editTitle: { number: string } }>({
  editTitle: {
    id: 'widgets.quotations.wizard.editTitle',
    defaultMessage: 'Edit quotation {number}',
    description: 'Title of the wizard that edits a draft quotation.',
  },
});

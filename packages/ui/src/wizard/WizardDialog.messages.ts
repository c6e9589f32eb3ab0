import { defineMessage, defineMessages } from 'react-intl';

export const wizardMessages = defineMessages({
  next: {
    id: 'ui.wizard.next',
    defaultMessage: 'Next',
    description: 'Wizard button that validates the current step and moves to the next one.',
  },
  back: {
    id: 'ui.wizard.back',
    defaultMessage: 'Back',
    description: 'Wizard button that returns to the previous step.',
  },
  submit: {
    id: 'ui.wizard.submit',
    defaultMessage: 'Submit',
    description: 'Default label of the wizard button on the last step (screens usually pass e.g. "Create invoice").',
  },
  cancel: {
    id: 'ui.wizard.cancel',
    defaultMessage: 'Cancel',
    description: 'Wizard button that closes the wizard (asking first when there are unsaved changes).',
  },
  steps: {
    id: 'ui.wizard.steps',
    defaultMessage: 'Progress',
    description: 'Accessible name of the numbered list of wizard steps.',
  },
  completed: {
    id: 'ui.wizard.completed',
    defaultMessage: '(completed)',
    description: 'Read by screen readers after the title of a wizard step that is done, e.g. "Client (completed)".',
  },
  discardTitle: {
    id: 'ui.wizard.discardTitle',
    defaultMessage: 'Discard changes?',
    description: 'Title of the confirmation shown when closing a wizard with unsaved changes.',
  },
  discardMessage: {
    id: 'ui.wizard.discardMessage',
    defaultMessage: 'You have unsaved changes. If you close now, they will be lost.',
    description: 'Body of the confirmation shown when closing a wizard with unsaved changes.',
  },
  discardConfirm: {
    id: 'ui.wizard.discardConfirm',
    defaultMessage: 'Discard',
    description: 'Button that closes the wizard and throws the unsaved changes away.',
  },
  labelSeparator: {
    id: 'ui.wizard.labelSeparator',
    defaultMessage: ': ',
    description:
      'Between a field label and its error message in the wizard error summary, e.g. "Email: already in use".',
  },
  keepEditing: {
    id: 'ui.wizard.keepEditing',
    defaultMessage: 'Keep editing',
    description: 'Button that returns to the wizard instead of discarding the unsaved changes.',
  },
});

export const stepOfMessage = defineMessage<{ current: number; total: number }>({
  id: 'ui.wizard.stepOf',
  defaultMessage: 'Step {current, number} of {total, number}',
  description: 'Shown above the title of the current wizard step, e.g. "Step 2 of 4".',
});

export const errorSummaryMessage = defineMessage<{ count: number }>({
  id: 'ui.wizard.errorSummary',
  defaultMessage: '{count, plural, one {# problem needs} other {# problems need}} your attention',
  description: 'Heading of the box at the top of a wizard listing the errors the server returned for its fields.',
});

import { defineMessages } from 'react-intl';

export const viewerMessages = defineMessages({
  actions: {
    id: 'ui.viewerDialog.actions',
    defaultMessage: 'Record actions',
    description: 'Accessible name of the toolbar of actions (edit, delete, print...) at the bottom of a record viewer.',
  },
  loading: {
    id: 'ui.viewerDialog.loading',
    defaultMessage: 'Loading the record…',
    description: 'Announced to screen readers while a record viewer loads its data.',
  },
  error: {
    id: 'ui.viewerDialog.error',
    defaultMessage: 'The record could not be loaded.',
    description: 'Default message shown in a record viewer when loading the record failed.',
  },
  retry: {
    id: 'ui.viewerDialog.retry',
    defaultMessage: 'Try again',
    description: 'Button in a record viewer that loads the record again after an error.',
  },
  emptyValue: {
    id: 'ui.viewerDialog.emptyValue',
    defaultMessage: 'Not set',
    description: 'Read by screen readers for an empty field in a record viewer, which is shown as an em dash.',
  },
});

import { defineMessages } from 'react-intl';

export const selectMessages = defineMessages({
  placeholder: {
    id: 'ui.select.placeholder',
    defaultMessage: 'Select an option',
    description: 'Text in a drop-down list before anything is chosen.',
  },
});

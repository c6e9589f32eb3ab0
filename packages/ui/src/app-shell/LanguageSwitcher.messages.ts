import { defineMessages } from 'react-intl';

export const languageSwitcherMessages = defineMessages({
  label: {
    id: 'ui.languageSwitcher.label',
    defaultMessage: 'Language',
    description: 'Accessible name of the control that switches the interface language.',
  },
});

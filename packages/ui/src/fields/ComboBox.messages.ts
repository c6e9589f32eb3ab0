import { defineMessages } from 'react-intl';

export const comboBoxMessages = defineMessages({
  noResults: {
    id: 'ui.comboBox.noResults',
    defaultMessage: 'No results',
    description: 'Shown in a searchable drop-down list when nothing matches the typed text.',
  },
  loading: {
    id: 'ui.comboBox.loading',
    defaultMessage: 'Loading…',
    description: 'Shown in a searchable drop-down list while matching options are being fetched.',
  },
  loadFailed: {
    id: 'ui.comboBox.loadFailed',
    defaultMessage: 'Could not load the options. Try again.',
    description: 'Shown in a searchable drop-down list when fetching the options failed.',
  },
});

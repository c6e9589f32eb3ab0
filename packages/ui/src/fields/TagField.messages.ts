import { defineMessages } from 'react-intl';

type NoValues = Record<never, never>;

export const tagFieldMessages = defineMessages<{
  selected: { label: string };
  remove: { item: string };
  noneSelected: NoValues;
}>({
  selected: {
    id: 'ui.tagField.selected',
    defaultMessage: 'Selected: {label}',
    description: 'Accessible name of the list of chosen values in a multi-select field; {label} is the field label.',
  },
  remove: {
    id: 'ui.tagField.remove',
    defaultMessage: 'Remove {item}',
    description: 'Accessible name of the button that removes one chosen value (a tag) from a multi-select field.',
  },
  noneSelected: {
    id: 'ui.tagField.noneSelected',
    defaultMessage: 'Nothing selected',
    description: 'Shown in a multi-select field when no value is chosen yet.',
  },
});

import { defineMessages } from 'react-intl';

type NoValues = Record<never, never>;

export const tagFieldMessages = defineMessages<{
  selected: { label: string };
  remove: NoValues;
  noneSelected: NoValues;
}>({
  selected: {
    id: 'ui.tagField.selected',
    defaultMessage: 'Selected: {label}',
    description: 'Accessible name of the list of chosen values in a multi-select field; {label} is the field label.',
  },
  remove: {
    id: 'ui.tagField.remove',
    defaultMessage: 'Remove',
    description:
      'Accessible name of the button on a tag in a multi-select field; screen readers read it followed by the tag text ("Remove Sales").',
  },
  noneSelected: {
    id: 'ui.tagField.noneSelected',
    defaultMessage: 'Nothing selected',
    description: 'Shown in a multi-select field when no value is chosen yet.',
  },
});

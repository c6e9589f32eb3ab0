import { defineMessages } from 'react-intl';

export const fieldMessages = defineMessages({
  requiredMark: {
    id: 'ui.field.requiredMark',
    defaultMessage: '*',
    description:
      'Visual marker after the label of a required form field (hidden from screen readers, which announce "required").',
  },
  valueMissing: {
    id: 'ui.field.valueMissing',
    defaultMessage: 'This field is required.',
    description: 'Error under a required form field left empty.',
  },
  typeMismatch: {
    id: 'ui.field.typeMismatch',
    defaultMessage: 'The value is not in the expected format.',
    description: 'Error under a text field whose value does not match the expected format (for example a web address).',
  },
  typeMismatchEmail: {
    id: 'ui.field.typeMismatchEmail',
    defaultMessage: 'Enter a valid email address.',
    description: 'Error under an email field whose value is not an email address.',
  },
  rangeUnderflow: {
    id: 'ui.field.rangeUnderflow',
    defaultMessage: 'The value is below the minimum allowed.',
    description: 'Error under a number or date field whose value is smaller than the minimum.',
  },
  rangeOverflow: {
    id: 'ui.field.rangeOverflow',
    defaultMessage: 'The value is above the maximum allowed.',
    description: 'Error under a number or date field whose value is larger than the maximum.',
  },
});

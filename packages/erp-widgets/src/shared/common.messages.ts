import { defineMessages } from 'react-intl';

/**
 * Terms every module uses the same way: record actions, common field labels, toast titles and list wording.
 * A module message is added only where its text or its context differs from these.
 */
export const commonMessages = defineMessages({
  approve: {
    id: 'widgets.common.approve',
    defaultMessage: 'Approve',
    description: 'Action that approves a request or a document awaiting a decision.',
  },
  reject: {
    id: 'widgets.common.reject',
    defaultMessage: 'Reject',
    description: 'Action that rejects a request or a document awaiting a decision.',
  },
  employee: {
    id: 'widgets.common.employee',
    defaultMessage: 'Employee',
    description: 'Field label: the employee a record is about.',
  },
  department: {
    id: 'widgets.common.department',
    defaultMessage: 'Department',
    description: "Field label: an employee's department.",
  },
  firstName: {
    id: 'widgets.common.firstName',
    defaultMessage: 'First name',
    description: "Field label: a person's first name.",
  },
  lastName: {
    id: 'widgets.common.lastName',
    defaultMessage: 'Last name',
    description: "Field label: a person's last name.",
  },
  tryAgain: {
    id: 'widgets.common.tryAgain',
    defaultMessage: 'Try again',
    description: 'Button that loads what failed to load again.',
  },
  close: {
    id: 'widgets.common.close',
    defaultMessage: 'Close',
    description: 'Button that closes a dialog.',
  },
  edit: {
    id: 'widgets.common.edit',
    defaultMessage: 'Edit',
    description: 'Action that opens a record in its edit wizard.',
  },
  delete: {
    id: 'widgets.common.delete',
    defaultMessage: 'Delete',
    description: 'Action that asks to delete a record.',
  },
  cancel: {
    id: 'widgets.common.cancel',
    defaultMessage: 'Cancel',
    description: 'Button that closes a dialog without doing anything.',
  },
  details: {
    id: 'widgets.common.details',
    defaultMessage: 'Details',
    description: "Heading of a record's main fields, in a viewer or a wizard step.",
  },
  review: {
    id: 'widgets.common.review',
    defaultMessage: 'Review',
    description: "Title of a wizard's last step, which summarises what will be saved.",
  },
  saveChanges: {
    id: 'widgets.common.saveChanges',
    defaultMessage: 'Save changes',
    description: 'Submit button of a wizard that edits an existing record.',
  },
  status: { id: 'widgets.common.status', defaultMessage: 'Status', description: "A record's status (label)." },
  notes: { id: 'widgets.common.notes', defaultMessage: 'Notes', description: 'Free-text notes on a record (label).' },
  attachments: {
    id: 'widgets.common.attachments',
    defaultMessage: 'Attachments',
    description: 'Files attached to a record (label and heading).',
  },
  created: {
    id: 'widgets.common.created',
    defaultMessage: 'Created',
    description: 'When the record was created (label).',
  },
  updated: {
    id: 'widgets.common.updated',
    defaultMessage: 'Last updated',
    description: 'When the record last changed (label).',
  },
  none: {
    id: 'widgets.common.none',
    defaultMessage: '—',
    description: 'Shown for a field left empty.',
  },
  error: { id: 'widgets.common.error', defaultMessage: 'Error', description: 'Generic title of a failure toast.' },
  unknownError: {
    id: 'widgets.common.unknownError',
    defaultMessage: 'Unknown error',
    description: 'Toast text when a failure carries no message of its own.',
  },
  permissionRequired: {
    id: 'widgets.common.permissionRequired',
    defaultMessage: 'You are not allowed to perform this action.',
    description: 'The server refused an action the role does not allow.',
  },
  sortBy: {
    id: 'widgets.common.sortBy',
    defaultMessage: 'Sort by',
    description: 'Label of the list sort-field picker.',
  },
  ascending: {
    id: 'widgets.common.ascending',
    defaultMessage: 'Ascending',
    description: 'Sort-order button while the list is sorted ascending; pressing it sorts descending.',
  },
  descending: {
    id: 'widgets.common.descending',
    defaultMessage: 'Descending',
    description: 'Sort-order button while the list is sorted descending; pressing it sorts ascending.',
  },
  emptyDescription: {
    id: 'widgets.common.emptyDescription',
    defaultMessage: 'Try another search or clear the filters.',
    description: 'Text of an empty list: nothing matches the search and filters.',
  },
  required: {
    id: 'widgets.common.required',
    defaultMessage: 'This field is required.',
    description: 'Validation: a required field is empty.',
  },
  name: {
    id: 'widgets.common.name',
    defaultMessage: 'Name',
    description: "A record's name (label).",
  },
  nameAr: {
    id: 'widgets.common.nameAr',
    defaultMessage: 'Arabic name',
    description: "A record's name in Arabic (label).",
  },
  type: {
    id: 'widgets.common.type',
    defaultMessage: 'Type',
    description: "A record's kind (label).",
  },
  email: {
    id: 'widgets.common.email',
    defaultMessage: 'E-mail',
    description: 'E-mail address (label).',
  },
  phone: {
    id: 'widgets.common.phone',
    defaultMessage: 'Phone',
    description: 'Phone number (label).',
  },
  website: {
    id: 'widgets.common.website',
    defaultMessage: 'Website',
    description: 'Web address (label).',
  },
  address: {
    id: 'widgets.common.address',
    defaultMessage: 'Address',
    description: 'Postal address (label).',
  },
  client: {
    id: 'widgets.common.client',
    defaultMessage: 'Client',
    description: 'The client a record belongs to (label).',
  },
  description: {
    id: 'widgets.common.description',
    defaultMessage: 'Description',
    description: 'Free text describing a record or a line (label).',
  },
  date: {
    id: 'widgets.common.date',
    defaultMessage: 'Date',
    description: "A record's date (label).",
  },
  total: {
    id: 'widgets.common.total',
    defaultMessage: 'Total',
    description: "A document's total amount, VAT included (label).",
  },
  amount: {
    id: 'widgets.common.amount',
    defaultMessage: 'Amount',
    description: 'A sum of money (label).',
  },
  emailInvalid: {
    id: 'widgets.common.emailInvalid',
    defaultMessage: 'Enter a valid e-mail address.',
    description: 'Validation: the e-mail address is malformed.',
  },
  websiteInvalid: {
    id: 'widgets.common.websiteInvalid',
    defaultMessage: 'Enter a web address starting with http:// or https://.',
    description: 'Validation: the website is not an http(s) address.',
  },
  validationError: {
    id: 'widgets.common.validationError',
    defaultMessage: 'Validation Error',
    description: 'Toast title when a form has fields to complete or correct.',
  },
});

/** Common terms that take values. */
export const commonNamedMessages = defineMessages<{ tooLong: { max: number } }>({
  tooLong: {
    id: 'widgets.common.tooLong',
    defaultMessage: 'Use at most {max, number} characters.',
    description: 'Validation: a text is longer than the server accepts.',
  },
});

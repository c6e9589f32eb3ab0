import { defineMessages } from 'react-intl';

/** Strings of the contacts screen, its viewer and its delete confirmation. */
export const contactsMessages = defineMessages({
  add: {
    id: 'widgets.crm.contacts.add',
    defaultMessage: 'Add contact',
    description: 'Button that opens the wizard for a new contact.',
  },
  searchPlaceholder: {
    id: 'widgets.crm.contacts.searchPlaceholder',
    defaultMessage: 'Search by name, job title, client, e-mail or phone…',
    description: 'Placeholder of the contacts search box.',
  },
  name: { id: 'widgets.crm.contacts.name', defaultMessage: 'Name', description: 'Column: the contact full name.' },
  firstName: {
    id: 'widgets.crm.contacts.firstName',
    defaultMessage: 'First name',
    description: 'Field: the contact first name.',
  },
  lastName: {
    id: 'widgets.crm.contacts.lastName',
    defaultMessage: 'Last name',
    description: 'Column and field: the contact last name.',
  },
  jobTitle: {
    id: 'widgets.crm.contacts.jobTitle',
    defaultMessage: 'Job title',
    description: 'Column and field: the contact position.',
  },
  client: {
    id: 'widgets.crm.contacts.client',
    defaultMessage: 'Client',
    description: 'Column and field: the client the contact works for.',
  },
  email: {
    id: 'widgets.crm.contacts.email',
    defaultMessage: 'E-mail',
    description: 'Column and field: e-mail address.',
  },
  phone: { id: 'widgets.crm.contacts.phone', defaultMessage: 'Phone', description: 'Column and field: phone number.' },
  emptyTitle: {
    id: 'widgets.crm.contacts.emptyTitle',
    defaultMessage: 'No contacts found',
    description: 'Title of the empty contacts list.',
  },
  emptyDescription: {
    id: 'widgets.crm.contacts.emptyDescription',
    defaultMessage: 'Try another search, or add the first contact of a client.',
    description: 'Text of the empty contacts list.',
  },
  details: {
    id: 'widgets.crm.contacts.details',
    defaultMessage: 'Details',
    description: 'Viewer section with the contact fields.',
  },
  notFoundTitle: {
    id: 'widgets.crm.contacts.notFoundTitle',
    defaultMessage: 'Contact not found',
    description: 'Viewer title when the contact no longer exists.',
  },
  notFound: {
    id: 'widgets.crm.contacts.notFound',
    defaultMessage: 'This contact does not exist or has been deleted.',
    description: 'Viewer text when a link points to a contact that no longer exists.',
  },
  loadFailed: {
    id: 'widgets.crm.contacts.loadFailed',
    defaultMessage: 'Could not load contacts',
    description: 'Toast title when the contacts list failed to load.',
  },
  deleteFailed: {
    id: 'widgets.crm.contacts.deleteFailed',
    defaultMessage: 'Could not delete the contact',
    description: 'Toast title when deleting a contact failed.',
  },
  viewFailed: {
    id: 'widgets.crm.contacts.viewFailed',
    defaultMessage: 'Could not load the contact',
    description: 'Toast title when one contact failed to load.',
  },
});

/** Strings of the contacts screen that take the contact's name. */
export const contactsNamedMessages = defineMessages<{ deleted: { name: string }; deleteMessage: { name: string } }>({
  deleted: {
    id: 'widgets.crm.contacts.deleted',
    defaultMessage: 'Contact {name} deleted',
    description: 'Success toast after deleting a contact.',
  },
  deleteMessage: {
    id: 'widgets.crm.contacts.deleteMessage',
    defaultMessage: 'The contact {name} will be deleted. This action cannot be undone.',
    description: 'Delete confirmation text of a contact.',
  },
});

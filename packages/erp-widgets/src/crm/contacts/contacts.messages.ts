import { defineMessages } from 'react-intl';
import { commonMessages } from '../../shared/common.messages';

/** Strings of the contacts screen, its viewer and its wizard (`widgets.crm.contacts.<component>.<key>`). */
export const contactMessages = defineMessages({
  // ---- the record's fields (columns, viewer rows, wizard fields and review) ----
  firstName: commonMessages.firstName,
  lastName: commonMessages.lastName,
  jobTitle: {
    id: 'widgets.crm.contacts.field.jobTitle',
    defaultMessage: 'Job title',
    description: 'Column and field: the contact position.',
  },

  // ---- screen ----
  add: {
    id: 'widgets.crm.contacts.screen.add',
    defaultMessage: 'Add contact',
    description: 'Button that opens the wizard for a new contact.',
  },
  searchPlaceholder: {
    id: 'widgets.crm.contacts.screen.searchPlaceholder',
    defaultMessage: 'Search by name, job title, client, e-mail or phone…',
    description: 'Placeholder of the contacts search box.',
  },
  allClients: {
    id: 'widgets.crm.contacts.screen.allClients',
    defaultMessage: 'All clients',
    description: 'Placeholder of the client filter of the contacts list while no client is chosen.',
  },
  emptyTitle: {
    id: 'widgets.crm.contacts.screen.emptyTitle',
    defaultMessage: 'No contacts found',
    description: 'Title of the empty contacts list.',
  },
  emptyDescription: {
    id: 'widgets.crm.contacts.screen.emptyDescription',
    defaultMessage: 'Try another search, or add the first contact of a client.',
    description: 'Text of the empty contacts list.',
  },
  loadFailed: {
    id: 'widgets.crm.contacts.screen.loadFailed',
    defaultMessage: 'Could not load contacts',
    description: 'Toast title when the contacts list failed to load.',
  },
  deleteFailed: {
    id: 'widgets.crm.contacts.screen.deleteFailed',
    defaultMessage: 'Could not delete the contact',
    description: 'Toast title when deleting a contact failed.',
  },

  // ---- viewer ----
  notFoundTitle: {
    id: 'widgets.crm.contacts.viewer.notFoundTitle',
    defaultMessage: 'Contact not found',
    description: 'Viewer title when the contact no longer exists.',
  },
  notFound: {
    id: 'widgets.crm.contacts.viewer.notFound',
    defaultMessage: 'This contact does not exist or has been deleted.',
    description: 'Viewer text when a link points to a contact that no longer exists.',
  },
  viewFailed: {
    id: 'widgets.crm.contacts.viewer.loadFailed',
    defaultMessage: 'Could not load the contact',
    description: 'Toast title when one contact failed to load.',
  },

  // ---- wizard ----
  createTitle: {
    id: 'widgets.crm.contacts.wizard.createTitle',
    defaultMessage: 'New contact',
    description: 'Title of the wizard that adds a contact.',
  },
  editTitle: {
    id: 'widgets.crm.contacts.wizard.editTitle',
    defaultMessage: 'Edit contact',
    description: 'Title of the wizard that edits a contact.',
  },
  createSubmit: {
    id: 'widgets.crm.contacts.wizard.createSubmit',
    defaultMessage: 'Create contact',
    description: 'Submit button of the new-contact wizard.',
  },
  stepPerson: {
    id: 'widgets.crm.contacts.wizard.stepPerson',
    defaultMessage: 'Person',
    description: 'Wizard step: name, job title and client.',
  },
  stepPersonHint: {
    id: 'widgets.crm.contacts.wizard.stepPersonHint',
    defaultMessage: 'Who the contact is and which client they work for.',
    description: 'Help text of the first contact wizard step.',
  },
  stepReach: {
    id: 'widgets.crm.contacts.wizard.stepReach',
    defaultMessage: 'How to reach them',
    description: 'Wizard step: e-mail and phone.',
  },
  firstNameRequired: {
    id: 'widgets.crm.contacts.wizard.firstNameRequired',
    defaultMessage: 'Enter the first name.',
    description: 'Error: the first name is empty.',
  },
  clientRequired: {
    id: 'widgets.crm.contacts.wizard.clientRequired',
    defaultMessage: 'Choose the client.',
    description: 'Error: no client chosen.',
  },
  clientPlaceholder: {
    id: 'widgets.crm.contacts.wizard.clientPlaceholder',
    defaultMessage: 'Type to search clients…',
    description: 'Placeholder of the client search field.',
  },
  saveFailed: {
    id: 'widgets.crm.contacts.wizard.saveFailed',
    defaultMessage: 'Could not save the contact',
    description: 'Toast title when saving a contact failed.',
  },
});

/** Strings of the contacts screen that take the contact's name. */
export const contactNamedMessages = defineMessages<{
  deleted: { name: string };
  deleteMessage: { name: string };
  created: { name: string };
  saved: { name: string };
}>({
  deleted: {
    id: 'widgets.crm.contacts.screen.deleted',
    defaultMessage: 'Contact {name} deleted',
    description: 'Success toast after deleting a contact.',
  },
  deleteMessage: {
    id: 'widgets.crm.contacts.screen.deleteMessage',
    defaultMessage: 'The contact {name} will be deleted. This action cannot be undone.',
    description: 'Delete confirmation text of a contact.',
  },
  created: {
    id: 'widgets.crm.contacts.wizard.created',
    defaultMessage: 'Contact {name} created',
    description: 'Success toast after adding a contact.',
  },
  saved: {
    id: 'widgets.crm.contacts.wizard.saved',
    defaultMessage: 'Contact {name} saved',
    description: 'Success toast after editing a contact.',
  },
});

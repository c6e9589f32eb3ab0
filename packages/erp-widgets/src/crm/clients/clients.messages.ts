import { defineMessages } from 'react-intl';

/** Strings of the clients screen, its viewer and its wizard (`widgets.crm.clients.<component>.<key>`). */
export const clientMessages = defineMessages({
  // ---- the record's fields (the others are widgets.common.*) ----
  company: {
    id: 'widgets.crm.clients.field.company',
    defaultMessage: 'Company',
    description: "The client's company name (label).",
  },

  // ---- screen ----
  add: { id: 'widgets.crm.clients.screen.add', defaultMessage: 'Add client', description: 'Button: new client.' },
  searchPlaceholder: {
    id: 'widgets.crm.clients.screen.searchPlaceholder',
    defaultMessage: 'Search by name, company, e-mail or phone…',
    description: 'Placeholder of the clients search box.',
  },
  emptyTitle: {
    id: 'widgets.crm.clients.screen.emptyTitle',
    defaultMessage: 'No clients found',
    description: 'Title of the empty clients list.',
  },
  loadFailed: {
    id: 'widgets.crm.clients.screen.loadFailed',
    defaultMessage: 'Could not load clients',
    description: 'Toast title when the clients list fails to load.',
  },
  deleteFailed: {
    id: 'widgets.crm.clients.screen.deleteFailed',
    defaultMessage: 'Could not delete the client',
    description: 'Toast title when deleting a client fails.',
  },

  // ---- viewer ----
  noContacts: {
    id: 'widgets.crm.clients.viewer.noContacts',
    defaultMessage: 'No contacts yet.',
    description: 'Viewer: the client has no contacts.',
  },
  noDocuments: {
    id: 'widgets.crm.clients.viewer.noDocuments',
    defaultMessage: 'No documents yet.',
    description: 'Viewer: the client has no documents.',
  },
  notFoundTitle: {
    id: 'widgets.crm.clients.viewer.notFoundTitle',
    defaultMessage: 'Client not found',
    description: 'Viewer title for a client that no longer exists.',
  },
  notFound: {
    id: 'widgets.crm.clients.viewer.notFound',
    defaultMessage: 'This client does not exist or has been deleted.',
    description: 'Viewer message for a client that no longer exists (a stale link).',
  },
  viewFailed: {
    id: 'widgets.crm.clients.viewer.loadFailed',
    defaultMessage: 'Could not load the client',
    description: 'Toast title when a client fails to load in the viewer.',
  },

  // ---- wizard ----
  createTitle: {
    id: 'widgets.crm.clients.wizard.createTitle',
    defaultMessage: 'New client',
    description: 'Title of the wizard for a new client.',
  },
  editTitle: {
    id: 'widgets.crm.clients.wizard.editTitle',
    defaultMessage: 'Edit client',
    description: 'Title of the wizard editing a client.',
  },
  createSubmit: {
    id: 'widgets.crm.clients.wizard.createSubmit',
    defaultMessage: 'Create client',
    description: 'Submit button of the new-client wizard.',
  },
  stepDetailsHint: {
    id: 'widgets.crm.clients.wizard.stepDetailsHint',
    defaultMessage: 'Who is the client and where do they stand?',
    description: "Hint under the wizard's details step.",
  },
  stepContact: {
    id: 'widgets.crm.clients.wizard.stepContact',
    defaultMessage: 'Contact',
    description: "Wizard step: the client's company, e-mail, phone and website.",
  },
  nameRequired: {
    id: 'widgets.crm.clients.wizard.nameRequired',
    defaultMessage: 'Enter the client name.',
    description: 'Validation: the name is empty.',
  },
  typeRequired: {
    id: 'widgets.crm.clients.wizard.typeRequired',
    defaultMessage: 'Choose the client type.',
    description: 'Validation: no type chosen.',
  },
  saveFailed: {
    id: 'widgets.crm.clients.wizard.saveFailed',
    defaultMessage: 'Could not save the client',
    description: 'Toast title when saving a client fails.',
  },
});

/** Strings of the clients screen that take the client's name. */
export const clientNamedMessages = defineMessages<{
  deleted: { name: string };
  deleteMessage: { name: string };
  created: { name: string };
  saved: { name: string };
}>({
  deleted: {
    id: 'widgets.crm.clients.screen.deleted',
    defaultMessage: 'Client {name} deleted',
    description: 'Toast after a client was deleted.',
  },
  deleteMessage: {
    id: 'widgets.crm.clients.screen.deleteMessage',
    defaultMessage: 'The client {name} and all of its contacts will be deleted. This action cannot be undone.',
    description: 'Body of the delete confirmation.',
  },
  created: {
    id: 'widgets.crm.clients.wizard.created',
    defaultMessage: 'Client {name} created',
    description: 'Toast after a new client was saved.',
  },
  saved: {
    id: 'widgets.crm.clients.wizard.saved',
    defaultMessage: 'Client {name} saved',
    description: 'Toast after a client was edited.',
  },
});

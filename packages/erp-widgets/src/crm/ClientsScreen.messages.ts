import { defineMessages } from 'react-intl';

/** Strings of the clients screen, its viewer and its delete confirmation. */
export const clientsMessages = defineMessages({
  add: {
    id: 'widgets.crm.clients.add',
    defaultMessage: 'Add client',
    description: 'Button that opens the wizard for a new client.',
  },
  searchPlaceholder: {
    id: 'widgets.crm.clients.searchPlaceholder',
    defaultMessage: 'Search by name, company, e-mail or phone…',
    description: 'Placeholder of the clients search box.',
  },
  name: { id: 'widgets.crm.clients.name', defaultMessage: 'Name', description: 'Column and field: client name.' },
  nameAr: {
    id: 'widgets.crm.clients.nameAr',
    defaultMessage: 'Arabic name',
    description: 'Field: the client name written in Arabic.',
  },
  type: {
    id: 'widgets.crm.clients.type',
    defaultMessage: 'Type',
    description: 'Column, filter and field: business or individual.',
  },
  status: {
    id: 'widgets.crm.clients.status',
    defaultMessage: 'Status',
    description: 'Column, filter and field: active, inactive or lead.',
  },
  company: {
    id: 'widgets.crm.clients.company',
    defaultMessage: 'Company',
    description: 'Column and field: the company name.',
  },
  email: {
    id: 'widgets.crm.clients.email',
    defaultMessage: 'E-mail',
    description: 'Column and field: e-mail address.',
  },
  phone: { id: 'widgets.crm.clients.phone', defaultMessage: 'Phone', description: 'Column and field: phone number.' },
  website: { id: 'widgets.crm.clients.website', defaultMessage: 'Website', description: 'Field: the client website.' },
  emptyTitle: {
    id: 'widgets.crm.clients.emptyTitle',
    defaultMessage: 'No clients found',
    description: 'Title of the empty clients list.',
  },
  emptyDescription: {
    id: 'widgets.crm.clients.emptyDescription',
    defaultMessage: 'Try another search or clear the filters.',
    description: 'Text of the empty clients list.',
  },
  details: {
    id: 'widgets.crm.clients.details',
    defaultMessage: 'Details',
    description: 'Viewer section with the client fields.',
  },
  contacts: {
    id: 'widgets.crm.clients.contacts',
    defaultMessage: 'Contacts',
    description: 'Viewer section listing the client contacts.',
  },
  noContacts: {
    id: 'widgets.crm.clients.noContacts',
    defaultMessage: 'No contacts yet.',
    description: 'Viewer: the client has no contacts.',
  },
  documents: {
    id: 'widgets.crm.clients.documents',
    defaultMessage: 'Documents',
    description: 'Viewer section listing the client documents.',
  },
  noDocuments: {
    id: 'widgets.crm.clients.noDocuments',
    defaultMessage: 'No documents yet.',
    description: 'Viewer: the client has no documents.',
  },
  notFoundTitle: {
    id: 'widgets.crm.clients.notFoundTitle',
    defaultMessage: 'Client not found',
    description: 'Viewer title when the client no longer exists.',
  },
  notFound: {
    id: 'widgets.crm.clients.notFound',
    defaultMessage: 'This client does not exist or has been deleted.',
    description: 'Viewer text when a link points to a client that no longer exists.',
  },
  loadFailed: {
    id: 'widgets.crm.clients.loadFailed',
    defaultMessage: 'Could not load clients',
    description: 'Toast title when the clients list failed to load.',
  },
  deleteFailed: {
    id: 'widgets.crm.clients.deleteFailed',
    defaultMessage: 'Could not delete the client',
    description: 'Toast title when deleting a client failed.',
  },
  viewFailed: {
    id: 'widgets.crm.clients.viewFailed',
    defaultMessage: 'Could not load the client',
    description: 'Toast title when one client failed to load.',
  },
});

/** Strings of the clients screen that take the client's name. */
export const clientsNamedMessages = defineMessages<{ deleted: { name: string }; deleteMessage: { name: string } }>({
  deleted: {
    id: 'widgets.crm.clients.deleted',
    defaultMessage: 'Client {name} deleted',
    description: 'Success toast after deleting a client.',
  },
  deleteMessage: {
    id: 'widgets.crm.clients.deleteMessage',
    defaultMessage: 'The client {name} and all of its contacts will be deleted. This action cannot be undone.',
    description: 'Delete confirmation text; contacts go with their client.',
  },
});

import { defineMessages } from 'react-intl';

/** Strings shared by the CRM screens: type and status labels, and the titles of failure toasts. */
export const crmMessages = defineMessages({
  typeBusiness: {
    id: 'widgets.crm.common.typeBusiness',
    defaultMessage: 'Business',
    description: 'Client type: a company.',
  },
  typeIndividual: {
    id: 'widgets.crm.common.typeIndividual',
    defaultMessage: 'Individual',
    description: 'Client type: a private person.',
  },
  statusActive: {
    id: 'widgets.crm.common.statusActive',
    defaultMessage: 'Active',
    description: 'Client status: a current customer.',
  },
  statusInactive: {
    id: 'widgets.crm.common.statusInactive',
    defaultMessage: 'Inactive',
    description: 'Client status: no longer buying.',
  },
  statusLead: {
    id: 'widgets.crm.common.statusLead',
    defaultMessage: 'Lead',
    description: 'Client status: a prospect, not yet a customer.',
  },
  error: { id: 'widgets.crm.common.error', defaultMessage: 'Error', description: 'Generic title of a failure toast.' },
  unknownError: {
    id: 'widgets.crm.common.unknownError',
    defaultMessage: 'Unknown error',
    description: 'Toast text when a failure carries no message of its own.',
  },
  edit: {
    id: 'widgets.crm.common.edit',
    defaultMessage: 'Edit',
    description: 'Viewer action that opens the record in the edit wizard.',
  },
  delete: {
    id: 'widgets.crm.common.delete',
    defaultMessage: 'Delete',
    description: 'Viewer action that asks to delete the record.',
  },
  created: {
    id: 'widgets.crm.common.created',
    defaultMessage: 'Created',
    description: 'Viewer label: when the record was created.',
  },
  none: {
    id: 'widgets.crm.common.none',
    defaultMessage: '—',
    description: 'Shown in a summary for a field left empty.',
  },
  updated: {
    id: 'widgets.crm.common.updated',
    defaultMessage: 'Last updated',
    description: 'Viewer label: when the record last changed.',
  },
});

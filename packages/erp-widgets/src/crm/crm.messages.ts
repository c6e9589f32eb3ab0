import { defineMessages } from 'react-intl';

/** The labels of a client's type and status, kept apart from the clients screen's own strings (see clients.format.ts). */
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
});

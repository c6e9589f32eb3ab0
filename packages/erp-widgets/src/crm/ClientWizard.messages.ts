import { defineMessages } from 'react-intl';

/** Strings of the add/edit client wizard. */
export const clientWizardMessages = defineMessages({
  createTitle: {
    id: 'widgets.crm.clientWizard.createTitle',
    defaultMessage: 'New client',
    description: 'Title of the wizard that adds a client.',
  },
  editTitle: {
    id: 'widgets.crm.clientWizard.editTitle',
    defaultMessage: 'Edit client',
    description: 'Title of the wizard that edits a client.',
  },
  createSubmit: {
    id: 'widgets.crm.clientWizard.createSubmit',
    defaultMessage: 'Create client',
    description: 'Submit button of the new-client wizard.',
  },
  editSubmit: {
    id: 'widgets.crm.clientWizard.editSubmit',
    defaultMessage: 'Save changes',
    description: 'Submit button of the edit-client wizard.',
  },
  stepDetails: {
    id: 'widgets.crm.clientWizard.stepDetails',
    defaultMessage: 'Details',
    description: 'Wizard step: name, type and status.',
  },
  stepDetailsHint: {
    id: 'widgets.crm.clientWizard.stepDetailsHint',
    defaultMessage: 'Who is the client and where do they stand?',
    description: 'Line under the details step heading.',
  },
  stepContact: {
    id: 'widgets.crm.clientWizard.stepContact',
    defaultMessage: 'Contact',
    description: 'Wizard step: company, e-mail, phone and website.',
  },
  stepReview: {
    id: 'widgets.crm.clientWizard.stepReview',
    defaultMessage: 'Review',
    description: 'Wizard step: summary before saving.',
  },
  nameRequired: {
    id: 'widgets.crm.clientWizard.nameRequired',
    defaultMessage: 'Enter the client name.',
    description: 'Validation: the name is empty.',
  },
  typeRequired: {
    id: 'widgets.crm.clientWizard.typeRequired',
    defaultMessage: 'Choose the client type.',
    description: 'Validation: no type chosen.',
  },
  emailInvalid: {
    id: 'widgets.crm.clientWizard.emailInvalid',
    defaultMessage: 'Enter a valid e-mail address.',
    description: 'Validation: malformed e-mail address.',
  },
  websiteInvalid: {
    id: 'widgets.crm.clientWizard.websiteInvalid',
    defaultMessage: 'Enter a web address starting with http:// or https://.',
    description: 'Validation: malformed website address.',
  },
  saveFailed: {
    id: 'widgets.crm.clientWizard.saveFailed',
    defaultMessage: 'Could not save the client',
    description: 'Toast title when saving a client failed.',
  },
});

/** Strings of the client wizard that take the client's name. */
export const clientWizardNamedMessages = defineMessages<{ created: { name: string }; saved: { name: string } }>({
  created: {
    id: 'widgets.crm.clientWizard.created',
    defaultMessage: 'Client {name} created',
    description: 'Success toast after adding a client.',
  },
  saved: {
    id: 'widgets.crm.clientWizard.saved',
    defaultMessage: 'Client {name} saved',
    description: 'Success toast after editing a client.',
  },
});

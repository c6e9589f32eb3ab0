import { defineMessages } from 'react-intl';

/** Strings of the add/edit contact wizard. */
export const contactWizardMessages = defineMessages({
  createTitle: {
    id: 'widgets.crm.contactWizard.createTitle',
    defaultMessage: 'New contact',
    description: 'Title of the wizard that adds a contact.',
  },
  editTitle: {
    id: 'widgets.crm.contactWizard.editTitle',
    defaultMessage: 'Edit contact',
    description: 'Title of the wizard that edits a contact.',
  },
  createSubmit: {
    id: 'widgets.crm.contactWizard.createSubmit',
    defaultMessage: 'Create contact',
    description: 'Submit button of the new-contact wizard.',
  },
  editSubmit: {
    id: 'widgets.crm.contactWizard.editSubmit',
    defaultMessage: 'Save changes',
    description: 'Submit button of the edit-contact wizard.',
  },
  stepPerson: {
    id: 'widgets.crm.contactWizard.stepPerson',
    defaultMessage: 'Person',
    description: 'Wizard step: name, job title and client.',
  },
  stepPersonHint: {
    id: 'widgets.crm.contactWizard.stepPersonHint',
    defaultMessage: 'Who the contact is and which client they work for.',
    description: 'Help text of the first contact wizard step.',
  },
  stepReach: {
    id: 'widgets.crm.contactWizard.stepReach',
    defaultMessage: 'How to reach them',
    description: 'Wizard step: e-mail and phone.',
  },
  stepReview: {
    id: 'widgets.crm.contactWizard.stepReview',
    defaultMessage: 'Review',
    description: 'Wizard step: check everything before saving.',
  },
  firstNameRequired: {
    id: 'widgets.crm.contactWizard.firstNameRequired',
    defaultMessage: 'Enter the first name.',
    description: 'Error: the first name is empty.',
  },
  clientRequired: {
    id: 'widgets.crm.contactWizard.clientRequired',
    defaultMessage: 'Choose the client.',
    description: 'Error: no client chosen.',
  },
  emailInvalid: {
    id: 'widgets.crm.contactWizard.emailInvalid',
    defaultMessage: 'Enter a valid e-mail address.',
    description: 'Error: the e-mail address is malformed.',
  },
  clientPlaceholder: {
    id: 'widgets.crm.contactWizard.clientPlaceholder',
    defaultMessage: 'Type to search clients…',
    description: 'Placeholder of the client search field.',
  },
  saveFailed: {
    id: 'widgets.crm.contactWizard.saveFailed',
    defaultMessage: 'Could not save the contact',
    description: 'Toast title when saving a contact failed.',
  },
});

/** Strings of the contact wizard that take the contact's name. */
export const contactWizardNamedMessages = defineMessages<{ created: { name: string }; saved: { name: string } }>({
  created: {
    id: 'widgets.crm.contactWizard.created',
    defaultMessage: 'Contact {name} created',
    description: 'Success toast after adding a contact.',
  },
  saved: {
    id: 'widgets.crm.contactWizard.saved',
    defaultMessage: 'Contact {name} saved',
    description: 'Success toast after editing a contact.',
  },
});

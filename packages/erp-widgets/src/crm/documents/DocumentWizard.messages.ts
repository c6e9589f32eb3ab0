import { defineMessages } from 'react-intl';

/** Strings of the document upload wizard. */
export const documentWizardMessages = defineMessages({
  createTitle: {
    id: 'widgets.crm.documentWizard.createTitle',
    defaultMessage: 'Upload document',
    description: 'Title of the wizard that uploads a new document.',
  },
  editTitle: {
    id: 'widgets.crm.documentWizard.editTitle',
    defaultMessage: 'Edit document',
    description: 'Title of the wizard that edits a document.',
  },
  createSubmit: {
    id: 'widgets.crm.documentWizard.createSubmit',
    defaultMessage: 'Upload',
    description: 'Submit button of the upload wizard.',
  },
  editSubmit: {
    id: 'widgets.crm.documentWizard.editSubmit',
    defaultMessage: 'Save changes',
    description: 'Submit button of the edit-document wizard.',
  },
  stepDetails: {
    id: 'widgets.crm.documentWizard.stepDetails',
    defaultMessage: 'Details',
    description: 'Wizard step: title, type, client and tags.',
  },
  stepDetailsHint: {
    id: 'widgets.crm.documentWizard.stepDetailsHint',
    defaultMessage: 'What the document is and which client it belongs to.',
    description: 'Help text of the first document wizard step.',
  },
  stepFile: {
    id: 'widgets.crm.documentWizard.stepFile',
    defaultMessage: 'File',
    description: 'Wizard step: choose and upload the file.',
  },
  file: { id: 'widgets.crm.documentWizard.file', defaultMessage: 'File', description: 'Label of the file drop zone.' },
  replaceFile: {
    id: 'widgets.crm.documentWizard.replaceFile',
    defaultMessage: 'Replace the file (optional)',
    description: 'Label of the drop zone when editing a document that already has a file.',
  },
  fileRequired: {
    id: 'widgets.crm.documentWizard.fileRequired',
    defaultMessage: 'Please select a file to upload',
    description: 'Error when the upload wizard is submitted without a file.',
  },
  validationError: {
    id: 'widgets.crm.documentWizard.validationError',
    defaultMessage: 'Validation Error',
    description: 'Toast title of a form validation error.',
  },
  titleRequired: {
    id: 'widgets.crm.documentWizard.titleRequired',
    defaultMessage: 'Enter a title.',
    description: 'Error: the title is empty.',
  },
  typeRequired: {
    id: 'widgets.crm.documentWizard.typeRequired',
    defaultMessage: 'Choose the document type.',
    description: 'Error: no type chosen.',
  },
  tagsDescription: {
    id: 'widgets.crm.documentWizard.tagsDescription',
    defaultMessage: 'Separate tags with commas.',
    description: 'Help text of the tags field.',
  },
  saveFailed: {
    id: 'widgets.crm.documentWizard.saveFailed',
    defaultMessage: 'Could not save the document',
    description: 'Toast title when saving a document failed.',
  },
  uploadCancelled: {
    id: 'widgets.crm.documentWizard.uploadCancelled',
    defaultMessage: 'Upload cancelled',
    description: 'Toast after the user stopped an upload.',
  },
});

/** Strings of the document wizard that take the document's title or file name. */
export const documentWizardNamedMessages = defineMessages<{
  created: { title: string };
  saved: { title: string };
  currentFile: { name: string };
}>({
  created: {
    id: 'widgets.crm.documentWizard.created',
    defaultMessage: 'Document {title} uploaded',
    description: 'Success toast after uploading a document.',
  },
  saved: {
    id: 'widgets.crm.documentWizard.saved',
    defaultMessage: 'Document {title} saved',
    description: 'Success toast after editing a document.',
  },
  currentFile: {
    id: 'widgets.crm.documentWizard.currentFile',
    defaultMessage: 'Current file: {name}. Choose another file only to replace it.',
    description: 'Help text of the drop zone when editing: the file the document already has.',
  },
});

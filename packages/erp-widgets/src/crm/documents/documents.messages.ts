import { defineMessages } from 'react-intl';

/** Strings of the documents screen, its viewer and its upload wizard (`widgets.crm.documents.<component>.<key>`). */
export const documentMessages = defineMessages({
  // ---- the record's fields (columns, filter, viewer rows, wizard fields) ----
  title: {
    id: 'widgets.crm.documents.field.title',
    defaultMessage: 'Title',
    description: 'Column and field: the document title.',
  },
  fileName: {
    id: 'widgets.crm.documents.field.fileName',
    defaultMessage: 'File name',
    description: 'Column and field: the uploaded file name.',
  },
  fileSize: {
    id: 'widgets.crm.documents.field.fileSize',
    defaultMessage: 'File size',
    description: 'Column and field: the uploaded file size.',
  },
  tags: {
    id: 'widgets.crm.documents.field.tags',
    defaultMessage: 'Tags',
    description: 'Column and field: free keywords of the document.',
  },
  updated: {
    id: 'widgets.crm.documents.field.updated',
    defaultMessage: 'Updated',
    description: 'Column: when the document last changed.',
  },

  // ---- screen ----
  add: {
    id: 'widgets.crm.documents.screen.add',
    defaultMessage: 'Upload document',
    description: 'Button that opens the upload wizard.',
  },
  searchPlaceholder: {
    id: 'widgets.crm.documents.screen.searchPlaceholder',
    defaultMessage: 'Search by title, file name, tag or client…',
    description: 'Placeholder of the documents search box.',
  },
  emptyTitle: {
    id: 'widgets.crm.documents.screen.emptyTitle',
    defaultMessage: 'No documents found',
    description: 'Title of the empty documents list.',
  },
  loadFailed: {
    id: 'widgets.crm.documents.screen.loadFailed',
    defaultMessage: 'Could not load documents',
    description: 'Toast title when the documents list failed to load.',
  },
  deleteFailed: {
    id: 'widgets.crm.documents.screen.deleteFailed',
    defaultMessage: 'Could not delete the document',
    description: 'Toast title when deleting a document failed.',
  },

  // ---- viewer ----
  noClient: {
    id: 'widgets.crm.documents.viewer.noClient',
    defaultMessage: 'No client',
    description: 'Shown for a document that belongs to no client.',
  },
  preview: {
    id: 'widgets.crm.documents.viewer.preview',
    defaultMessage: 'Preview',
    description: 'Viewer section showing the file.',
  },
  previewUnavailable: {
    id: 'widgets.crm.documents.viewer.previewUnavailable',
    defaultMessage: 'This file type cannot be previewed. Download it to open it.',
    description: 'Viewer: the file is not a PDF or an image.',
  },
  previewLoading: {
    id: 'widgets.crm.documents.viewer.previewLoading',
    defaultMessage: 'Loading the preview…',
    description: 'Viewer: the preview link is being prepared.',
  },
  previewFailed: {
    id: 'widgets.crm.documents.viewer.previewFailed',
    defaultMessage: 'The preview could not be loaded.',
    description: 'Viewer: the file could not be shown.',
  },
  download: {
    id: 'widgets.crm.documents.viewer.download',
    defaultMessage: 'Download',
    description: 'Viewer action that downloads the file.',
  },
  notFoundTitle: {
    id: 'widgets.crm.documents.viewer.notFoundTitle',
    defaultMessage: 'Document not found',
    description: 'Viewer title when the document no longer exists.',
  },
  notFound: {
    id: 'widgets.crm.documents.viewer.notFound',
    defaultMessage: 'This document does not exist or has been deleted.',
    description: 'Viewer text when a link points to a document that no longer exists.',
  },
  viewFailed: {
    id: 'widgets.crm.documents.viewer.loadFailed',
    defaultMessage: 'Could not load the document',
    description: 'Toast title when one document failed to load.',
  },
  downloadFailed: {
    id: 'widgets.crm.documents.viewer.downloadFailed',
    defaultMessage: 'Could not download the document',
    description: 'Toast title when the download failed.',
  },

  // ---- wizard ----
  createTitle: {
    id: 'widgets.crm.documents.wizard.createTitle',
    defaultMessage: 'Upload document',
    description: 'Title of the wizard that uploads a new document.',
  },
  editTitle: {
    id: 'widgets.crm.documents.wizard.editTitle',
    defaultMessage: 'Edit document',
    description: 'Title of the wizard that edits a document.',
  },
  createSubmit: {
    id: 'widgets.crm.documents.wizard.createSubmit',
    defaultMessage: 'Upload',
    description: 'Submit button of the upload wizard.',
  },
  stepDetailsHint: {
    id: 'widgets.crm.documents.wizard.stepDetailsHint',
    defaultMessage: 'What the document is and which client it belongs to.',
    description: 'Help text of the first document wizard step.',
  },
  stepFile: {
    id: 'widgets.crm.documents.wizard.stepFile',
    defaultMessage: 'File',
    description: 'Wizard step: choose and upload the file.',
  },
  file: {
    id: 'widgets.crm.documents.wizard.file',
    defaultMessage: 'File',
    description: 'Label of the file drop zone.',
  },
  replaceFile: {
    id: 'widgets.crm.documents.wizard.replaceFile',
    defaultMessage: 'Replace the file (optional)',
    description: 'Label of the drop zone when editing a document that already has a file.',
  },
  fileRequired: {
    id: 'widgets.crm.documents.wizard.fileRequired',
    defaultMessage: 'Please select a file to upload',
    description: 'Error when the upload wizard is submitted without a file.',
  },
  titleRequired: {
    id: 'widgets.crm.documents.wizard.titleRequired',
    defaultMessage: 'Enter a title.',
    description: 'Error: the title is empty.',
  },
  typeRequired: {
    id: 'widgets.crm.documents.wizard.typeRequired',
    defaultMessage: 'Choose the document type.',
    description: 'Error: no type chosen.',
  },
  tagsDescription: {
    id: 'widgets.crm.documents.wizard.tagsDescription',
    defaultMessage: 'Separate tags with commas.',
    description: 'Help text of the tags field.',
  },
  saveFailed: {
    id: 'widgets.crm.documents.wizard.saveFailed',
    defaultMessage: 'Could not save the document',
    description: 'Toast title when saving a document failed.',
  },
  uploadCancelled: {
    id: 'widgets.crm.documents.wizard.uploadCancelled',
    defaultMessage: 'Upload cancelled',
    description: 'Toast after the user stopped an upload.',
  },
});

/** Strings of the documents screen and wizard that take the document's title or a file name. */
export const documentNamedMessages = defineMessages<{
  deleted: { title: string };
  deleteMessage: { title: string };
  created: { title: string };
  saved: { title: string };
  currentFile: { name: string };
}>({
  deleted: {
    id: 'widgets.crm.documents.screen.deleted',
    defaultMessage: 'Document {title} deleted',
    description: 'Success toast after deleting a document.',
  },
  deleteMessage: {
    id: 'widgets.crm.documents.screen.deleteMessage',
    defaultMessage: 'The document {title} and its file will be deleted. This action cannot be undone.',
    description: 'Delete confirmation text of a document.',
  },
  created: {
    id: 'widgets.crm.documents.wizard.created',
    defaultMessage: 'Document {title} uploaded',
    description: 'Success toast after uploading a document.',
  },
  saved: {
    id: 'widgets.crm.documents.wizard.saved',
    defaultMessage: 'Document {title} saved',
    description: 'Success toast after editing a document.',
  },
  currentFile: {
    id: 'widgets.crm.documents.wizard.currentFile',
    defaultMessage: 'Current file: {name}. Choose another file only to replace it.',
    description: 'Help text of the drop zone when editing: the file the document already has.',
  },
});

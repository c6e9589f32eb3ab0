import { defineMessages } from 'react-intl';

/** Strings of the documents screen, its viewer and its delete confirmation. */
export const documentsMessages = defineMessages({
  add: {
    id: 'widgets.crm.documents.add',
    defaultMessage: 'Upload document',
    description: 'Button that opens the upload wizard.',
  },
  searchPlaceholder: {
    id: 'widgets.crm.documents.searchPlaceholder',
    defaultMessage: 'Search by title, file name, tag or client…',
    description: 'Placeholder of the documents search box.',
  },
  title: {
    id: 'widgets.crm.documents.title',
    defaultMessage: 'Title',
    description: 'Column and field: the document title.',
  },
  type: {
    id: 'widgets.crm.documents.type',
    defaultMessage: 'Type',
    description: 'Column, filter and field: the document type.',
  },
  client: {
    id: 'widgets.crm.documents.client',
    defaultMessage: 'Client',
    description: 'Column and field: the client of the document.',
  },
  fileName: {
    id: 'widgets.crm.documents.fileName',
    defaultMessage: 'File name',
    description: 'Column and field: the uploaded file name.',
  },
  fileSize: {
    id: 'widgets.crm.documents.fileSize',
    defaultMessage: 'File size',
    description: 'Column and field: the uploaded file size.',
  },
  tags: {
    id: 'widgets.crm.documents.tags',
    defaultMessage: 'Tags',
    description: 'Column and field: free keywords of the document.',
  },
  updated: {
    id: 'widgets.crm.documents.updated',
    defaultMessage: 'Updated',
    description: 'Column: when the document last changed.',
  },
  noClient: {
    id: 'widgets.crm.documents.noClient',
    defaultMessage: 'No client',
    description: 'Shown for a document that belongs to no client.',
  },
  emptyTitle: {
    id: 'widgets.crm.documents.emptyTitle',
    defaultMessage: 'No documents found',
    description: 'Title of the empty documents list.',
  },
  emptyDescription: {
    id: 'widgets.crm.documents.emptyDescription',
    defaultMessage: 'Try another search or clear the filters.',
    description: 'Text of the empty documents list.',
  },
  details: {
    id: 'widgets.crm.documents.details',
    defaultMessage: 'Details',
    description: 'Viewer section with the document fields.',
  },
  preview: {
    id: 'widgets.crm.documents.preview',
    defaultMessage: 'Preview',
    description: 'Viewer section showing the file.',
  },
  previewUnavailable: {
    id: 'widgets.crm.documents.previewUnavailable',
    defaultMessage: 'This file type cannot be previewed. Download it to open it.',
    description: 'Viewer: the file is not a PDF or an image.',
  },
  previewLoading: {
    id: 'widgets.crm.documents.previewLoading',
    defaultMessage: 'Loading the preview…',
    description: 'Viewer: the preview link is being prepared.',
  },
  previewFailed: {
    id: 'widgets.crm.documents.previewFailed',
    defaultMessage: 'The preview could not be loaded.',
    description: 'Viewer: the file could not be shown.',
  },
  download: {
    id: 'widgets.crm.documents.download',
    defaultMessage: 'Download',
    description: 'Viewer action that downloads the file.',
  },
  notFoundTitle: {
    id: 'widgets.crm.documents.notFoundTitle',
    defaultMessage: 'Document not found',
    description: 'Viewer title when the document no longer exists.',
  },
  notFound: {
    id: 'widgets.crm.documents.notFound',
    defaultMessage: 'This document does not exist or has been deleted.',
    description: 'Viewer text when a link points to a document that no longer exists.',
  },
  loadFailed: {
    id: 'widgets.crm.documents.loadFailed',
    defaultMessage: 'Could not load documents',
    description: 'Toast title when the documents list failed to load.',
  },
  deleteFailed: {
    id: 'widgets.crm.documents.deleteFailed',
    defaultMessage: 'Could not delete the document',
    description: 'Toast title when deleting a document failed.',
  },
  viewFailed: {
    id: 'widgets.crm.documents.viewFailed',
    defaultMessage: 'Could not load the document',
    description: 'Toast title when one document failed to load.',
  },
  downloadFailed: {
    id: 'widgets.crm.documents.downloadFailed',
    defaultMessage: 'Could not download the document',
    description: 'Toast title when the download failed.',
  },
  typeContract: { id: 'widgets.crm.documents.typeContract', defaultMessage: 'Contract', description: 'Document type.' },
  typeInvoice: { id: 'widgets.crm.documents.typeInvoice', defaultMessage: 'Invoice', description: 'Document type.' },
  typeProposal: { id: 'widgets.crm.documents.typeProposal', defaultMessage: 'Proposal', description: 'Document type.' },
  typeReport: { id: 'widgets.crm.documents.typeReport', defaultMessage: 'Report', description: 'Document type.' },
  typeReceipt: { id: 'widgets.crm.documents.typeReceipt', defaultMessage: 'Receipt', description: 'Document type.' },
  typeLegal: { id: 'widgets.crm.documents.typeLegal', defaultMessage: 'Legal', description: 'Document type.' },
  typeOther: { id: 'widgets.crm.documents.typeOther', defaultMessage: 'Other', description: 'Document type.' },
});

/** Strings of the documents screen that take the document's title. */
export const documentsNamedMessages = defineMessages<{ deleted: { title: string }; deleteMessage: { title: string } }>({
  deleted: {
    id: 'widgets.crm.documents.deleted',
    defaultMessage: 'Document {title} deleted',
    description: 'Success toast after deleting a document.',
  },
  deleteMessage: {
    id: 'widgets.crm.documents.deleteMessage',
    defaultMessage: 'The document {title} and its file will be deleted. This action cannot be undone.',
    description: 'Delete confirmation text of a document.',
  },
});

import { defineMessages } from 'react-intl';

/**
 * Strings of the printed documents (invoices, receipts and quotations as PDF): the toast titles when printing or
 * downloading fails, and the server's printing refusals by code.
 */
export const printedDocumentMessages = defineMessages({
  printFailed: {
    id: 'widgets.sales.printedDocument.printFailed',
    defaultMessage: 'Could not print the document',
    description: 'Toast title when preparing a document for printing failed.',
  },
  downloadFailed: {
    id: 'widgets.sales.printedDocument.downloadFailed',
    defaultMessage: 'Could not download the PDF',
    description: 'Toast title when downloading a document as a PDF file failed.',
  },
  engineUnavailable: {
    id: 'widgets.sales.printedDocument.engineUnavailable',
    defaultMessage: 'The server cannot print documents at the moment. Please contact your administrator.',
    description: 'The server has no PDF printer installed (pdf_engine_unavailable).',
  },
  engineBusy: {
    id: 'widgets.sales.printedDocument.engineBusy',
    defaultMessage: 'The server is busy printing other documents. Try again in a few seconds.',
    description: 'Every print slot of the server stayed busy (pdf_engine_busy).',
  },
  renderFailed: {
    id: 'widgets.sales.printedDocument.renderFailed',
    defaultMessage: 'The server could not print this document. Please try again.',
    description: 'The server failed while printing the document (pdf_render_failed).',
  },
});

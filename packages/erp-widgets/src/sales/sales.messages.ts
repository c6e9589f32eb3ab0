import { defineMessages } from 'react-intl';

/**
 * Strings of the parts the invoices, quotations and receipts share (`widgets.sales.documents.<part>.<key>`): their
 * common fields, the printed document's actions, the viewer's body and the wizards' shared steps. Terms of every
 * module are `widgets.common.*`.
 */
export const salesMessages = defineMessages({
  // ---- fields ----
  number: {
    id: 'widgets.sales.documents.field.number',
    defaultMessage: 'Number',
    description: "A sales document's number (column and label): invoice, quotation or receipt number.",
  },
  issueDate: {
    id: 'widgets.sales.documents.field.issueDate',
    defaultMessage: 'Issue date',
    description: 'The day a sales document was issued (column and label).',
  },
  items: {
    id: 'widgets.sales.documents.field.items',
    defaultMessage: 'Items',
    description: "A sales document's lines: viewer heading, wizard step and review label.",
  },

  // ---- the printed document ----
  print: {
    id: 'widgets.sales.documents.action.print',
    defaultMessage: 'Print',
    description: 'Action: print the document as the server lays it out (PDF).',
  },
  downloadPdf: {
    id: 'widgets.sales.documents.action.downloadPdf',
    defaultMessage: 'Download PDF',
    description: 'Action: save the document as a PDF file.',
  },
  printFailed: {
    id: 'widgets.sales.documents.action.printFailed',
    defaultMessage: 'Could not print the document',
    description: 'Toast title when printing a sales document fails.',
  },
  downloadFailed: {
    id: 'widgets.sales.documents.action.downloadFailed',
    defaultMessage: 'Could not download the PDF',
    description: 'Toast title when downloading the PDF of a sales document fails.',
  },
  close: {
    id: 'widgets.sales.documents.action.close',
    defaultMessage: 'Close',
    description: 'Button that closes a dialog that only informs (the receipt already exists).',
  },

  // ---- the receipt of an invoice (the invoice's receipt dialog, the receipt wizard) ----
  notFullyPaidTitle: {
    id: 'widgets.sales.documents.receiptOfInvoice.notFullyPaidTitle',
    defaultMessage: 'This invoice is not fully paid',
    description: 'Warning title: a receipt for an invoice that still owes money.',
  },
  receiptExistsTitle: {
    id: 'widgets.sales.documents.receiptOfInvoice.alreadyExistsTitle',
    defaultMessage: 'Receipt Already Exists',
    description: 'Notice title: the invoice already has its receipt.',
  },

  // ---- wizards ----
  clientPlaceholder: {
    id: 'widgets.sales.documents.wizard.clientPlaceholder',
    defaultMessage: 'Search clients by name…',
    description: 'Placeholder of the client search of a sales document wizard.',
  },
  clientRequired: {
    id: 'widgets.sales.documents.wizard.clientRequired',
    defaultMessage: 'Choose a client.',
    description: 'Validation: no client chosen.',
  },
  issueDateRequired: {
    id: 'widgets.sales.documents.wizard.issueDateRequired',
    defaultMessage: 'Enter the issue date.',
    description: 'Validation: no issue date.',
  },
  stepItemsHint: {
    id: 'widgets.sales.documents.wizard.stepItemsHint',
    defaultMessage: 'Add items from inventory or custom items. The totals update as you type.',
    description: "Hint under a sales document wizard's items step.",
  },
  stepSummary: {
    id: 'widgets.sales.documents.wizard.stepSummary',
    defaultMessage: 'Summary',
    description: "Title of a sales document wizard's last step: the review, notes and attachments.",
  },
});

/** Module strings that take values. */
export const salesNamedMessages = defineMessages<{
  notFullyPaid: { remaining: string };
  receiptExists: { receiptNumber: string };
}>({
  notFullyPaid: {
    id: 'widgets.sales.documents.receiptOfInvoice.notFullyPaid',
    defaultMessage: 'A receipt is normally issued once an invoice is paid in full. {remaining} is still outstanding.',
    description: 'Warning text: a receipt for an invoice that still owes money; remaining is formatted money.',
  },
  receiptExists: {
    id: 'widgets.sales.documents.receiptOfInvoice.alreadyExists',
    defaultMessage: 'This invoice already has receipt {receiptNumber}. An invoice can have only one receipt.',
    description: 'Notice text: the invoice already has its receipt.',
  },
});

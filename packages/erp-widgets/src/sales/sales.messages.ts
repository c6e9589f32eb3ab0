import { defineMessages } from 'react-intl';
import { commonMessages } from '../shared/common.messages';

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
    description: "A sales document's number (column and label): invoice, quotation, receipt or expense number.",
  },
  issueDate: {
    id: 'widgets.sales.documents.field.issueDate',
    defaultMessage: 'Issue date',
    description: 'The day a sales document was issued (column and label).',
  },
  items: {
    id: 'widgets.sales.documents.field.items',
    defaultMessage: 'Items',
    description:
      "A sales document's lines (products or services billed): viewer heading, wizard step and review label.",
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
  dueDate: {
    id: 'widgets.sales.documents.field.dueDate',
    defaultMessage: 'Due date',
    description: 'The day an invoice or a supplier bill must be paid by (column and label).',
  },
  dueDateRequired: {
    id: 'widgets.sales.documents.wizard.dueDateRequired',
    defaultMessage: 'Enter the due date.',
    description: 'Validation of an invoice or bill wizard: the due date is empty.',
  },
  dueBeforeIssue: {
    id: 'widgets.sales.documents.wizard.dueBeforeIssue',
    defaultMessage: 'The due date cannot be before the issue date.',
    description: 'Validation of an invoice or bill wizard: the due date precedes the issue date.',
  },

  // ---- due-date filter of invoices and bills ----
  dueOverdue: {
    id: 'widgets.sales.documents.due.overdue',
    defaultMessage: 'Overdue',
    description: 'Due-date filter choice: past due and not fully paid (feminine in Arabic: the invoice or bill).',
  },
  dueToday: {
    id: 'widgets.sales.documents.due.today',
    defaultMessage: 'Due Today',
    description: 'Due-date filter choice: due today.',
  },
  dueThisWeek: {
    id: 'widgets.sales.documents.due.thisWeek',
    defaultMessage: 'Due This Week',
    description: 'Due-date filter choice: due from today to the end of this week.',
  },
  dueThisMonth: {
    id: 'widgets.sales.documents.due.thisMonth',
    defaultMessage: 'Due This Month',
    description: 'Due-date filter choice: due from today to the end of this month.',
  },

  // ---- payments of invoices and bills ----
  paymentHistory: {
    id: 'widgets.sales.documents.viewer.paymentHistory',
    defaultMessage: 'Payment history',
    description: "Viewer heading: an invoice's or bill's payments.",
  },
  noPayments: {
    id: 'widgets.sales.documents.viewer.noPayments',
    defaultMessage: 'No payments recorded yet.',
    description: 'Viewer: the invoice or bill has no payments.',
  },

  // ---- status changes of quotations and expenses ----
  reject: commonMessages.reject,
  statusUpdateFailed: {
    id: 'widgets.sales.documents.action.statusUpdateFailed',
    defaultMessage: 'Status Update Failed',
    description: 'Toast title when a status change of a quotation or an expense fails.',
  },
});

/** Module strings that take values. */
export const salesNamedMessages = defineMessages<{
  overdueDays: { days: number };
  notFullyPaid: { remaining: string };
  receiptExists: { receiptNumber: string };
}>({
  overdueDays: {
    id: 'widgets.sales.documents.due.overdueDays',
    defaultMessage: '{days, plural, one {# day overdue} other {# days overdue}}',
    description: 'Beside the due date of an unpaid invoice or bill: how many days it is late.',
  },
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

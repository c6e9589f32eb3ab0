import { defineMessages } from 'react-intl';

/** Strings of the create-receipt dialog. */
export const invoiceReceiptMessages = defineMessages({
  title: {
    id: 'widgets.sales.invoiceReceipt.title',
    defaultMessage: 'Create receipt',
    description: 'Title of the dialog that creates a receipt for an invoice.',
  },
  intro: {
    id: 'widgets.sales.invoiceReceipt.intro',
    defaultMessage: 'The receipt copies the invoice client, items, VAT and totals.',
    description: 'First line of the create-receipt dialog: what the receipt contains.',
  },
  receiptDate: {
    id: 'widgets.sales.invoiceReceipt.receiptDate',
    defaultMessage: 'Receipt date',
    description: 'Field: the issue date of the receipt.',
  },
  notFullyPaidTitle: {
    id: 'widgets.sales.invoiceReceipt.notFullyPaidTitle',
    defaultMessage: 'This invoice is not fully paid',
    description: 'Warning title: a receipt is being created for an invoice that still has a balance.',
  },
  submit: {
    id: 'widgets.sales.invoiceReceipt.submit',
    defaultMessage: 'Create receipt',
    description: 'Submit button of the create-receipt dialog.',
  },
  viewReceipt: {
    id: 'widgets.sales.invoiceReceipt.viewReceipt',
    defaultMessage: 'View receipt',
    description: 'Button that opens the receipt the invoice already has.',
  },
  summary: {
    id: 'widgets.sales.invoiceReceipt.summary',
    defaultMessage: 'Invoice amounts',
    description: 'Accessible name of the amounts shown in the create-receipt dialog.',
  },
});

/** Strings of the create-receipt dialog that take values. */
export const invoiceReceiptNamedMessages = defineMessages<{
  notFullyPaid: { remaining: string };
  alreadyExists: { receiptNumber: string };
}>({
  notFullyPaid: {
    id: 'widgets.sales.invoiceReceipt.notFullyPaid',
    defaultMessage: 'A receipt is normally issued once an invoice is paid in full. {remaining} is still outstanding.',
    description: 'Warning text; remaining is the formatted balance still owed.',
  },
  alreadyExists: {
    id: 'widgets.sales.invoiceReceipt.alreadyExists',
    defaultMessage: 'This invoice already has receipt {receiptNumber}. An invoice can have only one receipt.',
    description: 'Information under "Receipt Already Exists"; receiptNumber is e.g. REC-2026-000051.',
  },
});

import { defineMessages } from 'react-intl';

/** Strings of the invoice viewer. */
export const invoiceViewerMessages = defineMessages({
  invoice: {
    id: 'widgets.sales.invoiceViewer.invoice',
    defaultMessage: 'Invoice',
    description: 'Viewer title while the invoice loads or failed to load.',
  },
  notFoundTitle: {
    id: 'widgets.sales.invoiceViewer.notFoundTitle',
    defaultMessage: 'Invoice not found',
    description: 'Viewer title when the invoice does not exist.',
  },
  items: {
    id: 'widgets.sales.invoiceViewer.items',
    defaultMessage: 'Items',
    description: 'Viewer section: the invoice lines.',
  },
  payments: {
    id: 'widgets.sales.invoiceViewer.payments',
    defaultMessage: 'Payment history',
    description: 'Viewer section: payments recorded on the invoice.',
  },
  noPayments: {
    id: 'widgets.sales.invoiceViewer.noPayments',
    defaultMessage: 'No payments recorded yet.',
    description: 'Viewer: the invoice has no payments.',
  },
  noAttachments: {
    id: 'widgets.sales.invoiceViewer.noAttachments',
    defaultMessage: 'No attachments.',
    description: 'Viewer: the invoice has no attached files.',
  },
  recordedBy: {
    id: 'widgets.sales.invoiceViewer.recordedBy',
    defaultMessage: 'Recorded by',
    description: 'Payment history column: the user who recorded the payment.',
  },
  noReceipt: {
    id: 'widgets.sales.invoiceViewer.noReceipt',
    defaultMessage: 'No receipt yet',
    description: 'Viewer field value: no receipt has been created for the invoice.',
  },
  totals: {
    id: 'widgets.sales.invoiceViewer.totals',
    defaultMessage: 'Invoice totals',
    description: 'Accessible name of the totals list under the lines.',
  },
});

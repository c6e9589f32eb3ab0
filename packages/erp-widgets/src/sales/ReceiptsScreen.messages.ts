import { defineMessages } from 'react-intl';

/** Strings of the receipts screen: its list, filters and delete confirmation. */
export const receiptsMessages = defineMessages({
  add: {
    id: 'widgets.receipts.screen.add',
    defaultMessage: 'New receipt',
    description: 'Button that opens the wizard for a new receipt.',
  },
  searchPlaceholder: {
    id: 'widgets.receipts.screen.searchPlaceholder',
    defaultMessage: 'Search by receipt number, client or invoice…',
    description: 'Placeholder of the receipts search box.',
  },
  dateFilter: {
    id: 'widgets.receipts.screen.dateFilter',
    defaultMessage: 'Date',
    description: 'Label of the date-range filter on the receipt issue date.',
  },
  emptyTitle: {
    id: 'widgets.receipts.screen.emptyTitle',
    defaultMessage: 'No receipts found',
    description: 'Title of the empty receipts list.',
  },
  emptyDescription: {
    id: 'widgets.receipts.screen.emptyDescription',
    defaultMessage: 'Try another search or clear the filters.',
    description: 'Text of the empty receipts list.',
  },
});

/** Strings of the receipts screen that take values. */
export const receiptsNamedMessages = defineMessages<{
  deleteMessage: { number: string };
  deleteLinkedMessage: { number: string; invoiceNumber: string };
}>({
  deleteMessage: {
    id: 'widgets.receipts.screen.deleteMessage',
    defaultMessage: 'Receipt {number} will be deleted. This action cannot be undone.',
    description: 'Delete confirmation text of a receipt without an invoice.',
  },
  deleteLinkedMessage: {
    id: 'widgets.receipts.screen.deleteLinkedMessage',
    defaultMessage:
      'Receipt {number} will be deleted, and invoice {invoiceNumber} will have no receipt. This action cannot be undone.',
    description: 'Delete confirmation text of a receipt written for an invoice.',
  },
});

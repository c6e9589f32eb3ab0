import { defineMessages } from 'react-intl';

/** Strings of the invoices screen: its list, filters, sort controls and confirmations. */
export const invoicesMessages = defineMessages({
  add: {
    id: 'widgets.sales.invoices.add',
    defaultMessage: 'New invoice',
    description: 'Button that opens the wizard for a new invoice.',
  },
  searchPlaceholder: {
    id: 'widgets.sales.invoices.searchPlaceholder',
    defaultMessage: 'Search by invoice number or client…',
    description: 'Placeholder of the invoices search box.',
  },
  dueToday: {
    id: 'widgets.sales.invoices.dueToday',
    defaultMessage: 'Due Today',
    description: 'Due-date filter option: invoices due today.',
  },
  dueThisWeek: {
    id: 'widgets.sales.invoices.dueThisWeek',
    defaultMessage: 'Due This Week',
    description: 'Due-date filter option: invoices due this week.',
  },
  dueThisMonth: {
    id: 'widgets.sales.invoices.dueThisMonth',
    defaultMessage: 'Due This Month',
    description: 'Due-date filter option: invoices due this month.',
  },
  sortBy: {
    id: 'widgets.sales.invoices.sortBy',
    defaultMessage: 'Sort by',
    description: 'Label of the list sort-field picker.',
  },
  sortInvoiceNumber: {
    id: 'widgets.sales.invoices.sortInvoiceNumber',
    defaultMessage: 'Invoice number',
    description: 'Sort field option.',
  },
  sortTotal: {
    id: 'widgets.sales.invoices.sortTotal',
    defaultMessage: 'Total amount',
    description: 'Sort field option.',
  },
  sortPaid: {
    id: 'widgets.sales.invoices.sortPaid',
    defaultMessage: 'Paid amount',
    description: 'Sort field option.',
  },
  ascending: {
    id: 'widgets.sales.invoices.ascending',
    defaultMessage: 'Ascending',
    description: 'Sort-order button while the list is sorted ascending; pressing it sorts descending.',
  },
  descending: {
    id: 'widgets.sales.invoices.descending',
    defaultMessage: 'Descending',
    description: 'Sort-order button while the list is sorted descending; pressing it sorts ascending.',
  },
  emptyTitle: {
    id: 'widgets.sales.invoices.emptyTitle',
    defaultMessage: 'No invoices found',
    description: 'Title of the empty invoices list.',
  },
  emptyDescription: {
    id: 'widgets.sales.invoices.emptyDescription',
    defaultMessage: 'Try another search or clear the filters.',
    description: 'Text of the empty invoices list.',
  },
  issueMessage: {
    id: 'widgets.sales.invoices.issueMessage',
    defaultMessage:
      'Issuing takes the inventory items out of stock. The invoice can then no longer be edited or deleted.',
    description: 'Issue confirmation text: what issuing a draft does.',
  },
  issueConfirm: {
    id: 'widgets.sales.invoices.issueConfirm',
    defaultMessage: 'Issue invoice',
    description: 'Confirm button of the issue confirmation.',
  },
});

/** Strings of the invoices screen that take the invoice number. */
export const invoicesNamedMessages = defineMessages<{
  issueTitle: { number: string };
  deleteMessage: { number: string };
}>({
  issueTitle: {
    id: 'widgets.sales.invoices.issueTitle',
    defaultMessage: 'Issue invoice {number}?',
    description: 'Title of the confirmation before issuing a draft invoice.',
  },
  deleteMessage: {
    id: 'widgets.sales.invoices.deleteMessage',
    defaultMessage: 'The draft invoice {number} will be deleted. This action cannot be undone.',
    description: 'Delete confirmation text; only drafts can be deleted.',
  },
});

import { defineMessages } from 'react-intl';

type NoValues = Record<never, never>;

export const listMessages = defineMessages<{
  search: NoValues;
  clearSearch: NoValues;
  searchLimit: { max: number };
  searchPlaceholder: NoValues;
  summary: { count: number; total: number };
  summaryItems: { count: number; total: number };
  pageOf: { page: number; pages: number };
  pagination: NoValues;
  pageSize: NoValues;
  firstPage: NoValues;
  previousPage: NoValues;
  nextPage: NoValues;
  lastPage: NoValues;
  actions: NoValues;
  view: NoValues;
  edit: NoValues;
  delete: NoValues;
  viewRow: { label: string };
  editRow: { label: string };
  deleteRow: { label: string };
  moreActions: NoValues;
  moreActionsRow: { label: string };
  loading: NoValues;
  emptyTitle: NoValues;
  emptyDescription: NoValues;
  errorTitle: NoValues;
  retry: NoValues;
  filters: NoValues;
}>({
  search: {
    id: 'ui.paginatedList.search',
    defaultMessage: 'Search',
    description: 'Accessible name of the search box above a list.',
  },
  searchLimit: {
    id: 'ui.paginatedList.searchLimit',
    defaultMessage: 'Searches use at most {max, number} characters.',
    description: 'Note under the list search box once the text reaches its length limit.',
  },
  clearSearch: {
    id: 'ui.paginatedList.clearSearch',
    defaultMessage: 'Clear search',
    description: 'Accessible name of the button that empties the list search box.',
  },
  searchPlaceholder: {
    id: 'ui.paginatedList.searchPlaceholder',
    defaultMessage: 'Search…',
    description: 'Default placeholder of the search box above a list (screens may pass a more specific one).',
  },
  summary: {
    id: 'ui.paginatedList.summary',
    defaultMessage: 'Showing {count, number} of {total, number}',
    description: 'List footer: how many rows this page shows out of the total matching rows.',
  },
  summaryItems: {
    id: 'ui.paginatedList.summaryItems',
    defaultMessage: 'Showing {count, number} of {total, plural, one {# item} other {# items}}',
    description: 'List footer variant used by stock transfers and similar lists: rows shown out of the total items.',
  },
  pageOf: {
    id: 'ui.paginatedList.pageOf',
    defaultMessage: 'Page {page, number} of {pages, number}',
    description: 'List footer: the current page number and the number of pages.',
  },
  pagination: {
    id: 'ui.paginatedList.pagination',
    defaultMessage: 'Pagination',
    description: 'Accessible name of the group of page navigation buttons under a list.',
  },
  pageSize: {
    id: 'ui.paginatedList.pageSize',
    defaultMessage: 'Rows per page',
    description: 'Label of the control choosing how many rows a list page shows.',
  },
  firstPage: {
    id: 'ui.paginatedList.firstPage',
    defaultMessage: 'First page',
    description: 'Button that goes to the first page of a list.',
  },
  previousPage: {
    id: 'ui.paginatedList.previousPage',
    defaultMessage: 'Previous page',
    description: 'Button that goes to the previous page of a list.',
  },
  nextPage: {
    id: 'ui.paginatedList.nextPage',
    defaultMessage: 'Next page',
    description: 'Button that goes to the next page of a list.',
  },
  lastPage: {
    id: 'ui.paginatedList.lastPage',
    defaultMessage: 'Last page',
    description: 'Button that goes to the last page of a list.',
  },
  actions: {
    id: 'ui.paginatedList.actions',
    defaultMessage: 'Actions',
    description: 'Header of the list column holding the view, edit and delete buttons of each row.',
  },
  view: {
    id: 'ui.paginatedList.view',
    defaultMessage: 'View',
    description: 'Row action that opens the record in the viewer.',
  },
  edit: {
    id: 'ui.paginatedList.edit',
    defaultMessage: 'Edit',
    description: 'Row action that opens the record in the edit wizard.',
  },
  delete: {
    id: 'ui.paginatedList.delete',
    defaultMessage: 'Delete',
    description: 'Row action that asks to delete the record.',
  },
  viewRow: {
    id: 'ui.paginatedList.viewRow',
    defaultMessage: 'View {label}',
    description: 'Accessible name of the view button of a row; label names the record (e.g. an invoice number).',
  },
  editRow: {
    id: 'ui.paginatedList.editRow',
    defaultMessage: 'Edit {label}',
    description: 'Accessible name of the edit button of a row; label names the record.',
  },
  deleteRow: {
    id: 'ui.paginatedList.deleteRow',
    defaultMessage: 'Delete {label}',
    description: 'Accessible name of the delete button of a row; label names the record.',
  },
  moreActions: {
    id: 'ui.paginatedList.moreActions',
    defaultMessage: 'More actions',
    description: 'Button opening a menu of further actions for a row.',
  },
  moreActionsRow: {
    id: 'ui.paginatedList.moreActionsRow',
    defaultMessage: 'More actions for {label}',
    description: 'Accessible name of the further-actions button of a row; label names the record.',
  },
  loading: {
    id: 'ui.paginatedList.loading',
    defaultMessage: 'Loading…',
    description: 'Announced while a list page is loading.',
  },
  emptyTitle: {
    id: 'ui.paginatedList.emptyTitle',
    defaultMessage: 'No results',
    description: 'Title shown when a list has no rows.',
  },
  emptyDescription: {
    id: 'ui.paginatedList.emptyDescription',
    defaultMessage: 'Nothing matches the current search and filters.',
    description: 'Explanation shown when a list has no rows.',
  },
  errorTitle: {
    id: 'ui.paginatedList.errorTitle',
    defaultMessage: 'The list could not be loaded.',
    description: 'Shown in place of the rows when loading the list failed and no message was given.',
  },
  retry: {
    id: 'ui.paginatedList.retry',
    defaultMessage: 'Try again',
    description: 'Button that reloads a list after an error.',
  },
  filters: {
    id: 'ui.paginatedList.filters',
    defaultMessage: 'Filters',
    description: 'Accessible name of the toolbar with the search box and filters above a list.',
  },
});

export const presetMessages = defineMessages({
  all: {
    id: 'ui.paginatedList.rangeAll',
    defaultMessage: 'All',
    description: 'Date-range filter option: no date restriction.',
  },
  today: {
    id: 'ui.paginatedList.rangeToday',
    defaultMessage: 'Today',
    description: 'Date-range filter option: today only.',
  },
  thisWeek: {
    id: 'ui.paginatedList.rangeThisWeek',
    defaultMessage: 'This Week',
    description: 'Date-range filter option: the current week (Saturday to Friday in Egypt).',
  },
  thisMonth: {
    id: 'ui.paginatedList.rangeThisMonth',
    defaultMessage: 'This Month',
    description: 'Date-range filter option: the current calendar month.',
  },
  last7Days: {
    id: 'ui.paginatedList.rangeLast7Days',
    defaultMessage: 'Last 7 Days',
    description: 'Date-range filter option: the last 7 days including today.',
  },
  last30Days: {
    id: 'ui.paginatedList.rangeLast30Days',
    defaultMessage: 'Last 30 Days',
    description: 'Date-range filter option: the last 30 days including today.',
  },
  last90Days: {
    id: 'ui.paginatedList.rangeLast90Days',
    defaultMessage: 'Last 90 Days',
    description: 'Date-range filter option: the last 90 days including today.',
  },
  next7Days: {
    id: 'ui.paginatedList.rangeNext7Days',
    defaultMessage: 'Next 7 Days',
    description: 'Date-range filter option: today and the next 6 days.',
  },
  next30Days: {
    id: 'ui.paginatedList.rangeNext30Days',
    defaultMessage: 'Next 30 Days',
    description: 'Date-range filter option: today and the next 29 days.',
  },
  next90Days: {
    id: 'ui.paginatedList.rangeNext90Days',
    defaultMessage: 'Next 90 Days',
    description: 'Date-range filter option: today and the next 89 days.',
  },
  custom: {
    id: 'ui.paginatedList.rangeCustom',
    defaultMessage: 'Custom Range',
    description: 'Date-range filter option that reveals From and To date inputs.',
  },
  from: {
    id: 'ui.paginatedList.rangeFrom',
    defaultMessage: 'From',
    description: 'Label of the start date input of a custom date range.',
  },
  to: {
    id: 'ui.paginatedList.rangeTo',
    defaultMessage: 'To',
    description: 'Label of the end date input of a custom date range.',
  },
  allOption: {
    id: 'ui.paginatedList.filterAll',
    defaultMessage: 'All',
    description: 'First option of a list filter select: no restriction on this field.',
  },
});

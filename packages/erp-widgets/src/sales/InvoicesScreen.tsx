import {
  Button,
  DeleteConfirmation,
  Icon,
  PageHeader,
  PaginatedList,
  Select,
  StatusBadge,
  StatusChangeConfirmation,
  type ListColumn,
  type ListFilter,
  type ListSort,
} from '@erp/ui';
import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';

import { navigationMessages } from '../shared/navigation.messages';
import * as css from '../shared/shared.css';
import { formatDay, formatMoney, localName, localToday } from '../shared/format';
import { invoiceRowActions } from './invoiceRowActions';
import { InvoiceViewer, type InvoiceViewerProps } from './InvoiceViewer';
import { invoicesMessages as m, invoicesNamedMessages as mn } from './InvoicesScreen.messages';
import * as salesCss from './sales.css';
import { daysOverdue, invoiceStatusLabel, invoiceStatusTone } from './sales.format';
import { salesMessages as sm, salesNamedMessages as snm } from './sales.messages';
import {
  INVOICE_DUE_FILTERS,
  INVOICE_SORT_FIELDS,
  INVOICE_STATUSES,
  type InvoiceDueFilter,
  type InvoiceActionCallbacks,
  type InvoiceFilters,
  type InvoicePermissions,
  type InvoiceSortField,
  type InvoiceStatus,
  type InvoiceSummary,
} from './sales.types';

/** Props of {@link InvoicesScreen}. */
export type InvoicesScreenProps = InvoiceActionCallbacks & {
  /** The invoices of the current page, already searched, filtered, sorted and paged by the server. */
  invoices: readonly InvoiceSummary[];
  /** Invoices matching the search and filters across all pages. */
  total: number;
  /** Current page, 1-based. */
  page: number;
  /** Rows per page. */
  perPage: number;
  onPageChange: (page: number) => void;
  onPerPageChange?: (perPage: number) => void;
  /** The search text (invoice number or client). */
  search: string;
  onSearchChange: (search: string) => void;
  /** The due-date and status filters. */
  filters: InvoiceFilters;
  onFiltersChange: (filters: InvoiceFilters) => void;
  /** The active sort (`id` is an {@link InvoiceSortField}), or null for the default: newest created first. */
  sort: ListSort | null;
  onSortChange: (sort: ListSort | null) => void;
  /**
   * Today as `YYYY-MM-DD`, for the overdue markers.
   * @default today in the browser's time zone
   */
  today?: string;
  /** The first page is loading. */
  isLoading?: boolean;
  /** The list failed: its message (or true for the generic one). */
  error?: string | boolean | null;
  onRetry?: () => void;
  /** What the user may do; actions without permission (or that the invoice's status rules out) are not shown. */
  permissions: InvoicePermissions;
  /** Opens the wizard for a new invoice; the button shows only with create permission and this callback. */
  onAdd?: () => void;
  /** Opens the viewer for an invoice. */
  onView: (invoice: InvoiceSummary) => void;
  /** The open viewer, if any (its invoice and payments, or loading / not found / error). */
  viewer?: InvoiceViewerProps['viewer'] | null;
  onViewerClose?: () => void;
  onViewerRetry?: () => void;
  /** The draft whose deletion awaits confirmation. */
  deleting?: InvoiceSummary | null;
  /** Deletes the draft; the dialog stays pending until the promise settles, and stays open if it rejects. */
  onDeleteConfirm?: () => Promise<unknown>;
  /** Called when the delete confirmation closes (cancelled, or after a successful delete). */
  onDeleteCancel?: () => void;
  /** The draft whose issuing awaits confirmation. */
  issuing?: InvoiceSummary | null;
  /** Issues the draft (Draft → Pending, stock leaves the warehouses); pending until the promise settles. */
  onIssueConfirm?: () => Promise<unknown>;
  /** Called when the issue confirmation closes (cancelled, or after a successful issue). */
  onIssueCancel?: () => void;
  /** Rendered after the list: the wizard and the payment, receipt and cancel dialogs. */
  children?: ReactNode;
};

const DUE_LABELS: Record<InvoiceDueFilter, MessageDescriptor> = {
  today: m.dueToday,
  thisWeek: m.dueThisWeek,
  thisMonth: m.dueThisMonth,
  overdue: sm.overdue,
};

const SORT_LABELS: Record<InvoiceSortField, MessageDescriptor> = {
  invoiceNumber: m.sortInvoiceNumber,
  issueDate: sm.issueDate,
  dueDate: sm.dueDate,
  total: m.sortTotal,
  amountPaid: m.sortPaid,
  created: sm.created,
};

/** The default order of the list when no sort is chosen. */
const DEFAULT_SORT: ListSort = { id: 'created', direction: 'descending' };

/**
 * The invoices page: header with "New invoice", a server-driven list (search, due-date and status filters, sort by
 * the six fields, paging) with each row's status-aware actions, the viewer, and the issue and delete confirmations.
 * The wizard and the payment, receipt and cancel dialogs come in as `children`.
 */
export function InvoicesScreen(props: InvoicesScreenProps) {
  const { permissions: can, filters } = props;
  const intl = useIntl();
  const today = props.today ?? localToday();
  const money = (value: number) => <span className={css.amount}>{formatMoney(intl, value)}</span>;

  const columns: ListColumn<InvoiceSummary>[] = [
    {
      id: 'invoiceNumber',
      header: intl.formatMessage(sm.invoiceNumber),
      sortable: true,
      cell: (i) => (
        <span>
          <bdi>{i.invoiceNumber}</bdi>
          <bdi className={css.secondary}>{localName(intl.locale, { name: i.clientName, nameAr: i.clientNameAr })}</bdi>
        </span>
      ),
    },
    {
      id: 'issueDate',
      header: intl.formatMessage(sm.issueDate),
      sortable: true,
      cell: (i) => formatDay(intl, i.issueDate),
    },
    {
      id: 'dueDate',
      header: intl.formatMessage(sm.dueDate),
      sortable: true,
      cell: (i) => {
        const late = daysOverdue(i, today);
        return (
          <span>
            {formatDay(intl, i.dueDate)}
            {late > 0 ? (
              <span className={css.overdue}>{intl.formatMessage(snm.overdueDays, { days: late })}</span>
            ) : null}
          </span>
        );
      },
    },
    { id: 'total', header: intl.formatMessage(sm.total), sortable: true, align: 'end', cell: (i) => money(i.total) },
    {
      id: 'amountPaid',
      header: intl.formatMessage(sm.paid),
      sortable: true,
      align: 'end',
      cell: (i) => money(i.amountPaid),
    },
    { id: 'remaining', header: intl.formatMessage(sm.remaining), align: 'end', cell: (i) => money(i.remaining) },
    {
      id: 'status',
      header: intl.formatMessage(sm.status),
      cell: (i) => <StatusBadge tone={invoiceStatusTone(i.status)} label={invoiceStatusLabel(intl, i.status)} />,
    },
  ];

  const listFilters: ListFilter[] = [
    {
      kind: 'select',
      id: 'due',
      label: intl.formatMessage(sm.dueDate),
      options: INVOICE_DUE_FILTERS.map((f) => ({ id: f, label: intl.formatMessage(DUE_LABELS[f]) })),
      value: filters.due,
      onChange: (value) => props.onFiltersChange({ ...filters, due: value as InvoiceDueFilter | null }),
    },
    {
      kind: 'select',
      id: 'status',
      label: intl.formatMessage(sm.status),
      options: INVOICE_STATUSES.map((s) => ({ id: s, label: invoiceStatusLabel(intl, s) })),
      value: filters.status,
      onChange: (value) => props.onFiltersChange({ ...filters, status: value as InvoiceStatus | null }),
    },
  ];

  // Every sort field, including "created date", which has no column: a picker and an order toggle.
  const sort = props.sort ?? DEFAULT_SORT;
  const ascending = sort.direction === 'ascending';
  const sortControls = (
    <div className={salesCss.sortControls} role="group" aria-label={intl.formatMessage(m.sortBy)}>
      <Select
        className={salesCss.sortField}
        label={intl.formatMessage(m.sortBy)}
        options={INVOICE_SORT_FIELDS.map((f) => ({ id: f, label: intl.formatMessage(SORT_LABELS[f]) }))}
        value={sort.id}
        onChange={(id) => id && props.onSortChange({ id, direction: sort.direction })}
      />
      <Button
        icon={<Icon name={ascending ? 'sort-asc' : 'sort-desc'} />}
        onPress={() => props.onSortChange({ id: sort.id, direction: ascending ? 'descending' : 'ascending' })}
      >
        {intl.formatMessage(ascending ? m.ascending : m.descending)}
      </Button>
    </div>
  );

  const callbacks: InvoiceActionCallbacks = props;
  const addButton =
    can.create && props.onAdd ? (
      <Button variant="primary" icon={<Icon name="plus" />} onPress={props.onAdd}>
        {intl.formatMessage(m.add)}
      </Button>
    ) : undefined;
  const title = intl.formatMessage(navigationMessages.invoices);

  return (
    <>
      <PageHeader title={title} actions={addButton} />
      <PaginatedList<InvoiceSummary>
        label={title}
        rows={props.invoices}
        columns={columns}
        getRowLabel={(i) => i.invoiceNumber}
        total={props.total}
        page={props.page}
        pageSize={props.perPage}
        pageSizeOptions={props.onPerPageChange ? [10, 30, 50] : undefined}
        onPageChange={props.onPageChange}
        onPageSizeChange={props.onPerPageChange}
        sort={props.sort}
        onSortChange={props.onSortChange}
        searchValue={props.search}
        onSearchChange={props.onSearchChange}
        searchPlaceholder={intl.formatMessage(m.searchPlaceholder)}
        filters={listFilters}
        toolbarActions={sortControls}
        onView={can.view ? props.onView : undefined}
        extraActions={(invoice) => invoiceRowActions(intl, invoice, can, callbacks)}
        onRowAction={can.view ? props.onView : undefined}
        isLoading={props.isLoading}
        error={props.error}
        onRetry={props.onRetry}
        emptyState={{
          title: intl.formatMessage(m.emptyTitle),
          description: intl.formatMessage(m.emptyDescription),
          action: addButton,
        }}
      />
      {props.viewer ? (
        <InvoiceViewer
          viewer={props.viewer}
          permissions={can}
          today={today}
          onClose={() => props.onViewerClose?.()}
          onRetry={props.onViewerRetry}
          {...callbacks}
        />
      ) : null}
      {props.issuing ? (
        <StatusChangeConfirmation
          isOpen
          title={intl.formatMessage(mn.issueTitle, { number: props.issuing.invoiceNumber })}
          message={intl.formatMessage(m.issueMessage)}
          fromStatus={<StatusBadge tone={invoiceStatusTone('Draft')} label={invoiceStatusLabel(intl, 'Draft')} />}
          toStatus={<StatusBadge tone={invoiceStatusTone('Pending')} label={invoiceStatusLabel(intl, 'Pending')} />}
          confirmLabel={intl.formatMessage(m.issueConfirm)}
          onConfirm={() => props.onIssueConfirm?.()}
          onOpenChange={(open) => {
            if (!open) props.onIssueCancel?.();
          }}
        />
      ) : null}
      {props.deleting ? (
        <DeleteConfirmation
          isOpen
          itemName={props.deleting.invoiceNumber}
          message={intl.formatMessage(mn.deleteMessage, { number: props.deleting.invoiceNumber })}
          onConfirm={() => props.onDeleteConfirm?.()}
          onOpenChange={(open) => {
            if (!open) props.onDeleteCancel?.();
          }}
        />
      ) : null}
      {props.children}
    </>
  );
}

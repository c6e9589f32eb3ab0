import {
  Button,
  DeleteConfirmation,
  Icon,
  PageHeader,
  PaginatedList,
  type ListColumn,
  type ListFilter,
  type ListSort,
  type WeekDay,
} from '@erp/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

import { navigationMessages } from '../shared/navigation.messages';
import { paymentMethodLabel, paymentMethodOptions } from '../shared/documents/paymentMethods';
import * as css from '../shared/shared.css';
import { formatDay, formatMoney, localName, localToday } from '../shared/format';
import { receiptRowActions } from './receipt.format';
import { receiptMessages as rm } from './receipt.messages';
import {
  RECEIPT_DATE_PRESETS,
  type ReceiptActionCallbacks,
  type ReceiptDatePreset,
  type ReceiptFilters,
  type ReceiptPermissions,
  type ReceiptSummary,
} from './receipt.types';
import { ReceiptViewer, type ReceiptViewerProps } from './ReceiptViewer';
import { receiptsMessages as m, receiptsNamedMessages as mn } from './ReceiptsScreen.messages';
import { salesMessages as sm } from './sales.messages';
import type { PaymentMethod } from './sales.types';

/** Props of {@link ReceiptsScreen}. */
export type ReceiptsScreenProps = ReceiptActionCallbacks & {
  /** The receipts of the current page, already searched, filtered, sorted and paged by the server. */
  receipts: readonly ReceiptSummary[];
  /** Receipts matching the search and filters across all pages. */
  total: number;
  /** Current page, 1-based. */
  page: number;
  /** Rows per page. */
  perPage: number;
  onPageChange: (page: number) => void;
  onPerPageChange?: (perPage: number) => void;
  /** The search text (receipt number, client or invoice number). */
  search: string;
  onSearchChange: (search: string) => void;
  /** The payment-method and date-range filters. */
  filters: ReceiptFilters;
  onFiltersChange: (filters: ReceiptFilters) => void;
  /** The active sort (`id` is a {@link ReceiptSortField}). */
  sort: ListSort | null;
  onSortChange: (sort: ListSort | null) => void;
  /**
   * Today as `YYYY-MM-DD`: the date presets count from it.
   * @default today in the browser's time zone
   */
  today?: string;
  /**
   * First day of "This Week".
   * @default 6 (Saturday, the Egyptian business week)
   */
  weekStartsOn?: WeekDay;
  /** The first page is loading. */
  isLoading?: boolean;
  /** The list failed: its message (or true for the generic one). */
  error?: string | boolean | null;
  onRetry?: () => void;
  /** What the user may do; actions without permission are not shown. */
  permissions: ReceiptPermissions;
  /** Opens the wizard for a new receipt; the button shows only with create permission and this callback. */
  onAdd?: () => void;
  /** Opens the viewer for a receipt. */
  onView: (receipt: ReceiptSummary) => void;
  /** The open viewer, if any. */
  viewer?: ReceiptViewerProps['viewer'] | null;
  /** The printed-document action running for the open viewer. */
  busyAction?: ReceiptViewerProps['busyAction'];
  onViewerClose?: () => void;
  onViewerRetry?: () => void;
  /** The receipt whose deletion awaits confirmation. */
  deleting?: ReceiptSummary | null;
  /** Deletes the receipt; the dialog stays pending until the promise settles, and stays open if it rejects. */
  onDeleteConfirm?: () => Promise<unknown>;
  /** Called when the delete confirmation closes (cancelled, or after a successful delete). */
  onDeleteCancel?: () => void;
  /** Rendered after the list: the wizard. */
  children?: ReactNode;
};

/**
 * The receipts page: header with "New receipt", a server-driven list (search, payment-method filter, date range
 * Today / This Week / This Month / Last 30 Days or All, sort by receipt number, client, invoice, payment method and
 * amount, paging) with each row's actions, the viewer, and the delete confirmation. The wizard comes in as
 * `children`.
 */
export function ReceiptsScreen(props: ReceiptsScreenProps) {
  const { permissions: can, filters } = props;
  const intl = useIntl();

  const columns: ListColumn<ReceiptSummary>[] = [
    {
      id: 'receiptNumber',
      header: intl.formatMessage(rm.receiptNumber),
      sortable: true,
      cell: (r) => <bdi>{r.receiptNumber}</bdi>,
    },
    {
      id: 'client',
      header: intl.formatMessage(sm.client),
      sortable: true,
      cell: (r) => <bdi>{localName(intl.locale, { name: r.clientName, nameAr: r.clientNameAr })}</bdi>,
    },
    {
      id: 'invoiceNumber',
      header: intl.formatMessage(rm.invoice),
      sortable: true,
      cell: (r) => <bdi>{r.invoiceNumber}</bdi>,
    },
    { id: 'issueDate', header: intl.formatMessage(sm.issueDate), cell: (r) => formatDay(intl, r.issueDate) },
    {
      id: 'paymentMethod',
      header: intl.formatMessage(sm.paymentMethod),
      sortable: true,
      cell: (r) => paymentMethodLabel(intl, r.paymentMethod),
    },
    {
      id: 'total',
      header: intl.formatMessage(rm.amount),
      sortable: true,
      align: 'end',
      cell: (r) => <span className={css.amount}>{formatMoney(intl, r.total)}</span>,
    },
  ];

  const listFilters: ListFilter[] = [
    {
      kind: 'select',
      id: 'method',
      label: intl.formatMessage(sm.paymentMethod),
      options: paymentMethodOptions(intl),
      value: filters.method,
      onChange: (value) => props.onFiltersChange({ ...filters, method: value as PaymentMethod | null }),
    },
    {
      kind: 'date-range',
      id: 'date',
      label: intl.formatMessage(m.dateFilter),
      presets: RECEIPT_DATE_PRESETS,
      value: { preset: filters.date },
      today: props.today ?? localToday(),
      weekStartsOn: props.weekStartsOn ?? 6,
      onChange: (value) => props.onFiltersChange({ ...filters, date: value.preset as ReceiptDatePreset }),
    },
  ];

  const callbacks: ReceiptActionCallbacks = props;
  const addButton =
    can.create && props.onAdd ? (
      <Button variant="primary" icon={<Icon name="plus" />} onPress={props.onAdd}>
        {intl.formatMessage(m.add)}
      </Button>
    ) : undefined;
  const title = intl.formatMessage(navigationMessages.receipts);
  const deleting = props.deleting;

  return (
    <>
      <PageHeader title={title} actions={addButton} />
      <PaginatedList<ReceiptSummary>
        label={title}
        rows={props.receipts}
        columns={columns}
        getRowLabel={(r) => r.receiptNumber}
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
        onView={can.view ? props.onView : undefined}
        extraActions={(r) => receiptRowActions(intl, r, can, callbacks)}
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
        <ReceiptViewer
          viewer={props.viewer}
          permissions={can}
          busyAction={props.busyAction}
          onClose={() => props.onViewerClose?.()}
          onRetry={props.onViewerRetry}
          {...callbacks}
        />
      ) : null}
      {deleting ? (
        <DeleteConfirmation
          isOpen
          itemName={deleting.receiptNumber}
          message={
            deleting.invoiceNumber
              ? intl.formatMessage(mn.deleteLinkedMessage, {
                  number: deleting.receiptNumber,
                  invoiceNumber: deleting.invoiceNumber,
                })
              : intl.formatMessage(mn.deleteMessage, { number: deleting.receiptNumber })
          }
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

import {
  Button,
  DeleteConfirmation,
  Icon,
  PageHeader,
  PaginatedList,
  StatusBadge,
  StatusChangeConfirmation,
  type ListColumn,
  type ListFilter,
  type ListSort,
} from '@erp/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

import { navigationMessages } from '../shared/navigation.messages';
import * as css from '../shared/shared.css';
import { formatDay, formatMoney, localName, localToday } from '../shared/format';
import { quotationRowActions, quotationStatusLabel, quotationStatusTone } from './quotation.format';
import { quotationMessages as qm } from './quotation.messages';
import {
  QUOTATION_STATUSES,
  QUOTATION_VALIDITY_PRESETS,
  type QuotationActionCallbacks,
  type QuotationFilters,
  type QuotationPermissions,
  type QuotationStatus,
  type QuotationSummary,
  type QuotationTransition,
  type QuotationValidityPreset,
} from './quotation.types';
import { QuotationViewer, type QuotationViewerProps } from './QuotationViewer';
import { quotationsMessages as m, quotationsNamedMessages as mn } from './QuotationsScreen.messages';
import { salesMessages as sm } from './sales.messages';
import * as dcss from './salesDocuments.css';

/** Props of {@link QuotationsScreen}. */
export type QuotationsScreenProps = QuotationActionCallbacks & {
  /** The quotations of the current page, already searched, filtered, sorted and paged by the server. */
  quotations: readonly QuotationSummary[];
  /** Quotations matching the search and filters across all pages. */
  total: number;
  /** Current page, 1-based. */
  page: number;
  /** Rows per page. */
  perPage: number;
  onPageChange: (page: number) => void;
  onPerPageChange?: (perPage: number) => void;
  /** The search text (quotation number, client or generated invoice number). */
  search: string;
  onSearchChange: (search: string) => void;
  /** The status and valid-until filters. */
  filters: QuotationFilters;
  onFiltersChange: (filters: QuotationFilters) => void;
  /** The active sort (`id` is a {@link QuotationSortField}). */
  sort: ListSort | null;
  onSortChange: (sort: ListSort | null) => void;
  /**
   * Today as `YYYY-MM-DD`: the valid-until presets count from it.
   * @default today in the browser's time zone
   */
  today?: string;
  /** The first page is loading. */
  isLoading?: boolean;
  /** The list failed: its message (or true for the generic one). */
  error?: string | boolean | null;
  onRetry?: () => void;
  /** What the user may do; actions without permission (or that the quotation's status rules out) are not shown. */
  permissions: QuotationPermissions;
  /** Opens the wizard for a new quotation; the button shows only with create permission and this callback. */
  onAdd?: () => void;
  /** Opens the viewer for a quotation. */
  onView: (quotation: QuotationSummary) => void;
  /** The open viewer, if any. */
  viewer?: QuotationViewerProps['viewer'] | null;
  /** The printed-document action running for the open viewer. */
  busyAction?: QuotationViewerProps['busyAction'];
  onViewerClose?: () => void;
  onViewerRetry?: () => void;
  /** The status change awaiting confirmation: mark as sent, accept or reject. */
  transition?: { quotation: QuotationSummary; action: QuotationTransition } | null;
  /** Runs the status change; the confirmation stays pending until the promise settles, and open if it rejects. */
  onTransitionConfirm?: () => Promise<unknown>;
  /** Called when the status confirmation closes (cancelled, or after a successful change). */
  onTransitionCancel?: () => void;
  /** The draft whose deletion awaits confirmation. */
  deleting?: QuotationSummary | null;
  /** Deletes the draft; the dialog stays pending until the promise settles, and stays open if it rejects. */
  onDeleteConfirm?: () => Promise<unknown>;
  /** Called when the delete confirmation closes (cancelled, or after a successful delete). */
  onDeleteCancel?: () => void;
  /** Rendered after the list: the wizard and the generate-invoice dialog. */
  children?: ReactNode;
};

const TRANSITIONS = {
  send: {
    to: 'SENT',
    title: mn.sendTitle,
    message: m.sendMessage,
    confirm: m.sendConfirm,
    variant: 'default',
  },
  accept: {
    to: 'ACCEPTED',
    title: mn.acceptTitle,
    message: m.acceptMessage,
    confirm: m.acceptConfirm,
    variant: 'default',
  },
  reject: {
    to: 'REJECTED',
    title: mn.rejectTitle,
    message: m.rejectMessage,
    confirm: m.rejectConfirm,
    variant: 'destructive',
  },
} as const;

/**
 * The quotations page: header with "New quotation", a server-driven list (search, status and valid-until filters,
 * sort by column, paging) with each row's status-aware actions, the viewer, and the confirmations for marking as
 * sent, accepting, rejecting and deleting. The wizard and the generate-invoice dialog come in as `children`.
 */
export function QuotationsScreen(props: QuotationsScreenProps) {
  const { permissions: can, filters } = props;
  const intl = useIntl();
  const today = props.today ?? localToday();
  const badge = (status: QuotationStatus | '') => (
    <StatusBadge tone={quotationStatusTone(status)} label={quotationStatusLabel(intl, status)} />
  );

  const columns: ListColumn<QuotationSummary>[] = [
    {
      id: 'quotationNumber',
      header: intl.formatMessage(qm.quotationNumber),
      sortable: true,
      cell: (q) => <bdi>{q.quotationNumber}</bdi>,
    },
    {
      id: 'client',
      header: intl.formatMessage(sm.client),
      sortable: true,
      cell: (q) => <bdi>{localName(intl.locale, { name: q.clientName, nameAr: q.clientNameAr })}</bdi>,
    },
    {
      id: 'issueDate',
      header: intl.formatMessage(sm.issueDate),
      sortable: true,
      cell: (q) => formatDay(intl, q.issueDate),
    },
    {
      id: 'validUntil',
      header: intl.formatMessage(qm.validUntil),
      sortable: true,
      cell: (q) => formatDay(intl, q.validUntil),
    },
    {
      id: 'total',
      header: intl.formatMessage(sm.total),
      sortable: true,
      align: 'end',
      cell: (q) => <span className={css.amount}>{formatMoney(intl, q.total)}</span>,
    },
    { id: 'status', header: intl.formatMessage(sm.status), sortable: true, cell: (q) => badge(q.status) },
    {
      id: 'invoice',
      header: intl.formatMessage(qm.invoice),
      cell: (q) =>
        q.invoice ? (
          <span className={dcss.badgeCell}>
            <StatusBadge tone="success" label={intl.formatMessage(qm.generated)} />
            <bdi>{q.invoiceNumber}</bdi>
          </span>
        ) : (
          ''
        ),
    },
  ];

  const listFilters: ListFilter[] = [
    {
      kind: 'select',
      id: 'status',
      label: intl.formatMessage(sm.status),
      options: QUOTATION_STATUSES.map((s) => ({ id: s, label: quotationStatusLabel(intl, s) })),
      value: filters.status,
      onChange: (value) => props.onFiltersChange({ ...filters, status: value as QuotationStatus | null }),
    },
    {
      kind: 'date-range',
      id: 'validUntil',
      label: intl.formatMessage(qm.validUntil),
      presets: QUOTATION_VALIDITY_PRESETS,
      value: { preset: filters.validUntil },
      today,
      onChange: (value) => props.onFiltersChange({ ...filters, validUntil: value.preset as QuotationValidityPreset }),
    },
  ];

  const callbacks: QuotationActionCallbacks = props;
  const addButton =
    can.create && props.onAdd ? (
      <Button variant="primary" icon={<Icon name="plus" />} onPress={props.onAdd}>
        {intl.formatMessage(m.add)}
      </Button>
    ) : undefined;
  const title = intl.formatMessage(navigationMessages.quotations);
  const transition = props.transition ? TRANSITIONS[props.transition.action] : null;

  return (
    <>
      <PageHeader title={title} actions={addButton} />
      <PaginatedList<QuotationSummary>
        label={title}
        rows={props.quotations}
        columns={columns}
        getRowLabel={(q) => q.quotationNumber}
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
        extraActions={(q) => quotationRowActions(intl, q, can, callbacks)}
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
        <QuotationViewer
          viewer={props.viewer}
          permissions={can}
          today={today}
          busyAction={props.busyAction}
          onClose={() => props.onViewerClose?.()}
          onRetry={props.onViewerRetry}
          {...callbacks}
        />
      ) : null}
      {props.transition && transition ? (
        <StatusChangeConfirmation
          isOpen
          title={intl.formatMessage(transition.title, { number: props.transition.quotation.quotationNumber })}
          message={intl.formatMessage(transition.message)}
          fromStatus={badge(props.transition.quotation.status)}
          toStatus={badge(transition.to)}
          confirmLabel={intl.formatMessage(transition.confirm)}
          variant={transition.variant}
          onConfirm={() => props.onTransitionConfirm?.()}
          onOpenChange={(open) => {
            if (!open) props.onTransitionCancel?.();
          }}
        />
      ) : null}
      {props.deleting ? (
        <DeleteConfirmation
          isOpen
          itemName={props.deleting.quotationNumber}
          message={intl.formatMessage(mn.deleteMessage, { number: props.deleting.quotationNumber })}
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

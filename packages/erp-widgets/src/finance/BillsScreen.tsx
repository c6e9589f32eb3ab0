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
  type RowAction,
} from '@erp/ui';
import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';

import type { CrudPermissions } from '../crm/crm.types';
import { navigationMessages } from '../shared/navigation.messages';
import * as css from '../shared/shared.css';
import { formatDay, formatMoney, localToday } from '../shared/format';
import { billsMessages as m, billsNamedMessages as mn } from './BillsScreen.messages';
import { BillViewer, type BillViewerProps } from './BillViewer';
import * as financeCss from './finance.css';
import { billActions, type BillActionId } from './finance.actions';
import { billDaysOverdue, billStatusLabel, billStatusTone, supplierName } from './finance.format';
import {
  BILL_DUE_FILTERS,
  BILL_STATUSES,
  type Bill,
  type BillDueFilter,
  type BillFilters,
  type BillStatus,
  type FinanceOption,
} from './finance.types';

const DUE_MESSAGES: Record<BillDueFilter, MessageDescriptor> = {
  overdue: m.dueOverdue,
  dueToday: m.dueToday,
  dueThisWeek: m.dueThisWeek,
  dueThisMonth: m.dueThisMonth,
};

/** Props of {@link BillsScreen}. */
export type BillsScreenProps = {
  /** The bills of the current page, already searched, filtered, sorted and paged by the server. */
  bills: readonly Bill[];
  /** Bills matching the search and filters across all pages. */
  total: number;
  /** Current page, 1-based. */
  page: number;
  /** Rows per page. */
  perPage: number;
  onPageChange: (page: number) => void;
  onPerPageChange?: (perPage: number) => void;
  /** The search text. */
  search: string;
  onSearchChange: (search: string) => void;
  /** The active supplier, due-date and status filters. */
  filters: BillFilters;
  onFiltersChange: (filters: BillFilters) => void;
  /** The suppliers offered by the supplier filter. */
  supplierOptions: readonly FinanceOption[];
  /** The active sort, or null for the default (latest issue date first). */
  sort: ListSort | null;
  onSortChange: (sort: ListSort | null) => void;
  /** The first page is loading. */
  isLoading?: boolean;
  /** The list failed: its message (or true for the generic one). */
  error?: string | boolean | null;
  onRetry?: () => void;
  /** What the user may do; actions without permission (or not allowed in the bill's status) are not shown. */
  permissions: CrudPermissions;
  /**
   * Today, `YYYY-MM-DD`, for the overdue column.
   * @default today in the browser's time zone
   */
  today?: string;
  /** Opens the add wizard; shown only with create permission and this callback. */
  onAdd?: () => void;
  onView: (bill: Bill) => void;
  /** Opens the edit wizard (PENDING bills only). */
  onEdit?: (bill: Bill) => void;
  /** Opens the payment dialog (PENDING and PARTIALLY_PAID bills). */
  onRecordPayment?: (bill: Bill) => void;
  /** Asks to cancel a bill (opens the confirmation). */
  onCancelBill?: (bill: Bill) => void;
  /** Asks to delete a bill (opens the confirmation; PENDING bills only). */
  onDelete?: (bill: Bill) => void;
  /** The open viewer, if any. */
  viewer?: BillViewerProps['viewer'] | null;
  /** The download address of an attachment. */
  fileUrl?: BillViewerProps['fileUrl'];
  onViewerClose: () => void;
  onViewerRetry?: () => void;
  /** The bill whose deletion awaits confirmation. */
  deleting?: Bill | null;
  /** Deletes the bill; the dialog stays open and pending until the promise settles, and stays open if it rejects. */
  onDeleteConfirm: () => Promise<unknown>;
  onDeleteCancel: () => void;
  /** The bill whose cancellation awaits confirmation. */
  cancelling?: Bill | null;
  /** Cancels the bill; the confirmation stays pending until the promise settles, and open if it rejects. */
  onCancelConfirm?: () => Promise<unknown>;
  onCancelDismiss?: () => void;
  /** Rendered after the list (the wizard, the payment dialog). */
  children?: ReactNode;
};

/**
 * The supplier bills page: "Add bill", a server-driven list searchable by number, supplier and notes, filtered by
 * supplier, due date (overdue, due today, this week, this month) and status, sortable by every column, with the
 * viewer, the payment, cancel and delete flows.
 */
export function BillsScreen(props: BillsScreenProps) {
  const { permissions: can, filters } = props;
  const intl = useIntl();
  const today = props.today ?? localToday();

  const columns: ListColumn<Bill>[] = [
    {
      id: 'billNumber',
      header: intl.formatMessage(m.number),
      sortable: true,
      cell: (b) => <bdi className={`${css.ltrValue} ${financeCss.nowrap}`}>{b.billNumber}</bdi>,
    },
    {
      id: 'supplier',
      header: intl.formatMessage(m.supplier),
      sortable: true,
      cell: (b) => <bdi>{supplierName(intl.locale, b)}</bdi>,
    },
    {
      id: 'issueDate',
      header: intl.formatMessage(m.issueDate),
      sortable: true,
      cell: (b) => <span className={financeCss.nowrap}>{formatDay(intl, b.issueDate)}</span>,
    },
    {
      id: 'dueDate',
      header: intl.formatMessage(m.dueDate),
      sortable: true,
      cell: (b) => {
        const days = billDaysOverdue(b, today);
        return (
          <span className={financeCss.nowrap}>
            {formatDay(intl, b.dueDate)}
            {days > 0 ? <span className={css.overdue}>{intl.formatMessage(mn.overdueDays, { days })}</span> : null}
          </span>
        );
      },
    },
    ...(
      [
        ['total', m.total],
        ['amountPaid', m.paid],
        ['remaining', m.remaining],
      ] as const
    ).map(([id, header]): ListColumn<Bill> => ({
      id,
      header: intl.formatMessage(header),
      sortable: true,
      align: 'end',
      cell: (b) => <span className={css.amount}>{formatMoney(intl, b[id])}</span>,
    })),
    {
      id: 'status',
      header: intl.formatMessage(m.status),
      sortable: true,
      cell: (b) => <StatusBadge tone={billStatusTone(b.status)} label={billStatusLabel(intl, b.status)} />,
    },
  ];

  const listFilters: ListFilter[] = [
    {
      kind: 'select',
      id: 'supplier',
      label: intl.formatMessage(m.supplier),
      options: props.supplierOptions,
      value: filters.supplier,
      onChange: (value) => props.onFiltersChange({ ...filters, supplier: value }),
    },
    {
      kind: 'select',
      id: 'due',
      label: intl.formatMessage(m.dueDate),
      options: BILL_DUE_FILTERS.map((d) => ({ id: d, label: intl.formatMessage(DUE_MESSAGES[d]) })),
      value: filters.due,
      onChange: (value) => props.onFiltersChange({ ...filters, due: value as BillDueFilter | null }),
    },
    {
      kind: 'select',
      id: 'status',
      label: intl.formatMessage(m.status),
      options: BILL_STATUSES.map((s) => ({ id: s, label: billStatusLabel(intl, s) })),
      value: filters.status,
      onChange: (value) => props.onFiltersChange({ ...filters, status: value as BillStatus | null }),
    },
  ];

  const rowActions = (bill: Bill): RowAction[] => {
    const entries: Record<BillActionId, [MessageDescriptor, RowAction['icon'], ((b: Bill) => void) | undefined]> = {
      pay: [m.recordPayment, 'receipt', props.onRecordPayment],
      edit: [m.edit, 'edit', props.onEdit],
      cancel: [m.cancelBill, 'close', props.onCancelBill],
      delete: [m.delete, 'trash', props.onDelete],
    };
    return billActions(bill.status, can)
      .filter((id) => entries[id][2])
      .map((id) => {
        const [label, icon, run] = entries[id];
        return { id, label: intl.formatMessage(label), icon, onAction: () => run?.(bill) };
      });
  };

  const addButton =
    can.create && props.onAdd ? (
      <Button variant="primary" icon={<Icon name="plus" />} onPress={props.onAdd}>
        {intl.formatMessage(m.add)}
      </Button>
    ) : undefined;
  const title = intl.formatMessage(navigationMessages.bills);
  const cancelling = props.cancelling;

  return (
    <>
      <PageHeader title={title} actions={addButton} />
      <PaginatedList<Bill>
        label={title}
        rows={props.bills}
        columns={columns}
        getRowLabel={(b) => b.billNumber}
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
        extraActions={rowActions}
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
        <BillViewer
          viewer={props.viewer}
          permissions={can}
          today={today}
          fileUrl={props.fileUrl}
          onClose={props.onViewerClose}
          onRecordPayment={props.onRecordPayment}
          onEdit={props.onEdit}
          onCancelBill={props.onCancelBill}
          onDelete={props.onDelete}
          onRetry={props.onViewerRetry}
        />
      ) : null}
      {props.deleting ? (
        <DeleteConfirmation
          isOpen
          itemName={props.deleting.billNumber}
          message={intl.formatMessage(mn.deleteMessage, {
            number: props.deleting.billNumber,
            supplier: supplierName(intl.locale, props.deleting),
          })}
          onConfirm={props.onDeleteConfirm}
          onOpenChange={(open) => {
            if (!open) props.onDeleteCancel();
          }}
        />
      ) : null}
      {cancelling && props.onCancelConfirm ? (
        <StatusChangeConfirmation
          isOpen
          variant="destructive"
          title={intl.formatMessage(mn.cancelTitle, { number: cancelling.billNumber })}
          message={intl.formatMessage(m.cancelMessage)}
          fromStatus={
            <StatusBadge tone={billStatusTone(cancelling.status)} label={billStatusLabel(intl, cancelling.status)} />
          }
          toStatus={<StatusBadge tone={billStatusTone('CANCELLED')} label={billStatusLabel(intl, 'CANCELLED')} />}
          confirmLabel={intl.formatMessage(m.cancelBill)}
          cancelLabel={intl.formatMessage(m.keepBill)}
          onConfirm={props.onCancelConfirm}
          onOpenChange={(open) => {
            if (!open) props.onCancelDismiss?.();
          }}
        />
      ) : null}
      {props.children}
    </>
  );
}

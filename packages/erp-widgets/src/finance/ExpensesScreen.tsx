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
import { useIntl } from 'react-intl';

import type { CrudPermissions } from '../crm/crm.types';
import { navigationMessages } from '../shared/navigation.messages';
import * as css from '../shared/shared.css';
import { formatDay, formatMoney, localName } from '../shared/format';
import { expensesMessages as m, expensesNamedMessages as mn } from './ExpensesScreen.messages';
import { EXPENSE_ACTION_LABELS, ExpenseViewer, type ExpenseViewerProps } from './ExpenseViewer';
import * as financeCss from './finance.css';
import { expenseActions } from './finance.actions';
import { expenseCategoryLabel, expenseStatusLabel, expenseStatusTone } from './finance.format';
import {
  EXPENSE_CATEGORIES,
  EXPENSE_DATE_PRESETS,
  EXPENSE_STATUSES,
  type Expense,
  type ExpenseAction,
  type ExpenseCategory,
  type ExpenseDatePreset,
  type ExpenseFilters,
  type ExpenseStatus,
} from './finance.types';

/** The status each action leads to. */
const TARGET_STATUS: Record<ExpenseAction, ExpenseStatus> = {
  approve: 'Approved',
  reject: 'Rejected',
  reimburse: 'Reimbursed',
};

const CONFIRM_TEXT = {
  approve: [mn.approveTitle, m.approveMessage],
  reject: [mn.rejectTitle, m.rejectMessage],
  reimburse: [mn.reimburseTitle, m.reimburseMessage],
} as const;

/** Props of {@link ExpensesScreen}. */
export type ExpensesScreenProps = {
  /** The expenses of the current page, already searched, filtered, sorted and paged by the server. */
  expenses: readonly Expense[];
  /** Expenses matching the search and filters across all pages. */
  total: number;
  /** Current page, 1-based. */
  page: number;
  /** Rows per page. */
  perPage: number;
  onPageChange: (page: number) => void;
  onPerPageChange?: (perPage: number) => void;
  search: string;
  onSearchChange: (search: string) => void;
  /** The active category, status and date filters. */
  filters: ExpenseFilters;
  onFiltersChange: (filters: ExpenseFilters) => void;
  /** The active sort, or null for the default (latest date first). */
  sort: ListSort | null;
  onSortChange: (sort: ListSort | null) => void;
  /**
   * Today, `YYYY-MM-DD`, for the date presets.
   * @default today in the browser's time zone
   */
  today?: string;
  isLoading?: boolean;
  error?: string | boolean | null;
  onRetry?: () => void;
  /** What the user may do (edit:expenses also approves, rejects and reimburses); the rest is not shown. */
  permissions: CrudPermissions;
  /** Whether an expense is the user's own, on which they may not change the status. */
  isOwn?: (expense: Expense) => boolean;
  onAdd?: () => void;
  onView: (expense: Expense) => void;
  /** Opens the edit wizard (Pending expenses only). */
  onEdit?: (expense: Expense) => void;
  /** Asks to delete (Pending or Rejected expenses). */
  onDelete?: (expense: Expense) => void;
  /** Asks to approve, reject or mark as reimbursed. */
  onStatusAction?: (expense: Expense, action: ExpenseAction) => void;
  viewer?: ExpenseViewerProps['viewer'] | null;
  fileUrl?: ExpenseViewerProps['fileUrl'];
  onViewerClose: () => void;
  onViewerRetry?: () => void;
  /** The status change awaiting confirmation. */
  statusChange?: { expense: Expense; action: ExpenseAction } | null;
  /** Runs the status change; the confirmation stays pending until the promise settles, and open if it rejects. */
  onStatusChangeConfirm?: () => Promise<unknown>;
  onStatusChangeCancel?: () => void;
  /** The expense whose deletion awaits confirmation. */
  deleting?: Expense | null;
  onDeleteConfirm: () => Promise<unknown>;
  onDeleteCancel: () => void;
  /** Rendered after the list (the wizard). */
  children?: ReactNode;
};

/**
 * The expenses page: "Add expense", a server-driven list searchable by number, description, employee and
 * reference, filtered by category, status and date (last 7 days, last 90 days or a custom range), sortable by
 * number, date, description, employee, category, reference, amount and status; the viewer with approve, reject
 * and mark as reimbursed, each confirmed; delete confirmation.
 */
export function ExpensesScreen(props: ExpensesScreenProps) {
  const { permissions: can, filters } = props;
  const intl = useIntl();
  const employeeName = (e: Expense) => localName(intl.locale, { name: e.employeeName, nameAr: e.employeeNameAr });

  const columns: ListColumn<Expense>[] = [
    {
      id: 'expenseNumber',
      header: intl.formatMessage(m.number),
      sortable: true,
      cell: (e) => <bdi className={`${css.ltrValue} ${financeCss.nowrap}`}>{e.expenseNumber}</bdi>,
    },
    {
      id: 'date',
      header: intl.formatMessage(m.date),
      sortable: true,
      cell: (e) => <span className={financeCss.nowrap}>{formatDay(intl, e.date)}</span>,
    },
    {
      id: 'description',
      header: intl.formatMessage(m.description),
      sortable: true,
      cell: (e) => <bdi>{e.description}</bdi>,
    },
    {
      id: 'employee',
      header: intl.formatMessage(m.employee),
      sortable: true,
      cell: (e) => <bdi>{employeeName(e)}</bdi>,
    },
    {
      id: 'category',
      header: intl.formatMessage(m.category),
      sortable: true,
      cell: (e) => expenseCategoryLabel(intl, e.category),
    },
    {
      id: 'reference',
      header: intl.formatMessage(m.reference),
      sortable: true,
      cell: (e) => <bdi className={`${css.ltrValue} ${financeCss.nowrap}`}>{e.reference}</bdi>,
    },
    {
      id: 'amount',
      header: intl.formatMessage(m.amount),
      sortable: true,
      align: 'end',
      cell: (e) => <span className={css.amount}>{formatMoney(intl, e.amount)}</span>,
    },
    {
      id: 'status',
      header: intl.formatMessage(m.status),
      sortable: true,
      cell: (e) => <StatusBadge tone={expenseStatusTone(e.status)} label={expenseStatusLabel(intl, e.status)} />,
    },
  ];

  const listFilters: ListFilter[] = [
    {
      kind: 'select',
      id: 'category',
      label: intl.formatMessage(m.category),
      options: EXPENSE_CATEGORIES.map((c) => ({ id: c, label: expenseCategoryLabel(intl, c) })),
      value: filters.category,
      onChange: (value) => props.onFiltersChange({ ...filters, category: value as ExpenseCategory | null }),
    },
    {
      kind: 'select',
      id: 'status',
      label: intl.formatMessage(m.status),
      options: EXPENSE_STATUSES.map((s) => ({ id: s, label: expenseStatusLabel(intl, s) })),
      value: filters.status,
      onChange: (value) => props.onFiltersChange({ ...filters, status: value as ExpenseStatus | null }),
    },
    {
      kind: 'date-range',
      id: 'date',
      label: intl.formatMessage(m.date),
      presets: EXPENSE_DATE_PRESETS,
      value: filters.date,
      today: props.today,
      onChange: (value) =>
        props.onFiltersChange({
          ...filters,
          date: { preset: value.preset as ExpenseDatePreset, start: value.start, end: value.end },
        }),
    },
  ];

  const rowActions = (expense: Expense): RowAction[] => {
    const run = {
      approve: props.onStatusAction && (() => props.onStatusAction?.(expense, 'approve')),
      reject: props.onStatusAction && (() => props.onStatusAction?.(expense, 'reject')),
      reimburse: props.onStatusAction && (() => props.onStatusAction?.(expense, 'reimburse')),
      edit: props.onEdit && (() => props.onEdit?.(expense)),
      delete: props.onDelete && (() => props.onDelete?.(expense)),
    };
    const icons = { approve: 'check', reject: 'close', reimburse: 'receipt', edit: 'edit', delete: 'trash' } as const;
    return expenseActions(expense.status, can, props.isOwn?.(expense) ?? false)
      .filter((id) => run[id])
      .map((id) => ({
        id,
        label: intl.formatMessage(EXPENSE_ACTION_LABELS[id]),
        icon: icons[id],
        onAction: () => run[id]?.(),
      }));
  };

  const addButton =
    can.create && props.onAdd ? (
      <Button variant="primary" icon={<Icon name="plus" />} onPress={props.onAdd}>
        {intl.formatMessage(m.add)}
      </Button>
    ) : undefined;
  const title = intl.formatMessage(navigationMessages.expenses);
  const change = props.statusChange;

  return (
    <>
      <PageHeader title={title} actions={addButton} />
      <PaginatedList<Expense>
        label={title}
        rows={props.expenses}
        columns={columns}
        getRowLabel={(e) => e.expenseNumber}
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
        <ExpenseViewer
          viewer={props.viewer}
          permissions={can}
          isOwn={props.viewer.state === 'ready' ? (props.isOwn?.(props.viewer.expense) ?? false) : false}
          fileUrl={props.fileUrl}
          onClose={props.onViewerClose}
          onStatusAction={props.onStatusAction}
          onEdit={props.onEdit}
          onDelete={props.onDelete}
          onRetry={props.onViewerRetry}
        />
      ) : null}
      {change && props.onStatusChangeConfirm ? (
        <StatusChangeConfirmation
          isOpen
          variant={change.action === 'reject' ? 'destructive' : 'default'}
          title={intl.formatMessage(CONFIRM_TEXT[change.action][0], { number: change.expense.expenseNumber })}
          message={intl.formatMessage(CONFIRM_TEXT[change.action][1])}
          fromStatus={
            <StatusBadge
              tone={expenseStatusTone(change.expense.status)}
              label={expenseStatusLabel(intl, change.expense.status)}
            />
          }
          toStatus={
            <StatusBadge
              tone={expenseStatusTone(TARGET_STATUS[change.action])}
              label={expenseStatusLabel(intl, TARGET_STATUS[change.action])}
            />
          }
          confirmLabel={intl.formatMessage(EXPENSE_ACTION_LABELS[change.action])}
          onConfirm={props.onStatusChangeConfirm}
          onOpenChange={(open) => {
            if (!open) props.onStatusChangeCancel?.();
          }}
        />
      ) : null}
      {props.deleting ? (
        <DeleteConfirmation
          isOpen
          itemName={props.deleting.expenseNumber}
          message={intl.formatMessage(mn.deleteMessage, { number: props.deleting.expenseNumber })}
          onConfirm={props.onDeleteConfirm}
          onOpenChange={(open) => {
            if (!open) props.onDeleteCancel();
          }}
        />
      ) : null}
      {props.children}
    </>
  );
}

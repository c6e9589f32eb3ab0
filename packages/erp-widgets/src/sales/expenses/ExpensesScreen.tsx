import { EXPENSES_CATEGORY, EXPENSES_STATUS } from '@erp/schema';
import { type ListColumn } from '@erp/ui';
import { useIntl } from 'react-intl';

import type { RecordUpload } from '../../shared/documents/useRecordUpload';
import { enumLabel } from '../../shared/enums';
import { formatDay, formatMoney, localToday } from '../../shared/format';
import { DeleteRecordDialog } from '../../shared/list-screen/DeleteRecordDialog';
import { enumFilter, ListScreen } from '../../shared/list-screen/ListScreen';
import type { ListScreenBaseProps } from '../../shared/list-screen/list.types';
import { rowActions, statusBadge, StatusChangeDialog } from '../../shared/list-screen/StatusChange';
import { useDialog } from '../../shared/list-screen/useDialog';
import * as css from '../../shared/shared.css';
import { navigationMessages } from '../../shared/navigation.messages';
import { EXPENSE_ACTIONS, ExpenseViewer } from './ExpenseViewer';
import { ExpenseWizard } from './ExpenseWizard';
import { expenseFields as f, type ExpenseFormValues } from './expenses.fields';
import {
  employeeName,
  expenseActions,
  EXPENSE_ACTION_TARGETS,
  EXPENSE_STATUS_TONES,
  type ExpenseActionId,
} from './expenses.format';
import { expenseMessages as m, expenseNamedMessages as mn } from './expenses.messages';
import {
  EXPENSE_DATE_PRESETS,
  EXPENSE_SORT_FIELDS,
  type EmployeeOption,
  type Expense,
  type ExpenseAction,
  type ExpenseFilters,
} from './expenses.types';

const STATUS_ACTIONS = ['approve', 'reject', 'reimburse'] as const;
const CONFIRM_TITLES = { approve: mn.approveTitle, reject: mn.rejectTitle, reimburse: mn.reimburseTitle } as const;

/** Props of {@link ExpensesScreen}. */
export type ExpensesScreenProps = ListScreenBaseProps<Expense, Expense, ExpenseFilters> & {
  /** Whether an expense is the user's own, whose status they may not change. */
  isOwn?: (expense: Expense) => boolean;
  /** Searches employees by name for the wizard's employee field (the app queries the server). */
  loadEmployees: (query: string, signal: AbortSignal) => Promise<EmployeeOption[]>;
  /**
   * Today, `YYYY-MM-DD`, for the date presets and a new expense's date.
   * @default today in the browser's time zone
   */
  today?: string;
  /** The download address of an attachment (with a file token); attachments are listed by name without it. */
  fileUrl?: (expense: Expense, fileName: string) => string | undefined;
  /** Saves a new expense (`expense` null) or changes a Pending one with its files; the wizard stays open if it rejects. */
  onSave: (values: ExpenseFormValues, expense: Expense | null, upload: RecordUpload) => Promise<unknown>;
  /** Deletes a Pending or Rejected expense; the confirmation stays pending until it settles, and open if it rejects. */
  onDelete: (expense: Expense) => Promise<unknown>;
  /** Approves, rejects or marks as reimbursed; the confirmation stays pending until it settles, and open if it rejects. */
  onAction: (expense: Expense, action: ExpenseAction) => Promise<unknown>;
};

/**
 * The expenses page: "Add expense", a list searchable by number, description, employee and reference, filtered by
 * category, status and date (last 7 days, last 90 days or a custom range) and sorted by any of its fields; the
 * viewer; approve, reject and mark as reimbursed, each confirmed; the add/edit wizard and the delete confirmation.
 * Each row offers the same actions in the same place; those the expense's status does not allow are disabled.
 */
export function ExpensesScreen({
  list,
  permissions: can,
  viewer,
  isOwn = () => false,
  loadEmployees,
  today = localToday(),
  fileUrl,
  onSave,
  onDelete,
  onAction,
  ...props
}: ExpensesScreenProps) {
  const intl = useIntl();
  const dialog = useDialog<ExpenseActionId | 'wizard', Expense>(viewer ? props.onViewerClose : undefined);
  const open = (action: ExpenseActionId, expense: Expense) =>
    dialog.open(action === 'edit' ? 'wizard' : action, expense);
  // A status change started in the viewer goes back to it, showing the expense as it is now.
  const openFromViewer = (action: ExpenseActionId, expense: Expense) =>
    action === 'edit' || action === 'delete'
      ? open(action, expense)
      : dialog.open(action, expense, () => props.onView(expense));
  const badge = statusBadge(intl, 'expenses', 'status', EXPENSE_STATUS_TONES);
  const text = (id: 'description' | 'reference', ltr = false): ListColumn<Expense> => ({
    id,
    header: intl.formatMessage(f[id]),
    sortable: true,
    cell: (e) => <bdi className={ltr ? `${css.ltrValue} ${css.nowrap}` : undefined}>{e[id]}</bdi>,
  });

  // Every action the role may take, in one menu per row: the same place on every row, disabled where the
  // expense's status (or its being the user's own) does not allow it.
  const offered = [...new Set([...expenseActions('Pending', can), ...expenseActions('Approved', can)])];
  const actionsOf = (expense: Expense) =>
    rowActions(
      intl,
      EXPENSE_ACTIONS,
      offered,
      (id) => open(id, expense),
      new Set(expenseActions(expense.status, can, isOwn(expense))),
    );

  const { filters } = list;
  const wizardFor = dialog.recordOf('wizard');
  return (
    <ListScreen<Expense, ExpenseFilters>
      title={intl.formatMessage(navigationMessages.expenses)}
      list={list}
      columns={[
        {
          id: 'expenseNumber',
          header: intl.formatMessage(f.expenseNumber),
          sortable: true,
          cell: (e) => <bdi className={`${css.ltrValue} ${css.nowrap}`}>{e.expenseNumber}</bdi>,
        },
        {
          id: 'date',
          header: intl.formatMessage(f.date),
          sortable: true,
          cell: (e) => <span className={css.nowrap}>{formatDay(intl, e.date)}</span>,
        },
        text('description'),
        {
          id: 'employee',
          header: intl.formatMessage(f.employee),
          sortable: true,
          cell: (e) => <bdi>{employeeName(intl.locale, e)}</bdi>,
        },
        {
          id: 'category',
          header: intl.formatMessage(f.category),
          sortable: true,
          cell: (e) => enumLabel(intl, 'expenses', 'category', e.category),
        },
        text('reference', true),
        {
          id: 'amount',
          header: intl.formatMessage(f.amount),
          sortable: true,
          align: 'end',
          cell: (e) => <span className={css.amount}>{formatMoney(intl, e.amount)}</span>,
        },
        { id: 'status', header: intl.formatMessage(f.status), sortable: true, cell: (e) => badge(e.status) },
      ]}
      filters={[
        enumFilter(intl, list, intl.formatMessage(f.category), 'expenses', 'category', EXPENSES_CATEGORY),
        enumFilter(intl, list, intl.formatMessage(f.status), 'expenses', 'status', EXPENSES_STATUS),
        {
          kind: 'date-range',
          id: 'date',
          label: intl.formatMessage(f.date),
          presets: EXPENSE_DATE_PRESETS,
          value: {
            preset: filters.date ?? 'all',
            start: filters.date === 'custom' ? (filters.from ?? undefined) : undefined,
            end: filters.date === 'custom' ? (filters.to ?? undefined) : undefined,
          },
          today,
          onChange: ({ preset, start, end }) => {
            const custom = preset === 'custom';
            list.onChange({
              filters: {
                ...filters,
                date: preset === 'all' ? null : (preset as ExpenseFilters['date']),
                from: custom ? (start ?? null) : null,
                to: custom ? (end ?? null) : null,
              },
            });
          },
        },
      ]}
      sortOptions={EXPENSE_SORT_FIELDS.map((id) => ({ id, label: intl.formatMessage(f[id]) }))}
      sortDefault={{ id: 'date', direction: 'descending' }}
      getRowLabel={(e) => e.expenseNumber}
      messages={m}
      onAdd={can.create ? () => dialog.open('wizard') : undefined}
      onView={can.view ? props.onView : undefined}
      extraActions={offered.length > 0 ? actionsOf : undefined}
    >
      {viewer ? (
        <ExpenseViewer
          viewer={viewer}
          permissions={can}
          isOwn={isOwn}
          fileUrl={fileUrl}
          onClose={props.onViewerClose}
          onRetry={props.onViewerRetry}
          onAction={openFromViewer}
        />
      ) : null}
      <StatusChangeDialog
        dialog={dialog}
        actions={STATUS_ACTIONS}
        title={(e, action) => intl.formatMessage(CONFIRM_TITLES[action], { number: e.expenseNumber })}
        messages={{ approve: m.approveMessage, reject: m.rejectMessage, reimburse: m.reimburseMessage }}
        labels={EXPENSE_ACTIONS.labels}
        targets={EXPENSE_ACTION_TARGETS}
        badge={badge}
        destructive={['reject']}
        onConfirm={onAction}
      />
      <DeleteRecordDialog
        dialog={dialog}
        name={(e) => e.expenseNumber}
        message={(e) => intl.formatMessage(mn.deleteMessage, { number: e.expenseNumber })}
        onDelete={onDelete}
      />
      {wizardFor !== undefined ? (
        <ExpenseWizard
          record={wizardFor}
          loadEmployees={loadEmployees}
          today={today}
          fileUrl={fileUrl}
          onSubmit={dialog.closeAfter((values: ExpenseFormValues, upload: RecordUpload) =>
            onSave(values, wizardFor, upload),
          )}
          onClose={dialog.close}
        />
      ) : null}
    </ListScreen>
  );
}

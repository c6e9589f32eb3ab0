import { EXPENSES_CATEGORY, EXPENSES_STATUS } from '@erp/schema';
import { useIntl } from 'react-intl';

import type { RecordUpload } from '../../shared/documents/useRecordUpload';
import { localToday } from '../../shared/format';
import {
  dateColumn,
  enumColumn,
  moneyColumn,
  numberColumn,
  statusColumn,
  textColumn,
} from '../../shared/list-screen/columns';
import { DeleteRecordDialog } from '../../shared/list-screen/DeleteRecordDialog';
import { dateRangeFilter, sortOptions } from '../../shared/list-screen/filters';
import { enumFilter, ListScreen } from '../../shared/list-screen/ListScreen';
import type { ListScreenBaseProps } from '../../shared/list-screen/list.types';
import { statusBadge, StatusChangeDialog, statusRowActions } from '../../shared/list-screen/StatusChange';
import { useRecordDialogs } from '../../shared/list-screen/useRecordDialogs';
import { navigationMessages } from '../../shared/navigation.messages';
import { EXPENSE_ACTIONS, ExpenseViewer } from './ExpenseViewer';
import { ExpenseWizard } from './ExpenseWizard';
import { expenseFields as f, type ExpenseFormValues } from './expenses.fields';
import { employeeName, expenseActions, EXPENSE_ACTION_TARGETS, EXPENSE_STATUS_TONES } from './expenses.format';
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
  const d = useRecordDialogs<Expense, Expense, ExpenseFormValues, [RecordUpload], ExpenseAction>({
    ...props,
    viewer,
    permissions: can,
    onSave,
  });
  const badge = statusBadge(intl, 'expenses', 'status', EXPENSE_STATUS_TONES);
  // Every action the role may take, in one menu per row: the same place on every row, disabled where the
  // expense's status (or its being the user's own) does not allow it.
  const offered = [...new Set([...expenseActions('Pending', can), ...expenseActions('Approved', can)])];
  return (
    <ListScreen<Expense, ExpenseFilters>
      title={intl.formatMessage(navigationMessages.expenses)}
      list={list}
      columns={[
        numberColumn(intl, 'expenseNumber', f.expenseNumber, (e) => e.expenseNumber),
        dateColumn(intl, 'date', f.date, (e) => e.date),
        textColumn(intl, 'description', f.description, (e) => e.description),
        textColumn(intl, 'employee', f.employee, (e) => employeeName(intl.locale, e)),
        enumColumn(intl, 'expenses', 'category', f.category),
        numberColumn(intl, 'reference', f.reference, (e) => e.reference),
        moneyColumn(intl, 'amount', f.amount, (e) => e.amount),
        statusColumn(intl, badge, { header: f.status }),
      ]}
      filters={[
        enumFilter(intl, list, intl.formatMessage(f.category), 'expenses', 'category', EXPENSES_CATEGORY),
        enumFilter(intl, list, intl.formatMessage(f.status), 'expenses', 'status', EXPENSES_STATUS),
        dateRangeFilter(list, 'date', intl.formatMessage(f.date), EXPENSE_DATE_PRESETS, today, {
          range: { from: 'from', to: 'to' },
        }),
      ]}
      sortOptions={sortOptions(intl, EXPENSE_SORT_FIELDS, f)}
      sortDefault={{ id: 'date', direction: 'descending' }}
      getRowLabel={(e) => e.expenseNumber}
      messages={m}
      onAdd={d.onAdd}
      onView={d.rowActions.onView}
      extraActions={statusRowActions(
        intl,
        EXPENSE_ACTIONS,
        offered,
        (e) => expenseActions(e.status, can, isOwn(e)),
        d.open,
      )}
    >
      {d.viewer ? (
        <ExpenseViewer {...d.viewer} permissions={can} isOwn={isOwn} fileUrl={fileUrl} onAction={d.openFromViewer} />
      ) : null}
      <StatusChangeDialog
        dialog={d.dialog}
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
        dialog={d.dialog}
        name={(e) => e.expenseNumber}
        message={(e) => intl.formatMessage(mn.deleteMessage, { number: e.expenseNumber })}
        onDelete={onDelete}
      />
      {d.wizard ? <ExpenseWizard {...d.wizard} loadEmployees={loadEmployees} today={today} fileUrl={fileUrl} /> : null}
    </ListScreen>
  );
}

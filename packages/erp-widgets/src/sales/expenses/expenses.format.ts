import type { ExpensesStatus } from '@erp/schema';
import type { StatusTone } from '@erp/ui';

import { enumLabel } from '../../shared/enums';
import { localName } from '../../shared/format';
import type { CrudPermissions } from '../../shared/list-screen/list.types';
import { refusalTranslator } from '../../shared/refusals';
import type { Expense, ExpenseAction } from './expenses.types';

/** Badge colour of each expense status; the label carries the meaning too. */
export const EXPENSE_STATUS_TONES: Record<ExpensesStatus | '', StatusTone> = {
  Pending: 'warning',
  Approved: 'info',
  Rejected: 'danger',
  Reimbursed: 'success',
  '': 'neutral',
};

/** The status each action leads to. */
export const EXPENSE_ACTION_TARGETS: Record<ExpenseAction, ExpensesStatus> = {
  approve: 'Approved',
  reject: 'Rejected',
  reimburse: 'Reimbursed',
};

/** An expense's employee in the active language; '' for none. */
export const employeeName = (locale: string, e: Pick<Expense, 'employee' | 'employeeName' | 'employeeNameAr'>) =>
  e.employee ? localName(locale, { name: e.employeeName, nameAr: e.employeeNameAr }) : '';

/** What can be done to one expense. */
export type ExpenseActionId = ExpenseAction | 'edit' | 'delete';

/**
 * The expense actions its status and the user's permissions allow, in menu order, as the server enforces them:
 * approve and reject while Pending, mark as reimbursed once Approved (each with edit:expenses, and never on the
 * user's own expense); edit while Pending; delete while Pending or Rejected.
 */
export function expenseActions(status: ExpensesStatus | '', can: CrudPermissions, isOwn = false): ExpenseActionId[] {
  const out: ExpenseActionId[] = [];
  if (can.edit && !isOwn && status === 'Pending') out.push('approve', 'reject');
  if (can.edit && !isOwn && status === 'Approved') out.push('reimburse');
  if (can.edit && status === 'Pending') out.push('edit');
  if (can.delete && (status === 'Pending' || status === 'Rejected')) out.push('delete');
  return out;
}

/** The refusals of expense saves and status changes: a status by its label. */
export const expenseRefusalText = refusalTranslator({
  status: (intl, status) => enumLabel(intl, 'expenses', 'status', status),
});

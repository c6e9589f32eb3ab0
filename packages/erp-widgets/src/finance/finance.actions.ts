import type { CrudPermissions } from '../crm/crm.types';
import type { BillStatus, ExpenseAction, ExpenseStatus } from './finance.types';

/** What can be done to one bill. */
export type BillActionId = 'pay' | 'edit' | 'cancel' | 'delete';

/**
 * The bill actions its status and the user's permissions allow, in menu order, as the server enforces them:
 * payments and cancellation on open bills (PENDING, PARTIALLY_PAID) with edit:bills; edit and delete only
 * while PENDING, with edit:bills and delete:bills.
 */
export function billActions(status: BillStatus | '', can: CrudPermissions): BillActionId[] {
  const open = status === 'PENDING' || status === 'PARTIALLY_PAID';
  const out: BillActionId[] = [];
  if (can.edit && open) out.push('pay');
  if (can.edit && status === 'PENDING') out.push('edit');
  if (can.edit && open) out.push('cancel');
  if (can.delete && status === 'PENDING') out.push('delete');
  return out;
}

/** What can be done to one expense. */
export type ExpenseActionId = ExpenseAction | 'edit' | 'delete';

/**
 * The expense actions its status and the user's permissions allow, in menu order, as the server enforces them:
 * approve and reject while Pending, mark as reimbursed once Approved (each with edit:expenses, and never on the
 * user's own expense); edit while Pending; delete while Pending or Rejected.
 */
export function expenseActions(status: ExpenseStatus | '', can: CrudPermissions, isOwn = false): ExpenseActionId[] {
  const out: ExpenseActionId[] = [];
  if (can.edit && !isOwn && status === 'Pending') out.push('approve', 'reject');
  if (can.edit && !isOwn && status === 'Approved') out.push('reimburse');
  if (can.edit && status === 'Pending') out.push('edit');
  if (can.delete && (status === 'Pending' || status === 'Rejected')) out.push('delete');
  return out;
}

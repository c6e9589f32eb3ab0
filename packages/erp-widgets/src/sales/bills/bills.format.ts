import type { BillsStatus } from '@erp/schema';
import type { StatusTone } from '@erp/ui';

import { enumLabel } from '../../shared/enums';
import { daysBetween, isoDay, localName } from '../../shared/format';
import type { CrudPermissions } from '../../shared/list-screen/list.types';
import { moneyValue, refusalTranslator } from '../../shared/refusals';
import type { Bill } from './bills.types';

/** Badge colour of each bill status; the label carries the meaning too. */
export const BILL_STATUS_TONES: Record<BillsStatus | '', StatusTone> = {
  PENDING: 'info',
  PARTIALLY_PAID: 'warning',
  PAID: 'success',
  CANCELLED: 'danger',
  '': 'neutral',
};

/** A bill's supplier in the active language (the Arabic name in Arabic when it has one). */
export const supplierName = (locale: string, bill: Pick<Bill, 'supplierName' | 'supplierNameAr'>): string =>
  localName(locale, { name: bill.supplierName, nameAr: bill.supplierNameAr });

/** Whether a bill can still be paid and cancelled: PENDING or PARTIALLY_PAID. */
export const isOpenBill = (status: BillsStatus | ''): boolean => status === 'PENDING' || status === 'PARTIALLY_PAID';

/** Days an open bill is past its due date on `today` (`YYYY-MM-DD`); 0 when it is not overdue. */
export function billDaysOverdue(bill: Pick<Bill, 'status' | 'dueDate'>, today: string): number {
  const due = isoDay(bill.dueDate);
  if (!due || !isOpenBill(bill.status)) return 0;
  return Math.max(0, daysBetween(due, today));
}

/** What can be done to one bill. */
export type BillActionId = 'pay' | 'edit' | 'cancel' | 'delete';

/**
 * The bill actions its status and the user's permissions allow, in menu order, as the server enforces them:
 * payments and cancellation on open bills with edit:bills; edit and delete only while PENDING.
 */
export function billActions(status: BillsStatus | '', can: CrudPermissions): BillActionId[] {
  const open = isOpenBill(status);
  const out: BillActionId[] = [];
  if (can.edit && open) out.push('pay');
  if (can.edit && status === 'PENDING') out.push('edit');
  if (can.edit && open) out.push('cancel');
  if (can.delete && status === 'PENDING') out.push('delete');
  return out;
}

/** The refusals of bill saves, payments and cancellations: amounts as money, a status by its label. */
export const billRefusalText = refusalTranslator({
  amount: moneyValue,
  remaining: moneyValue,
  status: (intl, status) => enumLabel(intl, 'bills', 'status', status),
});

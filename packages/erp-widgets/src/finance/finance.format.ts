import type { StatusTone } from '@erp/ui';
import type { IntlShape, MessageDescriptor } from 'react-intl';

import { daysBetween, isoDay, localName } from '../shared/format';
import { billsMessages as bm } from './BillsScreen.messages';
import { expensesMessages as em } from './ExpensesScreen.messages';
import { expenseCategoryMessages } from './finance.enums.messages';
import type { Bill, BillStatus, ExpenseCategory, ExpenseStatus } from './finance.types';

/** A bill's supplier in the active language. */
export function supplierName(locale: string, bill: { supplierName: string; supplierNameAr?: string }): string {
  return localName(locale, { name: bill.supplierName, nameAr: bill.supplierNameAr });
}

const BILL_STATUS_MESSAGES: Record<BillStatus, MessageDescriptor> = {
  PENDING: bm.statusPending,
  PARTIALLY_PAID: bm.statusPartiallyPaid,
  PAID: bm.statusPaid,
  CANCELLED: bm.statusCancelled,
};

export function billStatusLabel(intl: IntlShape, status: BillStatus | ''): string {
  return status ? intl.formatMessage(BILL_STATUS_MESSAGES[status]) : '';
}

/** Badge colour of a bill status; the label carries the meaning too. */
export function billStatusTone(status: BillStatus | ''): StatusTone {
  if (status === 'PARTIALLY_PAID') return 'warning';
  if (status === 'PAID') return 'success';
  if (status === 'CANCELLED') return 'danger';
  return 'info';
}

/** Whether a bill can still be paid (and cancelled): PENDING or PARTIALLY_PAID. */
export const isOpenBill = (status: BillStatus | ''): boolean => status === 'PENDING' || status === 'PARTIALLY_PAID';

/** Days an open bill is past its due date on `today` (`YYYY-MM-DD`); 0 when it is not overdue. */
export function billDaysOverdue(bill: Pick<Bill, 'status' | 'dueDate'>, today: string): number {
  const due = isoDay(bill.dueDate);
  if (!due || !isOpenBill(bill.status)) return 0;
  return Math.max(0, daysBetween(due, today));
}

const EXPENSE_STATUS_MESSAGES: Record<ExpenseStatus, MessageDescriptor> = {
  Pending: em.statusPending,
  Approved: em.statusApproved,
  Rejected: em.statusRejected,
  Reimbursed: em.statusReimbursed,
};

export function expenseStatusLabel(intl: IntlShape, status: ExpenseStatus | ''): string {
  return status ? intl.formatMessage(EXPENSE_STATUS_MESSAGES[status]) : '';
}

/** Badge colour of an expense status; the label carries the meaning too. */
export function expenseStatusTone(status: ExpenseStatus | ''): StatusTone {
  if (status === 'Approved') return 'info';
  if (status === 'Rejected') return 'danger';
  if (status === 'Reimbursed') return 'success';
  return 'warning';
}

/** The camel-case key of a stored enumeration value: "Meals & Entertainment" → "mealsAndEntertainment". */
const enumKey = (value: string) =>
  value
    .replace(/&/g, 'and')
    .split(/\s+/)
    .map((w, i) => (i === 0 ? w.toLowerCase() : w.charAt(0).toUpperCase() + w.slice(1).toLowerCase()))
    .join('');

export function expenseCategoryLabel(intl: IntlShape, category: ExpenseCategory | ''): string {
  if (!category) return '';
  const message = expenseCategoryMessages[enumKey(category) as keyof typeof expenseCategoryMessages];
  return message ? intl.formatMessage(message) : category;
}

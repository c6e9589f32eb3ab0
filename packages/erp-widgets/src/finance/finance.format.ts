import type { StatusTone } from '@erp/ui';
import type { IntlShape, MessageDescriptor } from 'react-intl';

import { billsMessages as bm, billsNamedMessages as bn } from './BillsScreen.messages';
import { expensesMessages as em } from './ExpensesScreen.messages';
import { expenseCategoryMessages, paymentMethodMessages } from './finance.enums.messages';
import type { Bill, BillStatus, ExpenseCategory, ExpenseStatus, PaymentMethod, VatRateOption } from './finance.types';

/** The calendar day of a server date ("2026-11-02 00:00:00.000Z" → "2026-11-02"), or '' when empty. */
export function isoDay(value: string | undefined | null): string {
  return value && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : '';
}

/** Today in the browser's time zone, as `YYYY-MM-DD`. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const utc = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));

/** Whole days from `from` to `to` (both `YYYY-MM-DD`); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((utc(to) - utc(from)) / 86_400_000);
}

/**
 * A date-only server value in the active locale ("Nov 2, 2026" / "٢ نوفمبر ٢٠٢٦"). Bill and expense dates are
 * calendar days stored at midnight UTC, so they are formatted in UTC: the day never shifts with the time zone.
 */
export function formatDay(intl: IntlShape, value: string | undefined | null): string {
  const day = isoDay(value);
  return day ? intl.formatDate(utc(day), { dateStyle: 'medium', timeZone: 'UTC' }) : '';
}

/** An EGP amount in the active locale ("EGP 1,234.50" / "‏١٬٢٣٤٫٥٠ ج.م.‏"). */
export function formatMoney(intl: IntlShape, pounds: number): string {
  return intl.formatNumber(pounds, { style: 'currency', currency: 'EGP' });
}

/** A VAT rate in percent as a localised percentage ("14%" / "١٤٪؜"). */
export function formatRate(intl: IntlShape, ratePercent: number): string {
  return intl.formatNumber(ratePercent / 100, { style: 'percent', maximumFractionDigits: 2 });
}

/** A quantity with up to three decimals. */
export function formatQuantity(intl: IntlShape, quantity: number): string {
  return intl.formatNumber(quantity, { maximumFractionDigits: 3 });
}

/** The name in the active language: the Arabic one in Arabic when there is one. */
export function localName(locale: string, names: { name: string; nameAr?: string }): string {
  return locale.startsWith('ar') && names.nameAr ? names.nameAr : names.name;
}

/** A bill's supplier in the active language. */
export function supplierName(locale: string, bill: { supplierName: string; supplierNameAr?: string }): string {
  return localName(locale, { name: bill.supplierName, nameAr: bill.supplierNameAr });
}

/** A VAT rate choice as the settings name it: "Standard (14%)" / "القياسي (١٤٪؜)". */
export function vatRateLabel(intl: IntlShape, rate: VatRateOption): string {
  return intl.formatMessage(bn.vatOption, { name: localName(intl.locale, rate), rate: formatRate(intl, rate.rate) });
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

export function paymentMethodLabel(intl: IntlShape, method: PaymentMethod | ''): string {
  if (!method) return '';
  const message = paymentMethodMessages[enumKey(method) as keyof typeof paymentMethodMessages];
  return message ? intl.formatMessage(message) : method;
}

/**
 * The name a user gave an attachment: PocketBase stores `scan_a1b2c3d4e5.pdf` for an upload of `scan.pdf`, so
 * the ten-character suffix it adds is left out.
 */
export function attachmentName(stored: string): string {
  return stored.replace(/_[a-z0-9]{10}(\.[^.]+)$/i, '$1');
}

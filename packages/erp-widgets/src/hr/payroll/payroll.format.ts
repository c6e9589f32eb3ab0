import type { StatusTone } from '@erp/ui';

import type { PayrollAction, PayrollPermissions, PayrollRecord } from './payroll.types';

/** The badge tone of each payroll status. */
export const PAYROLL_STATUS_TONES: Record<PayrollRecord['status'], StatusTone> = {
  draft: 'neutral',
  pending: 'warning',
  approved: 'info',
  paid: 'success',
  cancelled: 'danger',
};

/** The status each action leads to. */
export const PAYROLL_ACTION_TARGETS = {
  submit: 'pending',
  approve: 'approved',
  reject: 'draft',
  pay: 'paid',
  cancel: 'cancelled',
} as const satisfies Record<PayrollAction, PayrollRecord['status']>;

/** The status actions a record offers in its state to a user with these permissions (the server checks again). */
export function payrollActions(status: PayrollRecord['status'], can: PayrollPermissions): PayrollAction[] {
  const out: PayrollAction[] = [];
  if (status === 'draft' && can.edit) out.push('submit');
  if (status === 'pending' && can.process) out.push('approve');
  if ((status === 'pending' || status === 'approved') && can.process) out.push('reject');
  if (status === 'approved' && can.process) out.push('pay');
  if ((status === 'draft' || status === 'pending' || status === 'approved') && can.process) out.push('cancel');
  return out;
}

/** The employee's name in the active language (the Arabic names when the locale is Arabic and they exist). */
export function payrollEmployeeName(locale: string, r: Pick<PayrollRecord, 'expand' | 'employee'>): string {
  const e = r.expand?.employee;
  if (!e) return r.employee;
  if (locale.startsWith('ar') && e.firstNameAr) return `${e.firstNameAr} ${e.lastNameAr ?? ''}`.trim();
  return `${e.firstName} ${e.lastName}`.trim();
}

const sum = (rows: readonly { amount: number; include?: boolean }[] | null | undefined) =>
  (rows ?? []).reduce((t, r) => (r.include === false ? t : t + Number(r.amount || 0)), 0);

/** The list's totals of a record: from its stored calculation, else added up from its entries. */
export function payrollTotals(r: PayrollRecord) {
  const c = r.calculation;
  return {
    allowances: c ? c.allowances : sum(r.allowances),
    overtime: c ? c.overtime : sum(r.overtimeEntries),
    bonuses: c ? c.bonuses : sum(r.bonuses),
    deductions: c ? c.deductions : sum(r.deductions),
  };
}

import type { IntlShape } from 'react-intl';

import { formatMoney } from '../shared/format';
import { billErrorMessages as be, billPlainErrorMessages as bp } from './BillsScreen.messages';
import {
  expenseErrorMessages as ee,
  expensePlainErrorMessages as ep,
  expensesMessages as em,
} from './ExpensesScreen.messages';
import { billStatusLabel, expenseStatusLabel } from './finance.format';
import type { BillStatus, ExpenseAction, ExpenseStatus } from './finance.types';

/**
 * A refusal as the server reports it (PocketBase's `data.<field>`): its code and the values of its English
 * message, e.g. `{code: 'amount_exceeds_remaining', params: {amount: '150.00', remaining: '113.99'}}`.
 */
export type ServerRefusal = { code: string; params?: Record<string, unknown> };

const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');
const money = (intl: IntlShape, v: unknown) => (Number.isFinite(Number(v)) ? formatMoney(intl, Number(v)) : text(v));

/**
 * The refusal of a bill payment, cancellation or save in the active language, or null when its code is not one
 * of the bill codes (the caller then shows the server's own message).
 */
export function billRefusalText(intl: IntlShape, refusal: ServerRefusal, action?: 'pay' | 'cancel'): string | null {
  const p = refusal.params ?? {};
  switch (refusal.code) {
    case 'amount_exceeds_remaining':
      return intl.formatMessage(be.amountExceedsRemaining, {
        amount: money(intl, p.amount),
        remaining: money(intl, p.remaining),
      });
    case 'invalid_status_transition': {
      const status = text(p.status) as BillStatus;
      if (action === 'pay') return intl.formatMessage(status === 'PAID' ? bp.alreadyPaid : bp.paymentOnCancelled);
      if (status === 'PAID') return intl.formatMessage(bp.cancelPaid);
      return intl.formatMessage(be.alreadyInStatus, { status: billStatusLabel(intl, status) || status });
    }
    case 'validation_invalid_amount':
      return intl.formatMessage(bp.invalidAmount);
    case 'validation_required':
      return action === 'pay' ? intl.formatMessage(bp.methodRequired) : null;
    case 'validation_invalid_payment_method':
      return intl.formatMessage(bp.invalidMethod);
    case 'validation_invalid_date':
      return intl.formatMessage(bp.invalidDate);
    case 'idempotency_key_reused':
      return intl.formatMessage(bp.idempotencyKeyReused);
    case 'validation_invalid_vat_rate':
      return intl.formatMessage(bp.vatRateUnavailable);
    case 'permission_required':
      return intl.formatMessage(bp.permissionRequired);
    default:
      return null;
  }
}

const TRANSITION_MESSAGES = {
  approve: ee.onlyPendingApprove,
  reject: ee.onlyPendingReject,
  reimburse: ee.onlyApprovedReimburse,
} as const;

/**
 * The refusal of an expense action or save in the active language, or null when its code is not one of the
 * expense codes (the caller then shows the server's own message).
 */
export function expenseRefusalText(intl: IntlShape, refusal: ServerRefusal, action?: ExpenseAction): string | null {
  const p = refusal.params ?? {};
  switch (refusal.code) {
    case 'invalid_status_transition': {
      if (!action) return null;
      const status = text(p.status) as ExpenseStatus;
      return intl.formatMessage(TRANSITION_MESSAGES[action], { status: expenseStatusLabel(intl, status) || status });
    }
    case 'self_approval':
      return intl.formatMessage(em.ownExpense);
    case 'validation_invalid_amount':
      return intl.formatMessage(ep.invalidAmount);
    case 'permission_required':
      return intl.formatMessage(ep.permissionRequired);
    default:
      return null;
  }
}

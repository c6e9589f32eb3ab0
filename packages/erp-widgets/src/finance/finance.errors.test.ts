import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';

import { billRefusalText, expenseRefusalText } from './finance.errors';

// The English defaults stand for any catalogue: what matters is which message each code and action picks.
const intl = createIntl({ locale: 'en-US', messages: {}, onError: () => undefined });
const spaces = (text: string | null) => text?.replace(/\s+/g, ' ') ?? null;

describe('billRefusalText', () => {
  it('formats the amounts of amount_exceeds_remaining as money', () => {
    expect(
      spaces(
        billRefusalText(intl, { code: 'amount_exceeds_remaining', params: { amount: '150.00', remaining: '113.99' } }),
      ),
    ).toBe('The payment of EGP 150.00 exceeds the remaining balance of EGP 113.99.');
  });

  it('tells a payment on a paid or cancelled bill from a cancellation, with the status translated', () => {
    const refusal = (status: string) => ({ code: 'invalid_status_transition', params: { status } });
    expect(billRefusalText(intl, refusal('PAID'), 'pay')).toBe('This bill is already paid.');
    expect(billRefusalText(intl, refusal('CANCELLED'), 'pay')).toBe('Payments cannot be recorded on a cancelled bill.');
    expect(billRefusalText(intl, refusal('PAID'), 'cancel')).toBe('A paid bill cannot be cancelled.');
    expect(billRefusalText(intl, refusal('CANCELLED'), 'cancel')).toBe('This bill is already Cancelled.');
  });

  it('leaves unknown codes to the server’s own message', () => {
    expect(billRefusalText(intl, { code: 'validation_not_unique' })).toBeNull();
    expect(billRefusalText(intl, { code: 'validation_required' })).toBeNull();
    expect(billRefusalText(intl, { code: 'validation_required' }, 'pay')).toBe('Payment method is required.');
  });
});

describe('expenseRefusalText', () => {
  it('names the refused transition and the expense’s actual status', () => {
    const refusal = { code: 'invalid_status_transition', params: { status: 'Reimbursed' } };
    expect(expenseRefusalText(intl, refusal, 'approve')).toBe(
      'Only pending expenses can be approved; this expense is Reimbursed.',
    );
    expect(expenseRefusalText(intl, { ...refusal, params: { status: 'Pending' } }, 'reimburse')).toBe(
      'Only approved expenses can be marked as reimbursed; this expense is Pending.',
    );
    expect(expenseRefusalText(intl, refusal)).toBeNull();
  });

  it('translates the self-approval refusal', () => {
    expect(expenseRefusalText(intl, { code: 'self_approval' }, 'approve')).toBe(
      'You cannot approve, reject or reimburse your own expense.',
    );
  });
});

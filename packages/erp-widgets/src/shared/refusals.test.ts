import { readFileSync } from 'node:fs';

import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';

import { enumLabel } from './enums';
import { moneyValue, refusalTranslator, refusalText } from './refusals';

const catalogue = (locale: string) => ({
  ...(JSON.parse(readFileSync(new URL(`../../../schema/intl/${locale}.json`, import.meta.url), 'utf8')) as object),
  ...(JSON.parse(readFileSync(new URL(`../../intl/${locale}.json`, import.meta.url), 'utf8')) as object),
});
const en = createIntl({ locale: 'en-US', messages: catalogue('en-US') as Record<string, string> });
const ar = createIntl({ locale: 'ar-EG', messages: catalogue('ar-EG') as Record<string, string> });

const billRefusalText = refusalTranslator({
  amount: moneyValue,
  remaining: moneyValue,
  status: (intl, status) => enumLabel(intl, 'bills', 'status', status),
});
const expenseRefusalText = refusalTranslator({ status: (intl, s) => enumLabel(intl, 'expenses', 'status', s) });

describe('refusals from the schema catalogue', () => {
  it("shows a refusal's values as the screen says: amounts as money, a status by its label", () => {
    const over = { code: 'amount_exceeds_remaining', params: { amount: '150.00', remaining: '113.99' } };
    expect(billRefusalText(en, over)?.replace(/\s/g, ' ')).toBe(
      'The payment of EGP 150.00 exceeds the remaining balance of EGP 113.99.',
    );
    expect(billRefusalText(ar, over)).toContain('١٥٠');
    const paid = { code: 'invalid_status_transition', params: { status: 'PAID' } };
    expect(billRefusalText(en, paid)).toBe('This is not possible while the record is Paid.');
    expect(expenseRefusalText(ar, { code: 'invalid_status_transition', params: { status: 'Rejected' } })).toContain(
      'مرفوض',
    );
  });

  it('fills a missing value with nothing, and knows no code outside the catalogue', () => {
    expect(refusalText(en, { code: 'validation_required' })).toBe('This field is required.');
    expect(refusalText(en, { code: 'invalid_status_transition' })).toBe('This is not possible while the record is .');
    expect(refusalText(en, { code: 'no_such_code' })).toBeNull();
  });
});

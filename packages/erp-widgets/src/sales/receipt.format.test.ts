import { readFileSync } from 'node:fs';

import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';

import { receiptRefusalText } from './receipt.format';

const catalogue = (locale: string) =>
  JSON.parse(readFileSync(new URL(`../../intl/${locale}.json`, import.meta.url), 'utf8')) as Record<string, string>;
const en = createIntl({ locale: 'en-US', messages: catalogue('en-US') });
const ar = createIntl({ locale: 'ar-EG', messages: catalogue('ar-EG') });

describe('receiptRefusalText', () => {
  it('names the existing receipt when the server does', () => {
    expect(
      receiptRefusalText(en, { code: 'receipt_already_exists', params: { receiptNumber: 'REC-2026-000051' } }),
    ).toBe('This invoice already has receipt REC-2026-000051. An invoice can have only one receipt.');
    expect(receiptRefusalText(en, { code: 'receipt_already_exists' })).toBe('Receipt Already Exists');
  });

  it('translates the payment method refusal only for that field', () => {
    expect(receiptRefusalText(ar, { code: 'validation_required' }, 'paymentMethod')).toBe('اختر طريقة الدفع.');
    expect(receiptRefusalText(en, { code: 'validation_required' }, 'client')).toBeNull();
  });
});

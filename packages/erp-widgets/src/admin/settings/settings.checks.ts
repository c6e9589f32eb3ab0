import type { FieldErrors } from '@erp/ui';
import type { IntlShape } from 'react-intl';

import { settingsMessages as m } from './settings.messages';
import type { TaxBracket, VatRate } from './settings.types';

const isRate = (r: number | null | undefined) => r !== null && r !== undefined && r >= 0 && r <= 100;

/** The VAT form's list checks: every rate named and within 0–100, the default among them. */
export function checkVat(intl: IntlShape, values: Record<string, unknown>): FieldErrors {
  const rates = (values.vatRates as VatRate[]) ?? [];
  if (rates.some((r) => !r.name.trim() || !isRate(r.rate))) return { vatRates: intl.formatMessage(m.vatRatesInvalid) };
  const def = values.defaultVatRate as number | null;
  if (values.enableVat && def !== null && !rates.some((r) => r.rate === def))
    return { defaultVatRate: intl.formatMessage(m.defaultRateNotListed) };
  return {};
}

/** The new version's checks: a real effective date and brackets that follow each other (as the server checks them). */
export function checkBrackets(intl: IntlShape, values: Record<string, unknown>): FieldErrors {
  const errors: FieldErrors = {};
  const day = String(values.effectiveFrom ?? '');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(day)))
    errors.effectiveFrom = intl.formatMessage(m.invalidDate);
  const brackets = (values.brackets as TaxBracket[]) ?? [];
  let prev = 0;
  const ok =
    brackets.length > 0 &&
    brackets.every((b, i) => {
      const last = i === brackets.length - 1;
      const good = b.min === prev && isRate(b.rate) && (b.max === null ? last : b.max > (b.min ?? 0));
      prev = b.max ?? prev;
      return good;
    });
  if (!ok) errors.brackets = intl.formatMessage(m.bracketsInvalid);
  return errors;
}

import { refusalMessage } from '@erp/schema';
import type { IntlShape } from 'react-intl';

import { enumLabel } from '../shared/enums';
import { formatDay, formatMoney, formatQuantity } from '../shared/format';

/** A refusal as the server reports it (PocketBase's `data.<field>`): its code and the values of its message. */
export type SalesRefusal = { code: string; params?: Record<string, unknown> };

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
const number = (value: unknown) => (typeof value === 'number' ? value : Number(text(value)));

/**
 * A server refusal of a sales document's save or action in the active language, from the schema's catalogue
 * (`schema.refusal.<code>`, the words the PDFs and exports use too), with its amounts, quantities, dates and status
 * formatted; null for a code the catalogue does not know (the caller then shows the server's own message).
 */
export function salesRefusalText(
  intl: IntlShape,
  refusal: SalesRefusal,
  collection: 'invoices' | 'quotations' = 'invoices',
): string | null {
  const message = refusalMessage(refusal.code);
  if (!message) return null;
  const p = refusal.params ?? {};
  const values: Record<string, string> = Object.fromEntries(Object.entries(p).map(([k, v]) => [k, text(v)]));
  for (const key of ['amount', 'remaining'])
    if (key in p && Number.isFinite(number(p[key]))) values[key] = formatMoney(intl, number(p[key]));
  for (const key of ['available', 'requested'])
    if (key in p && Number.isFinite(number(p[key]))) values[key] = formatQuantity(intl, number(p[key]));
  if ('validUntil' in p) values.validUntil = formatDay(intl, text(p.validUntil)) || text(p.validUntil);
  if ('status' in p) values.status = enumLabel(intl, collection, 'status', text(p.status)) || text(p.status);
  return intl.formatMessage(message, values);
}

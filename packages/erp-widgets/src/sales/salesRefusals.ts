import type { IntlShape } from 'react-intl';

import { enumLabel } from '../shared/enums';
import { formatDay, formatQuantity } from '../shared/format';
import { moneyValue, refusalText, type Refusal } from '../shared/refusals';

/** A refusal as the server reports it (PocketBase's `data.<field>`): its code and the values of its message. */
export type SalesRefusal = Refusal;

const quantity = (intl: IntlShape, value: string) =>
  Number.isFinite(Number(value)) ? formatQuantity(intl, Number(value)) : value;

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
  return refusalText(intl, refusal, {
    amount: moneyValue,
    remaining: moneyValue,
    available: quantity,
    requested: quantity,
    validUntil: (i, value) => formatDay(i, value) || value,
    status: (i, value) => enumLabel(i, collection, 'status', value) || value,
  });
}

// The server's refusals (PocketBase's `data.<field>.code` and `.params`) in the user's language, from the schema's
// catalogue (`schema.refusal.<code>`, translated in Go with the server's own messages). A screen says only how
// the values of its refusals are shown (a status by its label, an amount as money).
import { REFUSALS, refusalMessage, type RefusalCode } from '@erp/schema';
import type { IntlShape } from 'react-intl';

import { formatMoney } from './format';

/** A refusal as the server reports it for one field: its code and the values of its message. */
export type Refusal = { code: string; params?: Record<string, unknown> };

/** How a screen shows some values of its refusals, by the value's name (`status`, `amount`). */
export type RefusalValueFormats = Readonly<Record<string, (intl: IntlShape, value: string) => string>>;

const plain = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** An amount in a refusal ("150.00") as money in the active locale; a value that is not a number stays as sent. */
export const moneyValue = (intl: IntlShape, value: string): string =>
  value !== '' && Number.isFinite(Number(value)) ? formatMoney(intl, Number(value)) : value;

/**
 * The refusal in the active language from the schema's catalogue, its values shown as `formats` says (the others as
 * sent); null for a code the catalogue does not know (the caller then shows the server's own message).
 */
export function refusalText(intl: IntlShape, refusal: Refusal, formats: RefusalValueFormats = {}): string | null {
  const message = refusalMessage(refusal.code);
  if (!message) return null;
  const params = REFUSALS[refusal.code as RefusalCode].params;
  const values = Object.fromEntries(
    params.map((name) => {
      const value = plain(refusal.params?.[name]);
      const format = formats[name];
      return [name, format && value ? format(intl, value) : value];
    }),
  );
  return intl.formatMessage(message, values);
}

/** A screen's translation of its refusals: the catalogue's, with the screen's formats of their values. */
export function refusalTranslator(formats: RefusalValueFormats) {
  return (intl: IntlShape, refusal: Refusal): string | null => refusalText(intl, refusal, formats);
}

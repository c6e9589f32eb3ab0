// Expectations by message id, for stories and browser tests: the text a message renders in the locale under test
// (LocaleProvider sets `lang` on <html>), read from the same catalogues the app ships. Tests name what they expect
// by id, so a copy edit in one language changes no test, and a missing translation fails the test.
import { createIntl } from 'react-intl';

import schemaAr from '@erp/schema/intl/ar-EG.json';
import enumLabelIds from '@erp/schema/intl/enum-label-ids.json';
import schemaEn from '@erp/schema/intl/en-US.json';
import uiAr from '@erp/ui/intl/ar-EG.json';
import uiEn from '@erp/ui/intl/en-US.json';
import widgetsAr from '../../intl/ar-EG.json';
import widgetsEn from '../../intl/en-US.json';

/**
 * Every message id of @erp/ui, @erp/widgets and @erp/schema, and schema.<enumeration>.<value> for the label of a
 * select value whose label is shared by several enumerations (one schema.term.* message).
 */
export type MessageId = keyof typeof uiEn | keyof typeof widgetsEn | keyof typeof schemaEn | keyof typeof enumLabelIds;
const labelIds: Record<string, string> = enumLabelIds;

const catalogues = {
  'en-US': { ...uiEn, ...schemaEn, ...widgetsEn } as Record<string, string>,
  'ar-EG': { ...uiAr, ...schemaAr, ...widgetsAr } as Record<string, string>,
};

/** The locale the story or test renders in. */
export const storyLocale = (): 'en-US' | 'ar-EG' => (document.documentElement.lang === 'ar-EG' ? 'ar-EG' : 'en-US');

const intls = new Map<string, ReturnType<typeof createIntl>>();

/**
 * The text of message `id` in the locale under test, with its values, whitespace folded as text matchers see it.
 * Throws for an id the catalogue of that locale lacks.
 */
export function msg(name: MessageId, values?: Record<string, string | number>): string {
  const id = labelIds[name] ?? name;
  const locale = storyLocale();
  if (!(id in catalogues[locale])) throw new Error(`No ${locale} message ${id}`);
  let intl = intls.get(locale);
  if (!intl) {
    intl = createIntl({ locale, messages: catalogues[locale] });
    intls.set(locale, intl);
  }
  return intl.formatMessage({ id }, values).replace(/\s+/g, ' ');
}

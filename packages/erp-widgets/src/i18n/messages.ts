import type { Locale, Messages } from '@erp/ui';

/**
 * Loads @erp/widgets' strings for a locale, with the labels of the server's enumerations and refusal codes that
 * the widgets show (@erp/schema's catalogue); Arabic is a separate chunk.
 */
export async function loadWidgetMessages(locale: Locale): Promise<Messages> {
  const [widgets, schema] =
    locale === 'ar-EG'
      ? await Promise.all([import('../../intl/ar-EG.json'), import('@erp/schema/intl/ar-EG.json')])
      : await Promise.all([import('../../intl/en-US.json'), import('@erp/schema/intl/en-US.json')]);
  return { ...(schema.default as Messages), ...(widgets.default as Messages) };
}

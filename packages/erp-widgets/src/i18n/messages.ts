import type { Locale, Messages } from '@erp/ui';

/** Loads @erp/widgets' strings for a locale; Arabic is a separate chunk. */
export async function loadWidgetMessages(locale: Locale): Promise<Messages> {
  const mod = locale === 'ar-EG' ? await import('../../intl/ar-EG.json') : await import('../../intl/en-US.json');
  return mod.default as Messages;
}

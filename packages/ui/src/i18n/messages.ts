import type { Locale } from './locale';

/** A flat map from message id to ICU message text. */
export type Messages = Record<string, string>;

/**
 * Loads @erp/ui's own strings for a locale. Arabic is a separate chunk, so an English session never downloads it.
 */
export async function loadUiMessages(locale: Locale): Promise<Messages> {
  const mod = locale === 'ar-EG' ? await import('../../intl/ar-EG.json') : await import('../../intl/en-US.json');
  return mod.default as Messages;
}

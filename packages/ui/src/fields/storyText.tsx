// Story and test helpers (not exported from the package): sample text in the locale under test, so Arabic
// screenshots show Arabic labels. Product strings never go through here; they are react-intl messages.

/** Picks the English or the Arabic sample text for a locale tag (`ar-EG`, `ar-EG-u-nu-latn`, `en-US`). */
export function sample(locale: unknown, en: string, ar: string): string {
  return typeof locale === 'string' && locale.startsWith('ar') ? ar : en;
}

/** The product's locales: English (left-to-right) and Egyptian Arabic (right-to-left). */
export type Locale = 'en-US' | 'ar-EG';

/** Text direction of a locale. */
export type Direction = 'ltr' | 'rtl';

/** Digits used for numbers in Arabic: Arabic-Indic (`arab`, the default) or Latin (`latn`). */
export type ArabicDigits = 'arab' | 'latn';

/** Every supported locale, English first. */
export const LOCALES: readonly Locale[] = ['en-US', 'ar-EG'];

/** The locale used when nothing else is known. */
export const DEFAULT_LOCALE: Locale = 'en-US';

/** True when value is one of the supported locales. */
export function isLocale(value: unknown): value is Locale {
  return value === 'en-US' || value === 'ar-EG';
}

/** Direction follows the locale alone. */
export function directionOf(locale: Locale): Direction {
  return locale === 'ar-EG' ? 'rtl' : 'ltr';
}

/**
 * The BCP 47 tag handed to Intl, react-intl and react-aria: ar-EG keeps Arabic-Indic digits unless
 * the app asks for Latin ones, which adds the `-u-nu-latn` extension.
 */
export function formattingLocale(locale: Locale, arabicDigits: ArabicDigits = 'arab'): string {
  return locale === 'ar-EG' && arabicDigits === 'latn' ? 'ar-EG-u-nu-latn' : locale;
}

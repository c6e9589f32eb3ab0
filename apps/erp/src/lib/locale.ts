import { DEFAULT_LOCALE, directionOf, isLocale, type Locale } from '@erp/ui';

/** The cookie that keeps the language choice, for 365 days (spec part 1 §1). */
export const LOCALE_COOKIE = 'erp_locale';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Reads the locale from the cookie; without one, Arabic browsers start in Arabic and others in English. */
export function readLocale(cookie = document.cookie, languages: readonly string[] = navigator.languages): Locale {
  const match = cookie.match(new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]+)`));
  const value = match?.[1] ? decodeURIComponent(match[1]) : undefined;
  if (isLocale(value)) return value;
  return languages.some((l) => l.toLowerCase().startsWith('ar')) ? 'ar-EG' : DEFAULT_LOCALE;
}

/** Stores the choice in the cookie (365 days, whole site, SameSite=Lax). */
export function writeLocale(locale: Locale) {
  document.cookie = `${LOCALE_COOKIE}=${encodeURIComponent(locale)}; Max-Age=${ONE_YEAR_SECONDS}; Path=/; SameSite=Lax`;
}

/** Sets lang and dir on <html> before the first render, so the page never flashes in the wrong direction. */
export function applyDocumentLocale(locale: Locale) {
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
}

// Helpers for the finance stories: expectations in the locale under test.
import { within } from 'storybook/test';

/** The locale the story renders in (LocaleProvider sets `lang` on <html>). */
export const storyLocale = (): string => document.documentElement.lang || 'en-US';

/** The English or the Arabic text, for the locale under test. */
export const t = (en: string, ar: string): string => (storyLocale() === 'ar-EG' ? ar : en);

// Text matchers compare whitespace-normalised text, so the no-break spaces Intl puts in are spaces here too.
const spaces = (text: string) => text.replace(/\s+/g, ' ');

/** An EGP amount as the locale under test shows it. */
export const egp = (pounds: number): string =>
  spaces(new Intl.NumberFormat(storyLocale(), { style: 'currency', currency: 'EGP' }).format(pounds));

/** A number as the locale under test shows it. */
export const num = (value: number): string => spaces(new Intl.NumberFormat(storyLocale()).format(value));

/** A calendar date (`YYYY-MM-DD`) as the locale under test shows it. */
export const day = (iso: string): string =>
  spaces(
    new Intl.DateTimeFormat(storyLocale(), { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(`${iso}T00:00:00Z`),
    ),
  );

/** The whole page, where dialogs and menus are portalled. */
export const body = () => within(document.body);

/** The open dialog (wizard, viewer or payment dialog). */
export const dialog = () => body().getByRole('dialog');

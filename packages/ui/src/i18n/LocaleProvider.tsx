// The design tokens and global styles load with the provider every app and story renders, so bundlers that
// drop unused modules keep them.
import '../theme/radix.css';
import '../theme/global.css';

import { Direction as RadixDirection } from 'radix-ui';
import { useEffect, useMemo, type ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { IntlProvider } from 'react-intl';

import { directionOf, formattingLocale, type ArabicDigits, type Locale } from './locale';
import type { Messages } from './messages';
import { localeRoot } from './LocaleProvider.css';

// The Radix Themes token scope (what its <Theme> renders), without its JavaScript.
const THEME_ATTRIBUTES = {
  'data-is-root-theme': 'true',
  'data-accent-color': 'teal',
  'data-gray-color': 'slate',
  'data-has-background': 'false',
  'data-panel-background': 'solid',
  'data-radius': 'medium',
  'data-scaling': '100%',
} as const;

/** Props of {@link LocaleProvider}. */
export type LocaleProviderProps = {
  /** The active locale; the text direction follows it. */
  locale: Locale;
  /** Every message the subtree needs (the app merges @erp/ui's, @erp/widgets' and its own). */
  messages: Messages;
  /**
   * Digits used for numbers and dates in Arabic.
   * @default 'arab'
   */
  arabicDigits?: ArabicDigits;
  /**
   * Colour scheme.
   * @default 'light'
   */
  appearance?: 'light' | 'dark';
  /**
   * Also set `lang` and `dir` on `<html>` (the app and Storybook do; nested providers do not).
   * @default true
   */
  setDocumentAttributes?: boolean;
  /**
   * The company's date pattern (`DD/MM/YYYY`, `MM/DD/YYYY`, `YYYY-MM-DD`) and clock (`12h`, `24h`), handed to
   * react-intl as the named formats `erpDate` (`{pattern}`) and `erpTime` (`{hour12}`), which the widgets' date
   * helpers follow. Without it dates take the locale's own style.
   */
  displayFormats?: { dateFormat?: string; timeFormat?: string };
  children: ReactNode;
};

/**
 * The one place a locale becomes a direction. It wires react-intl, react-aria's I18nProvider and Radix's
 * Direction.Provider from the same locale, and renders the root element with matching `lang` and `dir` that
 * also scopes the Radix Themes tokens (light or dark).
 */
export function LocaleProvider({
  locale,
  messages,
  arabicDigits = 'arab',
  appearance = 'light',
  setDocumentAttributes = true,
  displayFormats,
  children,
}: LocaleProviderProps) {
  const { dateFormat, timeFormat } = displayFormats ?? {};
  const formats = useMemo(() => {
    const date: Record<string, Intl.DateTimeFormatOptions> = {};
    const time: Record<string, Intl.DateTimeFormatOptions> = {};
    // `pattern` is ours, not an Intl option: Intl ignores it and the date helpers read it.
    if (dateFormat) date.erpDate = { pattern: dateFormat } as Intl.DateTimeFormatOptions;
    if (timeFormat) time.erpTime = { hour12: timeFormat === '12h' };
    return { date, time };
  }, [dateFormat, timeFormat]);
  const dir = directionOf(locale);
  const intlLocale = formattingLocale(locale, arabicDigits);

  useEffect(() => {
    if (!setDocumentAttributes) return;
    const html = document.documentElement;
    html.lang = locale;
    html.dir = dir;
    // Overlays (popovers, dialogs, toasts) are portalled to <body>, outside the root below: the document
    // carries the same token scope so they get the theme's colours, spacing and fonts too.
    html.classList.add('radix-themes');
    html.classList.toggle('light', appearance === 'light');
    html.classList.toggle('dark', appearance === 'dark');
    for (const [name, value] of Object.entries(THEME_ATTRIBUTES)) html.setAttribute(name, value);
  }, [locale, dir, appearance, setDocumentAttributes]);

  return (
    <IntlProvider
      locale={intlLocale}
      messages={messages}
      formats={formats}
      defaultLocale="en-US"
      onError={reportIntlError}
    >
      <I18nProvider locale={intlLocale}>
        <RadixDirection.Provider dir={dir}>
          {/* The token scope as Radix Themes' <Theme> renders it, without its JavaScript (which pins dir="ltr"
              and pulls tooltip and popper code into every page). */}
          <div lang={locale} dir={dir} className={`radix-themes ${appearance} ${localeRoot}`} {...THEME_ATTRIBUTES}>
            {children}
          </div>
        </RadixDirection.Provider>
      </I18nProvider>
    </IntlProvider>
  );
}

// A missing translation is a bug that CI catches (i18n:verify); at run time it is logged once, not thrown.
function reportIntlError(error: { code?: string; message: string }) {
  if (error.code === 'MISSING_TRANSLATION') {
    console.warn(error.message);
    return;
  }
  console.error(error.message);
}

import { Theme } from '@radix-ui/themes';
import { Direction as RadixDirection } from 'radix-ui';
import { useEffect, type ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { IntlProvider } from 'react-intl';

import { directionOf, formattingLocale, type ArabicDigits, type Locale } from './locale';
import type { Messages } from './messages';
import { localeRoot } from './LocaleProvider.css';

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
  children: ReactNode;
};

/**
 * The one place a locale becomes a direction. It wires react-intl, react-aria's I18nProvider and Radix's
 * Direction.Provider from the same locale (Radix Themes' `Theme` pins `ltr`, so the Direction.Provider is
 * nested inside it), and renders a root element with matching `lang` and `dir`.
 */
export function LocaleProvider({
  locale,
  messages,
  arabicDigits = 'arab',
  appearance = 'light',
  setDocumentAttributes = true,
  children,
}: LocaleProviderProps) {
  const dir = directionOf(locale);
  const intlLocale = formattingLocale(locale, arabicDigits);

  useEffect(() => {
    if (!setDocumentAttributes) return;
    document.documentElement.lang = locale;
    document.documentElement.dir = dir;
  }, [locale, dir, setDocumentAttributes]);

  return (
    <IntlProvider locale={intlLocale} messages={messages} defaultLocale="en-US" onError={reportIntlError}>
      <I18nProvider locale={intlLocale}>
        <Theme accentColor="teal" grayColor="slate" radius="medium" appearance={appearance} hasBackground={false}>
          <RadixDirection.Provider dir={dir}>
            <div lang={locale} dir={dir} className={localeRoot}>
              {children}
            </div>
          </RadixDirection.Provider>
        </Theme>
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

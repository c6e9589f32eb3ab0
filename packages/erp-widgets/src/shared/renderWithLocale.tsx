import { LocaleProvider, loadUiMessages, type Locale } from '@erp/ui';
import type { ReactNode } from 'react';
import { render } from 'vitest-browser-react';

import { loadWidgetMessages } from '../i18n/messages';

/** Renders widgets inside the app's providers with both packages' messages, for browser tests in either locale. */
export async function renderWithLocale(ui: ReactNode, locale: Locale) {
  const messages = { ...(await loadUiMessages(locale)), ...(await loadWidgetMessages(locale)) };
  return render(
    <LocaleProvider locale={locale} messages={messages}>
      {ui}
    </LocaleProvider>,
  );
}

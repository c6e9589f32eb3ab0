import type { ReactNode } from 'react';
import { render } from 'vitest-browser-react';

import { LocaleProvider } from '../i18n/LocaleProvider';
import type { Locale } from '../i18n/locale';
import { loadUiMessages, type Messages } from '../i18n/messages';

/** Renders ui inside the same providers as the app, for a locale (tests run every directional case in both). */
export async function renderWithLocale(ui: ReactNode, locale: Locale = 'en-US', extraMessages: Messages = {}) {
  const messages = { ...(await loadUiMessages(locale)), ...extraMessages };
  return render(
    <LocaleProvider locale={locale} messages={messages}>
      {ui}
    </LocaleProvider>,
  );
}

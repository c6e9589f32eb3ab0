import { LocaleProvider, type Locale, type Messages } from '@erp/ui';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

import { applyDocumentLocale, writeLocale } from '../lib/locale';
import { loadMessages, type MessageScope } from './messages';

type LocaleContextValue = { locale: Locale; setLocale: (locale: Locale) => Promise<void> };

const LocaleContext = createContext<LocaleContextValue | null>(null);

/** The active locale and a way to change it (cookie, <html lang/dir>, messages) from anywhere in the app. */
export function useAppLocale(): LocaleContextValue {
  const value = useContext(LocaleContext);
  if (!value) throw new Error('useAppLocale must be used inside AppLocaleProvider');
  return value;
}

/** Holds the locale, loads its messages before switching, and renders the shared LocaleProvider. */
export function AppLocaleProvider({
  initialLocale,
  initialMessages,
  messageScope,
  children,
}: {
  initialLocale: Locale;
  initialMessages: Messages;
  /** Which strings a language switch loads, asked at the time of the switch. */
  messageScope: () => MessageScope;
  children: ReactNode;
}) {
  const [state, setState] = useState({ locale: initialLocale, messages: initialMessages });

  const setLocale = useCallback(
    async (locale: Locale) => {
      const messages = await loadMessages(locale, messageScope());
      writeLocale(locale);
      applyDocumentLocale(locale);
      setState({ locale, messages });
    },
    [messageScope],
  );

  const value = useMemo(() => ({ locale: state.locale, setLocale }), [state.locale, setLocale]);
  return (
    <LocaleContext.Provider value={value}>
      <LocaleProvider locale={state.locale} messages={state.messages}>
        {children}
      </LocaleProvider>
    </LocaleContext.Provider>
  );
}

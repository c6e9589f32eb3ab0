import { LocaleProvider, type Locale } from '@erp/ui';
import { createContext, useCallback, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';

import { applyDocumentLocale, writeLocale } from '../lib/locale';
import type { MessageStore } from './messageStore';

type LocaleContextValue = { locale: Locale; setLocale: (locale: Locale) => Promise<void> };

const LocaleContext = createContext<LocaleContextValue | null>(null);

/** The active locale and a way to change it (cookie, <html lang/dir>, messages) from anywhere in the app. */
export function useAppLocale(): LocaleContextValue {
  const value = useContext(LocaleContext);
  if (!value) throw new Error('useAppLocale must be used inside AppLocaleProvider');
  return value;
}

/** Renders the shared LocaleProvider from the message store, and switches language through it. */
export function AppLocaleProvider({ store, children }: { store: MessageStore; children: ReactNode }) {
  const { locale, messages } = useSyncExternalStore(store.subscribe, store.getSnapshot);

  const setLocale = useCallback(
    async (next: Locale) => {
      await store.setLocale(next);
      writeLocale(next);
      applyDocumentLocale(next);
    },
    [store],
  );

  const value = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);
  return (
    <LocaleContext.Provider value={value}>
      <LocaleProvider locale={locale} messages={messages}>
        {children}
      </LocaleProvider>
    </LocaleContext.Provider>
  );
}

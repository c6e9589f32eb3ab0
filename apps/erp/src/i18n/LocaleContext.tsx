import { LocaleProvider, type Locale } from '@erp/ui';
import { createContext, useCallback, useContext, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';

import { applyDocumentLocale, writeLocale } from '../lib/locale';
import type { MessageStore } from './messageStore';

/** The company's date and time formats (app_settings), which every date on screen follows. */
export type DisplayFormats = { dateFormat?: string; timeFormat?: string };

type LocaleContextValue = {
  locale: Locale;
  setLocale: (locale: Locale) => Promise<void>;
  /** Applies the company's formats (the signed-in app, once the settings are read). */
  setDisplayFormats: (formats: DisplayFormats) => void;
};

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

  const [formats, setFormats] = useState<DisplayFormats>({});
  const setDisplayFormats = useCallback(
    (next: DisplayFormats) =>
      setFormats((prev) => (prev.dateFormat === next.dateFormat && prev.timeFormat === next.timeFormat ? prev : next)),
    [],
  );
  const value = useMemo(() => ({ locale, setLocale, setDisplayFormats }), [locale, setLocale, setDisplayFormats]);
  return (
    <LocaleContext.Provider value={value}>
      <LocaleProvider locale={locale} messages={messages} displayFormats={formats}>
        {children}
      </LocaleProvider>
    </LocaleContext.Provider>
  );
}

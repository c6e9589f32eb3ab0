import { LocaleProvider, loadUiMessages, type Locale, type Messages } from '@erp/ui';
import { loadWidgetMessages } from '@erp/widgets';
import { useEffect, useState, type ReactNode } from 'react';

const cache = new Map<Locale, Messages>();

async function loadAll(locale: Locale): Promise<Messages> {
  const hit = cache.get(locale);
  if (hit) return hit;
  const [ui, widgets] = await Promise.all([loadUiMessages(locale), loadWidgetMessages(locale)]);
  const merged = { ...ui, ...widgets };
  cache.set(locale, merged);
  return merged;
}

/** Colour scheme of the story, from the toolbar's `theme` global (LocaleProvider's `appearance`). */
export type Appearance = 'light' | 'dark';

/** Wraps every story in the same providers as the app, for the locale and theme chosen in the toolbar. */
export function LocaleDecorator({
  locale,
  appearance = 'light',
  children,
}: {
  locale: Locale;
  appearance?: Appearance;
  children: ReactNode;
}) {
  const [messages, setMessages] = useState<Messages | undefined>(cache.get(locale));
  useEffect(() => {
    let live = true;
    void loadAll(locale).then((m) => live && setMessages(m));
    return () => {
      live = false;
    };
  }, [locale]);
  if (!messages || cache.get(locale) !== messages) return null;
  return (
    <LocaleProvider locale={locale} messages={messages} appearance={appearance}>
      {children}
    </LocaleProvider>
  );
}

/** Preloads a locale's messages (used by the Storybook loader so stories render on first paint). */
export const preloadMessages = loadAll;

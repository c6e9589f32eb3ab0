import { loadUiMessages, type Locale, type Messages } from '@erp/ui';
import { loadWidgetMessages } from '@erp/widgets';

async function loadAppMessages(locale: Locale): Promise<Messages> {
  const mod = locale === 'ar-EG' ? await import('../../intl/ar-EG.json') : await import('../../intl/en-US.json');
  return mod.default as Messages;
}

/** Every message the app renders for a locale: @erp/ui's, @erp/widgets' and the app's own. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const [ui, widgets, app] = await Promise.all([
    loadUiMessages(locale),
    loadWidgetMessages(locale),
    loadAppMessages(locale),
  ]);
  return { ...ui, ...widgets, ...app };
}

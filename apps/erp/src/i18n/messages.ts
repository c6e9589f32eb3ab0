import { loadUiMessages, type Locale, type Messages } from '@erp/ui';
import { loadWidgetMessages } from '@erp/widgets';

async function loadAppMessages(locale: Locale): Promise<Messages> {
  const mod = locale === 'ar-EG' ? await import('../../intl/ar-EG.json') : await import('../../intl/en-US.json');
  return mod.default as Messages;
}

/** @erp/ui's and @erp/widgets' strings of the signed-out pages only (sign-in, forgot password, errors). */
async function loadSignedOutLibraryMessages(locale: Locale): Promise<[Messages, Messages]> {
  const [ui, widgets] =
    locale === 'ar-EG'
      ? await Promise.all([
          import('@erp/ui/intl/ar-EG.json?scope=signed-out'),
          import('@erp/widgets/intl/ar-EG.json?scope=signed-out'),
        ])
      : await Promise.all([
          import('@erp/ui/intl/en-US.json?scope=signed-out'),
          import('@erp/widgets/intl/en-US.json?scope=signed-out'),
        ]);
  return [ui.default as Messages, widgets.default as Messages];
}

/**
 * Which strings to load: everything for the signed-in app, or only what the signed-out pages render, which
 * keeps every module's strings off the sign-in page. Signing in reloads the page, so it then loads `app`.
 */
export type MessageScope = 'app' | 'signed-out';

/** The messages the app renders for a locale: @erp/ui's and @erp/widgets' (all or the signed-out ones) and its own. */
export async function loadMessages(locale: Locale, scope: MessageScope): Promise<Messages> {
  const [[ui, widgets], app] = await Promise.all([
    scope === 'app'
      ? Promise.all([loadUiMessages(locale), loadWidgetMessages(locale)])
      : loadSignedOutLibraryMessages(locale),
    loadAppMessages(locale),
  ]);
  return { ...ui, ...widgets, ...app };
}

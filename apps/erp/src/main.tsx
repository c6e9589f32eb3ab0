// The workspace packages are compiled from source here (the `@erp/source` export condition), so their
// vanilla-extract styles come with their modules; other apps import '@erp/ui/styles.css' from the built package.
import { RouterProvider } from '@tanstack/react-router';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';

import { AppLocaleProvider } from './i18n/LocaleContext';
import { loadMessages, moduleOfPath, type MessageScope } from './i18n/messages';
import { MessageStore } from './i18n/messageStore';
import { isChunkLoadError, reloadOnceForChunkError } from './lib/chunkReload';
import { applyDocumentLocale, readLocale } from './lib/locale';
import { Session } from './lib/session';
import { onSessionExpired, safeRedirect } from './lib/sessionExpiry';
import { watchSession } from './lib/sessionWatch';
import { createAppRouter } from './router';

// A lazily loaded route chunk that fails (usually a newer deployment replaced it) reloads the page once.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnceForChunkError()) event.preventDefault();
});
window.addEventListener('unhandledrejection', (event) => {
  if (isChunkLoadError(event.reason)) reloadOnceForChunkError();
});

const ToastHost = lazy(() => import('./lib/ToastHost'));

const locale = readLocale();
applyDocumentLocale(locale);

const session = new Session();
// A stored session loads the shell's strings and those of the page's module; the sign-in page only its own.
const messageScope = (): MessageScope => (session.isLoggedIn ? 'app' : 'signed-out');
const startModules = [moduleOfPath(window.location.pathname) ?? 'dashboard'];
const [messages] = await Promise.all([loadMessages(locale, messageScope(), startModules), session.verify()]);
const messageStore = new MessageStore(locale, messages, messageScope, startModules);

const router = createAppRouter({ session, messages: messageStore });

// A session that ends while the app is open (a 401, a refused refresh or realtime subscription) leads to the
// sign-in page, which says it expired and afterwards returns to the page the user was on (or going to).
onSessionExpired(() => {
  const redirect = safeRedirect(router.state.location.href);
  void router.navigate({ to: '/auth', search: { redirect }, replace: true });
});
watchSession(session);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppLocaleProvider store={messageStore}>
      <RouterProvider router={router} />
      <Suspense fallback={null}>
        <ToastHost />
      </Suspense>
    </AppLocaleProvider>
  </StrictMode>,
);

// The workspace packages are compiled from source here (the `@erp/source` export condition), so their
// vanilla-extract styles come with their modules; other apps import '@erp/ui/styles.css' from the built package.
import { ToastRegion } from '@erp/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { AppLocaleProvider } from './i18n/LocaleContext';
import { loadMessages } from './i18n/messages';
import { isChunkLoadError, reloadOnceForChunkError } from './lib/chunkReload';
import { applyDocumentLocale, readLocale } from './lib/locale';
import { Session } from './lib/session';
import { createAppRouter } from './router';

// A lazily loaded route chunk that fails (usually a newer deployment replaced it) reloads the page once.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnceForChunkError()) event.preventDefault();
});
window.addEventListener('unhandledrejection', (event) => {
  if (isChunkLoadError(event.reason)) reloadOnceForChunkError();
});

const locale = readLocale();
applyDocumentLocale(locale);

const session = new Session();
const [messages] = await Promise.all([loadMessages(locale), session.verify()]);

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // Client errors (403, 404, validation) are answers, not glitches: only retry server and network failures.
      retry: (count, error) => count < 2 && ((error as { status?: number }).status ?? 0) >= 500,
    },
  },
});
const router = createAppRouter({ session, queryClient });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppLocaleProvider initialLocale={locale} initialMessages={messages}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
      <ToastRegion />
    </AppLocaleProvider>
  </StrictMode>,
);

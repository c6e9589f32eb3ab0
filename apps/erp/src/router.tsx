import { createRouter } from '@tanstack/react-router';

import type { MessageStore } from './i18n/messageStore';
import type { Session } from './lib/session';
import { RouteError, RouteNotFound, RoutePending } from './routes/-components/RouteStates';
import { routeTree } from './routeTree.gen';

/**
 * What every route's loaders and guards receive: the session and the app's strings. The signed-in routes also
 * get `queryClient`, added by /app's guard (see routes/app.tsx).
 */
export type RouterContext = { session: Session; messages: MessageStore };

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    // Query, not the router, decides when data is stale.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: RoutePending,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: RouteNotFound,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}

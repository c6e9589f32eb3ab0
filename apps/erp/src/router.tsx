import { createRouter } from '@tanstack/react-router';

import type { Session } from './lib/session';
import { RouteError, RouteNotFound, RoutePending } from './routes/-components/RouteStates';
import { routeTree } from './routeTree.gen';

/**
 * What every route's loaders and guards receive. The signed-in routes also get `queryClient`, added by
 * /app's guard (see routes/app.tsx).
 */
export type RouterContext = { session: Session };

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

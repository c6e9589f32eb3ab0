import { toast } from '@erp/ui';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

import { reportFailure, type FailureMeta } from './failures';
import { endSessionOnUnauthorized, onSessionExpired } from './sessionExpiry';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: FailureMeta;
    mutationMeta: FailureMeta;
  }
}

let client: QueryClient | undefined;

/**
 * The app's one QueryClient, created on first use. Only the signed-in app (/app and below) uses TanStack
 * Query, so the sign-in page does not load it: /app's guard imports this module lazily.
 *
 * Failures are reported here, once for every screen: a query or mutation whose `meta` names a failure title
 * raises one error toast when it fails (after its retries), so screens hold no toast effects of their own.
 * A 401 is not a failure of the screen: the server no longer accepts the session, which ends (the user lands
 * on the sign-in page); what was still loading for it is cancelled and its toasts are dismissed.
 */
export function appQueryClient(): QueryClient {
  if (client) return client;
  client = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!endSessionOnUnauthorized(error)) reportFailure(query.meta, error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => {
        if (!endSessionOnUnauthorized(error)) reportFailure(mutation.meta, error);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Client errors (403, 404, validation) are answers, not glitches: only retry server and network failures.
        retry: (count, error) => count < 2 && ((error as { status?: number }).status ?? 0) >= 500,
      },
    },
  });
  const ended = client;
  onSessionExpired(() => {
    void ended.cancelQueries();
    toast.clear();
  });
  return client;
}

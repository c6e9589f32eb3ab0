import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

import { reportFailure, type FailureMeta } from './failures';

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
 */
export function appQueryClient(): QueryClient {
  client ??= new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => reportFailure(query.meta, error) }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => reportFailure(mutation.meta, error),
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Client errors (403, 404, validation) are answers, not glitches: only retry server and network failures.
        retry: (count, error) => count < 2 && ((error as { status?: number }).status ?? 0) >= 500,
      },
    },
  });
  return client;
}

import { QueryClient } from '@tanstack/react-query';

let client: QueryClient | undefined;

/**
 * The app's one QueryClient, created on first use. Only the signed-in app (/app and below) uses TanStack
 * Query, so the sign-in page does not load it: /app's guard imports this module lazily.
 */
export function appQueryClient(): QueryClient {
  client ??= new QueryClient({
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

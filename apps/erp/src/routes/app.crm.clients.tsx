import { createFileRoute } from '@tanstack/react-router';

import { ClientsPage } from './-components/crm/ClientsPage';
import { looseListSearch } from './-components/crm/listSearch';

export const Route = createFileRoute('/app/crm/clients')({
  // The module's own checks run with its page (see looseListSearch).
  validateSearch: (input: Record<string, unknown>) => looseListSearch(input, ['type', 'status']),
  loaderDeps: ({ search }) => ({ search }),
  // Prefetch the page (and an open viewer); a failure is shown by the screen itself, with a retry.
  loader: async ({ context: { queryClient, session }, deps }) => {
    // Imported here so the query code stays out of the always-loaded route tree.
    const { crmQueries } = await import('../queries/crm');
    const { clientListParams } = await import('./-components/crm/clientsSearch');
    const params = clientListParams(deps.search);
    await Promise.all([
      queryClient.ensureQueryData(crmQueries.clientList(session.pb, params)).catch(() => undefined),
      deps.search.view
        ? queryClient.ensureQueryData(crmQueries.clientDetail(session.pb, deps.search.view)).catch(() => undefined)
        : null,
    ]);
  },
  component: ClientsPage,
});

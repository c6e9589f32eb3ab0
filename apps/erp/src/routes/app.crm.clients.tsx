import { createFileRoute } from '@tanstack/react-router';

import { ClientsPage } from './-components/crm/ClientsPage';
import { clientListParams, validateClientsSearch } from './-components/crm/clientsSearch';

export const Route = createFileRoute('/app/crm/clients')({
  validateSearch: validateClientsSearch,
  loaderDeps: ({ search }) => ({ params: clientListParams(search), view: search.view }),
  // Prefetch the page (and an open viewer); a failure is shown by the screen itself, with a retry.
  loader: async ({ context: { queryClient, session }, deps }) => {
    // Imported here so the query code stays out of the always-loaded route tree.
    const { crmQueries } = await import('../queries/crm');
    await Promise.all([
      queryClient.ensureQueryData(crmQueries.clientList(session.pb, deps.params)).catch(() => undefined),
      deps.view
        ? queryClient.ensureQueryData(crmQueries.clientDetail(session.pb, deps.view)).catch(() => undefined)
        : null,
    ]);
  },
  component: ClientsPage,
});

import { createFileRoute } from '@tanstack/react-router';

import { crmQueries } from '../queries/crm';
import { ClientsPage } from './-components/crm/ClientsPage';
import { clientListParams, validateClientsSearch } from './-components/crm/clientsSearch';

export const Route = createFileRoute('/app/crm/clients')({
  validateSearch: validateClientsSearch,
  loaderDeps: ({ search }) => ({ params: clientListParams(search), view: search.view }),
  // Prefetch the page (and an open viewer); a failure is shown by the screen itself, with a retry.
  loader: async ({ context: { queryClient, session }, deps }) => {
    await Promise.all([
      queryClient.ensureQueryData(crmQueries.clientList(session.pb, deps.params)).catch(() => undefined),
      deps.view
        ? queryClient.ensureQueryData(crmQueries.clientDetail(session.pb, deps.view)).catch(() => undefined)
        : null,
    ]);
  },
  component: ClientsPage,
});

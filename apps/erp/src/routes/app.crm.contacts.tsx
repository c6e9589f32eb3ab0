import { createFileRoute } from '@tanstack/react-router';

import { ContactsPage } from './-components/crm/ContactsPage';
import { looseListSearch } from '../lib/listSearch';

export const Route = createFileRoute('/app/crm/contacts')({
  // The module's own checks run with its page (see looseListSearch).
  validateSearch: (input: Record<string, unknown>) => looseListSearch(input, []),
  loaderDeps: ({ search }) => ({ search }),
  // Prefetch the page (and an open viewer); a failure is shown by the screen itself, with a retry.
  loader: async ({ context: { queryClient, session }, deps }) => {
    // Imported here so the query code stays out of the always-loaded route tree.
    const { crmQueries } = await import('../queries/crm');
    const { contactListParams } = await import('./-components/crm/contactsSearch');
    const params = contactListParams(deps.search);
    await Promise.all([
      queryClient.ensureQueryData(crmQueries.contactList(session.pb, params)).catch(() => undefined),
      deps.search.view
        ? queryClient.ensureQueryData(crmQueries.contactDetail(session.pb, deps.search.view)).catch(() => undefined)
        : null,
    ]);
  },
  component: ContactsPage,
});

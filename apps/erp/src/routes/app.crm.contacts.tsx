import { createFileRoute } from '@tanstack/react-router';

import { ContactsPage } from './-components/crm/ContactsPage';
import { contactListParams, validateContactsSearch } from './-components/crm/contactsSearch';

export const Route = createFileRoute('/app/crm/contacts')({
  validateSearch: validateContactsSearch,
  loaderDeps: ({ search }) => ({ params: contactListParams(search), view: search.view }),
  // Prefetch the page (and an open viewer); a failure is shown by the screen itself, with a retry.
  loader: async ({ context: { queryClient, session }, deps }) => {
    // Imported here so the query code stays out of the always-loaded route tree.
    const { crmQueries } = await import('../queries/crm');
    await Promise.all([
      queryClient.ensureQueryData(crmQueries.contactList(session.pb, deps.params)).catch(() => undefined),
      deps.view
        ? queryClient.ensureQueryData(crmQueries.contactDetail(session.pb, deps.view)).catch(() => undefined)
        : null,
    ]);
  },
  component: ContactsPage,
});

import { createFileRoute } from '@tanstack/react-router';

import { crmQueries } from '../queries/crm';
import { ContactsPage } from './-components/crm/ContactsPage';
import { contactListParams, validateContactsSearch } from './-components/crm/contactsSearch';

export const Route = createFileRoute('/app/crm/contacts')({
  validateSearch: validateContactsSearch,
  loaderDeps: ({ search }) => ({ params: contactListParams(search), view: search.view }),
  // Prefetch the page (and an open viewer); a failure is shown by the screen itself, with a retry.
  loader: async ({ context: { queryClient, session }, deps }) => {
    await Promise.all([
      queryClient.ensureQueryData(crmQueries.contactList(session.pb, deps.params)).catch(() => undefined),
      deps.view
        ? queryClient.ensureQueryData(crmQueries.contactDetail(session.pb, deps.view)).catch(() => undefined)
        : null,
    ]);
  },
  component: ContactsPage,
});

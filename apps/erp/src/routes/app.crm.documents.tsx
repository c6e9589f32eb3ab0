import { createFileRoute } from '@tanstack/react-router';

import { DocumentsPage } from './-components/crm/DocumentsPage';
import { documentListParams, validateDocumentsSearch } from './-components/crm/documentsSearch';

export const Route = createFileRoute('/app/crm/documents')({
  validateSearch: validateDocumentsSearch,
  loaderDeps: ({ search }) => ({ params: documentListParams(search), view: search.view }),
  // Prefetch the page (and an open viewer); a failure is shown by the screen itself, with a retry.
  loader: async ({ context: { queryClient, session }, deps }) => {
    // Imported here so the query code stays out of the always-loaded route tree.
    const { crmQueries } = await import('../queries/crm');
    await Promise.all([
      queryClient.ensureQueryData(crmQueries.documentList(session.pb, deps.params)).catch(() => undefined),
      deps.view
        ? queryClient.ensureQueryData(crmQueries.documentDetail(session.pb, deps.view)).catch(() => undefined)
        : null,
    ]);
  },
  component: DocumentsPage,
});

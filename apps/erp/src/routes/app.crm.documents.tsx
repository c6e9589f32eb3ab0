import { createFileRoute } from '@tanstack/react-router';

import { DocumentsPage } from './-components/crm/DocumentsPage';
import { looseListSearch } from '../lib/listSearch';

export const Route = createFileRoute('/app/crm/documents')({
  // The module's own checks run with its page (see looseListSearch).
  validateSearch: (input: Record<string, unknown>) => looseListSearch(input, ['type']),
  loaderDeps: ({ search }) => ({ search }),
  // Prefetch the page (and an open viewer); a failure is shown by the screen itself, with a retry.
  loader: async ({ context: { queryClient, session }, deps }) => {
    // Imported here so the query code stays out of the always-loaded route tree.
    const { crmQueries } = await import('../queries/crm');
    const { documentListParams } = await import('./-components/crm/documentsSearch');
    const params = documentListParams(deps.search);
    await Promise.all([
      queryClient.ensureQueryData(crmQueries.documentList(session.pb, params)).catch(() => undefined),
      deps.search.view
        ? queryClient.ensureQueryData(crmQueries.documentDetail(session.pb, deps.search.view)).catch(() => undefined)
        : null,
    ]);
  },
  component: DocumentsPage,
});

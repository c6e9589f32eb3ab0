import { createFileRoute } from '@tanstack/react-router';

import { looseListSearch } from '../lib/listSearch';
import { QuotationsPage } from './-components/sales/QuotationsPage';

export const Route = createFileRoute('/app/sales/quotations')({
  // The module's own checks run with its page (see looseListSearch).
  validateSearch: (input: Record<string, unknown>) => looseListSearch(input, ['status', 'valid']),
  loaderDeps: ({ search }) => ({ search }),
  // Prefetch the page, the settings the wizard needs and an open viewer; a failure is shown by the screen itself.
  loader: async ({ context: { queryClient, session }, deps }) => {
    // Imported here so the query code stays out of the always-loaded route tree.
    const [{ quotationQueries }, { financeQueries }, { quotationListParams }] = await Promise.all([
      import('../queries/quotations'),
      import('../queries/finance'),
      import('./-components/sales/quotationsSearch'),
    ]);
    const params = quotationListParams(deps.search);
    await Promise.all([
      queryClient.ensureQueryData(quotationQueries.list(session.pb, params)).catch(() => undefined),
      queryClient.ensureQueryData(financeQueries.settings(session.pb)).catch(() => undefined),
      deps.search.view
        ? queryClient.ensureQueryData(quotationQueries.detail(session.pb, deps.search.view)).catch(() => undefined)
        : null,
    ]);
  },
  component: QuotationsPage,
});

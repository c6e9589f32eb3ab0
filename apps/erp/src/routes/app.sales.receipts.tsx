import { createFileRoute } from '@tanstack/react-router';

import { looseListSearch } from '../lib/listSearch';
import { ReceiptsPage } from './-components/sales/ReceiptsPage';

export const Route = createFileRoute('/app/sales/receipts')({
  // The module's own checks run with its page (see looseListSearch).
  validateSearch: (input: Record<string, unknown>) => looseListSearch(input, ['method', 'date']),
  loaderDeps: ({ search }) => ({ search }),
  // Prefetch the page, the settings the wizard needs and an open viewer; a failure is shown by the screen itself.
  loader: async ({ context: { queryClient, session }, deps }) => {
    // Imported here so the query code stays out of the always-loaded route tree.
    const [{ receiptQueries }, { financeQueries }, { receiptListParams }] = await Promise.all([
      import('../queries/receipts'),
      import('../queries/finance'),
      import('./-components/sales/receiptsSearch'),
    ]);
    const params = receiptListParams(deps.search);
    await Promise.all([
      queryClient.ensureQueryData(receiptQueries.list(session.pb, params)).catch(() => undefined),
      queryClient.ensureQueryData(financeQueries.settings(session.pb)).catch(() => undefined),
      deps.search.view
        ? queryClient.ensureQueryData(receiptQueries.detail(session.pb, deps.search.view)).catch(() => undefined)
        : null,
    ]);
  },
  component: ReceiptsPage,
});

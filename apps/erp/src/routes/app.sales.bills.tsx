import { createFileRoute } from '@tanstack/react-router';

import { BillsPage } from './-components/finance/BillsPage';
import { looseListSearch } from '../lib/listSearch';

export const Route = createFileRoute('/app/sales/bills')({
  // The module's own checks run with its page (see looseListSearch).
  validateSearch: (input: Record<string, unknown>) => looseListSearch(input, ['supplier', 'due', 'status']),
  loaderDeps: ({ search }) => ({ search }),
  // Prefetch the page, the settings the wizard needs and an open viewer; a failure is shown by the screen itself.
  loader: async ({ context: { queryClient, session }, deps }) => {
    // Imported here so the query code stays out of the always-loaded route tree.
    const { financeQueries } = await import('../queries/finance');
    const { billListParams } = await import('./-components/finance/billsSearch');
    const params = billListParams(deps.search);
    await Promise.all([
      queryClient.ensureQueryData(financeQueries.billList(session.pb, params)).catch(() => undefined),
      queryClient.ensureQueryData(financeQueries.settings(session.pb)).catch(() => undefined),
      deps.search.view
        ? queryClient.ensureQueryData(financeQueries.billDetail(session.pb, deps.search.view)).catch(() => undefined)
        : null,
    ]);
  },
  component: BillsPage,
});

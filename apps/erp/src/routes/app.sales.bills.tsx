import { createFileRoute } from '@tanstack/react-router';

import { BillsPage } from './-components/finance/BillsPage';
import { billListParams, validateBillsSearch } from './-components/finance/billsSearch';

export const Route = createFileRoute('/app/sales/bills')({
  validateSearch: validateBillsSearch,
  loaderDeps: ({ search }) => ({ params: billListParams(search), view: search.view }),
  // Prefetch the page, the settings the wizard needs and an open viewer; a failure is shown by the screen itself.
  loader: async ({ context: { queryClient, session }, deps }) => {
    // Imported here so the query code stays out of the always-loaded route tree.
    const { financeQueries } = await import('../queries/finance');
    await Promise.all([
      queryClient.ensureQueryData(financeQueries.billList(session.pb, deps.params)).catch(() => undefined),
      queryClient.ensureQueryData(financeQueries.settings(session.pb)).catch(() => undefined),
      deps.view
        ? queryClient.ensureQueryData(financeQueries.billDetail(session.pb, deps.view)).catch(() => undefined)
        : null,
    ]);
  },
  component: BillsPage,
});

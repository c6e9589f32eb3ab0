import { createFileRoute } from '@tanstack/react-router';

import { ExpensesPage } from './-components/finance/ExpensesPage';
import { looseListSearch } from '../lib/listSearch';

export const Route = createFileRoute('/app/sales/expenses')({
  // The module's own checks run with its page (see looseListSearch).
  validateSearch: (input: Record<string, unknown>) =>
    looseListSearch(input, ['category', 'status', 'date', 'from', 'to']),
  loaderDeps: ({ search }) => ({ search }),
  // Prefetch the page (and an open viewer); a failure is shown by the screen itself, with a retry.
  loader: async ({ context: { queryClient, session }, deps }) => {
    // Imported here so the query code stays out of the always-loaded route tree.
    const { financeQueries } = await import('../queries/finance');
    const { expenseListParams } = await import('./-components/finance/expensesSearch');
    const params = expenseListParams(deps.search);
    await Promise.all([
      queryClient.ensureQueryData(financeQueries.expenseList(session.pb, params)).catch(() => undefined),
      deps.search.view
        ? queryClient.ensureQueryData(financeQueries.expenseDetail(session.pb, deps.search.view)).catch(() => undefined)
        : null,
    ]);
  },
  component: ExpensesPage,
});

import { createFileRoute } from '@tanstack/react-router';

import { ExpensesPage } from './-components/finance/ExpensesPage';
import { expenseListParams, validateExpensesSearch } from './-components/finance/expensesSearch';

export const Route = createFileRoute('/app/sales/expenses')({
  validateSearch: validateExpensesSearch,
  loaderDeps: ({ search }) => ({ params: expenseListParams(search), view: search.view }),
  // Prefetch the page (and an open viewer); a failure is shown by the screen itself, with a retry.
  loader: async ({ context: { queryClient, session }, deps }) => {
    // Imported here so the query code stays out of the always-loaded route tree.
    const { financeQueries } = await import('../queries/finance');
    await Promise.all([
      queryClient.ensureQueryData(financeQueries.expenseList(session.pb, deps.params)).catch(() => undefined),
      deps.view
        ? queryClient.ensureQueryData(financeQueries.expenseDetail(session.pb, deps.view)).catch(() => undefined)
        : null,
    ]);
  },
  component: ExpensesPage,
});

import { createFileRoute } from '@tanstack/react-router';

import { InvoicesPage } from './-components/sales/InvoicesPage';
import { looseListSearch } from '../lib/listSearch';

export const Route = createFileRoute('/app/sales/invoices')({
  // The module's own checks run with its page (see looseListSearch).
  validateSearch: (input: Record<string, unknown>) => looseListSearch(input, ['due', 'status']),
  loaderDeps: ({ search }) => ({ search }),
  // Prefetch the page, the settings the wizard needs and an open viewer; a failure is shown by the screen itself.
  loader: async ({ context: { queryClient, session }, deps }) => {
    // Imported here so the query code stays out of the always-loaded route tree.
    const [{ salesQueries }, { financeQueries }] = await Promise.all([
      import('../queries/sales'),
      import('../queries/finance'),
    ]);
    const { invoiceListParams } = await import('./-components/sales/invoicesSearch');
    const params = invoiceListParams(deps.search);
    await Promise.all([
      queryClient.ensureQueryData(salesQueries.invoiceList(session.pb, params)).catch(() => undefined),
      queryClient.ensureQueryData(financeQueries.settings(session.pb)).catch(() => undefined),
      deps.search.view
        ? queryClient.ensureQueryData(salesQueries.invoiceDetail(session.pb, deps.search.view)).catch(() => undefined)
        : null,
    ]);
  },
  component: InvoicesPage,
});

import { createFileRoute } from '@tanstack/react-router';

import { InvoicesPage } from './-components/sales/InvoicesPage';
import { invoiceListParams, validateInvoicesSearch } from './-components/sales/invoicesSearch';

export const Route = createFileRoute('/app/sales/invoices')({
  validateSearch: validateInvoicesSearch,
  loaderDeps: ({ search }) => ({ params: invoiceListParams(search), view: search.view }),
  // Prefetch the page, the settings the wizard needs and an open viewer; a failure is shown by the screen itself.
  loader: async ({ context: { queryClient, session }, deps }) => {
    // Imported here so the query code stays out of the always-loaded route tree.
    const [{ salesQueries }, { financeQueries }] = await Promise.all([
      import('../queries/sales'),
      import('../queries/finance'),
    ]);
    await Promise.all([
      queryClient.ensureQueryData(salesQueries.invoiceList(session.pb, deps.params)).catch(() => undefined),
      queryClient.ensureQueryData(financeQueries.settings(session.pb)).catch(() => undefined),
      deps.view
        ? queryClient.ensureQueryData(salesQueries.invoiceDetail(session.pb, deps.view)).catch(() => undefined)
        : null,
    ]);
  },
  component: InvoicesPage,
});

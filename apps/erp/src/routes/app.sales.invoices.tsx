import { InvoicesScreen, type Invoice } from '@erp/widgets';
import { createFileRoute, useNavigate } from '@tanstack/react-router';

import { looseListSearch } from '../lib/listSearch';
import { useListRoute } from '../lib/useListRoute';
import { invoiceList, useInvoiceIntents } from '../queries/invoices';
import { preloadSalesDocuments, useSalesDocumentHelpers } from '../queries/salesDocuments';

export const Route = createFileRoute('/app/sales/invoices')({
  validateSearch: (input: Record<string, unknown>) => looseListSearch(input, ['due', 'status']),
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, deps }) => preloadSalesDocuments(context, invoiceList, deps.search),
  component: InvoicesRoute,
});

function InvoicesRoute() {
  const { screen, session, today } = useListRoute(invoiceList, 'invoices');
  const navigate = useNavigate();
  const helpers = useSalesDocumentHelpers<Invoice>(session.pb, 'invoices');
  const intents = useInvoiceIntents(session.pb);
  return (
    <InvoicesScreen
      {...screen}
      {...helpers}
      {...intents}
      permissions={{ ...screen.permissions, createReceipt: session.can('create:receipts') }}
      today={today}
      onOpenReceipt={(invoice) => void navigate({ to: '/app/sales/receipts', search: { view: invoice.receipt } })}
    />
  );
}

import { QuotationsScreen, type Quotation } from '@erp/widgets';
import { createFileRoute, useNavigate } from '@tanstack/react-router';

import { looseListSearch } from '../lib/listSearch';
import { useListRoute } from '../lib/useListRoute';
import { quotationList, useQuotationIntents } from '../queries/quotations';
import { preloadSalesDocuments, useSalesDocumentHelpers } from '../queries/salesDocuments';

export const Route = createFileRoute('/app/sales/quotations')({
  validateSearch: (input: Record<string, unknown>) => looseListSearch(input, ['status', 'validUntil']),
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, deps }) => preloadSalesDocuments(context, quotationList, deps.search),
  component: QuotationsRoute,
});

function QuotationsRoute() {
  const { screen, session, today } = useListRoute(quotationList, 'quotations');
  const navigate = useNavigate();
  const helpers = useSalesDocumentHelpers<Quotation>(session.pb, 'quotations');
  const intents = useQuotationIntents(session.pb);
  return (
    <QuotationsScreen
      {...screen}
      {...helpers}
      {...intents}
      permissions={{ ...screen.permissions, generateInvoice: session.can('create:invoices') }}
      today={today}
      onOpenInvoice={(q) => void navigate({ to: '/app/sales/invoices', search: { view: q.invoice } })}
    />
  );
}

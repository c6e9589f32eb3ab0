import { QuotationsScreen, type Quotation } from '@erp/widgets';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';

import { looseListSearch } from '../lib/listSearch';
import { preloadList } from '../lib/lists';
import { usePrintedDocument } from '../lib/printedDocument';
import { useListRoute } from '../lib/useListRoute';
import { quotationList, useQuotationIntents } from '../queries/quotations';
import { useSalesDocumentHelpers } from '../queries/salesDocuments';
import { documentSettings } from '../queries/settings';

export const Route = createFileRoute('/app/sales/quotations')({
  validateSearch: (input: Record<string, unknown>) => looseListSearch(input, ['status', 'validUntil']),
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, deps }) =>
    Promise.all([
      preloadList(context, quotationList, deps.search),
      context.queryClient.ensureQueryData(documentSettings(context.session.pb)).catch(() => undefined),
    ]),
  component: QuotationsRoute,
});

function QuotationsRoute() {
  const { screen, session, today } = useListRoute(quotationList, 'quotations');
  const navigate = useNavigate();
  const settings = useQuery(documentSettings(session.pb));
  const helpers = useSalesDocumentHelpers<Quotation>(session.pb, 'quotations');
  const printed = usePrintedDocument<Quotation>(session.pb, 'quotations');
  const intents = useQuotationIntents(session.pb);
  return (
    <QuotationsScreen
      {...screen}
      {...helpers}
      {...printed}
      {...intents}
      permissions={{ ...screen.permissions, generateInvoice: session.can('create:invoices') }}
      settings={settings.data ?? { vatRates: [] }}
      today={today}
      onOpenInvoice={(q) => void navigate({ to: '/app/sales/invoices', search: { view: q.invoice } })}
    />
  );
}

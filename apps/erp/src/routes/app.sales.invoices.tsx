import { InvoicesScreen, type Invoice } from '@erp/widgets';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';

import { looseListSearch } from '../lib/listSearch';
import { preloadList } from '../lib/lists';
import { usePrintedDocument } from '../lib/printedDocument';
import { useListRoute } from '../lib/useListRoute';
import { invoiceList, useInvoiceIntents } from '../queries/invoices';
import { useSalesDocumentHelpers } from '../queries/salesDocuments';
import { documentSettings } from '../queries/settings';

export const Route = createFileRoute('/app/sales/invoices')({
  validateSearch: (input: Record<string, unknown>) => looseListSearch(input, ['due', 'status']),
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, deps }) =>
    Promise.all([
      preloadList(context, invoiceList, deps.search),
      context.queryClient.ensureQueryData(documentSettings(context.session.pb)).catch(() => undefined),
    ]),
  component: InvoicesRoute,
});

function InvoicesRoute() {
  const { screen, session, today } = useListRoute(invoiceList, 'invoices');
  const navigate = useNavigate();
  const settings = useQuery(documentSettings(session.pb));
  const helpers = useSalesDocumentHelpers<Invoice>(session.pb, 'invoices');
  const printed = usePrintedDocument<Invoice>(session.pb, 'invoices');
  const intents = useInvoiceIntents(session.pb);
  return (
    <InvoicesScreen
      {...screen}
      {...helpers}
      {...printed}
      {...intents}
      permissions={{ ...screen.permissions, createReceipt: session.can('create:receipts') }}
      settings={settings.data ?? { vatRates: [] }}
      today={today}
      onOpenReceipt={(invoice) => void navigate({ to: '/app/sales/receipts', search: { view: invoice.receipt } })}
    />
  );
}

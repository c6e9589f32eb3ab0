import { ReceiptsScreen, type Receipt } from '@erp/widgets';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';

import { looseListSearch } from '../lib/listSearch';
import { preloadList } from '../lib/lists';
import { usePrintedDocument } from '../lib/printedDocument';
import { useListRoute } from '../lib/useListRoute';
import { receiptList, searchReceiptInvoices, useReceiptIntents } from '../queries/receipts';
import { useSalesDocumentHelpers } from '../queries/salesDocuments';
import { documentSettings } from '../queries/settings';

export const Route = createFileRoute('/app/sales/receipts')({
  validateSearch: (input: Record<string, unknown>) => looseListSearch(input, ['method', 'date']),
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, deps }) =>
    Promise.all([
      preloadList(context, receiptList, deps.search),
      context.queryClient.ensureQueryData(documentSettings(context.session.pb)).catch(() => undefined),
    ]),
  component: ReceiptsRoute,
});

function ReceiptsRoute() {
  const { screen, session, today } = useListRoute(receiptList, 'receipts');
  const pb = session.pb;
  const settings = useQuery(documentSettings(pb));
  const helpers = useSalesDocumentHelpers<Receipt>(pb, 'receipts');
  const printed = usePrintedDocument<Receipt>(pb, 'receipts');
  const intents = useReceiptIntents(pb);
  const searchInvoices = useCallback((q: string, signal: AbortSignal) => searchReceiptInvoices(pb, q, signal), [pb]);
  return (
    <ReceiptsScreen
      {...screen}
      {...helpers}
      {...printed}
      {...intents}
      settings={settings.data ?? { vatRates: [] }}
      today={today}
      searchInvoices={searchInvoices}
    />
  );
}

import { ReceiptsScreen, type Receipt } from '@erp/widgets';
import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';

import { looseListSearch } from '../lib/listSearch';
import { useListRoute } from '../lib/useListRoute';
import { receiptList, searchReceiptInvoices, useReceiptIntents } from '../queries/receipts';
import { preloadSalesDocuments, useSalesDocumentHelpers } from '../queries/salesDocuments';

export const Route = createFileRoute('/app/sales/receipts')({
  validateSearch: (input: Record<string, unknown>) => looseListSearch(input, ['method', 'date']),
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, deps }) => preloadSalesDocuments(context, receiptList, deps.search),
  component: ReceiptsRoute,
});

function ReceiptsRoute() {
  const { screen, session, today } = useListRoute(receiptList, 'receipts');
  const pb = session.pb;
  const helpers = useSalesDocumentHelpers<Receipt>(pb, 'receipts');
  const intents = useReceiptIntents(pb);
  const searchInvoices = useCallback((q: string, signal: AbortSignal) => searchReceiptInvoices(pb, q, signal), [pb]);
  return <ReceiptsScreen {...screen} {...helpers} {...intents} today={today} searchInvoices={searchInvoices} />;
}

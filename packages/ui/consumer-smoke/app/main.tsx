// A tiny app that consumes the packed @erp/ui the way an outside app would: the public entry, the
// stylesheet, the LocaleProvider with the package's own messages, and a PaginatedList.
import '@erp/ui/styles.css';
import { isLocale, LocaleProvider, loadUiMessages, PaginatedList, type ListColumn } from '@erp/ui';
import { createRoot } from 'react-dom/client';

// The app supplies its own (translated) texts; this smoke app is English-only for its own strings.
const LABEL = 'Invoices';

type Invoice = { id: string; number: string; client: string; total: number };

const rows: Invoice[] = [
  { id: '1', number: 'INV-0001', client: 'Nile Trading Co.', total: 1500 },
  { id: '2', number: 'INV-0002', client: 'Cairo Steel', total: 9419.25 },
  { id: '3', number: 'INV-0003', client: 'Delta Foods', total: 17338.5 },
];

const columns: ListColumn<Invoice>[] = [
  { id: 'number', header: 'Number', cell: (r) => r.number, sortable: true },
  { id: 'client', header: 'Client', cell: (r) => r.client },
  { id: 'total', header: 'Total', cell: (r) => r.total.toFixed(2), align: 'end' },
];

const requested = new URLSearchParams(location.search).get('locale');
const locale = isLocale(requested) ? requested : 'en-US';

loadUiMessages(locale).then((messages) => {
  createRoot(document.getElementById('root')!).render(
    <LocaleProvider locale={locale} messages={messages}>
      <PaginatedList<Invoice>
        label={LABEL}
        columns={columns}
        rows={rows}
        total={rows.length}
        page={1}
        pageSize={10}
        onPageChange={() => {}}
        sort={{ id: 'number', direction: 'ascending' }}
        onSortChange={() => {}}
      />
    </LocaleProvider>,
  );
});

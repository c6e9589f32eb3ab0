// A tiny app that consumes the packed @erp/ui the way an outside app would: the public entry, the
// stylesheet, the LocaleProvider with the package's own messages, and a PaginatedList.
import '@erp/ui/styles.css';
import { isLocale, LocaleProvider, loadUiMessages, PaginatedList, WizardDialog, type ListColumn } from '@erp/ui';
import { createRoot } from 'react-dom/client';

// The app supplies its own (translated) texts; this smoke app is English-only for its own strings.
const LABEL = 'Invoices';
const WIZARD_TITLE = 'New invoice';
const STEP_ONE = 'Choose the client';
const STEP_TWO = 'Add the lines';

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

const params = new URLSearchParams(location.search);
const requested = params.get('locale');
const locale = isLocale(requested) ? requested : 'en-US';

loadUiMessages(locale).then((messages) => {
  createRoot(document.getElementById('root')!).render(
    <LocaleProvider locale={locale} messages={messages}>
      {params.has('wizard') ? (
        <WizardDialog
          title={WIZARD_TITLE}
          defaultOpen
          onSubmit={() => {}}
          steps={[
            { id: 'client', title: STEP_ONE, content: <p>{STEP_ONE}</p> },
            { id: 'lines', title: STEP_TWO, content: <p>{STEP_TWO}</p> },
          ]}
        />
      ) : null}
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

// Demo data and a stateful demo for stories and tests: a local array paged, sorted and searched the way the
// server would, so every control of the list can be exercised.
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocale } from 'react-aria-components';

import { StatusBadge, type StatusTone } from '../status-badge/StatusBadge';
import type { ListColumn, ListSort } from './ListTable';
import type { DateRangeFilterValue, ListFilter } from './ListToolbar';
import { PaginatedList, type PaginatedListProps } from './PaginatedList';

export type DemoInvoice = {
  id: string;
  number: string;
  client: string;
  clientAr: string;
  dueDate: string;
  total: number;
  status: 'draft' | 'paid' | 'overdue';
};

const CLIENTS: [string, string][] = [
  ['Nile Trading Co.', 'شركة النيل للتجارة'],
  ['Cairo Steel', 'حديد القاهرة'],
  ['Delta Foods', 'أغذية الدلتا'],
  ['Alexandria Shipping', 'الإسكندرية للشحن'],
  ['Giza Pharma', 'الجيزة للأدوية'],
];
const STATUSES = ['draft', 'paid', 'overdue'] as const;

export const demoInvoices: DemoInvoice[] = Array.from({ length: 42 }, (_, i) => {
  const [client, clientAr] = CLIENTS[i % CLIENTS.length]!;
  const day = String((i % 28) + 1).padStart(2, '0');
  return {
    id: `inv-${i + 1}`,
    number: `INV-${String(i + 1).padStart(4, '0')}`,
    client,
    clientAr,
    dueDate: `2026-${i % 2 ? '11' : '12'}-${day}`,
    total: Math.round(((i * 7919) % 90000) + 1500) + (i % 4) * 0.25,
    status: STATUSES[i % 3]!,
  };
});

const TONES: Record<DemoInvoice['status'], StatusTone> = { draft: 'neutral', paid: 'success', overdue: 'danger' };
const STATUS_LABELS = { draft: ['Draft', 'مسودة'], paid: ['Paid', 'مدفوعة'], overdue: ['Overdue', 'متأخرة'] } as const;

/** Columns of the invoice demo, with money at the inline end and bilingual labels. */
export function useDemoColumns(): ListColumn<DemoInvoice>[] {
  const intl = useIntl();
  const { locale } = useLocale();
  const ar = locale.startsWith('ar');
  return useMemo(
    () => [
      { id: 'number', header: ar ? 'الرقم' : 'Number', cell: (r) => r.number, sortable: true, width: '8rem' },
      { id: 'client', header: ar ? 'العميل' : 'Client', cell: (r) => (ar ? r.clientAr : r.client), sortable: true },
      {
        id: 'dueDate',
        header: ar ? 'تاريخ الاستحقاق' : 'Due date',
        cell: (r) => intl.formatDate(`${r.dueDate}T00:00:00`, { dateStyle: 'medium' }),
        sortable: true,
      },
      {
        id: 'status',
        header: ar ? 'الحالة' : 'Status',
        cell: (r) => <StatusBadge tone={TONES[r.status]} label={STATUS_LABELS[r.status][ar ? 1 : 0]} />,
      },
      {
        id: 'total',
        header: ar ? 'الإجمالي' : 'Total',
        cell: (r) => intl.formatNumber(r.total, { style: 'currency', currency: 'EGP' }),
        sortable: true,
        align: 'end',
      },
    ],
    [intl, ar],
  );
}

type DemoProps = Partial<Omit<PaginatedListProps<DemoInvoice>, 'rows' | 'total' | 'page'>> & {
  data?: DemoInvoice[];
  withFilters?: boolean;
  initialPage?: number;
  initialDue?: DateRangeFilterValue;
};

/** A working invoice list over local data (sorting, paging, search and a status filter behave like the server). */
export function InvoiceListDemo({
  data = demoInvoices,
  withFilters = false,
  initialPage = 1,
  initialDue = { preset: 'all' },
  ...props
}: DemoProps) {
  const { locale } = useLocale();
  const ar = locale.startsWith('ar');
  const columns = useDemoColumns();
  const [page, setPage] = useState(initialPage);
  const [pageSize, setPageSize] = useState(props.pageSize ?? 10);
  const [sort, setSort] = useState<ListSort | null>(props.sort ?? { id: 'number', direction: 'ascending' });
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<string | null>(null);
  const [due, setDue] = useState<DateRangeFilterValue>(initialDue);

  const filtered = data.filter(
    (r) =>
      (!search || `${r.number} ${r.client} ${r.clientAr}`.toLowerCase().includes(search.toLowerCase())) &&
      (!status || r.status === status) &&
      (!due.start || r.dueDate >= due.start) &&
      (!due.end || r.dueDate <= due.end),
  );
  const sorted = sort
    ? [...filtered].sort((a, b) => {
        const key = sort.id as keyof DemoInvoice;
        const cmp = String(a[key]).localeCompare(String(b[key]), undefined, { numeric: true });
        return sort.direction === 'ascending' ? cmp : -cmp;
      })
    : filtered;
  const rows = sorted.slice((page - 1) * pageSize, page * pageSize);

  const filters: ListFilter[] = withFilters
    ? [
        {
          kind: 'select',
          id: 'status',
          label: ar ? 'الحالة' : 'Status',
          options: STATUSES.map((s) => ({ id: s, label: STATUS_LABELS[s][ar ? 1 : 0] })),
          value: status,
          onChange: (v) => {
            setStatus(v);
            setPage(1);
          },
        },
        {
          kind: 'date-range',
          id: 'due',
          label: ar ? 'تاريخ الاستحقاق' : 'Due date',
          presets: ['all', 'today', 'thisWeek', 'thisMonth', 'next30Days', 'custom'],
          value: due,
          today: '2026-11-22',
          onChange: (v) => {
            setDue(v);
            setPage(1);
          },
        },
      ]
    : [];

  const listLabel = ar ? 'الفواتير' : 'Invoices';
  return (
    <PaginatedList<DemoInvoice>
      label={listLabel}
      columns={columns}
      getRowLabel={(r) => r.number}
      pageSizeOptions={[5, 10, 20]}
      onPageSizeChange={setPageSize}
      searchValue={search}
      onSearchChange={(v) => {
        setSearch(v);
        setPage(1);
      }}
      filters={filters}
      {...props}
      rows={rows}
      total={filtered.length}
      page={page}
      pageSize={pageSize}
      sort={sort}
      onPageChange={(p) => {
        setPage(p);
        props.onPageChange?.(p);
      }}
      onSortChange={(s) => {
        setSort(s);
        props.onSortChange?.(s);
      }}
    />
  );
}

// Supplier bills and expenses: the query-key factory, the queryOptions the loaders prefetch and the screens
// read, the business actions (payments, cancel, approve, reject, reimburse) and the mutations with the narrowest
// invalidation. Every PocketBase call lives in a queryFn or mutationFn and passes React Query's AbortSignal.
import { resolveDateRange, type WeekDay } from '@erp/ui';
import type {
  Bill,
  BillDueFilter,
  BillLine,
  BillPayment,
  BillStatus,
  Expense,
  ExpenseAction,
  ExpenseCategory,
  ExpenseDatePreset,
  ExpenseStatus,
  FinanceOption,
  VatRateOption,
} from '@erp/widgets';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type PocketBase from 'pocketbase';

/** Egypt's business week starts on Saturday: "due this week" means Saturday to Friday in both languages. */
export const BUSINESS_WEEK_START: WeekDay = 6;

/** The server-side query of the bills list, as kept in the URL, with the day it is asked on. */
export type BillListParams = {
  page: number;
  perPage: number;
  /** A sort of the list (`issueDate`, `-supplier`…); see {@link billSortExpression}. */
  sort: string;
  search: string;
  supplier: string | null;
  due: BillDueFilter | null;
  status: BillStatus | null;
  /** Today, `YYYY-MM-DD`: the due-date filters depend on it. */
  today: string;
};

/** The server-side query of the expenses list, as kept in the URL, with the day it is asked on. */
export type ExpenseListParams = {
  page: number;
  perPage: number;
  sort: string;
  search: string;
  category: ExpenseCategory | null;
  status: ExpenseStatus | null;
  date: ExpenseDatePreset;
  /** The ends of a custom range, `YYYY-MM-DD`. */
  from: string | null;
  to: string | null;
  today: string;
};

export const financeKeys = {
  all: ['finance'] as const,
  bills: () => [...financeKeys.all, 'bills'] as const,
  billLists: () => [...financeKeys.bills(), 'list'] as const,
  billList: (params: BillListParams) => [...financeKeys.billLists(), params] as const,
  billDetails: () => [...financeKeys.bills(), 'detail'] as const,
  billDetail: (id: string) => [...financeKeys.billDetails(), id] as const,
  expenses: () => [...financeKeys.all, 'expenses'] as const,
  expenseLists: () => [...financeKeys.expenses(), 'list'] as const,
  expenseList: (params: ExpenseListParams) => [...financeKeys.expenseLists(), params] as const,
  expenseDetail: (id: string) => [...financeKeys.expenses(), 'detail', id] as const,
  suppliers: () => [...financeKeys.all, 'suppliers'] as const,
  settings: () => [...financeKeys.all, 'settings'] as const,
  ownEmployee: (userId: string) => [...financeKeys.all, 'own-employee', userId] as const,
};

/** A `YYYY-MM-DD` day as the instant PocketBase stores for it (dates are kept at midnight UTC). */
export const dayStart = (day: string) => `${day} 00:00:00.000Z`;

/** The day after a `YYYY-MM-DD` day. */
export function nextDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** A filter keeping `field` within the inclusive days of `range`: from midnight of the first to midnight after the last. */
export function dayRangeFilter(pb: PocketBase, field: string, range: { start: string; end: string }): string {
  return pb.filter(`${field} >= {:start} && ${field} < {:end}`, {
    start: dayStart(range.start),
    end: dayStart(nextDay(range.end)),
  });
}

/**
 * A list sort (`issueDate`, `-client`…) as PocketBase's sort: a column that shows another record sorts by the field
 * named in `columns` (`{ client: 'client.name' }`); the id breaks ties.
 */
export function listSortExpression(sort: string, columns: Readonly<Record<string, string>> = {}): string {
  const desc = sort.startsWith('-');
  const field = desc ? sort.slice(1) : sort;
  return `${desc ? '-' : ''}${Object.hasOwn(columns, field) ? columns[field] : field},id`;
}

/** A record's name in the active language: the Arabic one in Arabic when it has one. */
export const localLabel = (locale: string, names: { name?: string; nameAr?: string }): string =>
  locale.startsWith('ar') && names.nameAr ? names.nameAr : (names.name ?? '');

// ---- bills ----

/** The inclusive days a due-date filter covers (none for overdue, which is anything due before today). */
function dueRange(due: BillDueFilter, today: string): { start: string; end: string } | null {
  if (due === 'dueToday') return { start: today, end: today };
  if (due === 'dueThisWeek') return resolveDateRange('thisWeek', today, BUSINESS_WEEK_START);
  if (due === 'dueThisMonth') return resolveDateRange('thisMonth', today, BUSINESS_WEEK_START);
  return null;
}

/**
 * The bills filter: search over number, supplier name and notes; supplier; status; and the due-date filters,
 * which only ever match open bills (PENDING or PARTIALLY_PAID): a paid bill is due for nothing. User input is
 * bound with pb.filter, never spliced.
 */
export function billListFilter(
  pb: PocketBase,
  { search, supplier, due, status, today }: Pick<BillListParams, 'search' | 'supplier' | 'due' | 'status' | 'today'>,
): string {
  const parts: string[] = [];
  const q = search.trim();
  if (q)
    parts.push(
      pb.filter('(billNumber ~ {:q} || supplier.name ~ {:q} || supplier.nameAr ~ {:q} || notes ~ {:q})', { q }),
    );
  if (supplier) parts.push(pb.filter('supplier = {:supplier}', { supplier }));
  if (status) parts.push(pb.filter('status = {:status}', { status }));
  if (due) {
    parts.push('(status = "PENDING" || status = "PARTIALLY_PAID")');
    const range = dueRange(due, today);
    if (range) {
      parts.push(dayRangeFilter(pb, 'dueDate', range));
    } else {
      parts.push(pb.filter('dueDate != "" && dueDate < {:today}', { today: dayStart(today) }));
    }
  }
  return parts.join(' && ');
}

/** The PocketBase sort of a bills list sort: the supplier column sorts by the supplier's name; the id breaks ties. */
export function billSortExpression(sort: string): string {
  return listSortExpression(sort, { supplier: 'supplier.name' });
}

type BillRecord = Omit<Bill, 'items' | 'supplierName' | 'supplierNameAr'> & {
  items: unknown;
  expand?: { supplier?: { name?: string; nameAr?: string } };
};

const asLines = (items: unknown): BillLine[] =>
  Array.isArray(items)
    ? items
        .filter((l): l is Record<string, unknown> => typeof l === 'object' && l !== null)
        .map((l) => ({
          description: typeof l.description === 'string' ? l.description : '',
          quantity: Number(l.quantity) || 0,
          unitPrice: Number(l.unitPrice) || 0,
          total: Number(l.total) || 0,
        }))
    : [];

/** A bills record as the screens show it. */
export const asBill = (record: BillRecord): Bill => ({
  id: record.id,
  billNumber: record.billNumber,
  supplier: record.supplier,
  supplierName: record.expand?.supplier?.name ?? '',
  supplierNameAr: record.expand?.supplier?.nameAr ?? '',
  issueDate: record.issueDate,
  dueDate: record.dueDate,
  items: asLines(record.items),
  vatRate: record.vatRate,
  subtotal: record.subtotal,
  vat: record.vat,
  total: record.total,
  notes: record.notes,
  attachments: record.attachments ?? [],
  status: record.status,
  amountPaid: record.amountPaid,
  remaining: record.remaining,
  created: record.created,
  updated: record.updated,
});

/** A bill with its payments, oldest first. */
export type BillDetail = { bill: Bill; payments: BillPayment[] };

// ---- expenses ----

/** The inclusive days the expenses date filter covers, or null for all time (or an unfinished custom range). */
export function expenseDateRange(
  params: Pick<ExpenseListParams, 'date' | 'from' | 'to' | 'today'>,
): { start: string | null; end: string | null } | null {
  if (params.date === 'custom') return params.from || params.to ? { start: params.from, end: params.to } : null;
  if (params.date === 'all') return null;
  return resolveDateRange(params.date, params.today, BUSINESS_WEEK_START);
}

/** The expenses filter: search over number, description, employee names and reference; category; status; dates. */
export function expenseListFilter(
  pb: PocketBase,
  params: Omit<ExpenseListParams, 'page' | 'perPage' | 'sort'>,
): string {
  const parts: string[] = [];
  const q = params.search.trim();
  if (q) {
    parts.push(
      pb.filter(
        '(expenseNumber ~ {:q} || description ~ {:q} || employeeName ~ {:q} || employeeNameAr ~ {:q} || reference ~ {:q})',
        { q },
      ),
    );
  }
  if (params.category) parts.push(pb.filter('category = {:category}', { category: params.category }));
  if (params.status) parts.push(pb.filter('status = {:status}', { status: params.status }));
  const range = expenseDateRange(params);
  if (range?.start) parts.push(pb.filter('date >= {:start}', { start: dayStart(range.start) }));
  if (range?.end) parts.push(pb.filter('date < {:end}', { end: dayStart(nextDay(range.end)) }));
  return parts.join(' && ');
}

/** The PocketBase sort of an expenses list sort: the employee column sorts by the employee's name. */
export function expenseSortExpression(sort: string): string {
  return listSortExpression(sort, { employee: 'employeeName' });
}

/** The settings the bill wizard needs: the VAT rates offered, the default rate and the payment terms. */
export type FinanceSettings = { vatRates: VatRateOption[]; defaultVatRate: number | null; paymentTermsDays: number };

const asVatRates = (value: unknown): VatRateOption[] =>
  Array.isArray(value)
    ? value
        .filter(
          (r): r is Record<string, unknown> => typeof r === 'object' && r !== null && Number.isFinite(Number(r.rate)),
        )
        .map((r) => ({
          name: typeof r.name === 'string' ? r.name : String(r.rate),
          nameAr: typeof r.nameAr === 'string' ? r.nameAr : '',
          rate: Number(r.rate),
        }))
    : [];

export const financeQueries = {
  billList: (pb: PocketBase, params: BillListParams) =>
    queryOptions({
      queryKey: financeKeys.billList(params),
      queryFn: async ({ signal }) => {
        const page = await pb.collection('bills').getList<BillRecord>(params.page, params.perPage, {
          filter: billListFilter(pb, params),
          sort: billSortExpression(params.sort),
          expand: 'supplier',
          fields: '*,expand.supplier.name',
          signal,
        });
        return { ...page, items: page.items.map(asBill) };
      },
      placeholderData: keepPreviousData,
    }),

  billDetail: (pb: PocketBase, id: string) =>
    queryOptions({
      queryKey: financeKeys.billDetail(id),
      queryFn: async ({ signal }): Promise<BillDetail> => {
        const [bill, payments] = await Promise.all([
          pb.collection('bills').getOne<BillRecord>(id, { expand: 'supplier', signal }),
          pb.collection('bill_payments').getFullList<BillPayment>({
            filter: pb.filter('bill = {:id}', { id }),
            sort: 'date,created',
            batch: 500,
            signal,
          }),
        ]);
        return { bill: asBill(bill), payments };
      },
    }),

  /** Every supplier, by name in the active language, for the bills list's supplier filter. */
  suppliers: (pb: PocketBase, locale: string) =>
    queryOptions({
      queryKey: [...financeKeys.suppliers(), locale],
      queryFn: async ({ signal }): Promise<FinanceOption[]> => {
        const all = await pb
          .collection('suppliers')
          .getFullList<SupplierName>({ sort: 'name', fields: 'id,name,nameAr', batch: 500, signal });
        return all.map((s) => ({ id: s.id, label: localLabel(locale, s) }));
      },
      staleTime: 5 * 60_000,
    }),

  settings: (pb: PocketBase) =>
    queryOptions({
      queryKey: financeKeys.settings(),
      queryFn: async ({ signal }): Promise<FinanceSettings> => {
        const page = await pb.collection('app_settings').getList<{
          vatRates: unknown;
          defaultVatRate: number;
          enableVat: boolean;
          defaultPaymentTermsDays: number;
        }>(1, 1, { fields: 'vatRates,defaultVatRate,enableVat,defaultPaymentTermsDays', skipTotal: true, signal });
        const s = page.items[0];
        // The server's own fallback when the settings record is missing: 0, 5 and 14 %.
        const rates = s ? asVatRates(s.vatRates) : [];
        return {
          vatRates: rates.length > 0 ? rates : [14, 5, 0].map((rate) => ({ name: `${rate}%`, nameAr: '', rate })),
          defaultVatRate: s && s.enableVat === false ? 0 : (s?.defaultVatRate ?? null),
          paymentTermsDays: s?.defaultPaymentTermsDays || 30,
        };
      },
      staleTime: 5 * 60_000,
    }),

  expenseList: (pb: PocketBase, params: ExpenseListParams) =>
    queryOptions({
      queryKey: financeKeys.expenseList(params),
      queryFn: ({ signal }) =>
        pb.collection('expenses').getList<Expense>(params.page, params.perPage, {
          filter: expenseListFilter(pb, params),
          sort: expenseSortExpression(params.sort),
          signal,
        }),
      placeholderData: keepPreviousData,
    }),

  expenseDetail: (pb: PocketBase, id: string) =>
    queryOptions({
      queryKey: financeKeys.expenseDetail(id),
      queryFn: ({ signal }) => pb.collection('expenses').getOne<Expense>(id, { signal }),
    }),

  /** The signed-in user's own employee record id (self-service lets everyone read it), or null. */
  ownEmployee: (pb: PocketBase, userId: string) =>
    queryOptions({
      queryKey: financeKeys.ownEmployee(userId),
      queryFn: async ({ signal }) => {
        const page = await pb.collection('employees').getList<{ id: string }>(1, 1, {
          filter: pb.filter('user = {:user}', { user: userId }),
          fields: 'id',
          skipTotal: true,
          signal,
        });
        return page.items[0]?.id ?? null;
      },
      staleTime: Infinity,
    }),
};

type SupplierName = { id: string; name: string; nameAr?: string };

/** A supplier's name in the active language (the Arabic name in Arabic when it has one). */

/** The first 20 suppliers whose English or Arabic name contains the query, as combobox options. */
export async function searchSupplierOptions(pb: PocketBase, query: string, locale: string, signal: AbortSignal) {
  const q = query.trim();
  const page = await pb.collection('suppliers').getList<SupplierName>(1, 20, {
    filter: q ? pb.filter('name ~ {:q} || nameAr ~ {:q}', { q }) : '',
    sort: 'name',
    fields: 'id,name,nameAr',
    skipTotal: true,
    signal,
  });
  return page.items.map((s) => ({ id: s.id, label: localLabel(locale, s) }));
}

/** The employee picker of the expense wizard: names only, from the server's expense-employees route. */
export async function searchEmployeeOptions(pb: PocketBase, query: string, locale: string, signal: AbortSignal) {
  const answer = await pb.send<{ items: Array<{ id: string; name: string; nameAr: string }> }>(
    '/api/erp/expense-employees',
    { method: 'GET', query: { q: query.trim() }, signal },
  );
  return answer.items.map((e) => ({ id: e.id, label: localLabel(locale, e) }));
}

// ---- mutations ----

/** A payment as the bills payments action takes it, with the key that makes a repeat harmless. */
export type BillPaymentRequest = {
  id: string;
  amount: number;
  method: string;
  date: string;
  notes: string;
  /** One per opening of the payment dialog: a double click or a retry after a lost answer records once. */
  idempotencyKey: string;
};

/** Records a payment on a bill (`POST /api/erp/bills/{id}/payments`); answers the bill as it is now. */
export function usePayBill(pb: PocketBase) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, idempotencyKey, ...body }: BillPaymentRequest) =>
      asBill(
        await pb.send<BillRecord>(`/api/erp/bills/${encodeURIComponent(id)}/payments`, {
          method: 'POST',
          body,
          query: { expand: 'supplier' },
          headers: { 'Idempotency-Key': idempotencyKey },
        }),
      ),
    onSuccess: (_, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: financeKeys.billLists() }),
        queryClient.invalidateQueries({ queryKey: financeKeys.billDetail(id) }),
      ]),
  });
}

/** Cancels a PENDING or PARTIALLY_PAID bill (`POST /api/erp/bills/{id}/cancel`). */
export function useCancelBill(pb: PocketBase) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      asBill(
        await pb.send<BillRecord>(`/api/erp/bills/${encodeURIComponent(id)}/cancel`, {
          method: 'POST',
          query: { expand: 'supplier' },
        }),
      ),
    onSuccess: (_, id) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: financeKeys.billLists() }),
        queryClient.invalidateQueries({ queryKey: financeKeys.billDetail(id) }),
      ]),
  });
}

/** Deletes a PENDING bill. */
export function useDeleteBill(pb: PocketBase) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => pb.collection('bills').delete(id),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: financeKeys.billDetail(id) });
      return queryClient.invalidateQueries({ queryKey: financeKeys.billLists() });
    },
  });
}

/** Approves, rejects or marks an expense as reimbursed (`POST /api/erp/expenses/{id}/{action}`). */
export function useExpenseAction(pb: PocketBase) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: ExpenseAction }) =>
      pb.send<Expense>(`/api/erp/expenses/${encodeURIComponent(id)}/${action}`, { method: 'POST' }),
    onSuccess: (expense) => {
      queryClient.setQueryData(financeKeys.expenseDetail(expense.id), expense);
      return queryClient.invalidateQueries({ queryKey: financeKeys.expenseLists() });
    },
  });
}

/** Deletes a Pending or Rejected expense. */
export function useDeleteExpense(pb: PocketBase) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => pb.collection('expenses').delete(id),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: financeKeys.expenseDetail(id) });
      return queryClient.invalidateQueries({ queryKey: financeKeys.expenseLists() });
    },
  });
}

// Supplier bills: the list the screen shows, what its viewer loads, the suppliers its filter and wizard offer, the
// and the body of a save with its attachments.
import { BILLS_STATUS } from '@erp/schema';
import { resolveDateRange } from '@erp/ui';
import {
  BILL_DUE_FILTERS,
  BILL_SORT_FIELDS,
  billMessages as m,
  billRefusalText,
  type Bill,
  type BillDetail,
  type BillDueFilter,
  type BillFilters,
  type BillFormValues,
  type BillLine,
  type BillPayment,
  type SupplierOption,
} from '@erp/widgets';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type PocketBase from 'pocketbase';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';

import { BUSINESS_WEEK_START, dayRangeFilter, dayStart } from '../lib/dayFilters';
import { RECORD_ID, collectionKeys, defineList, type ListParams } from '../lib/lists';
import { nameSearch } from '../lib/related';

export const billKeys = collectionKeys('bills');
const supplierKeys = collectionKeys('suppliers');

/** The inclusive days a due-date filter covers (none for overdue, which is anything due before today). */
function dueRange(due: BillDueFilter, today: string): { start: string; end: string } | null {
  if (due === 'dueToday') return { start: today, end: today };
  if (due === 'dueThisWeek') return resolveDateRange('thisWeek', today, BUSINESS_WEEK_START);
  if (due === 'dueThisMonth') return resolveDateRange('thisMonth', today, BUSINESS_WEEK_START);
  return null;
}

/**
 * The bills filter: search over number, supplier names and notes; supplier; status; and the due-date filters, which
 * only ever match open bills (PENDING or PARTIALLY_PAID). User input is bound with `pb.filter`, never spliced.
 */
export function billFilter(pb: PocketBase, { search, filters, today }: ListParams<BillFilters>): string {
  const parts: string[] = [];
  const q = search.trim();
  if (q)
    parts.push(
      pb.filter('(billNumber ~ {:q} || supplier.name ~ {:q} || supplier.nameAr ~ {:q} || notes ~ {:q})', { q }),
    );
  if (filters.supplier) parts.push(pb.filter('supplier = {:supplier}', { supplier: filters.supplier }));
  if (filters.status) parts.push(pb.filter('status = {:status}', { status: filters.status }));
  if (filters.due) {
    parts.push('(status = "PENDING" || status = "PARTIALLY_PAID")');
    const range = dueRange(filters.due, today);
    if (range) parts.push(dayRangeFilter(pb, 'dueDate', range));
    else parts.push(pb.filter('dueDate != "" && dueDate < {:today}', { today: dayStart(today) }));
  }
  return parts.join(' && ');
}

type PaymentRef = { method?: string; date?: string; created?: string };
type BillRecord = Omit<Bill, 'items' | 'supplierName' | 'supplierNameAr' | 'lastPaymentMethod'> & {
  items: unknown;
  expand?: { supplier?: { name?: string; nameAr?: string }; bill_payments_via_bill?: PaymentRef[] };
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

/** The method of the latest of some payments (by date, then by when recorded); '' for none. */
export function lastPaymentMethod(payments: readonly PaymentRef[] = []): Bill['lastPaymentMethod'] {
  const key = (p: PaymentRef) => `${p.date ?? ''}|${p.created ?? ''}`;
  const last = [...payments].sort((a, b) => key(a).localeCompare(key(b))).at(-1);
  return (last?.method ?? '') as Bill['lastPaymentMethod'];
}

/** A bills record as the screen shows it: its supplier's names and the method of its last payment. */
export function asBill({ expand, items, ...record }: BillRecord): Bill {
  return {
    ...record,
    items: asLines(items),
    attachments: record.attachments ?? [],
    supplierName: expand?.supplier?.name ?? '',
    supplierNameAr: expand?.supplier?.nameAr ?? '',
    lastPaymentMethod: lastPaymentMethod(expand?.bill_payments_via_bill),
  };
}

/** The bills list: newest issue date first; the supplier's names and the bill's payments' methods come with each. */
export const billList = defineList<Bill, BillFilters, BillDetail>({
  collection: 'bills',
  sortFields: BILL_SORT_FIELDS,
  defaultSort: '-issueDate',
  markDefaultSort: true,
  sortBy: { supplier: 'supplier.name' },
  filters: { supplier: RECORD_ID, due: BILL_DUE_FILTERS, status: BILLS_STATUS },
  filter: billFilter,
  expand: 'supplier,bill_payments_via_bill',
  fields:
    '*,expand.supplier.name,expand.supplier.nameAr,expand.bill_payments_via_bill.method,' +
    'expand.bill_payments_via_bill.date,expand.bill_payments_via_bill.created',
  row: asBill,
  detail: async (pb, id, signal) => {
    const [bill, payments] = await Promise.all([
      pb.collection('bills').getOne<BillRecord>(id, { expand: 'supplier', signal }),
      pb.collection('bill_payments').getFullList<BillPayment>({
        filter: pb.filter('bill = {:id}', { id }),
        sort: 'date,created',
        batch: 500,
        signal,
      }),
    ]);
    return { bill: { ...asBill(bill), lastPaymentMethod: lastPaymentMethod(payments) }, payments };
  },
  messages: m,
  refusalText: billRefusalText,
});

type SupplierName = { id: string; name: string; nameAr?: string };
const supplierOption = (locale: string) => (s: SupplierName) => ({
  id: s.id,
  label: locale.startsWith('ar') && s.nameAr ? s.nameAr : s.name,
});

/** Every supplier, named in the active language, for the supplier filter. */
export const supplierOptionsQuery = (pb: PocketBase, locale: string) =>
  queryOptions({
    queryKey: supplierKeys.options('', locale),
    queryFn: async ({ signal }): Promise<SupplierOption[]> =>
      (
        await pb
          .collection('suppliers')
          .getFullList<SupplierName>({ sort: 'name', fields: 'id,name,nameAr', batch: 500, signal })
      ).map(supplierOption(locale)),
    staleTime: 5 * 60_000,
  });

const searchSupplierNames = nameSearch('suppliers');

/** The first 20 suppliers whose English or Arabic name contains the query, for the wizard's supplier field. */
export async function searchSuppliers(pb: PocketBase, query: string, locale: string, signal: AbortSignal) {
  return (await searchSupplierNames(pb, query, signal)).map(supplierOption(locale));
}

/** The suppliers of the list's filter (all of them, when `enabled`) and the wizard's supplier search. */
export function useSuppliers(pb: PocketBase, enabled: boolean) {
  const { locale } = useIntl();
  const all = useQuery({ ...supplierOptionsQuery(pb, locale), enabled });
  const search = useCallback((q: string, signal: AbortSignal) => searchSuppliers(pb, q, locale, signal), [pb, locale]);
  return { suppliers: all.data ?? [], loadSuppliers: search };
}

/** A bill's fields and attachment changes as multipart form data (files cannot travel as JSON). */
export function billBody(values: BillFormValues, isUpdate: boolean): FormData {
  const body = new FormData();
  body.append('supplier', values.supplier);
  body.append('issueDate', dayStart(values.issueDate));
  body.append('dueDate', values.dueDate ? dayStart(values.dueDate) : '');
  body.append('vatRate', String(values.vatRate));
  body.append('items', JSON.stringify(values.items));
  body.append('notes', values.notes);
  for (const file of values.files) body.append(isUpdate ? 'attachments+' : 'attachments', file);
  for (const name of values.removedAttachments) body.append('attachments-', name);
  return body;
}

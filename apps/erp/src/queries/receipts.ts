// Receipts: the query-key factory, the queryOptions the loaders prefetch and the screens read, the search for the
// invoices a receipt can be written for, and the mutations with the narrowest invalidation. Every PocketBase call lives
// in a queryFn or mutationFn (or a search the wizard aborts).
import { resolveDateRange } from '@erp/ui';
import type {
  InvoiceLine,
  InvoiceStatus,
  PaymentMethod,
  Receipt,
  ReceiptDatePreset,
  ReceiptFormValues,
  ReceiptInvoiceOption,
  ReceiptSummary,
} from '@erp/widgets';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type PocketBase from 'pocketbase';

import { BUSINESS_WEEK_START, dayRangeFilter, listSortExpression } from './finance';
import { salesKeys, storedFileNames } from './sales';

/** The server-side query of the receipts list, as kept in the URL, with the day it is asked on. */
export type ReceiptListParams = {
  page: number;
  perPage: number;
  /** A sort of the list (`-receiptNumber`, `client`…); see {@link receiptSortExpression}. */
  sort: string;
  search: string;
  method: PaymentMethod | null;
  date: ReceiptDatePreset;
  /** Today, `YYYY-MM-DD`: the date ranges count from it. */
  today: string;
};

export const receiptKeys = {
  all: [...salesKeys.all, 'receipts'] as const,
  lists: () => [...receiptKeys.all, 'list'] as const,
  list: (params: ReceiptListParams) => [...receiptKeys.lists(), params] as const,
  details: () => [...receiptKeys.all, 'detail'] as const,
  detail: (id: string) => [...receiptKeys.details(), id] as const,
};

/**
 * The receipts filter: search over the receipt and invoice numbers and the client's names; the payment method; and
 * the issue-date range (today, this week from Saturday, this month, the last 30 days). User input is bound with
 * pb.filter, never spliced.
 */
export function receiptListFilter(
  pb: PocketBase,
  { search, method, date, today }: Pick<ReceiptListParams, 'search' | 'method' | 'date' | 'today'>,
): string {
  const parts: string[] = [];
  const q = search.trim();
  if (q) {
    parts.push(
      pb.filter('(receiptNumber ~ {:q} || invoiceNumber ~ {:q} || client.name ~ {:q} || client.nameAr ~ {:q})', {
        q,
      }),
    );
  }
  if (method) parts.push(pb.filter('paymentMethod = {:method}', { method }));
  const range = resolveDateRange(date, today, BUSINESS_WEEK_START);
  if (range) {
    parts.push(dayRangeFilter(pb, 'issueDate', range));
  }
  return parts.join(' && ');
}

/** The PocketBase sort of a receipts list sort: the client column sorts by the client's name; the id breaks ties. */
export function receiptSortExpression(sort: string): string {
  return listSortExpression(sort, { client: 'client.name' });
}

type Names = { name?: string; nameAr?: string };
type ReceiptRecord = Omit<Receipt, 'clientName' | 'clientNameAr' | 'items' | 'attachments'> & {
  collectionId: string;
  collectionName: string;
  items: unknown;
  attachments: string[] | string | null;
  expand?: { client?: Names };
};

const asSummary = (r: ReceiptRecord): ReceiptSummary => ({
  id: r.id,
  receiptNumber: r.receiptNumber,
  client: r.client,
  issueDate: r.issueDate,
  paymentMethod: r.paymentMethod,
  invoice: r.invoice,
  invoiceNumber: r.invoiceNumber,
  vatRate: r.vatRate,
  subtotal: r.subtotal,
  tax: r.tax,
  total: r.total,
  created: r.created,
  updated: r.updated,
  clientName: r.expand?.client?.name ?? '',
  clientNameAr: r.expand?.client?.nameAr ?? '',
});

const lines = (items: unknown): InvoiceLine[] => (Array.isArray(items) ? (items as InvoiceLine[]) : []);

const asReceipt = (pb: PocketBase, r: ReceiptRecord): Receipt => {
  const files = storedFileNames(r.attachments);
  return {
    ...asSummary(r),
    notes: r.notes,
    items: lines(r.items),
    attachments: files.map((name) => ({ name, href: pb.files.getURL(r, name) })),
  };
};

export const receiptQueries = {
  list: (pb: PocketBase, params: ReceiptListParams) =>
    queryOptions({
      queryKey: receiptKeys.list(params),
      queryFn: async ({ signal }) => {
        const page = await pb.collection('receipts').getList<ReceiptRecord>(params.page, params.perPage, {
          filter: receiptListFilter(pb, params),
          sort: receiptSortExpression(params.sort),
          expand: 'client',
          fields: '*,expand.client.name,expand.client.nameAr',
          signal,
        });
        return { ...page, items: page.items.map(asSummary) };
      },
      placeholderData: keepPreviousData,
    }),

  detail: (pb: PocketBase, id: string) =>
    queryOptions({
      queryKey: receiptKeys.detail(id),
      queryFn: async ({ signal }) =>
        asReceipt(pb, await pb.collection('receipts').getOne<ReceiptRecord>(id, { expand: 'client', signal })),
    }),
};

type InvoiceRecord = {
  id: string;
  invoiceNumber: string;
  client: string;
  status: InvoiceStatus;
  vatRate: number;
  total: number;
  amountPaid: number;
  remaining: number;
  receipt: string;
  items: unknown;
  expand?: { client?: Names; receipt?: { receiptNumber?: string } };
};

/**
 * The issued invoices (Pending, Partially Paid or Paid) whose number or client matches, as receipt wizard options:
 * with their lines, whether they already have a receipt, and the method of their last payment.
 */
export async function searchReceiptInvoices(
  pb: PocketBase,
  query: string,
  signal: AbortSignal,
): Promise<ReceiptInvoiceOption[]> {
  const q = query.trim();
  const filter = [
    '(status = "Pending" || status = "Partially Paid" || status = "Paid")',
    q ? pb.filter('(invoiceNumber ~ {:q} || client.name ~ {:q} || client.nameAr ~ {:q})', { q }) : '',
  ]
    .filter(Boolean)
    .join(' && ');
  const page = await pb.collection('invoices').getList<InvoiceRecord>(1, 20, {
    filter,
    sort: '-issueDate,-invoiceNumber',
    expand: 'client,receipt',
    skipTotal: true,
    signal,
  });
  const ids = page.items.map((i) => i.id);
  const payments = ids.length
    ? await pb.collection('invoice_payments').getList<{ invoice: string; method: PaymentMethod }>(1, 200, {
        filter: ids.map((id) => pb.filter('invoice = {:id}', { id })).join(' || '),
        sort: '-date,-created',
        fields: 'invoice,method',
        skipTotal: true,
        signal,
      })
    : { items: [] };
  const lastMethod = new Map<string, PaymentMethod>();
  for (const p of payments.items) if (!lastMethod.has(p.invoice)) lastMethod.set(p.invoice, p.method);
  return page.items.map((i) => ({
    id: i.id,
    invoiceNumber: i.invoiceNumber,
    client: i.client,
    clientName: i.expand?.client?.name ?? '',
    clientNameAr: i.expand?.client?.nameAr ?? '',
    status: i.status,
    vatRate: i.vatRate,
    total: i.total,
    amountPaid: i.amountPaid,
    remaining: i.remaining,
    receipt: i.receipt,
    receiptNumber: i.expand?.receipt?.receiptNumber ?? '',
    items: lines(i.items),
    lastPaymentMethod: lastMethod.get(i.id),
  }));
}

/** The number of the receipt an invoice already has (to name it when a second one is refused), or ''. */
export async function existingReceiptNumber(pb: PocketBase, invoiceId: string): Promise<string> {
  const invoice = await pb
    .collection('invoices')
    .getOne<InvoiceRecord>(invoiceId, { expand: 'receipt', fields: 'id,receipt,expand.receipt.receiptNumber' });
  return invoice.expand?.receipt?.receiptNumber ?? '';
}

/** The wizard's values as the record's form data: lines as JSON, new files added, removed files dropped. */
function receiptForm(values: ReceiptFormValues, isNew: boolean): FormData {
  const body = new FormData();
  // The invoice of a receipt is set once, when it is created.
  if (isNew && values.invoice) body.append('invoice', values.invoice);
  body.append('client', values.client);
  body.append('issueDate', values.issueDate);
  body.append('paymentMethod', values.paymentMethod);
  body.append('vatRate', String(values.vatRate));
  body.append('items', JSON.stringify(values.items));
  body.append('notes', values.notes);
  for (const file of values.newAttachments) body.append('attachments+', file);
  for (const name of values.removedAttachments) body.append('attachments-', name);
  return body;
}

/** Creates a receipt, or updates one when an id is given; a receipt for an invoice becomes that invoice's receipt. */
export function useSaveReceipt(pb: PocketBase) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, values }: { id?: string; values: ReceiptFormValues }) => {
      const body = receiptForm(values, !id);
      const record = id
        ? await pb.collection('receipts').update<ReceiptRecord>(id, body, { expand: 'client' })
        : await pb.collection('receipts').create<ReceiptRecord>(body, { expand: 'client' });
      return asSummary(record);
    },
    onSuccess: (receipt, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: receiptKeys.lists() }),
        id ? queryClient.invalidateQueries({ queryKey: receiptKeys.detail(receipt.id) }) : null,
        receipt.invoice ? queryClient.invalidateQueries({ queryKey: salesKeys.invoices() }) : null,
      ]),
  });
}

/** Deletes a receipt; its invoice, if any, is left without one. */
export function useDeleteReceipt(pb: PocketBase) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (receipt: ReceiptSummary) => pb.collection('receipts').delete(receipt.id),
    onSuccess: (_, receipt) => {
      queryClient.removeQueries({ queryKey: receiptKeys.detail(receipt.id) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: receiptKeys.lists() }),
        receipt.invoice ? queryClient.invalidateQueries({ queryKey: salesKeys.invoices() }) : null,
      ]);
    },
  });
}

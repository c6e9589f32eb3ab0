// Invoices: the query-key factory, the queryOptions the loaders prefetch and the screens read, the business
// actions (issue, payments, receipt, cancel) and the mutations with the narrowest invalidation. Every PocketBase
// call lives in a queryFn or mutationFn; the action routes answer the updated invoice.
import {
  invoiceDueRange,
  type InventoryItemOption,
  type Invoice,
  type InvoiceClientOption,
  type InvoiceDueFilter,
  type InvoiceFormValues,
  type InvoiceLine,
  type InvoicePayment,
  type InvoicePaymentValues,
  type InvoiceReceiptValues,
  type InvoiceStatus,
  type InvoiceSummary,
} from '@erp/widgets';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type PocketBase from 'pocketbase';

import { BUSINESS_WEEK_START, dayRangeFilter, dayStart, localLabel } from './finance';

/** The server-side query of the invoices list, as kept in the URL, with the day it is asked on. */
export type InvoiceListParams = {
  page: number;
  perPage: number;
  /** PocketBase sort expression of one field, e.g. `-issueDate`. */
  sort: string;
  search: string;
  due: InvoiceDueFilter | null;
  status: InvoiceStatus | null;
  /** Today, `YYYY-MM-DD`: the due-date filters depend on it. */
  today: string;
};

export const salesKeys = {
  all: ['sales'] as const,
  invoices: () => [...salesKeys.all, 'invoices'] as const,
  invoiceLists: () => [...salesKeys.invoices(), 'list'] as const,
  invoiceList: (params: InvoiceListParams) => [...salesKeys.invoiceLists(), params] as const,
  invoiceDetail: (id: string) => [...salesKeys.invoices(), 'detail', id] as const,
};

/** The invoices filter, built with pb.filter so user input is always bound, never spliced. */
export function invoiceListFilter(
  pb: PocketBase,
  { search, due, status, today }: Pick<InvoiceListParams, 'search' | 'due' | 'status' | 'today'>,
): string {
  const parts: string[] = [];
  const q = search.trim();
  if (q) parts.push(pb.filter('(invoiceNumber ~ {:q} || client.name ~ {:q} || client.nameAr ~ {:q})', { q }));
  if (status) parts.push(pb.filter('status = {:status}', { status }));
  const range = invoiceDueRange(due, today, BUSINESS_WEEK_START);
  if (range && 'before' in range) {
    parts.push(
      pb.filter('dueDate != "" && dueDate < {:before} && (status = "Pending" || status = "Partially Paid")', {
        before: dayStart(range.before),
      }),
    );
  } else if (range) {
    parts.push(dayRangeFilter(pb, 'dueDate', range));
  }
  return parts.join(' && ');
}

type Names = { name?: string; nameAr?: string };
type InvoiceRecord = Omit<Invoice, 'clientName' | 'clientNameAr' | 'receiptNumber' | 'items' | 'attachments'> & {
  collectionId: string;
  collectionName: string;
  items: unknown;
  attachments: string[] | string | null;
  expand?: { client?: Names; receipt?: { receiptNumber?: string } };
};

const asSummary = (r: InvoiceRecord): InvoiceSummary => ({
  id: r.id,
  invoiceNumber: r.invoiceNumber,
  client: r.client,
  issueDate: r.issueDate,
  dueDate: r.dueDate,
  vatRate: r.vatRate,
  subtotal: r.subtotal,
  vat: r.vat,
  total: r.total,
  amountPaid: r.amountPaid,
  remaining: r.remaining,
  receipt: r.receipt,
  status: r.status,
  created: r.created,
  updated: r.updated,
  clientName: r.expand?.client?.name ?? '',
  clientNameAr: r.expand?.client?.nameAr ?? '',
  receiptNumber: r.expand?.receipt?.receiptNumber,
});

/** The names of a record's stored files: PocketBase gives a list, or a bare name for a single-file field. */
export const storedFileNames = (value: string[] | string | null | undefined): string[] =>
  Array.isArray(value) ? value : value ? [value] : [];

const asInvoice = (pb: PocketBase, r: InvoiceRecord): Invoice => {
  const files = storedFileNames(r.attachments);
  return {
    ...asSummary(r),
    notes: r.notes,
    items: Array.isArray(r.items) ? (r.items as InvoiceLine[]) : [],
    attachments: files.map((name) => ({ name, href: pb.files.getURL(r, name) })),
  };
};

const EXPAND = 'client,receipt';

export const salesQueries = {
  invoiceList: (pb: PocketBase, params: InvoiceListParams) =>
    queryOptions({
      queryKey: salesKeys.invoiceList(params),
      queryFn: async ({ signal }) => {
        const page = await pb.collection('invoices').getList<InvoiceRecord>(params.page, params.perPage, {
          filter: invoiceListFilter(pb, params),
          sort: `${params.sort},id`,
          expand: EXPAND,
          signal,
        });
        return { ...page, items: page.items.map(asSummary) };
      },
      placeholderData: keepPreviousData,
    }),

  invoiceDetail: (pb: PocketBase, id: string) =>
    queryOptions({
      queryKey: salesKeys.invoiceDetail(id),
      queryFn: async ({ signal }): Promise<{ invoice: Invoice; payments: InvoicePayment[] }> => {
        const [record, payments] = await Promise.all([
          pb.collection('invoices').getOne<InvoiceRecord>(id, { expand: EXPAND, signal }),
          pb
            .collection('invoice_payments')
            .getList<InvoicePayment & { expand?: { recordedBy?: { name?: string } } }>(1, 200, {
              filter: pb.filter('invoice = {:id}', { id }),
              sort: '-date,-created',
              expand: 'recordedBy',
              signal,
            }),
        ]);
        return {
          invoice: asInvoice(pb, record),
          payments: payments.items.map((p) => ({
            id: p.id,
            amount: p.amount,
            method: p.method,
            notes: p.notes,
            date: p.date,
            created: p.created,
            recordedByName: p.expand?.recordedBy?.name,
          })),
        };
      },
    }),
};

/** Clients for the wizard's client field, by name in either language. */
export async function searchInvoiceClients(
  pb: PocketBase,
  query: string,
  signal: AbortSignal,
): Promise<InvoiceClientOption[]> {
  const q = query.trim();
  const page = await pb.collection('clients').getList<InvoiceClientOption>(1, 20, {
    filter: q ? pb.filter('(name ~ {:q} || nameAr ~ {:q} || company ~ {:q})', { q }) : '',
    sort: 'name',
    fields: 'id,name,nameAr',
    skipTotal: true,
    signal,
  });
  return page.items;
}

type ItemRecord = {
  id: string;
  name: string;
  sku: string;
  warehouse: string;
  supplier: string;
  quantity: number;
  unitPrice: number;
  expand?: { warehouse?: Names; supplier?: Names };
};

/** Inventory items for an invoice line, by name or SKU, with their stock, warehouse and supplier names. */
export async function searchInventory(
  pb: PocketBase,
  query: string,
  locale: string,
  signal: AbortSignal,
): Promise<InventoryItemOption[]> {
  const q = query.trim();
  const page = await pb.collection('inventory_items').getList<ItemRecord>(1, 20, {
    filter: q ? pb.filter('(name ~ {:q} || sku ~ {:q})', { q }) : '',
    sort: 'name',
    expand: 'warehouse,supplier',
    skipTotal: true,
    signal,
  });
  const named = (n?: Names) => localLabel(locale, n ?? {});
  return page.items.map((i) => ({
    id: i.id,
    name: i.name,
    sku: i.sku,
    warehouse: i.warehouse,
    supplier: i.supplier,
    available: i.quantity,
    unitPrice: i.unitPrice,
    warehouseName: named(i.expand?.warehouse),
    supplierName: named(i.expand?.supplier),
  }));
}

/** The wizard's values as the record's form data: lines as JSON, new files added, removed files dropped. */
function invoiceForm(values: InvoiceFormValues): FormData {
  const body = new FormData();
  body.append('client', values.client);
  body.append('issueDate', values.issueDate);
  body.append('dueDate', values.dueDate);
  body.append('vatRate', String(values.vatRate));
  body.append('items', JSON.stringify(values.items));
  body.append('notes', values.notes);
  for (const file of values.newAttachments) body.append('attachments+', file);
  for (const name of values.removedAttachments) body.append('attachments-', name);
  return body;
}

/** Creates an invoice (a Draft), or updates a draft when an id is given. */
export function useSaveInvoice(pb: PocketBase) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, values }: { id?: string; values: InvoiceFormValues }) => {
      const body = invoiceForm(values);
      const record = id
        ? await pb.collection('invoices').update<InvoiceRecord>(id, body, { expand: EXPAND })
        : await pb.collection('invoices').create<InvoiceRecord>(body, { expand: EXPAND });
      return asSummary(record);
    },
    onSuccess: (invoice, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: salesKeys.invoiceLists() }),
        id ? queryClient.invalidateQueries({ queryKey: salesKeys.invoiceDetail(invoice.id) }) : null,
      ]),
  });
}

/** Deletes a draft invoice. */
export function useDeleteInvoice(pb: PocketBase) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => pb.collection('invoices').delete(id),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: salesKeys.invoiceDetail(id) });
      return queryClient.invalidateQueries({ queryKey: salesKeys.invoiceLists() });
    },
  });
}

type ActionRequest =
  | { action: 'issue' | 'cancel' }
  | { action: 'payments'; values: InvoicePaymentValues }
  | { action: 'receipt'; values: InvoiceReceiptValues };

/**
 * Runs an invoice action route (`POST /api/erp/invoices/{id}/{action}`) and answers the updated invoice. A payment
 * sends its dialog's Idempotency-Key, so a retried or doubled submit records it once.
 */
export function useInvoiceAction(pb: PocketBase) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, request }: { id: string; request: ActionRequest }) => {
      const path = `/api/erp/invoices/${encodeURIComponent(id)}/${request.action}`;
      const options: Parameters<PocketBase['send']>[1] = { method: 'POST', query: { expand: EXPAND } };
      if (request.action === 'payments') {
        const { idempotencyKey, ...body } = request.values;
        options.body = body;
        options.headers = { 'Idempotency-Key': idempotencyKey };
      } else if (request.action === 'receipt') {
        options.body = request.values;
      }
      return asSummary(await pb.send<InvoiceRecord>(path, options));
    },
    onSuccess: (invoice) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: salesKeys.invoiceLists() }),
        queryClient.invalidateQueries({ queryKey: salesKeys.invoiceDetail(invoice.id) }),
      ]),
  });
}

/** Fetches a document's PDF (`GET /api/erp/{collection}/{id}/pdf`) in the user's language, with its file name. */
export async function fetchDocumentPdf(
  pb: PocketBase,
  collection: 'invoices' | 'receipts' | 'quotations',
  id: string,
  locale: string,
  inline = false,
): Promise<{ blob: Blob; fileName: string }> {
  const query = new URLSearchParams({ locale, ...(inline ? { inline: '1' } : {}) });
  const url = pb.buildURL(`/api/erp/${collection}/${encodeURIComponent(id)}/pdf?${query}`);
  const res = await fetch(url, { headers: { Authorization: pb.authStore.token } });
  if (!res.ok) {
    const data = (await res.json().catch(() => ({}))) as Record<string, unknown>;
    throw Object.assign(new Error(typeof data.message === 'string' ? data.message : 'PDF failed'), {
      status: res.status,
      response: data,
    });
  }
  const disposition = res.headers.get('Content-Disposition') ?? '';
  const fileName = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? `${collection}-${id}.pdf`;
  return { blob: await res.blob(), fileName };
}

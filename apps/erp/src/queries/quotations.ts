// Quotations: the query-key factory, the queryOptions the loaders prefetch and the screens read, the business actions
// (send, accept, reject, generate the invoice) and the mutations with the narrowest invalidation. Every PocketBase call
// lives in a queryFn or mutationFn; the action routes answer the updated quotation.
import { resolveDateRange } from '@erp/ui';
import type {
  InvoiceLine,
  Quotation,
  QuotationFormValues,
  QuotationStatus,
  QuotationSummary,
  QuotationTransition,
  QuotationValidityPreset,
} from '@erp/widgets';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type PocketBase from 'pocketbase';

import { BUSINESS_WEEK_START, dayRangeFilter, listSortExpression } from './finance';
import { salesKeys, storedFileNames } from './sales';

/** The server-side query of the quotations list, as kept in the URL, with the day it is asked on. */
export type QuotationListParams = {
  page: number;
  perPage: number;
  /** A sort of the list (`-quotationNumber`, `client`…); see {@link quotationSortExpression}. */
  sort: string;
  search: string;
  status: QuotationStatus | null;
  validUntil: QuotationValidityPreset;
  /** Today, `YYYY-MM-DD`: the valid-until ranges count from it. */
  today: string;
};

export const quotationKeys = {
  all: [...salesKeys.all, 'quotations'] as const,
  lists: () => [...quotationKeys.all, 'list'] as const,
  list: (params: QuotationListParams) => [...quotationKeys.lists(), params] as const,
  details: () => [...quotationKeys.all, 'detail'] as const,
  detail: (id: string) => [...quotationKeys.details(), id] as const,
};

/**
 * The quotations filter: search over the quotation number, the generated invoice's number and the client's names;
 * the status; and the valid-until range (next 7, 30 or 90 days, today included). User input is bound with
 * pb.filter, never spliced.
 */
export function quotationListFilter(
  pb: PocketBase,
  { search, status, validUntil, today }: Pick<QuotationListParams, 'search' | 'status' | 'validUntil' | 'today'>,
): string {
  const parts: string[] = [];
  const q = search.trim();
  if (q) {
    parts.push(
      pb.filter('(quotationNumber ~ {:q} || invoiceNumber ~ {:q} || client.name ~ {:q} || client.nameAr ~ {:q})', {
        q,
      }),
    );
  }
  if (status) parts.push(pb.filter('status = {:status}', { status }));
  const range = resolveDateRange(validUntil, today, BUSINESS_WEEK_START);
  if (range) {
    parts.push(dayRangeFilter(pb, 'validUntil', range));
  }
  return parts.join(' && ');
}

/** The PocketBase sort of a quotations list sort: the client column sorts by the client's name; the id breaks ties. */
export function quotationSortExpression(sort: string): string {
  return listSortExpression(sort, { client: 'client.name' });
}

type Names = { name?: string; nameAr?: string };
type QuotationRecord = Omit<Quotation, 'clientName' | 'clientNameAr' | 'items' | 'attachments'> & {
  collectionId: string;
  collectionName: string;
  items: unknown;
  attachments: string[] | string | null;
  expand?: { client?: Names };
};

const asSummary = (r: QuotationRecord): QuotationSummary => ({
  id: r.id,
  quotationNumber: r.quotationNumber,
  client: r.client,
  issueDate: r.issueDate,
  validUntil: r.validUntil,
  vatRate: r.vatRate,
  subtotal: r.subtotal,
  tax: r.tax,
  total: r.total,
  status: r.status,
  invoice: r.invoice,
  invoiceNumber: r.invoiceNumber,
  created: r.created,
  updated: r.updated,
  clientName: r.expand?.client?.name ?? '',
  clientNameAr: r.expand?.client?.nameAr ?? '',
});

const asQuotation = (pb: PocketBase, r: QuotationRecord): Quotation => {
  const files = storedFileNames(r.attachments);
  return {
    ...asSummary(r),
    notes: r.notes,
    items: Array.isArray(r.items) ? (r.items as InvoiceLine[]) : [],
    attachments: files.map((name) => ({ name, href: pb.files.getURL(r, name) })),
  };
};

export const quotationQueries = {
  list: (pb: PocketBase, params: QuotationListParams) =>
    queryOptions({
      queryKey: quotationKeys.list(params),
      queryFn: async ({ signal }) => {
        const page = await pb.collection('quotations').getList<QuotationRecord>(params.page, params.perPage, {
          filter: quotationListFilter(pb, params),
          sort: quotationSortExpression(params.sort),
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
      queryKey: quotationKeys.detail(id),
      queryFn: async ({ signal }) =>
        asQuotation(pb, await pb.collection('quotations').getOne<QuotationRecord>(id, { expand: 'client', signal })),
    }),
};

/** The wizard's values as the record's form data: lines as JSON, new files added, removed files dropped. */
function quotationForm(values: QuotationFormValues): FormData {
  const body = new FormData();
  body.append('client', values.client);
  body.append('issueDate', values.issueDate);
  body.append('validUntil', values.validUntil);
  body.append('vatRate', String(values.vatRate));
  body.append('items', JSON.stringify(values.items));
  body.append('notes', values.notes);
  for (const file of values.newAttachments) body.append('attachments+', file);
  for (const name of values.removedAttachments) body.append('attachments-', name);
  return body;
}

/** Creates a quotation (a DRAFT), or updates a draft when an id is given. */
export function useSaveQuotation(pb: PocketBase) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, values }: { id?: string; values: QuotationFormValues }) => {
      const body = quotationForm(values);
      const record = id
        ? await pb.collection('quotations').update<QuotationRecord>(id, body, { expand: 'client' })
        : await pb.collection('quotations').create<QuotationRecord>(body, { expand: 'client' });
      return asSummary(record);
    },
    onSuccess: (quotation, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: quotationKeys.lists() }),
        id ? queryClient.invalidateQueries({ queryKey: quotationKeys.detail(quotation.id) }) : null,
      ]),
  });
}

/** Deletes a draft quotation. */
export function useDeleteQuotation(pb: PocketBase) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => pb.collection('quotations').delete(id),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: quotationKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: quotationKeys.lists() });
    },
  });
}

/**
 * Runs a quotation action route (`POST /api/erp/quotations/{id}/send|accept|reject|invoice`) and answers the updated
 * quotation. Generating the invoice also refreshes the invoices lists, which now hold the new draft.
 */
export function useQuotationAction(pb: PocketBase) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, action }: { id: string; action: QuotationTransition | 'invoice' }) =>
      asSummary(
        await pb.send<QuotationRecord>(`/api/erp/quotations/${encodeURIComponent(id)}/${action}`, {
          method: 'POST',
          query: { expand: 'client' },
        }),
      ),
    onSuccess: (quotation, { action }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: quotationKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: quotationKeys.detail(quotation.id) }),
        action === 'invoice' ? queryClient.invalidateQueries({ queryKey: salesKeys.invoiceLists() }) : null,
      ]),
    // A refusal may have changed the quotation too (answering it past its date marks it EXPIRED).
    onError: () => queryClient.invalidateQueries({ queryKey: quotationKeys.all }),
  });
}

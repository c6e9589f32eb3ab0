// CRM data: the query-key factory, the queryOptions the loaders prefetch and the screens read, and the
// mutations with the narrowest invalidation. Every PocketBase call lives in a queryFn or mutationFn and passes
// React Query's AbortSignal (the SDK's auto-cancellation is off, see lib/session.ts).
import type { CrmDocument, DocumentRow, DocumentType } from '@erp/widgets';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type PocketBase from 'pocketbase';

import { clientKeys } from './clients';

export const crmKeys = {
  all: ['crm'] as const,
  documents: () => [...crmKeys.all, 'documents'] as const,
  documentLists: () => [...crmKeys.documents(), 'list'] as const,
  documentList: (params: DocumentListParams) => [...crmKeys.documentLists(), params] as const,
  documentDetail: (id: string) => [...crmKeys.documents(), 'detail', id] as const,
};

/** The server-side query of the documents list, as kept in the URL. */
export type DocumentListParams = {
  page: number;
  perPage: number;
  sort: string;
  search: string;
  type: DocumentType | null;
};

/** The documents filter: search over title, file name, tags and client names, and the type. */
export function documentListFilter(
  pb: PocketBase,
  { search, type }: Pick<DocumentListParams, 'search' | 'type'>,
): string {
  const parts: string[] = [];
  const q = search.trim();
  if (q) {
    parts.push(
      pb.filter('(title ~ {:q} || fileName ~ {:q} || tags ~ {:q} || client.name ~ {:q} || client.nameAr ~ {:q})', {
        q,
      }),
    );
  }
  if (type) parts.push(pb.filter('type = {:type}', { type }));
  return parts.join(' && ');
}

type WithClient = { expand?: { client?: { name?: string; nameAr?: string } } };

const asDocumentRow = (record: Omit<CrmDocument, 'tags'> & { tags: unknown } & WithClient): DocumentRow => ({
  ...asDocument(record),
  clientName: record.expand?.client?.name ?? '',
  clientNameAr: record.expand?.client?.nameAr ?? '',
});

const asDocument = (record: Omit<CrmDocument, 'tags'> & { tags: unknown }): CrmDocument => ({
  ...record,
  tags: Array.isArray(record.tags) ? record.tags.filter((t): t is string => typeof t === 'string') : [],
});

export const crmQueries = {
  documentList: (pb: PocketBase, params: DocumentListParams) =>
    queryOptions({
      queryKey: crmKeys.documentList(params),
      queryFn: async ({ signal }) => {
        const page = await pb
          .collection('documents')
          .getList<Omit<CrmDocument, 'tags'> & { tags: unknown } & WithClient>(params.page, params.perPage, {
            filter: documentListFilter(pb, params),
            sort: `${params.sort},id`,
            expand: 'client',
            signal,
          });
        return { ...page, items: page.items.map(asDocumentRow) };
      },
      placeholderData: keepPreviousData,
    }),

  documentDetail: (pb: PocketBase, id: string) =>
    queryOptions({
      queryKey: crmKeys.documentDetail(id),
      queryFn: async ({ signal }) =>
        asDocumentRow(
          await pb
            .collection('documents')
            .getOne<Omit<CrmDocument, 'tags'> & { tags: unknown } & WithClient>(id, { expand: 'client', signal }),
        ),
    }),
};

/** Deletes a document (and its file). */
export function useDeleteDocument(pb: PocketBase) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (doc: DocumentRow) => pb.collection('documents').delete(doc.id),
    onSuccess: (_, doc) => {
      queryClient.removeQueries({ queryKey: crmKeys.documentDetail(doc.id) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: crmKeys.documentLists() }),
        doc.client ? queryClient.invalidateQueries({ queryKey: clientKeys.detail(doc.client) }) : null,
      ]);
    },
  });
}

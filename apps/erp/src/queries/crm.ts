// CRM data: the query-key factory, the queryOptions the loaders prefetch and the screens read, and the
// mutations with the narrowest invalidation. Every PocketBase call lives in a queryFn or mutationFn and passes
// React Query's AbortSignal (the SDK's auto-cancellation is off, see lib/session.ts).
import type { Contact, ContactRow, CrmDocument, DocumentRow, DocumentType } from '@erp/widgets';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type PocketBase from 'pocketbase';

import { clientKeys } from './clients';

export const crmKeys = {
  all: ['crm'] as const,
  contacts: () => [...crmKeys.all, 'contacts'] as const,
  contactLists: () => [...crmKeys.contacts(), 'list'] as const,
  contactList: (params: ContactListParams) => [...crmKeys.contactLists(), params] as const,
  contactDetail: (id: string) => [...crmKeys.contacts(), 'detail', id] as const,
  documents: () => [...crmKeys.all, 'documents'] as const,
  documentLists: () => [...crmKeys.documents(), 'list'] as const,
  documentList: (params: DocumentListParams) => [...crmKeys.documentLists(), params] as const,
  documentDetail: (id: string) => [...crmKeys.documents(), 'detail', id] as const,
};

/** The server-side query of the contacts list, as kept in the URL. */
export type ContactListParams = { page: number; perPage: number; sort: string; search: string };

/** The server-side query of the documents list, as kept in the URL. */
export type DocumentListParams = {
  page: number;
  perPage: number;
  sort: string;
  search: string;
  type: DocumentType | null;
};

/** The contacts filter: the search text matched against names, job title, e-mail, phone and the client's names. */
export function contactListFilter(pb: PocketBase, { search }: Pick<ContactListParams, 'search'>): string {
  const q = search.trim();
  if (!q) return '';
  return pb.filter(
    '(firstName ~ {:q} || lastName ~ {:q} || jobTitle ~ {:q} || email ~ {:q} || phone ~ {:q} || client.name ~ {:q} || client.nameAr ~ {:q})',
    { q },
  );
}

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

const asContactRow = (record: Contact & WithClient): ContactRow => ({
  id: record.id,
  firstName: record.firstName,
  lastName: record.lastName,
  jobTitle: record.jobTitle,
  client: record.client,
  email: record.email,
  phone: record.phone,
  created: record.created,
  updated: record.updated,
  clientName: record.expand?.client?.name ?? '',
  clientNameAr: record.expand?.client?.nameAr ?? '',
});

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
  contactList: (pb: PocketBase, params: ContactListParams) =>
    queryOptions({
      queryKey: crmKeys.contactList(params),
      queryFn: async ({ signal }) => {
        const page = await pb.collection('contacts').getList<Contact & WithClient>(params.page, params.perPage, {
          filter: contactListFilter(pb, params),
          sort: `${params.sort},id`,
          expand: 'client',
          signal,
        });
        return { ...page, items: page.items.map(asContactRow) };
      },
      placeholderData: keepPreviousData,
    }),

  contactDetail: (pb: PocketBase, id: string) =>
    queryOptions({
      queryKey: crmKeys.contactDetail(id),
      queryFn: async ({ signal }) =>
        asContactRow(await pb.collection('contacts').getOne<Contact & WithClient>(id, { expand: 'client', signal })),
    }),

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

/** Creates a contact, or updates it when an id is given. */
export function useSaveContact(pb: PocketBase) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: string; values: Record<string, unknown> }) =>
      id ? pb.collection('contacts').update<Contact>(id, values) : pb.collection('contacts').create<Contact>(values),
    onSuccess: (contact, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: crmKeys.contactLists() }),
        queryClient.invalidateQueries({ queryKey: clientKeys.detail(contact.client) }),
        id ? queryClient.invalidateQueries({ queryKey: crmKeys.contactDetail(contact.id) }) : null,
      ]),
  });
}

/** Deletes a contact. */
export function useDeleteContact(pb: PocketBase) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contact: ContactRow) => pb.collection('contacts').delete(contact.id),
    onSuccess: (_, contact) => {
      queryClient.removeQueries({ queryKey: crmKeys.contactDetail(contact.id) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: crmKeys.contactLists() }),
        queryClient.invalidateQueries({ queryKey: clientKeys.detail(contact.client) }),
      ]);
    },
  });
}

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

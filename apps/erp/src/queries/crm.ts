// CRM data: the query-key factory, the queryOptions the loaders prefetch and the screens read, and the
// mutations with the narrowest invalidation. Every PocketBase call lives in a queryFn or mutationFn and passes
// React Query's AbortSignal (the SDK's auto-cancellation is off, see lib/session.ts).
import type { Client, ClientStatus, ClientType, Contact, CrmDocument } from '@erp/widgets';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type PocketBase from 'pocketbase';

/** The server-side query of the clients list, as kept in the URL. */
export type ClientListParams = {
  page: number;
  perPage: number;
  /** PocketBase sort expression of one column, e.g. `name` or `-updated`. */
  sort: string;
  search: string;
  type: ClientType | null;
  status: ClientStatus | null;
};

export const crmKeys = {
  all: ['crm'] as const,
  clients: () => [...crmKeys.all, 'clients'] as const,
  clientLists: () => [...crmKeys.clients(), 'list'] as const,
  clientList: (params: ClientListParams) => [...crmKeys.clientLists(), params] as const,
  clientDetails: () => [...crmKeys.clients(), 'detail'] as const,
  clientDetail: (id: string) => [...crmKeys.clientDetails(), id] as const,
  contacts: () => [...crmKeys.all, 'contacts'] as const,
  contactLists: () => [...crmKeys.contacts(), 'list'] as const,
  documents: () => [...crmKeys.all, 'documents'] as const,
  documentLists: () => [...crmKeys.documents(), 'list'] as const,
};

/** The list filter of the clients screen, built with pb.filter so user input is always bound, never spliced. */
export function clientListFilter(
  pb: PocketBase,
  { search, type, status }: Pick<ClientListParams, 'search' | 'type' | 'status'>,
): string {
  const parts: string[] = [];
  const q = search.trim();
  if (q) {
    parts.push(pb.filter('(name ~ {:q} || nameAr ~ {:q} || company ~ {:q} || email ~ {:q} || phone ~ {:q})', { q }));
  }
  if (type) parts.push(pb.filter('type = {:type}', { type }));
  if (status) parts.push(pb.filter('status = {:status}', { status }));
  return parts.join(' && ');
}

/** The clients a client viewer shows, with its contacts and documents. */
export type ClientDetail = { client: Client; contacts: Contact[]; documents: CrmDocument[] };

const asDocument = (record: Omit<CrmDocument, 'tags'> & { tags: unknown }): CrmDocument => ({
  ...record,
  tags: Array.isArray(record.tags) ? record.tags.filter((t): t is string => typeof t === 'string') : [],
});

export const crmQueries = {
  clientList: (pb: PocketBase, params: ClientListParams) =>
    queryOptions({
      queryKey: crmKeys.clientList(params),
      queryFn: ({ signal }) =>
        pb.collection('clients').getList<Client>(params.page, params.perPage, {
          filter: clientListFilter(pb, params),
          // The id breaks ties so that paging over equal names is stable.
          sort: `${params.sort},id`,
          signal,
        }),
      placeholderData: keepPreviousData,
    }),

  clientDetail: (pb: PocketBase, id: string) =>
    queryOptions({
      queryKey: crmKeys.clientDetail(id),
      queryFn: async ({ signal }): Promise<ClientDetail> => {
        const related = pb.filter('client = {:id}', { id });
        const [client, contacts, documents] = await Promise.all([
          pb.collection('clients').getOne<Client>(id, { signal }),
          pb
            .collection('contacts')
            .getList<Contact>(1, 50, { filter: related, sort: 'lastName,firstName', skipTotal: true, signal }),
          pb.collection('documents').getList<Omit<CrmDocument, 'tags'> & { tags: unknown }>(1, 50, {
            filter: related,
            sort: '-updated',
            skipTotal: true,
            signal,
          }),
        ]);
        return { client, contacts: contacts.items, documents: documents.items.map(asDocument) };
      },
    }),
};

/** Deletes a client; its contacts go with it (cascade) and its documents lose the link. */
export function useDeleteClient(pb: PocketBase) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => pb.collection('clients').delete(id),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: crmKeys.clientDetail(id) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: crmKeys.clientLists() }),
        queryClient.invalidateQueries({ queryKey: crmKeys.contactLists() }),
        queryClient.invalidateQueries({ queryKey: crmKeys.documentLists() }),
      ]);
    },
  });
}

/** Creates a client, or updates it when an id is given. */
export function useSaveClient(pb: PocketBase) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: string; values: Record<string, unknown> }) =>
      id ? pb.collection('clients').update<Client>(id, values) : pb.collection('clients').create<Client>(values),
    onSuccess: (client, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: crmKeys.clientLists() }),
        id ? queryClient.invalidateQueries({ queryKey: crmKeys.clientDetail(client.id) }) : null,
      ]),
  });
}

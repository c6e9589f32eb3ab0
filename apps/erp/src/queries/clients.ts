// Clients: the list the screen shows, what its viewer loads, and the client choices other screens search.
import {
  CLIENT_SORT_FIELDS,
  clientMessages as m,
  localName,
  type Client,
  type ClientDetail,
  type ClientFilters,
  type Contact,
  type CrmDocument,
} from '@erp/widgets';
import type PocketBase from 'pocketbase';
import { CLIENTS_STATUS, CLIENTS_TYPE } from '@erp/schema';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';

import { collectionKeys, defineList, matchFilter } from '../lib/lists';
import { asDocument } from './documents';

export const clientKeys = collectionKeys('clients');

/** The clients list: search over names, company, e-mail and phone; type and status filters; name order. */
export const clientList = defineList<Client, ClientFilters, ClientDetail>({
  collection: 'clients',
  sortFields: CLIENT_SORT_FIELDS,
  defaultSort: 'name',
  markDefaultSort: true,
  filters: { type: CLIENTS_TYPE, status: CLIENTS_STATUS },
  filter: matchFilter(['name', 'nameAr', 'company', 'email', 'phone'], ['type', 'status']),
  // The viewer shows the client with its contacts and documents.
  detail: async (pb, id, signal) => {
    const related = pb.filter('client = {:id}', { id });
    const [client, contacts, documents] = await Promise.all([
      pb.collection('clients').getOne<Client>(id, { signal }),
      pb.collection('contacts').getList<Contact>(1, 50, {
        filter: related,
        sort: 'lastName,firstName',
        skipTotal: true,
        signal,
      }),
      pb.collection('documents').getList<Omit<CrmDocument, 'tags'> & { tags: unknown }>(1, 50, {
        filter: related,
        sort: '-updated',
        skipTotal: true,
        signal,
      }),
    ]);
    return { client, contacts: contacts.items, documents: documents.items.map(asDocument) };
  },
  messages: { loadFailed: m.loadFailed, viewFailed: m.viewFailed },
});

/** The first 20 clients whose name (English or Arabic) or company contains the query, with both names. */
export async function searchClientNames(pb: PocketBase, query: string, signal: AbortSignal) {
  const q = query.trim();
  const page = await pb.collection('clients').getList<Pick<Client, 'id' | 'name' | 'nameAr'>>(1, 20, {
    filter: q ? pb.filter('(name ~ {:q} || nameAr ~ {:q} || company ~ {:q})', { q }) : '',
    sort: 'name',
    fields: 'id,name,nameAr',
    skipTotal: true,
    signal,
  });
  return page.items;
}

/** The client search of a wizard's client field: {@link searchClientNames} as options in the active language. */
export function useClientOptions(pb: PocketBase) {
  const { locale } = useIntl();
  return useCallback(
    async (query: string, signal: AbortSignal) =>
      (await searchClientNames(pb, query, signal)).map((c) => ({ id: c.id, label: localName(locale, c) })),
    [pb, locale],
  );
}

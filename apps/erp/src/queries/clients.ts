// Clients: the list the screen shows, what its viewer loads, and the client choices other screens search.
import {
  CLIENT_SORT_FIELDS,
  clientMessages as m,
  type Client,
  type ClientDetail,
  type ClientFilters,
  type Contact,
} from '@erp/widgets';
import type PocketBase from 'pocketbase';
import { CLIENTS_STATUS, CLIENTS_TYPE } from '@erp/schema';

import { collectionKeys, defineList, matchFilter } from '../lib/lists';
import { linkedRecords, nameSearch, useNameOptions } from '../lib/related';
import { asDocument, type StoredDocument } from './documents';

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
    const [client, contacts, documents] = await Promise.all([
      pb.collection('clients').getOne<Client>(id, { signal }),
      linkedRecords<Contact>(pb, 'contacts', 'client', id, { sort: 'lastName,firstName', signal }),
      linkedRecords<StoredDocument>(pb, 'documents', 'client', id, { sort: '-updated', signal }),
    ]);
    return { client, contacts, documents: documents.map(asDocument) };
  },
  messages: { loadFailed: m.loadFailed, viewFailed: m.viewFailed },
});

/** The first 20 clients whose name (English or Arabic) or company contains the query, with both names. */
export const searchClientNames = nameSearch('clients', ['name', 'nameAr', 'company']);

/** The client search of a wizard's client field: {@link searchClientNames} as options in the active language. */
export const useClientOptions = (pb: PocketBase) => useNameOptions(pb, searchClientNames);

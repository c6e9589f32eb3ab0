import type { ClientsRecord, ClientsStatus, ClientsType } from '@erp/schema';

import type { Contact } from '../contacts/contacts.types';
import type { CrmDocument } from '../documents/documents.types';

/** A client as the CRM screens show it. */
export type Client = Pick<
  ClientsRecord,
  'id' | 'name' | 'nameAr' | 'type' | 'status' | 'company' | 'email' | 'phone' | 'website' | 'created' | 'updated'
>;

/** The list filters of the clients screen; `null` means all. */
export type ClientFilters = { type: ClientsType | null; status: ClientsStatus | null };

/**
 * Columns of the clients list that the server can sort by. Kept here, with the other plain constants, so that
 * the app's route options can import it without pulling in the screen.
 */
export const CLIENT_SORT_FIELDS = ['name', 'type', 'status', 'company', 'email', 'updated'] as const;
export type ClientSortField = (typeof CLIENT_SORT_FIELDS)[number];

/** What the client viewer shows: the client with its contacts and documents. */
export type ClientDetail = { client: Client; contacts: readonly Contact[]; documents: readonly CrmDocument[] };

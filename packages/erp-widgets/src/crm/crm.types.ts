import type { ClientsRecord, ContactsRecord, DocumentsRecord } from '@erp/schema';

/** A client as the CRM screens show it. */
export type Client = Pick<
  ClientsRecord,
  'id' | 'name' | 'nameAr' | 'type' | 'status' | 'company' | 'email' | 'phone' | 'website' | 'created' | 'updated'
>;

/** A contact person of a client. */
export type Contact = Pick<
  ContactsRecord,
  'id' | 'firstName' | 'lastName' | 'jobTitle' | 'client' | 'email' | 'phone' | 'created' | 'updated'
>;

/** A stored document (the file itself is fetched separately with a short-lived token). */
export type CrmDocument = Pick<
  DocumentsRecord,
  'id' | 'title' | 'type' | 'client' | 'fileName' | 'fileSize' | 'file' | 'created' | 'updated'
> & { tags: string[] };

export type ClientType = 'business' | 'individual';
export type ClientStatus = 'active' | 'inactive' | 'lead';

export const CLIENT_TYPES: readonly ClientType[] = ['business', 'individual'];
export const CLIENT_STATUSES: readonly ClientStatus[] = ['active', 'inactive', 'lead'];

/** What the signed-in user may do on one CRM collection (the server enforces it regardless). */
export type CrudPermissions = { view: boolean; create: boolean; edit: boolean; delete: boolean };

/** The list filters of the clients screen; `null` means all. */
export type ClientFilters = { type: ClientType | null; status: ClientStatus | null };

/**
 * The record a viewer shows: loading, the record, a record that no longer exists (e.g. a stale `?view=` link),
 * or a load failure with its message.
 */
export type ViewerState<T> =
  { state: 'loading' } | ({ state: 'ready' } & T) | { state: 'not-found' } | { state: 'error'; message?: string };

/**
 * Columns of the clients list that the server can sort by. Kept here, with the other plain constants, so that
 * the app's route options can import it without pulling in the screen.
 */
export const CLIENT_SORT_FIELDS = ['name', 'type', 'status', 'company', 'email', 'updated'] as const;
export type ClientSortField = (typeof CLIENT_SORT_FIELDS)[number];

/** A contact with its client's names, as the contacts list and viewer show it (from `expand.client`). */
export type ContactRow = Contact & { clientName: string; clientNameAr: string };

/** Columns of the contacts list that the server can sort by. */
export const CONTACT_SORT_FIELDS = ['lastName', 'firstName', 'jobTitle', 'email', 'updated'] as const;
export type ContactSortField = (typeof CONTACT_SORT_FIELDS)[number];

export type DocumentType = 'contract' | 'invoice' | 'proposal' | 'report' | 'receipt' | 'legal' | 'other';
export const DOCUMENT_TYPES: readonly DocumentType[] = [
  'contract',
  'invoice',
  'proposal',
  'report',
  'receipt',
  'legal',
  'other',
];

/** A document with its client's names (empty when it belongs to no client). */
export type DocumentRow = CrmDocument & { clientName: string; clientNameAr: string };

/** The list filters of the documents screen; `null` means all. */
export type DocumentFilters = { type: DocumentType | null };

/** Columns of the documents list that the server can sort by. */
export const DOCUMENT_SORT_FIELDS = ['title', 'type', 'fileName', 'fileSize', 'updated'] as const;
export type DocumentSortField = (typeof DOCUMENT_SORT_FIELDS)[number];

/** What the user may do with documents: the CRUD keys plus download:documents. */
export type DocumentPermissions = CrudPermissions & { download: boolean };

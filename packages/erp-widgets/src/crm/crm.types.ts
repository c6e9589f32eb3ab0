import type { DocumentsRecord } from '@erp/schema';

import type { CrudPermissions } from '../shared/list-screen/list.types';

export type { CrudPermissions } from '../shared/list-screen/list.types';

/** A stored document (the file itself is fetched separately with a short-lived token). */
export type CrmDocument = Pick<
  DocumentsRecord,
  'id' | 'title' | 'type' | 'client' | 'fileName' | 'fileSize' | 'file' | 'created' | 'updated'
> & { tags: string[] };

/**
 * The record a viewer shows: loading, the record, a record that no longer exists (e.g. a stale `?view=` link),
 * or a load failure with its message.
 */
export type ViewerState<T> =
  { state: 'loading' } | ({ state: 'ready' } & T) | { state: 'not-found' } | { state: 'error'; message?: string };

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

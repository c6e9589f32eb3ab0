import type { DocumentsRecord } from '@erp/schema';

import type { CrudPermissions } from '../../shared/list-screen/list.types';

/** A stored document (the file itself is fetched separately with a short-lived token). */
export type CrmDocument = Pick<
  DocumentsRecord,
  'id' | 'title' | 'type' | 'client' | 'fileName' | 'fileSize' | 'file' | 'created' | 'updated'
> & { tags: string[] };

/** A document with its client's names (empty when it belongs to no client), as the list and viewer show it. */
export type DocumentRow = CrmDocument & { clientName: string; clientNameAr: string };

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

/** The list filters of the documents screen; `null` means all. */
export type DocumentFilters = { type: DocumentType | null };

/**
 * Columns of the documents list that the server can sort by. Kept here, with the other plain constants, so that
 * the app's list definition can import it without pulling in the screen.
 */
export const DOCUMENT_SORT_FIELDS = ['title', 'type', 'fileName', 'fileSize', 'updated'] as const;
export type DocumentSortField = (typeof DOCUMENT_SORT_FIELDS)[number];

/** What the user may do with documents: the CRUD keys plus download:documents. */
export type DocumentPermissions = CrudPermissions & { download: boolean };

/**
 * The preview of the open document's file: a short-lived address to show it from (`ready`), being prepared
 * (`loading`), or failed (`error`). Only PDFs and images are previewed.
 */
export type DocumentPreview = { status: 'loading' } | { status: 'ready'; url: string } | { status: 'error' };

/**
 * What the wizard gives the upload it starts: where to report the fraction sent (0 to 1), and the signal its
 * cancel button aborts.
 */
export type DocumentUpload = { onProgress: (fraction: number) => void; signal: AbortSignal };

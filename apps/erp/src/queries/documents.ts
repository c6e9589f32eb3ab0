// Documents: the list the screen shows, what its viewer loads, the preview and download of a document's file
// through a short-lived file token, and the body of an upload.
import {
  DOCUMENT_SORT_FIELDS,
  DOCUMENT_TYPES,
  documentMessages as m,
  previewKind,
  type CrmDocument,
  type DocumentFilters,
  type DocumentFormValues,
  type DocumentPreview,
  type DocumentRow,
} from '@erp/widgets';
import { useMutation, useQuery } from '@tanstack/react-query';
import type PocketBase from 'pocketbase';

import { collectionKeys, defineList, matchFilter } from '../lib/lists';

export const documentKeys = collectionKeys('documents');

/** A document as stored: its tags are a JSON field. */
export type StoredDocument = Omit<CrmDocument, 'tags'> & { tags: unknown };
type DocumentRecord = StoredDocument & { expand?: { client?: { name?: string; nameAr?: string } } };

/** A stored document with its tags as strings (the JSON field may hold anything). */
export const asDocument = (record: StoredDocument): CrmDocument => ({
  ...record,
  tags: Array.isArray(record.tags) ? record.tags.filter((t): t is string => typeof t === 'string') : [],
});

// The record's collection fields stay on the row: the file's address is built from them.
const asDocumentRow = (record: DocumentRecord): DocumentRow => ({
  ...asDocument(record),
  clientName: record.expand?.client?.name ?? '',
  clientNameAr: record.expand?.client?.nameAr ?? '',
});

/** The documents list: search over title, file name, tags and client names; a type filter; latest change first. */
export const documentList = defineList<DocumentRow, DocumentFilters, DocumentRow>({
  collection: 'documents',
  sortFields: DOCUMENT_SORT_FIELDS,
  defaultSort: '-updated',
  markDefaultSort: true,
  filters: { type: DOCUMENT_TYPES },
  filter: matchFilter(['title', 'fileName', 'tags', 'client.name', 'client.nameAr'], ['type']),
  expand: 'client',
  row: asDocumentRow,
  detail: async (pb, id, signal) =>
    asDocumentRow(await pb.collection('documents').getOne<DocumentRecord>(id, { expand: 'client', signal })),
  messages: m,
});

/** A document's values as the multipart body of its create or update: the file only when one was chosen. */
export function documentBody(values: DocumentFormValues): FormData {
  const body = new FormData();
  body.append('title', values.title);
  body.append('type', values.type);
  body.append('client', values.client);
  body.append('tags', JSON.stringify(values.tags));
  if (values.file) body.append('file', values.file);
  return body;
}

/**
 * The address of a document's protected file with a fresh short-lived file token (PocketBase checks
 * download:documents when the token is used); `download` makes the server send it as an attachment.
 */
async function fileUrl(pb: PocketBase, doc: DocumentRow, download: boolean): Promise<string> {
  const token = await pb.files.getToken();
  return pb.files.getURL(doc, doc.file, { token, ...(download ? { download: true } : {}) });
}

/** Saves a document's file under its own name. */
async function downloadDocument(pb: PocketBase, doc: DocumentRow): Promise<void> {
  const link = document.createElement('a');
  link.href = await fileUrl(pb, doc, true);
  link.download = doc.fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/** The viewer's download: saves the file under its own name; a failure is reported in a toast, and rejects. */
export function useDocumentDownload(pb: PocketBase): (doc: DocumentRow) => Promise<void> {
  return useMutation({
    mutationFn: (doc: DocumentRow) => downloadDocument(pb, doc),
    meta: { failure: m.downloadFailed, toastKey: 'documents-download' },
  }).mutateAsync;
}

/**
 * The viewer's preview of a PDF or image. Its address carries a file token valid for minutes, so it is fetched
 * for the open document only; there is none for other files or without a document (`doc` null).
 */
export function useDocumentPreview(pb: PocketBase, doc: DocumentRow | null): DocumentPreview | null {
  const shown = doc && previewKind(doc.fileName) ? doc : null;
  const url = useQuery({
    queryKey: [...documentKeys.detail(shown?.id ?? ''), 'preview', shown?.file ?? ''],
    queryFn: () => fileUrl(pb, shown!, false),
    enabled: Boolean(shown),
    staleTime: 60_000,
    gcTime: 0,
  });
  if (!shown) return null;
  if (url.data) return { status: 'ready', url: url.data };
  return url.isError ? { status: 'error' } : { status: 'loading' };
}

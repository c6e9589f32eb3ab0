// What the invoices, quotations and receipts screens share: the records' client, lines and attachments as the
// screens show them, the wizards' form data, the wizards' client and inventory searches in the active language, and
// the download addresses of the documents' protected attachments.
import type { DocumentLine, FileUrl, SalesSettings, SearchClients } from '@erp/widgets';
import type { SearchInventory } from '@erp/widgets';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type PocketBase from 'pocketbase';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';

import { useFileToken, withFileToken } from '../lib/fileToken';
import type { ListSearch } from '../lib/listSearch';
import { preloadList, type ListDefinition, type ListFilters } from '../lib/lists';
import { usePrintedDocument, type PrintedCollection } from '../lib/printedDocument';
import { searchClientNames } from './clients';
import { searchInventory } from './inventory';
import { documentSettings } from './settings';

/** The names of a record's stored files: PocketBase gives a list, or a bare name for a single-file field. */
export const storedFileNames = (value: string[] | string | null | undefined): string[] =>
  Array.isArray(value) ? value : value ? [value] : [];

/** A document's lines: its `items` JSON when it is a list. */
export const documentLines = (items: unknown): DocumentLine[] =>
  Array.isArray(items) ? (items as DocumentLine[]) : [];

type Names = { name?: string; nameAr?: string };
type ClientShown = { clientName: string; clientNameAr: string; items: DocumentLine[]; attachments: string[] };
type RawClientDocument = { items: unknown; attachments: string[] | string | null; expand?: { client?: Names } };

/**
 * A sales document as PocketBase answers it: raw lines and files, the client's names expanded; `Own` names the
 * fields the screen derives from other expanded relations (`Expand`).
 */
export type ClientDocumentRecord<T extends ClientShown, Own extends keyof T = never, Expand = object> = Omit<
  T,
  keyof ClientShown | Own
> &
  RawClientDocument & { expand?: Expand };

/** The relation a quotation or a receipt is read with: the client's names. */
export const CLIENT_DOCUMENT = { expand: 'client', fields: '*,expand.client.name,expand.client.nameAr' } as const;

/** A sales document's lines, files and client's names as the screen shows them (the rest as the record has it). */
export function asClientDocument<R extends RawClientDocument>(r: R): Omit<R, keyof RawClientDocument> & ClientShown {
  const { expand, ...record } = r;
  return {
    ...record,
    items: documentLines(r.items),
    attachments: storedFileNames(r.attachments),
    clientName: expand?.client?.name ?? '',
    clientNameAr: expand?.client?.nameAr ?? '',
  } as Omit<R, keyof RawClientDocument> & ClientShown;
}

type DocumentValues = {
  client: string;
  issueDate: string;
  vatRate: number;
  items: readonly DocumentLine[];
  notes: string;
  newAttachments: readonly File[];
  removedAttachments: readonly string[];
};

/**
 * A sales wizard's values as the record's form data: the client, the issue date, the document's own `fields` (in
 * that order, after the date), the VAT rate, lines as JSON, notes, new files added and removed files dropped.
 */
export function documentBody(values: DocumentValues, fields: Record<string, string> = {}): FormData {
  const body = new FormData();
  body.append('client', values.client);
  body.append('issueDate', values.issueDate);
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  body.append('vatRate', String(values.vatRate));
  body.append('items', JSON.stringify(values.items));
  body.append('notes', values.notes);
  for (const file of values.newAttachments) body.append('attachments+', file);
  for (const name of values.removedAttachments) body.append('attachments-', name);
  return body;
}

/** A sales document page's data before it opens: its list and the VAT rates its wizard offers. */
export const preloadSalesDocuments = <Row, F extends ListFilters, Detail>(
  context: { queryClient: QueryClient; session: { pb: PocketBase } },
  list: ListDefinition<Row, F, Detail>,
  search: ListSearch & Record<string, unknown>,
) =>
  Promise.all([
    preloadList(context, list, search),
    context.queryClient.ensureQueryData(documentSettings(context.session.pb)).catch(() => undefined),
  ]);

/**
 * What a sales document screen takes besides its list and intents (spread it onto the widget): the searches, the
 * attachments' addresses, Print and Download PDF, and the settings (VAT rates).
 */
export function useSalesDocumentHelpers<R extends { id: string }>(
  pb: PocketBase,
  collection: PrintedCollection,
): {
  searchClients: SearchClients;
  searchInventory: SearchInventory;
  fileUrl: FileUrl<R>;
  settings: SalesSettings;
} & ReturnType<typeof usePrintedDocument<R>> {
  const { locale } = useIntl();
  // Attachments are protected files: their links carry a short-lived token, renewed while the page is open.
  const token = useFileToken(pb, true);
  const settings = useQuery(documentSettings(pb));
  return {
    searchClients: useCallback((query, signal) => searchClientNames(pb, query, signal), [pb]),
    searchInventory: useCallback((query, signal) => searchInventory(pb, query, locale, signal), [pb, locale]),
    fileUrl: (record, name) => withFileToken(pb.files.getURL({ ...record, collectionName: collection }, name), token),
    ...usePrintedDocument<R>(pb, collection),
    settings: settings.data ?? { vatRates: [] },
  };
}

// What the invoices, quotations and receipts screens share: the wizards' client and inventory searches in the
// active language, and the download addresses of the documents' protected attachments.
import type { FileUrl, SearchClients } from '@erp/widgets';
import type { SearchInventory } from '@erp/widgets';
import type PocketBase from 'pocketbase';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';

import { useFileToken, withFileToken } from '../lib/fileToken';
import { searchClientNames } from './clients';
import { searchInventory } from './inventory';

/** The searches and attachment addresses of a sales document screen (spread them onto the widget). */
export function useSalesDocumentHelpers<R extends { id: string }>(
  pb: PocketBase,
  collection: 'invoices' | 'quotations' | 'receipts',
): { searchClients: SearchClients; searchInventory: SearchInventory; fileUrl: FileUrl<R> } {
  const { locale } = useIntl();
  // Attachments are protected files: their links carry a short-lived token, renewed while the page is open.
  const token = useFileToken(pb, true);
  return {
    searchClients: useCallback((query, signal) => searchClientNames(pb, query, signal), [pb]),
    searchInventory: useCallback((query, signal) => searchInventory(pb, query, locale, signal), [pb, locale]),
    fileUrl: (record, name) => withFileToken(pb.files.getURL({ ...record, collectionName: collection }, name), token),
  };
}

// A sales document as the server prints it (`GET /api/erp/{collection}/{id}/pdf`), in the user's language: sent to
// the printer or saved under the file name the server gives it. A failure is reported once, by the mutation cache.
import { salesMessages, salesRefusalText, type PrintedDocumentIntents } from '@erp/widgets';
import { useMutation } from '@tanstack/react-query';
import type PocketBase from 'pocketbase';
import { useIntl, type MessageDescriptor } from 'react-intl';

import { printPdf, saveBlob } from './documentFiles';

/** The collections the server prints. */
export type PrintedCollection = 'invoices' | 'quotations' | 'receipts';

/**
 * Fetches a document's PDF in `locale`, with its file name (`fallbackName` when the server gives none); `inline`
 * asks for it to be shown rather than saved. Payslips (`payroll_records`) are printed the same way.
 */
export async function fetchDocumentPdf(
  pb: PocketBase,
  collection: PrintedCollection | 'payroll_records',
  id: string,
  locale: string,
  inline = false,
  fallbackName = `${collection}-${id}.pdf`,
): Promise<{ blob: Blob; fileName: string }> {
  const query = new URLSearchParams({ locale, ...(inline ? { inline: '1' } : {}) });
  const url = pb.buildURL(`/api/erp/${collection}/${encodeURIComponent(id)}/pdf?${query}`);
  const res = await fetch(url, { headers: { Authorization: pb.authStore.token } });
  if (!res.ok) {
    const data = (await res.json().catch(() => ({}))) as Record<string, unknown>;
    throw Object.assign(new Error(typeof data.message === 'string' ? data.message : 'PDF failed'), {
      status: res.status,
      response: data,
    });
  }
  const disposition = res.headers.get('Content-Disposition') ?? '';
  const fileName = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? fallbackName;
  return { blob: await res.blob(), fileName };
}

/** The Print and Download PDF intents of a collection's screen. */
export function usePrintedDocument<R extends { id: string }>(
  pb: PocketBase,
  collection: PrintedCollection,
): Required<PrintedDocumentIntents<R>> {
  const { locale } = useIntl();
  const meta = (failure: MessageDescriptor) => ({
    failure,
    toastKey: `${collection}-pdf`,
    refusalText: salesRefusalText,
  });
  const print = useMutation({
    mutationFn: async (record: R) => printPdf((await fetchDocumentPdf(pb, collection, record.id, locale, true)).blob),
    meta: meta(salesMessages.printFailed),
  });
  const download = useMutation({
    mutationFn: async (record: R) => {
      const { blob, fileName } = await fetchDocumentPdf(pb, collection, record.id, locale);
      saveBlob(blob, fileName);
    },
    meta: meta(salesMessages.downloadFailed),
  });
  return { onPrint: print.mutateAsync, onDownloadPdf: download.mutateAsync };
}

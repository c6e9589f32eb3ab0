// Saved reports: the list (without the rows), the viewer's report with its data, and the downloads.
import {
  SAVED_REPORT_SORT_FIELDS,
  savedReportMessages as m,
  type ExportFormat,
  type SavedReport,
  type SavedReportDetail,
  type SavedReportFilters,
} from '@erp/widgets';
import type PocketBase from 'pocketbase';
import { SAVED_REPORTS_REPORT_TYPE } from '@erp/schema';

import { DownloadError, saveBlob } from '../lib/documentFiles';
import { collectionKeys, defineList, matchFilter } from '../lib/lists';

export const savedReportKeys = collectionKeys('saved_reports');

/** The saved reports list: search over name and description; type filter; newest first; rows left out. */
export const savedReportList = defineList<SavedReport, SavedReportFilters, SavedReportDetail>({
  collection: 'saved_reports',
  sortFields: SAVED_REPORT_SORT_FIELDS,
  defaultSort: '-created',
  filters: { reportType: SAVED_REPORTS_REPORT_TYPE },
  fields: 'id,name,description,template,reportType,createdBy,created,updated',
  filter: matchFilter(['name', 'description'], ['reportType']),
  detail: async (pb, id, signal) => {
    const r = await pb.collection('saved_reports').getOne<SavedReportDetail>(id, { signal });
    return { ...r, data: r.data ?? { columns: [], rows: [], rowCount: 0 }, summary: r.summary ?? [] };
  },
  messages: m,
});

const EXTENSIONS: Record<ExportFormat, string> = { pdf: 'pdf', excel: 'xlsx', csv: 'csv' };

/** The file name the server gives (`filename*=UTF-8''…`), else the report's name with the format's extension. */
export function exportFileName(disposition: string | null, report: SavedReport, format: ExportFormat): string {
  const encoded = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // fall through to the plain name
    }
  }
  return `${report.name || 'report'}.${EXTENSIONS[format]}`;
}

/** Downloads a saved report as PDF, Excel or CSV in the user's language and saves the file. */
export async function downloadReport(pb: PocketBase, report: SavedReport, format: ExportFormat, locale: string) {
  const url = pb.buildURL(
    `/api/erp/saved_reports/${encodeURIComponent(report.id)}/export?format=${format}&locale=${encodeURIComponent(locale)}`,
  );
  const response = await fetch(url, { headers: { Authorization: pb.authStore.token } });
  if (!response.ok) {
    const data = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    throw Object.assign(new DownloadError(response.status), { response: data });
  }
  saveBlob(await response.blob(), exportFileName(response.headers.get('Content-Disposition'), report, format));
}

import type { SavedReportsRecord } from '@erp/schema';

import type { ExportFormat, ReportData, ReportSummary, ReportType } from '../reports.types';

/** A saved report as the list shows it (without its data). */
export type SavedReport = Pick<
  SavedReportsRecord,
  'id' | 'name' | 'description' | 'template' | 'reportType' | 'createdBy' | 'created' | 'updated'
>;

/** A saved report with its rows and summary, for the viewer. */
export type SavedReportDetail = SavedReport & { data: ReportData; summary: readonly ReportSummary[] };

/** The list filters of the saved reports screen; `null` means all. */
export type SavedReportFilters = { reportType: ReportType | null };

/** Columns of the saved reports list the server sorts by. */
export const SAVED_REPORT_SORT_FIELDS = ['name', 'reportType', 'created'] as const;

/** A download the viewer offers. */
export type SavedReportDownload = { report: SavedReport; format: ExportFormat };

import type { ReportTemplatesRecord } from '@erp/schema';

import type { ExportFormat, ReportAggregation, ReportFilter, ReportSchedule, ReportType } from '../reports.types';

/** A report template as the screen shows it, its JSON fields typed. */
export type ReportTemplate = Pick<
  ReportTemplatesRecord,
  'id' | 'name' | 'description' | 'reportType' | 'defaultExportFormat' | 'createdBy' | 'created' | 'updated'
> & {
  variables: readonly string[] | null;
  filters: readonly ReportFilter[] | null;
  aggregations: readonly ReportAggregation[] | null;
  schedule: ReportSchedule | null;
};

/** What the wizard saves. */
export type TemplateFormValues = {
  name: string;
  description: string;
  reportType: ReportType;
  variables: string[];
  filters: ReportFilter[];
  aggregations: ReportAggregation[];
  defaultExportFormat: ExportFormat;
};

/** What the preview asks the server for. */
export type ReportSpec = Pick<TemplateFormValues, 'reportType' | 'variables' | 'filters' | 'aggregations'>;

/** The list filters of the templates screen; `null` means all. */
export type ReportTemplateFilters = { reportType: ReportType | null };

/** Columns of the templates list the server sorts by. */
export const REPORT_TEMPLATE_SORT_FIELDS = ['name', 'reportType', 'created', 'updated'] as const;

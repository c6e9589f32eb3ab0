// Report templates: the list the screen shows, the engine's catalogue of variables, the wizard's preview and the
// template's JSON body.
import {
  REPORT_TEMPLATE_SORT_FIELDS,
  templateMessages as m,
  type ReportCatalogue,
  type ReportData,
  type ReportGeneration,
  type ReportSpec,
  type ReportTemplate,
  type ReportTemplateFilters,
  type TemplateFormValues,
} from '@erp/widgets';
import type PocketBase from 'pocketbase';
import { REPORT_TEMPLATES_REPORT_TYPE } from '@erp/schema';
import { queryOptions } from '@tanstack/react-query';

import { collectionKeys, defineList, matchFilter } from '../lib/lists';

export const reportTemplateKeys = collectionKeys('report_templates');

/** The templates list: search over name and description; type filter; newest change first. */
export const reportTemplateList = defineList<ReportTemplate, ReportTemplateFilters, ReportTemplate>({
  collection: 'report_templates',
  sortFields: REPORT_TEMPLATE_SORT_FIELDS,
  defaultSort: '-updated',
  filters: { reportType: REPORT_TEMPLATES_REPORT_TYPE },
  filter: matchFilter(['name', 'description'], ['reportType']),
  detail: (pb, id, signal) => pb.collection('report_templates').getOne<ReportTemplate>(id, { signal }),
  messages: m,
});

/** The engine's variables by report type in the user's language (`GET /api/erp/reports/catalogue`). */
export const reportCatalogueQuery = (pb: PocketBase, locale: string) =>
  queryOptions({
    queryKey: ['report_templates', 'catalogue', locale],
    queryFn: ({ signal }) =>
      pb.send<ReportCatalogue>('/api/erp/reports/catalogue', { signal, query: { locale }, requestKey: null }),
    staleTime: 5 * 60_000,
    meta: { failure: m.loadFailed },
  });

/** The first rows and totals of a template being built (`POST /api/erp/reports/preview`). */
export const previewReport = (pb: PocketBase, spec: ReportSpec, signal: AbortSignal) =>
  pb.send<ReportData>('/api/erp/reports/preview', { method: 'POST', body: spec, signal, requestKey: null });

/** The record body of a template from the wizard's values. */
export const templateBody = (v: TemplateFormValues) => ({
  name: v.name,
  description: v.description,
  reportType: v.reportType,
  variables: v.variables,
  filters: v.filters,
  aggregations: v.aggregations,
  defaultExportFormat: v.defaultExportFormat,
});

/** The path of a generation's progress (`GET /api/erp/report_templates/{id}/generate/progress?key=`). */
export const generationProgressPath = (templateId: string) =>
  `/api/erp/report_templates/${encodeURIComponent(templateId)}/generate/progress`;

/**
 * Follows the generation of the report a generate request with Idempotency-Key `key` is making: asks the server
 * for its progress every `everyMs` (the first time at once) and hands each answer to `onProgress`, until the
 * returned function is called. A failed poll is skipped: the generate request itself says whether it failed.
 */
export function followGeneration(
  pb: Pick<PocketBase, 'send'>,
  templateId: string,
  key: string,
  onProgress: (progress: ReportGeneration) => void,
  everyMs = 400,
): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const poll = async () => {
    try {
      const progress = await pb.send<ReportGeneration>(generationProgressPath(templateId), {
        query: { key },
        requestKey: null,
      });
      if (!stopped) onProgress(progress);
    } catch {
      // the next poll, or the generate request's own answer, tells
    }
    if (!stopped) timer = setTimeout(poll, everyMs);
  };
  void poll();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

import {
  ReportTemplatesScreen,
  templateMessages as m,
  templateNamedMessages as mn,
  type ReportSchedule,
  type ReportTemplate,
  type TemplateFormValues,
} from '@erp/widgets';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';

import { looseListSearch } from '../lib/listSearch';
import { preloadList } from '../lib/lists';
import { useListRoute } from '../lib/useListRoute';
import { useDeleteRecord, useRecordMutation, useSaveRecord } from '../lib/useRecordMutation';
import { previewReport, reportCatalogueQuery, reportTemplateList, templateBody } from '../queries/reportTemplates';

export const Route = createFileRoute('/app/reports/templates')({
  validateSearch: (input: Record<string, unknown>) => looseListSearch(input, ['reportType']),
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, deps }) => preloadList(context, reportTemplateList, deps.search),
  component: ReportTemplatesRoute,
});

function ReportTemplatesRoute() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { screen, session, today } = useListRoute(reportTemplateList, 'report-templates');
  const pb = session.pb;
  const catalogue = useQuery({ ...reportCatalogueQuery(pb, intl.locale), enabled: screen.permissions.view });
  const save = useSaveRecord<ReportTemplate, ReturnType<typeof templateBody>>(pb, 'report_templates', {
    done: (i, t, isNew) => i.formatMessage(isNew ? mn.created : mn.saved, { name: t.name }),
    failure: m.updateFailed,
  });
  const onDelete = useDeleteRecord<ReportTemplate>(pb, 'report_templates', {
    done: (i, t) => i.formatMessage(mn.deleted, { name: t.name }),
    failure: m.deleteFailed,
  });
  const schedule = useRecordMutation({
    pb,
    mutationFn: (client, { template, value }: { template: ReportTemplate; value: ReportSchedule | null }) =>
      client.collection('report_templates').update(template.id, { schedule: value }),
    invalidates: ['report_templates'],
    success: (i, _, { template }) => i.formatMessage(mn.scheduled, { name: template.name }),
    failure: m.updateFailed,
  });
  const generate = useRecordMutation({
    pb,
    mutationFn: (client, { template, name }: { template: ReportTemplate; name: string }) =>
      client.send<{ id: string; name: string }>(
        `/api/erp/report_templates/${encodeURIComponent(template.id)}/generate`,
        {
          method: 'POST',
          body: name ? { name } : {},
          headers: { 'Idempotency-Key': crypto.randomUUID() },
        },
      ),
    invalidates: ['saved_reports'],
    success: (i, report) => i.formatMessage(mn.generated, { name: report.name }),
    failure: m.generateFailed,
  });
  const onPreview = useCallback(
    (spec: Parameters<typeof previewReport>[1], signal: AbortSignal) => previewReport(pb, spec, signal),
    [pb],
  );
  return (
    <ReportTemplatesScreen
      list={screen.list}
      permissions={screen.permissions}
      catalogue={catalogue.data ?? null}
      today={today}
      onPreview={onPreview}
      onSave={(values: TemplateFormValues, template) => save(templateBody(values), template)}
      onDelete={onDelete}
      onSchedule={(template, value) => schedule({ template, value })}
      onGenerate={async (template, name) => {
        const report = await generate({ template, name });
        await navigate({ to: '/app/reports/saved', search: { view: report.id } as never });
      }}
    />
  );
}

import {
  ReportTemplatesScreen,
  templateMessages as m,
  templateNamedMessages as mn,
  type ReportSchedule,
  type ReportGeneration,
  type ReportTemplate,
  type TemplateFormValues,
} from '@erp/widgets';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';

import { looseListSearch } from '../lib/listSearch';
import { preloadList } from '../lib/lists';
import { useListRoute } from '../lib/useListRoute';
import { useDeleteRecord, useRecordMutation, useSaveRecord } from '../lib/useRecordMutation';
import {
  followGeneration,
  previewReport,
  reportCatalogueQuery,
  reportTemplateList,
  templateBody,
} from '../queries/reportTemplates';

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
    mutationFn: (client, { template, name, key }: { template: ReportTemplate; name: string; key: string }) =>
      client.send<{ id: string; name: string }>(
        `/api/erp/report_templates/${encodeURIComponent(template.id)}/generate`,
        { method: 'POST', body: name ? { name } : {}, headers: { 'Idempotency-Key': key } },
      ),
    invalidates: ['saved_reports'],
    success: (i, report) => i.formatMessage(mn.generated, { name: report.name }),
    failure: m.generateFailed,
  });
  // The server's progress of the generation under way, followed by its Idempotency-Key while the request is open.
  const [generation, setGeneration] = useState<ReportGeneration | null>(null);
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
      generation={generation}
      onGenerate={async (template, name) => {
        const key = crypto.randomUUID();
        setGeneration(null);
        const stop = followGeneration(pb, template.id, key, setGeneration);
        try {
          const report = await generate({ template, name, key });
          setGeneration((g) => ({ stage: 'done', done: g?.done ?? 0, total: g?.total ?? 0, fraction: 1 }));
          await navigate({ to: '/app/reports/saved', search: { view: report.id } as never });
        } finally {
          stop();
        }
      }}
    />
  );
}

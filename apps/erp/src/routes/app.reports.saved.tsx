import {
  SavedReportsScreen,
  savedReportMessages as m,
  savedReportNamedMessages as mn,
  type ExportFormat,
  type SavedReport,
} from '@erp/widgets';
import { useMutation, useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useIntl } from 'react-intl';

import { looseListSearch } from '../lib/listSearch';
import { preloadList } from '../lib/lists';
import { useListRoute } from '../lib/useListRoute';
import { useDeleteRecord } from '../lib/useRecordMutation';
import { reportCatalogueQuery } from '../queries/reportTemplates';
import { downloadReport, savedReportList } from '../queries/savedReports';

export const Route = createFileRoute('/app/reports/saved')({
  validateSearch: (input: Record<string, unknown>) => looseListSearch(input, ['reportType']),
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, deps }) => preloadList(context, savedReportList, deps.search),
  component: SavedReportsRoute,
});

function SavedReportsRoute() {
  const intl = useIntl();
  const { screen, session } = useListRoute(savedReportList, 'saved-reports');
  const pb = session.pb;
  const catalogue = useQuery({ ...reportCatalogueQuery(pb, intl.locale), enabled: screen.permissions.view });
  const labels = new Map(
    Object.values(catalogue.data?.types ?? {}).flatMap((t) =>
      t.groups.flatMap((g) => g.variables.map((v) => [v.key, v.label] as const)),
    ),
  );
  const onDelete = useDeleteRecord<SavedReport>(pb, 'saved_reports', {
    done: (i, r) => i.formatMessage(mn.deleted, { name: r.name }),
    failure: m.deleteFailed,
  });
  const download = useMutation({
    mutationFn: ({ report, format }: { report: SavedReport; format: ExportFormat }) =>
      downloadReport(pb, report, format, intl.locale),
    meta: { failure: m.downloadFailed, toastKey: 'report-download' },
  });
  return (
    <SavedReportsScreen
      {...screen}
      canExport={session.can('export:reports')}
      notTracked={catalogue.data?.notTracked ?? ''}
      labelOf={(key) => labels.get(key) ?? key}
      downloading={download.isPending ? (download.variables?.format ?? null) : null}
      onDownload={(report, format) => download.mutate({ report, format })}
      onDelete={onDelete}
    />
  );
}

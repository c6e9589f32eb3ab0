import { useIntl } from 'react-intl';

import { commonMessages as cm } from '../../shared/common.messages';
import { enumLabel } from '../../shared/enums';
import { formatServerDate } from '../../shared/format';
import type { CrudPermissions, RecordStatus } from '../../shared/list-screen/list.types';
import { RecordViewer } from '../../shared/record-viewer/RecordViewer';
import { ReportChart } from '../ReportChart';
import { ReportSummaryList, ReportTable } from '../ReportTable';
import type { ExportFormat } from '../reports.types';
import { savedReportMessages as m } from './savedReports.messages';
import type { SavedReport, SavedReportDetail } from './savedReports.types';

/** Props of {@link SavedReportViewer}. */
export type SavedReportViewerProps = {
  viewer: RecordStatus<SavedReportDetail>;
  permissions: CrudPermissions;
  /** The user may download reports (`export:reports`). */
  canExport: boolean;
  /** The text of a variable that is not tracked. */
  notTracked: string;
  /** Headers in the active language by variable. */
  labelOf?: (key: string) => string;
  /** The format being downloaded, while it downloads. */
  downloading?: ExportFormat | null;
  onDownload: (report: SavedReport, format: ExportFormat) => void;
  onDelete: (report: SavedReport) => void;
  onClose: () => void;
  onRetry?: () => void;
};

const FORMATS: readonly { format: ExportFormat; icon: 'file' | 'download' }[] = [
  { format: 'pdf', icon: 'file' },
  { format: 'excel', icon: 'download' },
  { format: 'csv', icon: 'download' },
];

/** A saved report: its table, the summary of its aggregations, a chart where it helps, downloads and delete. */
export function SavedReportViewer(props: SavedReportViewerProps) {
  const { viewer, permissions, canExport, notTracked, labelOf, downloading } = props;
  const intl = useIntl();
  const label = { pdf: m.downloadPdf, excel: m.downloadExcel, csv: m.downloadCsv } as const;
  return (
    <RecordViewer viewer={viewer} onClose={props.onClose} onRetry={props.onRetry} notFound={m}>
      {(report) => ({
        title: report.name,
        subtitle: enumLabel(intl, 'saved_reports', 'reportType', report.reportType),
        actions: [
          ...FORMATS.map(({ format, icon }) => ({
            id: `download-${format}`,
            label: intl.formatMessage(label[format]),
            icon,
            onAction: () => props.onDownload(report, format),
            isHidden: !canExport,
            isPending: downloading === format,
            isDisabled: !!downloading && downloading !== format,
          })),
          {
            id: 'delete',
            label: intl.formatMessage(cm.delete),
            icon: 'trash',
            variant: 'danger' as const,
            onAction: () => props.onDelete(report),
            isHidden: !permissions.delete,
          },
        ],
        sections: [
          {
            id: 'details',
            title: intl.formatMessage(cm.details),
            fields: [
              {
                id: 'generated',
                label: intl.formatMessage(m.generatedOn),
                value: formatServerDate(intl, report.created),
              },
              ...(report.description
                ? [{ id: 'description', label: intl.formatMessage(cm.description), value: report.description }]
                : []),
            ],
          },
        ],
        children: (
          <>
            <ReportSummaryList
              summary={report.summary}
              columns={report.data.columns}
              labelOf={labelOf}
              notTracked={notTracked}
            />
            <ReportChart data={report.data} labelOf={labelOf} />
            <ReportTable data={report.data} notTracked={notTracked} labelOf={labelOf} />
          </>
        ),
      })}
    </RecordViewer>
  );
}

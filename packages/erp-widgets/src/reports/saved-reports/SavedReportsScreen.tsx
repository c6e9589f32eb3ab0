import { SAVED_REPORTS_REPORT_TYPE } from '@erp/schema';
import { useIntl } from 'react-intl';

import { enumColumn, timestampColumn } from '../../shared/list-screen/columns';
import { DeleteRecordDialog } from '../../shared/list-screen/DeleteRecordDialog';
import { enumFilter, ListScreen, nameColumn } from '../../shared/list-screen/ListScreen';
import type { ListScreenBaseProps } from '../../shared/list-screen/list.types';
import { useRecordDialogs } from '../../shared/list-screen/useRecordDialogs';
import { navigationMessages } from '../../shared/navigation.messages';
import type { ExportFormat } from '../reports.types';
import { SavedReportViewer } from './SavedReportViewer';
import { savedReportMessages as m, savedReportNamedMessages as mn } from './savedReports.messages';
import type { SavedReport, SavedReportDetail, SavedReportFilters } from './savedReports.types';

/** Props of {@link SavedReportsScreen}. */
export type SavedReportsScreenProps = ListScreenBaseProps<SavedReport, SavedReportDetail, SavedReportFilters> & {
  /** The user may download reports (`export:reports`). */
  canExport: boolean;
  /** The text of a variable that is not tracked. */
  notTracked: string;
  /** Headers in the active language by variable. */
  labelOf?: (key: string) => string;
  /** The format being downloaded, while it downloads. */
  downloading?: ExportFormat | null;
  /** Downloads the report in a format. */
  onDownload: (report: SavedReport, format: ExportFormat) => void;
  /** Deletes a report; the confirmation stays pending until it settles, and open if it rejects. */
  onDelete: (report: SavedReport) => Promise<unknown>;
};

/**
 * The saved reports page: a searchable list filtered by type and sorted by name, type or date; the report's
 * viewer (table, summary, chart, downloads) and the delete confirmation, which says it cannot be undone.
 */
export function SavedReportsScreen({ list, permissions: can, viewer, onDelete, ...props }: SavedReportsScreenProps) {
  const intl = useIntl();
  const d = useRecordDialogs({ ...props, viewer, permissions: can });
  return (
    <ListScreen<SavedReport, SavedReportFilters>
      title={intl.formatMessage(navigationMessages.savedReports)}
      list={list}
      columns={[
        nameColumn<SavedReport>(
          intl,
          (r) => r.name,
          (r) => r.description,
        ),
        enumColumn(intl, 'saved_reports', 'reportType', m.reportType),
        timestampColumn(intl, 'created', m.generatedOn),
      ]}
      filters={[
        enumFilter(
          intl,
          list,
          intl.formatMessage(m.reportType),
          'saved_reports',
          'reportType',
          SAVED_REPORTS_REPORT_TYPE,
        ),
      ]}
      getRowLabel={(r) => r.name}
      messages={m}
      onView={d.rowActions.onView}
      onDelete={d.rowActions.onDelete}
    >
      {d.viewer ? (
        <SavedReportViewer
          {...d.viewer}
          permissions={can}
          canExport={props.canExport}
          notTracked={props.notTracked}
          labelOf={props.labelOf}
          downloading={props.downloading}
          onDownload={props.onDownload}
          onDelete={d.confirmDelete}
        />
      ) : null}
      <DeleteRecordDialog
        dialog={d.dialog}
        name={(r) => r.name}
        message={(r) => intl.formatMessage(mn.deleteMessage, { name: r.name })}
        onDelete={onDelete}
      />
    </ListScreen>
  );
}

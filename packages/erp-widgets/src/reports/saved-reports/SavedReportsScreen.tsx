import { SAVED_REPORTS_REPORT_TYPE } from '@erp/schema';
import { useIntl } from 'react-intl';

import { commonMessages as cm } from '../../shared/common.messages';
import { enumLabel, enumOptions } from '../../shared/enums';
import { formatServerDate } from '../../shared/format';
import { DeleteRecordDialog } from '../../shared/list-screen/DeleteRecordDialog';
import { ListScreen, selectFilter } from '../../shared/list-screen/ListScreen';
import type { ListScreenBaseProps } from '../../shared/list-screen/list.types';
import { useDialog } from '../../shared/list-screen/useDialog';
import { navigationMessages } from '../../shared/navigation.messages';
import * as css from '../../shared/shared.css';
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
  const dialog = useDialog<'delete', SavedReport>(viewer ? props.onViewerClose : undefined);
  return (
    <ListScreen<SavedReport, SavedReportFilters>
      title={intl.formatMessage(navigationMessages.savedReports)}
      list={list}
      columns={[
        {
          id: 'name',
          header: intl.formatMessage(cm.name),
          sortable: true,
          cell: (r) => (
            <span>
              <bdi>{r.name}</bdi>
              {r.description ? <bdi className={css.secondary}>{r.description}</bdi> : null}
            </span>
          ),
        },
        {
          id: 'reportType',
          header: intl.formatMessage(m.reportType),
          sortable: true,
          cell: (r) => enumLabel(intl, 'saved_reports', 'reportType', r.reportType),
        },
        {
          id: 'created',
          header: intl.formatMessage(m.generatedOn),
          sortable: true,
          cell: (r) => formatServerDate(intl, r.created),
        },
      ]}
      filters={[
        selectFilter(
          list,
          'reportType',
          intl.formatMessage(m.reportType),
          enumOptions(intl, 'saved_reports', 'reportType', SAVED_REPORTS_REPORT_TYPE),
        ),
      ]}
      getRowLabel={(r) => r.name}
      searchPlaceholder={intl.formatMessage(m.searchPlaceholder)}
      add={null}
      empty={{ title: intl.formatMessage(m.emptyTitle), description: intl.formatMessage(m.emptyHint) }}
      onView={can.view ? props.onView : undefined}
      onDelete={can.delete ? (r) => dialog.open('delete', r) : undefined}
    >
      {viewer ? (
        <SavedReportViewer
          viewer={viewer}
          permissions={can}
          canExport={props.canExport}
          notTracked={props.notTracked}
          labelOf={props.labelOf}
          downloading={props.downloading}
          onDownload={props.onDownload}
          onDelete={(r) => dialog.open('delete', r)}
          onClose={props.onViewerClose}
          onRetry={props.onViewerRetry}
        />
      ) : null}
      <DeleteRecordDialog
        dialog={dialog}
        name={(r) => r.name}
        message={(r) => intl.formatMessage(mn.deleteMessage, { name: r.name })}
        onDelete={onDelete}
      />
    </ListScreen>
  );
}

import { defineMessages } from 'react-intl';

/** Strings of the saved reports screen and viewer (`widgets.reports.savedReports.<component>.<key>`). */
export const savedReportMessages = defineMessages({
  generatedOn: {
    id: 'widgets.reports.savedReports.field.generatedOn',
    defaultMessage: 'Generated',
    description: 'Column and viewer label: when the saved report was generated.',
  },
  searchPlaceholder: {
    id: 'widgets.reports.savedReports.screen.searchPlaceholder',
    defaultMessage: 'Search reports by name or description…',
    description: 'Placeholder of the saved reports search box.',
  },
  emptyTitle: {
    id: 'widgets.reports.savedReports.screen.emptyTitle',
    defaultMessage: 'No saved reports yet',
    description: 'Title of the empty saved reports list.',
  },
  emptyDescription: {
    id: 'widgets.reports.savedReports.screen.emptyHint',
    defaultMessage: 'Create a report from a template on the Report Templates page.',
    description: 'Hint of the empty saved reports list.',
  },
  loadFailed: {
    id: 'widgets.reports.savedReports.screen.loadFailed',
    defaultMessage: 'Failed to load reports',
    description: 'Toast title when the saved reports list fails to load.',
  },
  viewFailed: {
    id: 'widgets.reports.savedReports.screen.viewFailed',
    defaultMessage: 'Failed to load report details',
    description: 'Toast title when a saved report fails to load.',
  },
  deleteFailed: {
    id: 'widgets.reports.savedReports.screen.deleteFailed',
    defaultMessage: 'Failed to delete the report',
    description: 'Toast title when deleting a saved report fails.',
  },
  updateFailed: {
    id: 'widgets.reports.savedReports.screen.updateFailed',
    defaultMessage: 'Failed to update the report',
    description: 'Toast title when renaming a saved report fails.',
  },
  downloadFailed: {
    id: 'widgets.reports.savedReports.screen.downloadFailed',
    defaultMessage: 'Failed to download the report',
    description: 'Toast title when a report download fails.',
  },
  reportType: {
    id: 'widgets.reports.savedReports.field.reportType',
    defaultMessage: 'Report type',
    description: 'Column, filter and field label: the type of a report.',
  },
  notFoundTitle: {
    id: 'widgets.reports.savedReports.viewer.notFoundTitle',
    defaultMessage: 'Report not found',
    description: 'Viewer title for a saved report that no longer exists.',
  },
  notFound: {
    id: 'widgets.reports.savedReports.viewer.notFound',
    defaultMessage: 'This report was deleted or you may not see it.',
    description: 'Viewer message for a saved report that no longer exists.',
  },
  downloadPdf: {
    id: 'widgets.reports.savedReports.viewer.downloadPdf',
    defaultMessage: 'Download PDF',
    description: 'Button: download the report as a PDF file.',
  },
  downloadExcel: {
    id: 'widgets.reports.savedReports.viewer.downloadExcel',
    defaultMessage: 'Download Excel',
    description: 'Button: download the report as an Excel workbook.',
  },
  downloadCsv: {
    id: 'widgets.reports.savedReports.viewer.downloadCsv',
    defaultMessage: 'Download CSV',
    description: 'Button: download the report as a CSV file.',
  },
});

/** Saved report strings that take values. */
export const savedReportNamedMessages = defineMessages<{
  deleteMessage: { name: string };
  deleted: { name: string };
  downloaded: { name: string };
}>({
  deleteMessage: {
    id: 'widgets.reports.savedReports.screen.deleteMessage',
    defaultMessage: 'The report “{name}” and its data will be deleted. This cannot be undone.',
    description: 'Body of the delete confirmation of a saved report.',
  },
  deleted: {
    id: 'widgets.reports.savedReports.screen.deleted',
    defaultMessage: 'Report “{name}” deleted',
    description: 'Toast after a saved report is deleted.',
  },
  downloaded: {
    id: 'widgets.reports.savedReports.screen.downloaded',
    defaultMessage: 'Report “{name}” downloaded',
    description: 'Toast after a report file is downloaded.',
  },
});

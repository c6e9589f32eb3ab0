import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import {
  body,
  emptyList,
  failedList,
  fullAccess,
  listMaker,
  loadingList,
  padded,
  viewerLoading,
  viewerNotFound,
} from '../../testing/listStories';
import { makeCatalogue, mockLocale } from '../reports.mocks';
import { msg, storyLocale } from '../../testing/messages';
import { askToDeleteRow, cancelDelete, listTable } from '../../testing/screenPlays';
import { makeSavedReportDetail, makeSavedReports } from './savedReports.mocks';
import { SavedReportsScreen } from './SavedReportsScreen';
import type { SavedReport, SavedReportFilters } from './savedReports.types';

const list = listMaker<SavedReport, SavedReportFilters>({
  total: 3,
  perPage: 30,
  filters: { reportType: null },
  sort: { id: 'created', direction: 'descending' },
});
const ready = () => ({ status: 'ready' as const, record: makeSavedReportDetail() });

const meta = {
  title: 'Screens/Reports/SavedReports',
  component: SavedReportsScreen,
  decorators: [padded],
  // The mocks speak the story's language, which is known only once the story renders.
  render: (args, { globals }) => {
    mockLocale(globals.locale as string);
    return (
      <SavedReportsScreen
        {...args}
        notTracked={makeCatalogue().notTracked}
        list={{ ...args.list, rows: args.list.rows.length ? makeSavedReports() : [] }}
        viewer={
          args.viewer?.status === 'ready' && args.viewer.record.data.rowCount > 0
            ? { status: 'ready', record: makeSavedReportDetail() }
            : args.viewer
        }
      />
    );
  },
  args: {
    list: list(makeSavedReports()),
    permissions: fullAccess,
    viewer: null,
    canExport: true,
    notTracked: 'Not tracked',
    onView: fn(),
    onViewerClose: fn(),
    onDownload: fn(),
    onDelete: fn(async () => undefined),
  },
} satisfies Meta<typeof SavedReportsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const table = await listTable(canvasElement, 4);
    await expect(table).toHaveTextContent(msg('schema.reportType.inventory_status'));
    // Deleting says it cannot be undone, and nothing is deleted on cancel.
    const label = within(within(table).getAllByRole('row')[1]!)
      .getAllByRole('cell')[0]!
      .querySelector('bdi')!.textContent!;
    const confirm = await askToDeleteRow(canvasElement, label);
    await expect(confirm).toHaveTextContent(msg('widgets.reports.savedReports.screen.deleteMessage', { name: label }));
    await cancelDelete(confirm, args.onDelete);
  },
};

export const Empty: Story = emptyList(list([], { total: 0 }), 'widgets.reports.savedReports.screen.emptyTitle');
export const Loading: Story = loadingList(list([], { isLoading: true }));
export const Failed: Story = failedList(list([], { error: true, onRetry: fn() }));

/** The viewer: the summary, the chart of totals by client, the rows, and the three downloads. */
export const Viewer: Story = {
  args: { viewer: ready() },
  play: async ({ args }) => {
    const dialog = within(body().getByRole('dialog'));
    const summary = dialog.getByRole('region', { name: msg('widgets.reports.summary.title') });
    const arabic = storyLocale().startsWith('ar');
    // The sum in the locale's digits, an average labelled by its function.
    await expect(summary).toHaveTextContent(arabic ? '٩٦٬٩٠٠٫٥٠' : '96,900.50');
    await expect(summary).toHaveTextContent(
      msg('widgets.reports.summary.of', {
        fn: msg('widgets.reports.function.average'),
        variable: arabic ? 'الإجمالي' : 'Total',
      }),
    );
    const rows = dialog.getByRole('table', { name: msg('widgets.reports.table.rowsHeading') });
    await expect(within(rows).getAllByRole('row')).toHaveLength(5);
    await expect(rows).toHaveTextContent(msg('schema.invoiceStatus.Partially Paid'));
    await expect(dialog.getByText(msg('widgets.reports.table.rowCount', { count: 4 }))).toBeVisible();
    await userEvent.click(
      dialog.getByRole('button', { name: msg('widgets.reports.savedReports.viewer.downloadExcel') }),
    );
    await expect(args.onDownload).toHaveBeenCalledWith(expect.objectContaining({ id: 'sr_unpaid0000001' }), 'excel');
  },
};

/** A role without `export:reports` sees the report but no downloads. */
export const ViewerWithoutExport: Story = {
  parameters: { screenshot: false },
  args: { viewer: ready(), canExport: false },
  play: async () => {
    const dialog = within(body().getByRole('dialog'));
    await expect(
      dialog.queryByRole('button', { name: msg('widgets.reports.savedReports.viewer.downloadPdf') }),
    ).toBeNull();
    await expect(
      dialog.queryByRole('button', { name: msg('widgets.reports.savedReports.viewer.downloadCsv') }),
    ).toBeNull();
  },
};

/** A download under way: its button is busy, the other formats wait. */
export const Downloading: Story = {
  parameters: { screenshot: false },
  args: { viewer: ready(), downloading: 'pdf' },
  play: async () => {
    const dialog = within(body().getByRole('dialog'));
    await expect(
      dialog.getByRole('button', { name: msg('widgets.reports.savedReports.viewer.downloadCsv') }),
    ).toBeDisabled();
  },
};

/** A report whose filters matched nothing. */
export const ViewerNoRows: Story = {
  parameters: { screenshot: false },
  args: {
    viewer: {
      status: 'ready',
      record: makeSavedReportDetail({ data: { columns: [], rows: [], rowCount: 0 }, summary: [] }),
    },
  },
  play: async () => {
    await expect(body().getByRole('dialog')).toHaveTextContent(msg('widgets.reports.table.noRows'));
  },
};

export const ViewerLoading: Story = viewerLoading;
export const ViewerNotFound: Story = viewerNotFound('widgets.reports.savedReports.viewer.notFound');

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import {
  emptyList,
  failedList,
  fullAccess,
  listMaker,
  loadingList,
  padded,
  readOnlyAccess,
} from '../../testing/listStories';
import { msg } from '../../testing/messages';
import { askToDeleteRow, cancelDelete, listTable, offersNoChanges } from '../../testing/screenPlays';
import { makeCatalogue, makeReportData, mockLocale } from '../reports.mocks';
import { makeTemplates } from './reportTemplates.mocks';
import { ReportTemplatesScreen } from './ReportTemplatesScreen';
import type { ReportTemplate, ReportTemplateFilters } from './reportTemplates.types';

const list = listMaker<ReportTemplate, ReportTemplateFilters>({
  total: 3,
  perPage: 30,
  filters: { reportType: null },
  sort: { id: 'updated', direction: 'descending' },
});
const first = () => makeTemplates()[0]!.name;

const meta = {
  title: 'Screens/Reports/ReportTemplates',
  component: ReportTemplatesScreen,
  decorators: [padded],
  // The mocks speak the story's language, which is known only once the story renders.
  render: (args, { globals }) => {
    mockLocale(globals.locale as string);
    return (
      <ReportTemplatesScreen
        {...args}
        list={{ ...args.list, rows: args.list.rows.length ? makeTemplates() : [] }}
        catalogue={makeCatalogue()}
      />
    );
  },
  args: {
    list: list(makeTemplates()),
    permissions: fullAccess,
    catalogue: makeCatalogue(),
    today: '2026-11-26',
    onPreview: fn(async () => makeReportData()),
    onSave: fn(async () => undefined),
    onDelete: fn(async () => undefined),
    onSchedule: fn(async () => undefined),
    onGenerate: fn(async () => undefined),
  },
} satisfies Meta<typeof ReportTemplatesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = await listTable(canvasElement, 4);
    // Counts of columns, filters and totals, and the schedule in words.
    await expect(table).toHaveTextContent(
      msg('widgets.reports.reportTemplates.screen.counts', { variables: 5, filters: 3, aggregations: 3 }),
    );
    await expect(table).toHaveTextContent(msg('widgets.reports.reportTemplates.field.notScheduled'));
    await expect(table).toHaveTextContent(
      msg('widgets.reports.reportTemplates.schedule.summaryMonthly', { time: '07:00' }),
    );
  },
};

/** Delete asks first; the confirmation names the template and keeps its reports. */
export const DeleteConfirmation: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const confirm = await askToDeleteRow(canvasElement, first());
    await expect(confirm).toHaveTextContent(
      msg('widgets.reports.reportTemplates.screen.deleteMessage', { name: first() }),
    );
    await cancelDelete(confirm, args.onDelete);
  },
};

/** A role that may view templates only: no new template, no edit or delete, no schedule. */
export const ReadOnly: Story = {
  parameters: { screenshot: false },
  args: { permissions: readOnlyAccess },
  play: async ({ canvasElement }) => {
    await offersNoChanges(canvasElement, 'widgets.reports.reportTemplates.screen.add', first(), ['delete']);
  },
};

export const Empty: Story = emptyList(list([], { total: 0 }), 'widgets.reports.reportTemplates.screen.emptyTitle');
export const Loading: Story = loadingList(list([], { isLoading: true }));
export const Failed: Story = failedList(list([], { error: true, onRetry: fn() }));

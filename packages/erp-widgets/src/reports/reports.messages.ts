import { defineMessages } from 'react-intl';

/** Strings both report screens share: the report table, the summary and the engine's terms. */
export const reportMessages = defineMessages({
  rowsHeading: {
    id: 'widgets.reports.table.rowsHeading',
    defaultMessage: 'Report rows',
    description: 'Accessible name of the table of a report’s rows.',
  },
  noRows: {
    id: 'widgets.reports.table.noRows',
    defaultMessage: 'No rows match these filters.',
    description: 'Shown in a report (or its preview) whose filters match nothing.',
  },
  summary: {
    id: 'widgets.reports.summary.title',
    defaultMessage: 'Summary',
    description: 'Heading of the aggregations of a report (sums, averages…).',
  },
  sum: { id: 'widgets.reports.function.sum', defaultMessage: 'Sum', description: 'Aggregation function: the total.' },
  average: {
    id: 'widgets.reports.function.average',
    defaultMessage: 'Average',
    description: 'Aggregation function: the mean.',
  },
  minimum: {
    id: 'widgets.reports.function.minimum',
    defaultMessage: 'Minimum',
    description: 'Aggregation function: the smallest value.',
  },
  maximum: {
    id: 'widgets.reports.function.maximum',
    defaultMessage: 'Maximum',
    description: 'Aggregation function: the largest value.',
  },
  count: {
    id: 'widgets.reports.function.count',
    defaultMessage: 'Count',
    description: 'Aggregation function: how many rows have a value.',
  },
  progressWaiting: {
    id: 'widgets.reports.progress.waiting',
    defaultMessage: 'Starting…',
    description: 'Under the progress bar: the server has not started the report yet.',
  },
  progressCounting: {
    id: 'widgets.reports.progress.counting',
    defaultMessage: 'Counting the rows and computing the summary…',
    description: 'Under the progress bar: the first stage of a report’s generation.',
  },
  progressSaving: {
    id: 'widgets.reports.progress.saving',
    defaultMessage: 'Saving the report…',
    description: 'Under the progress bar: every row is stored, the report is being saved.',
  },
  progressDone: {
    id: 'widgets.reports.progress.done',
    defaultMessage: 'The report is ready.',
    description: 'Under the progress bar: the report was generated and saved.',
  },
  chartTitle: {
    id: 'widgets.reports.chart.title',
    defaultMessage: 'Chart',
    description: 'Heading of the bar chart of a report.',
  },
});

/** Report strings that take values. */
export const reportNamedMessages = defineMessages<{
  rowCount: { count: number };
  truncated: { shown: number; count: number };
  summaryOf: { fn: string; variable: string };
  chartLabel: { value: string; label: string };
  progressRows: { done: number; total: number };
}>({
  rowCount: {
    id: 'widgets.reports.table.rowCount',
    defaultMessage: '{count, plural, =0 {No rows} one {# row} other {# rows}}',
    description: 'How many rows a report holds.',
  },
  truncated: {
    id: 'widgets.reports.table.truncated',
    defaultMessage: 'Showing the first {shown, number} of {count, number} rows.',
    description: 'Shown under a report (or preview) that holds more rows than are shown.',
  },
  summaryOf: {
    id: 'widgets.reports.summary.of',
    defaultMessage: '{fn} of {variable}',
    description: 'Default label of an aggregation, e.g. "Sum of Total".',
  },
  progressRows: {
    id: 'widgets.reports.progress.rows',
    defaultMessage: '{done, number} of {total, number} rows stored',
    description: 'Under the progress bar while a report’s rows are stored, e.g. "40,000 of 100,000 rows stored".',
  },
  chartLabel: {
    id: 'widgets.reports.chart.bar',
    defaultMessage: '{label}: {value}',
    description: 'Accessible label of one bar of a report chart.',
  },
});

import { defineMessages } from 'react-intl';
import { commonMessages } from '../../shared/common.messages';

/** Strings of the report templates screen, wizard and dialogs (`widgets.reports.reportTemplates.<component>.<key>`). */
export const templateMessages = defineMessages({
  add: {
    id: 'widgets.reports.reportTemplates.screen.add',
    defaultMessage: 'New template',
    description: 'Button: create a report template.',
  },
  searchPlaceholder: {
    id: 'widgets.reports.reportTemplates.screen.searchPlaceholder',
    defaultMessage: 'Search templates by name or description…',
    description: 'Placeholder of the report templates search box.',
  },
  emptyTitle: {
    id: 'widgets.reports.reportTemplates.screen.emptyTitle',
    defaultMessage: 'No report templates yet',
    description: 'Title of the empty report templates list.',
  },
  emptyDescription: {
    id: 'widgets.reports.reportTemplates.screen.emptyHint',
    defaultMessage: 'Create a template to choose the columns, filters and totals of a report.',
    description: 'Hint of the empty report templates list.',
  },
  loadFailed: {
    id: 'widgets.reports.reportTemplates.screen.loadFailed',
    defaultMessage: 'Failed to load report templates',
    description: 'Toast title when the templates list fails to load.',
  },
  viewFailed: {
    id: 'widgets.reports.reportTemplates.screen.viewFailed',
    defaultMessage: 'Template not found',
    description: 'Toast title when a template cannot be loaded.',
  },
  createFailed: {
    id: 'widgets.reports.reportTemplates.screen.createFailed',
    defaultMessage: 'Failed to create the template',
    description: 'Toast title when creating a template fails.',
  },
  updateFailed: {
    id: 'widgets.reports.reportTemplates.screen.updateFailed',
    defaultMessage: 'Failed to update the template',
    description: 'Toast title when saving a template fails.',
  },
  deleteFailed: {
    id: 'widgets.reports.reportTemplates.screen.deleteFailed',
    defaultMessage: 'Failed to delete the template',
    description: 'Toast title when deleting a template fails.',
  },
  generateFailed: {
    id: 'widgets.reports.reportTemplates.screen.generateFailed',
    defaultMessage: 'Failed to generate the report',
    description: 'Toast title when generating a report fails.',
  },
  createReportFailed: {
    id: 'widgets.reports.reportTemplates.screen.createReportFailed',
    defaultMessage: 'Failed to create the report',
    description: 'Toast title when a report cannot be created from a template.',
  },
  reportType: {
    id: 'widgets.reports.reportTemplates.field.reportType',
    defaultMessage: 'Report type',
    description: 'Label: the type of report a template builds.',
  },
  columns: {
    id: 'widgets.reports.reportTemplates.field.columns',
    defaultMessage: 'Columns',
    description: 'Column header: how many variables (columns) a template shows.',
  },
  filters: {
    id: 'widgets.reports.reportTemplates.field.filters',
    defaultMessage: 'Filters',
    description: "Column header and wizard step: the template's filters.",
  },
  aggregations: {
    id: 'widgets.reports.reportTemplates.field.aggregations',
    defaultMessage: 'Totals',
    description: "Column header and wizard step: the template's aggregations (sums, averages…).",
  },
  schedule: {
    id: 'widgets.reports.reportTemplates.field.schedule',
    defaultMessage: 'Schedule',
    description: "Column header: when the template's report is generated automatically.",
  },
  notScheduled: {
    id: 'widgets.reports.reportTemplates.field.notScheduled',
    defaultMessage: 'Not scheduled',
    description: 'The template has no schedule.',
  },
  exportFormat: {
    id: 'widgets.reports.reportTemplates.field.exportFormat',
    defaultMessage: 'Default download format',
    description: "Label: the format a template's reports are offered in first.",
  },
  nameRequired: {
    id: 'widgets.reports.reportTemplates.wizard.nameRequired',
    defaultMessage: 'Please enter a template name',
    description: 'Validation: the template name is empty.',
  },
  createTitle: {
    id: 'widgets.reports.reportTemplates.wizard.createTitle',
    defaultMessage: 'New report template',
    description: 'Title of the wizard creating a template.',
  },
  editTitle: {
    id: 'widgets.reports.reportTemplates.wizard.editTitle',
    defaultMessage: 'Edit report template',
    description: 'Title of the wizard editing a template.',
  },
  create: {
    id: 'widgets.reports.reportTemplates.wizard.create',
    defaultMessage: 'Create template',
    description: 'Submit button of the template wizard.',
  },
  stepDetails: commonMessages.details,
  stepVariables: {
    id: 'widgets.reports.reportTemplates.wizard.stepVariables',
    defaultMessage: 'Columns',
    description: 'Wizard step: choose the variables (columns) of the report.',
  },
  stepVariablesHint: {
    id: 'widgets.reports.reportTemplates.wizard.stepVariablesHint',
    defaultMessage: 'Choose the columns of the report, grouped by what they describe.',
    description: 'Description of the wizard step choosing variables.',
  },
  variablesRequired: {
    id: 'widgets.reports.reportTemplates.wizard.variablesRequired',
    defaultMessage: 'Choose at least one column.',
    description: 'Validation: no variable chosen.',
  },
  stepFilters: {
    id: 'widgets.reports.reportTemplates.wizard.stepFilters',
    defaultMessage: 'Filters and totals',
    description: 'Wizard step: the filters and aggregations of the template.',
  },
  addFilter: {
    id: 'widgets.reports.reportTemplates.wizard.addFilter',
    defaultMessage: 'Add filter',
    description: 'Button: add a filter row.',
  },
  removeFilter: {
    id: 'widgets.reports.reportTemplates.wizard.removeFilter',
    defaultMessage: 'Remove filter',
    description: 'Button: remove a filter row.',
  },
  addAggregation: {
    id: 'widgets.reports.reportTemplates.wizard.addAggregation',
    defaultMessage: 'Add total',
    description: 'Button: add an aggregation row.',
  },
  removeAggregation: {
    id: 'widgets.reports.reportTemplates.wizard.removeAggregation',
    defaultMessage: 'Remove total',
    description: 'Button: remove an aggregation row.',
  },
  variable: {
    id: 'widgets.reports.reportTemplates.wizard.variable',
    defaultMessage: 'Column',
    description: "Label of a filter's variable select.",
  },
  operator: {
    id: 'widgets.reports.reportTemplates.wizard.operator',
    defaultMessage: 'Condition',
    description: "Label of a filter's operator select.",
  },
  value: {
    id: 'widgets.reports.reportTemplates.wizard.value',
    defaultMessage: 'Value',
    description: "Label of a filter's value field.",
  },
  secondValue: {
    id: 'widgets.reports.reportTemplates.wizard.secondValue',
    defaultMessage: 'And',
    description: 'Label of the second value of a between filter.',
  },
  values: {
    id: 'widgets.reports.reportTemplates.wizard.values',
    defaultMessage: 'Values',
    description: 'Label of the list of values of a has-any/has-all filter.',
  },
  listHint: {
    id: 'widgets.reports.reportTemplates.wizard.listHint',
    defaultMessage: 'Separate the values with commas.',
    description: 'Help text of a list of text values of a has-any/has-all filter.',
  },
  valueRequired: {
    id: 'widgets.reports.reportTemplates.wizard.valueRequired',
    defaultMessage: 'Enter a value.',
    description: 'Validation: a filter needs a value.',
  },
  valuesRequired: {
    id: 'widgets.reports.reportTemplates.wizard.valuesRequired',
    defaultMessage: 'Enter at least one value.',
    description: 'Validation: has any/has all need a list.',
  },
  field: {
    id: 'widgets.reports.reportTemplates.wizard.field',
    defaultMessage: 'Column',
    description: "Label of an aggregation's variable select.",
  },
  function: {
    id: 'widgets.reports.reportTemplates.wizard.function',
    defaultMessage: 'Function',
    description: "Label of an aggregation's function select.",
  },
  aggregationLabel: {
    id: 'widgets.reports.reportTemplates.wizard.aggregationLabel',
    defaultMessage: 'Label (optional)',
    description: "Label of an aggregation's own label field.",
  },
  preview: {
    id: 'widgets.reports.reportTemplates.wizard.preview',
    defaultMessage: 'Preview',
    description: "Heading of the live preview of a template's first rows.",
  },
  previewLoading: {
    id: 'widgets.reports.reportTemplates.wizard.previewLoading',
    defaultMessage: 'Loading the preview…',
    description: 'Shown while the preview is computed.',
  },
  previewFailed: {
    id: 'widgets.reports.reportTemplates.wizard.previewFailed',
    defaultMessage: 'The preview could not be computed.',
    description: 'Shown when the preview request fails.',
  },
  notTrackedHint: {
    id: 'widgets.reports.reportTemplates.wizard.notTrackedHint',
    defaultMessage: 'Not tracked: shown empty',
    description: 'Hint after a variable the system does not record.',
  },
  op_equals: {
    id: 'widgets.reports.reportTemplates.operator.equals',
    defaultMessage: 'equals',
    description: 'Filter operator.',
  },
  op_not_equals: {
    id: 'widgets.reports.reportTemplates.operator.not_equals',
    defaultMessage: 'does not equal',
    description: 'Filter operator.',
  },
  op_contains: {
    id: 'widgets.reports.reportTemplates.operator.contains',
    defaultMessage: 'contains',
    description: 'Filter operator.',
  },
  op_starts_with: {
    id: 'widgets.reports.reportTemplates.operator.starts_with',
    defaultMessage: 'starts with',
    description: 'Filter operator.',
  },
  op_ends_with: {
    id: 'widgets.reports.reportTemplates.operator.ends_with',
    defaultMessage: 'ends with',
    description: 'Filter operator.',
  },
  op_greater_than: {
    id: 'widgets.reports.reportTemplates.operator.greater_than',
    defaultMessage: 'is greater than',
    description: 'Filter operator.',
  },
  op_less_than: {
    id: 'widgets.reports.reportTemplates.operator.less_than',
    defaultMessage: 'is less than',
    description: 'Filter operator.',
  },
  op_between: {
    id: 'widgets.reports.reportTemplates.operator.between',
    defaultMessage: 'is between',
    description: 'Filter operator (two values).',
  },
  op_after: {
    id: 'widgets.reports.reportTemplates.operator.after',
    defaultMessage: 'is after',
    description: 'Filter operator for dates.',
  },
  op_before: {
    id: 'widgets.reports.reportTemplates.operator.before',
    defaultMessage: 'is before',
    description: 'Filter operator for dates.',
  },
  op_is_empty: {
    id: 'widgets.reports.reportTemplates.operator.is_empty',
    defaultMessage: 'is empty',
    description: 'Filter operator (no value).',
  },
  op_is_not_empty: {
    id: 'widgets.reports.reportTemplates.operator.is_not_empty',
    defaultMessage: 'is not empty',
    description: 'Filter operator (no value).',
  },
  op_has_any: {
    id: 'widgets.reports.reportTemplates.operator.has_any',
    defaultMessage: 'is any of',
    description: 'Filter operator (a list of values).',
  },
  op_has_all: {
    id: 'widgets.reports.reportTemplates.operator.has_all',
    defaultMessage: 'contains all of',
    description: 'Filter operator (a list of values).',
  },
  scheduleTitle: {
    id: 'widgets.reports.reportTemplates.schedule.title',
    defaultMessage: 'Schedule report',
    description: 'Title of the schedule dialog.',
  },
  frequency: {
    id: 'widgets.reports.reportTemplates.schedule.frequency',
    defaultMessage: 'Frequency',
    description: 'Label: how often a scheduled report runs.',
  },
  daily: {
    id: 'widgets.reports.reportTemplates.schedule.daily',
    defaultMessage: 'Daily',
    description: 'Schedule frequency.',
  },
  weekly: {
    id: 'widgets.reports.reportTemplates.schedule.weekly',
    defaultMessage: 'Weekly',
    description: 'Schedule frequency.',
  },
  monthly: {
    id: 'widgets.reports.reportTemplates.schedule.monthly',
    defaultMessage: 'Monthly (on the 1st)',
    description: 'Schedule frequency: the first day of each month.',
  },
  dayOfWeek: {
    id: 'widgets.reports.reportTemplates.schedule.dayOfWeek',
    defaultMessage: 'Day',
    description: 'Label: the day of the week of a weekly schedule.',
  },
  time: {
    id: 'widgets.reports.reportTemplates.schedule.time',
    defaultMessage: 'Time (24-hour, HH:MM)',
    description: "Label: the time a scheduled report runs, in the company's time zone.",
  },
  timeInvalid: {
    id: 'widgets.reports.reportTemplates.schedule.timeInvalid',
    defaultMessage: 'Enter a time as HH:MM, for example 08:00.',
    description: 'Validation: the schedule time is not HH:MM.',
  },
  dayRequired: {
    id: 'widgets.reports.reportTemplates.schedule.dayRequired',
    defaultMessage: 'Choose a day.',
    description: 'Validation: a weekly schedule needs a day.',
  },
  saveSchedule: {
    id: 'widgets.reports.reportTemplates.schedule.save',
    defaultMessage: 'Save schedule',
    description: 'Button: save the schedule.',
  },
  removeSchedule: {
    id: 'widgets.reports.reportTemplates.schedule.remove',
    defaultMessage: 'Remove schedule',
    description: 'Button: stop generating the report automatically.',
  },
  scheduleHint: {
    id: 'widgets.reports.reportTemplates.schedule.hint',
    defaultMessage: 'The report is generated at this time in the company’s time zone and saved under Saved Reports.',
    description: 'Help text of the schedule dialog.',
  },
  scheduleAction: {
    id: 'widgets.reports.reportTemplates.screen.scheduleAction',
    defaultMessage: 'Schedule',
    description: 'Row action: open the schedule dialog.',
  },
  generateAction: {
    id: 'widgets.reports.reportTemplates.screen.generateAction',
    defaultMessage: 'Create report',
    description: 'Row action and button: generate a report from the template.',
  },
  generateTitle: {
    id: 'widgets.reports.reportTemplates.generate.title',
    defaultMessage: 'Create a report',
    description: 'Title of the dialog generating a report from a template.',
  },
  reportName: {
    id: 'widgets.reports.reportTemplates.generate.reportName',
    defaultMessage: 'Report name (optional)',
    description: 'Label: the name of the generated report.',
  },
  generating: {
    id: 'widgets.reports.reportTemplates.generate.generating',
    defaultMessage: 'Generating the report… Large reports can take a few seconds.',
    description: 'Progress text while the server generates a report.',
  },
  generate: {
    id: 'widgets.reports.reportTemplates.generate.submit',
    defaultMessage: 'Generate',
    description: 'Button: generate the report.',
  },
});

/** Template strings that take values. */
export const templateNamedMessages = defineMessages<{
  deleteMessage: { name: string };
  created: { name: string };
  saved: { name: string };
  deleted: { name: string };
  scheduled: { name: string };
  generated: { name: string };
  counts: { variables: number; filters: number; aggregations: number };
  scheduleDaily: { time: string };
  scheduleWeekly: { day: string; time: string };
  scheduleMonthly: { time: string };
  defaultReportName: { template: string; date: string };
}>({
  deleteMessage: {
    id: 'widgets.reports.reportTemplates.screen.deleteMessage',
    defaultMessage: 'The template “{name}” will be deleted. Reports already created from it are kept.',
    description: 'Body of the delete confirmation of a template.',
  },
  created: {
    id: 'widgets.reports.reportTemplates.screen.created',
    defaultMessage: 'Template “{name}” created',
    description: 'Toast after a template is created.',
  },
  saved: {
    id: 'widgets.reports.reportTemplates.screen.saved',
    defaultMessage: 'Template “{name}” saved',
    description: 'Toast after a template is saved.',
  },
  deleted: {
    id: 'widgets.reports.reportTemplates.screen.deleted',
    defaultMessage: 'Template “{name}” deleted',
    description: 'Toast after a template is deleted.',
  },
  scheduled: {
    id: 'widgets.reports.reportTemplates.screen.scheduled',
    defaultMessage: 'Schedule of “{name}” saved',
    description: 'Toast after a schedule is saved.',
  },
  generated: {
    id: 'widgets.reports.reportTemplates.screen.generated',
    defaultMessage: 'Report “{name}” created',
    description: 'Toast after a report is generated.',
  },
  counts: {
    id: 'widgets.reports.reportTemplates.screen.counts',
    defaultMessage:
      '{variables, plural, one {# column} other {# columns}} · {filters, plural, one {# filter} other {# filters}} · {aggregations, plural, one {# total} other {# totals}}',
    description: "Counts of a template's variables, filters and aggregations.",
  },
  scheduleDaily: {
    id: 'widgets.reports.reportTemplates.schedule.summaryDaily',
    defaultMessage: 'Daily at {time}',
    description: 'A daily schedule in the list.',
  },
  scheduleWeekly: {
    id: 'widgets.reports.reportTemplates.schedule.summaryWeekly',
    defaultMessage: 'Every {day} at {time}',
    description: 'A weekly schedule in the list.',
  },
  scheduleMonthly: {
    id: 'widgets.reports.reportTemplates.schedule.summaryMonthly',
    defaultMessage: 'On the 1st of each month at {time}',
    description: 'A monthly schedule in the list.',
  },
  defaultReportName: {
    id: 'widgets.reports.reportTemplates.generate.defaultName',
    defaultMessage: '{template} — {date}',
    description: 'The default name of a generated report.',
  },
});

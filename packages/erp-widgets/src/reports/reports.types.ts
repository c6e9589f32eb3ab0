// The report engine's shapes as the screens use them (the server's /api/erp/reports/catalogue, preview and the
// saved_reports data): a report's columns, rows and summary, and the variables each report type offers.
import type { ReportTemplatesDefaultExportFormat, ReportTemplatesReportType } from '@erp/schema';

export type ReportType = ReportTemplatesReportType;
export type ExportFormat = ReportTemplatesDefaultExportFormat;

/** How a variable's values are typed, filtered and shown; `not_tracked` variables hold no data. */
export type VariableKind = 'text' | 'number' | 'money' | 'date' | 'enum' | 'not_tracked';

/** One variable a report type offers, with its header in the user's language. */
export type CatalogueVariable = {
  key: string;
  label: string;
  kind: VariableKind;
  /** The enumeration's values with their labels (kind `enum`). */
  values?: readonly { value: string; label: string }[];
};

/** The variables of one group (invoice, product, client…). */
export type CatalogueGroup = { group: string; label: string; variables: readonly CatalogueVariable[] };

/** What the user may build and run: the groups of each report type, and the user's report rights. */
export type ReportCatalogue = {
  types: Readonly<Record<ReportType, { groups: readonly CatalogueGroup[]; reportKey: string; allowed: boolean }>>;
  /** The text shown for a variable that is not tracked. */
  notTracked: string;
  canExport: boolean;
  canGenerate: boolean;
};

/** One column of a report's data. */
export type ReportColumn = {
  key: string;
  label: string;
  kind: VariableKind;
  /** `[collection, field]` of the select whose labels the values show. */
  enum?: readonly [string, string] | readonly string[];
};

export type ReportValue = string | number | null;

/** One computed aggregation. */
export type ReportSummary = {
  field: string;
  function: ReportFunction;
  label?: string;
  kind: VariableKind;
  value: ReportValue;
};

export type ReportFunction = 'sum' | 'average' | 'minimum' | 'maximum' | 'count';

export type FilterOperator =
  | 'equals'
  | 'not_equals'
  | 'contains'
  | 'starts_with'
  | 'ends_with'
  | 'greater_than'
  | 'less_than'
  | 'between'
  | 'after'
  | 'before'
  | 'is_empty'
  | 'is_not_empty'
  | 'has_any'
  | 'has_all';

/** A report's data: the rows kept (up to the stored limit) and how many the filters matched. */
export type ReportData = {
  locale?: string;
  columns: readonly ReportColumn[];
  rows: readonly (readonly ReportValue[])[];
  rowCount: number;
  truncated?: boolean;
  summary?: readonly ReportSummary[];
};

/** A template filter. */
export type ReportFilter = {
  variable: string;
  operator: FilterOperator;
  value?: string | number;
  secondValue?: string | number;
  values?: readonly string[];
};

/** A template aggregation. */
export type ReportAggregation = { field: string; function: ReportFunction; label?: string };

/** A template's schedule. */
export type ReportSchedule = {
  frequency: 'daily' | 'weekly' | 'monthly';
  dayOfWeek?: string;
  time: string;
  locale?: string;
};

/** A report generation's stage as the server reports it (`GET /api/erp/report_templates/{id}/generate/progress`). */
export type ReportGenerationStage = 'waiting' | 'counting' | 'rows' | 'saving' | 'done' | 'failed';

/** How far a report's generation is: the rows stored of the rows to store, and their share from 0 to 1. */
export type ReportGeneration = {
  stage: ReportGenerationStage;
  done: number;
  total: number;
  fraction: number;
};

import { mockArabic } from '../reports.mocks';
import type { ReportTemplate } from './reportTemplates.types';

const ar = mockArabic;

/** The finance manager's template: unpaid invoices over 10,000 EGP this quarter, every Sunday at 08:00. */
export function makeTemplate(overrides: Partial<ReportTemplate> = {}): ReportTemplate {
  return {
    id: 'rt_unpaid0000001',
    name: ar() ? 'فواتير غير مسددة فوق ١٠٬٠٠٠ جنيه' : 'Unpaid invoices over 10,000 EGP',
    description: ar() ? 'حسب العميل لاجتماع الإدارة.' : 'By client, for the board meeting.',
    reportType: 'sales_analysis',
    defaultExportFormat: 'excel',
    createdBy: 'us_admin00000001',
    created: '2026-10-01 08:00:00.000Z',
    updated: '2026-11-20 10:15:00.000Z',
    variables: ['invoice_number', 'client', 'issue_date', 'total', 'status'],
    filters: [
      { variable: 'status', operator: 'has_any', values: ['Pending', 'Partially Paid'] },
      { variable: 'total', operator: 'greater_than', value: 10000 },
      { variable: 'issue_date', operator: 'between', value: '2026-10-01', secondValue: '2026-12-31' },
    ],
    aggregations: [
      { field: 'total', function: 'sum', label: ar() ? 'إجمالي المستحق' : 'Outstanding' },
      { field: 'total', function: 'average' },
      { field: 'invoice_number', function: 'count' },
    ],
    schedule: { frequency: 'weekly', dayOfWeek: 'Sunday', time: '08:00' },
    ...overrides,
  };
}

/** Templates of several types and schedules. */
export function makeTemplates(): ReportTemplate[] {
  return [
    makeTemplate(),
    makeTemplate({
      id: 'rt_monthly000001',
      name: ar() ? 'المبيعات الشهرية حسب العميل' : 'Monthly sales by client',
      description: '',
      filters: [],
      aggregations: [{ field: 'total', function: 'sum' }],
      schedule: { frequency: 'monthly', time: '07:00' },
    }),
    makeTemplate({
      id: 'rt_salaries00001',
      name: ar() ? 'الرواتب حسب القسم' : 'Salaries by department',
      reportType: 'employee_performance',
      variables: ['employee_name', 'salary', 'rating'],
      filters: [],
      aggregations: [],
      schedule: null,
    }),
  ];
}

/** The record with its name, description and aggregation labels in the story’s language (mocks made before the story rendered). */
export function relocalize(record: ReportTemplate | null): ReportTemplate | null {
  if (!record) return null;
  const fresh = makeTemplate();
  // The aggregations' own labels are words too ("Outstanding"): those of the mock follow the story's language.
  const aggregations = (record.aggregations ?? []).map((a) => {
    const same = (fresh.aggregations ?? []).find((f) => f.field === a.field && f.function === a.function);
    return same?.label && a.label ? { ...a, label: same.label } : a;
  });
  return { ...record, name: fresh.name, description: fresh.description, aggregations };
}

// Report mocks for stories: the engine's catalogue in the story's language, a sales report's data and templates.
import type { ReportCatalogue, ReportData, ReportSummary } from './reports.types';

let storyLanguage: string | undefined;

/** Sets the story's language for the mocks (a story's render knows it before the page's `lang` is set). */
export function mockLocale(locale: string | undefined) {
  storyLanguage = locale;
}

/** Whether the mocks speak Arabic. */
export const mockArabic = () => (storyLanguage ?? document.documentElement.lang) === 'ar-EG';
const ar = mockArabic;
const t = (en: string, arabic: string) => (ar() ? arabic : en);

const invoiceGroup = () => ({
  group: 'invoice',
  label: t('Invoice', 'الفاتورة'),
  variables: [
    { key: 'invoice_number', label: t('Invoice number', 'رقم الفاتورة'), kind: 'text' as const },
    { key: 'client', label: t('Client', 'العميل'), kind: 'text' as const },
    { key: 'issue_date', label: t('Issue date', 'تاريخ الإصدار'), kind: 'date' as const },
    { key: 'total', label: t('Total', 'الإجمالي'), kind: 'money' as const },
    {
      key: 'status',
      label: t('Status', 'الحالة'),
      kind: 'enum' as const,
      values: [
        { value: 'Pending', label: t('Pending', 'بانتظار السداد') },
        { value: 'Partially Paid', label: t('Partially paid', 'مدفوعة جزئيًا') },
        { value: 'Paid', label: t('Paid', 'مدفوعة') },
      ],
    },
  ],
});

/** The catalogue a sales manager sees; employee reports include variables that are not tracked. */
export function makeCatalogue(overrides: Partial<ReportCatalogue> = {}): ReportCatalogue {
  const sales = { groups: [invoiceGroup()], reportKey: 'view:sales-reports', allowed: true };
  const employees = {
    groups: [
      {
        group: 'employee',
        label: t('Employee', 'الموظف'),
        variables: [
          { key: 'employee_name', label: t('Employee', 'الموظف'), kind: 'text' as const },
          { key: 'salary', label: t('Monthly salary', 'الراتب الشهري'), kind: 'money' as const },
          { key: 'rating', label: t('Rating', 'التقييم'), kind: 'not_tracked' as const },
        ],
      },
    ],
    reportKey: 'view:hr-reports',
    allowed: false,
  };
  return {
    types: {
      sales_analysis: sales,
      inventory_status: { groups: [], reportKey: 'view:inventory-reports', allowed: false },
      employee_performance: employees,
      financial_summary: { groups: [], reportKey: 'view:financial-reports', allowed: false },
      client_analysis: { groups: [], reportKey: 'view:sales-reports', allowed: true },
      supplier_analysis: { groups: [], reportKey: 'view:inventory-reports', allowed: false },
      expense_report: { groups: [], reportKey: 'view:financial-reports', allowed: false },
      custom: sales,
    },
    notTracked: t('Not tracked', 'غير مسجَّل'),
    canExport: true,
    canGenerate: true,
    ...overrides,
  };
}

/** Four unpaid invoices over 10,000 EGP this quarter, with their totals. */
export function makeReportData(overrides: Partial<ReportData> = {}): ReportData {
  const nile = t('Nile Delta Trading', 'دلتا النيل للتجارة');
  const cairo = t('Cairo Steel Works', 'مصانع القاهرة للصلب');
  return {
    locale: ar() ? 'ar-EG' : 'en-US',
    columns: [
      { key: 'invoice_number', label: t('Invoice number', 'رقم الفاتورة'), kind: 'text' },
      { key: 'client', label: t('Client', 'العميل'), kind: 'text' },
      { key: 'issue_date', label: t('Issue date', 'تاريخ الإصدار'), kind: 'date' },
      { key: 'total', label: t('Total', 'الإجمالي'), kind: 'money' },
      { key: 'status', label: t('Status', 'الحالة'), kind: 'enum', enum: ['invoices', 'status'] },
    ],
    rows: [
      ['INV-2026-000412', nile, '2026-10-05', 22800, 'Pending'],
      ['INV-2026-000398', cairo, '2026-10-12', 45600.5, 'Partially Paid'],
      ['INV-2026-000377', nile, '2026-10-20', 11400, 'Pending'],
      ['INV-2026-000351', cairo, '2026-11-01', 17100, 'Pending'],
    ],
    rowCount: 4,
    truncated: false,
    ...overrides,
  };
}

/** Sum, average and count of the report above. */
export function makeSummary(): ReportSummary[] {
  return [
    { field: 'total', function: 'sum', label: t('Outstanding', 'إجمالي المستحق'), kind: 'money', value: 96900.5 },
    { field: 'total', function: 'average', kind: 'money', value: 24225.13 },
    { field: 'invoice_number', function: 'count', kind: 'number', value: 4 },
  ];
}

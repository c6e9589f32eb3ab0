import { makeReportData, makeSummary, mockArabic } from '../reports.mocks';
import type { SavedReport, SavedReportDetail } from './savedReports.types';

const ar = mockArabic;

/** A saved report; override any field. */
export function makeSavedReport(overrides: Partial<SavedReport> = {}): SavedReport {
  return {
    id: 'sr_unpaid0000001',
    name: ar() ? 'الفواتير غير المسددة — الأسبوع' : 'Unpaid invoices — this week',
    description: ar() ? 'الفواتير المستحقة فوق ١٠٬٠٠٠ جنيه.' : 'Invoices over 10,000 EGP still due.',
    template: 'rt_unpaid0000001',
    reportType: 'sales_analysis',
    createdBy: 'us_admin00000001',
    created: '2026-11-22 06:00:12.000Z',
    updated: '2026-11-22 06:00:12.000Z',
    ...overrides,
  };
}

/** Saved reports of several types. */
export function makeSavedReports(): SavedReport[] {
  return [
    makeSavedReport(),
    makeSavedReport({
      id: 'sr_stock00000001',
      name: ar() ? 'أصناف تحت الحد الأدنى' : 'Stock below minimum',
      description: '',
      reportType: 'inventory_status',
      created: '2026-11-20 06:30:00.000Z',
    }),
    makeSavedReport({
      id: 'sr_payroll000001',
      name: ar() ? 'الرواتب حسب القسم' : 'Salaries by department',
      reportType: 'employee_performance',
      created: '2026-11-01 05:00:00.000Z',
    }),
  ];
}

/** The first report with its rows and summary. */
export function makeSavedReportDetail(overrides: Partial<SavedReportDetail> = {}): SavedReportDetail {
  return { ...makeSavedReport(), data: makeReportData(), summary: makeSummary(), ...overrides };
}

import type { AppSettings, PayrollVersion } from './settings.types';

/** The demo company's settings (Nile Trading Co.). */
export function makeSettings(overrides: Partial<AppSettings> = {}): AppSettings {
  return {
    id: 'settings_1',
    collectionId: 'app_settings',
    collectionName: 'app_settings',
    companyName: 'Nile Trading Co.',
    companyNameAr: 'شركة النيل للتجارة',
    email: 'info@nile-trading.eg',
    phone: '+20 2 2345 6789',
    website: 'https://nile-trading.eg',
    address: '15 Talaat Harb St., Downtown, Cairo',
    addressAr: '١٥ شارع طلعت حرب، وسط البلد، القاهرة',
    dateFormat: 'DD/MM/YYYY',
    timeFormat: '24h',
    defaultCurrency: 'EGP',
    timezone: 'Africa/Cairo',
    vatRegistrationNumber: '123-456-789',
    defaultVatRate: 14,
    enableVat: true,
    vatRates: [
      { name: 'Standard', nameAr: 'القياسي', rate: 14, description: 'Standard VAT rate in Egypt' },
      { name: 'Reduced', nameAr: 'المخفض', rate: 5, description: 'Reduced rate for selected goods' },
      { name: 'Exports', nameAr: 'الصادرات', rate: 0, description: 'Zero-rated exports' },
    ],
    defaultPaymentTermsDays: 30,
    invoiceFooter: 'Thank you for your business.',
    invoiceFooterAr: 'شكرًا لتعاملكم معنا.',
    workHoursPerWeek: 48,
    workDaysPerWeek: 6,
    taxableAllowances: true,
    payrollCurrency: 'EGP',
    overtimeMultipliers: { regular: 1.5, weekend: 2, holiday: 3, night: 1.7 },
    leaveEntitlements: { vacation: 21, sick: 15, personal: 6 },
    warehouseNearCapacityPercent: 90,
    overdueAlertDays: 1,
    created: '2026-01-01 00:00:00.000Z',
    updated: '2026-11-20 10:00:00.000Z',
    ...overrides,
  };
}

/** The payroll parameters versions, newest first. */
export const makePayrollVersions = (): PayrollVersion[] => [
  {
    id: 'pp_2024',
    collectionId: 'payroll_parameters',
    collectionName: 'payroll_parameters',
    effectiveFrom: '2024-03-01 00:00:00.000Z',
    personalExemption: 20000,
    brackets: [
      { min: 0, max: 40000, rate: 0, description: 'Exempt band', descriptionAr: 'الشريحة المعفاة' },
      { min: 40000, max: 55000, rate: 10, description: 'First taxable band', descriptionAr: 'الشريحة الأولى' },
      { min: 55000, max: null, rate: 15, description: 'Top band', descriptionAr: 'الشريحة العليا' },
    ],
    employeeInsuranceRate: 11,
    employerInsuranceRate: 18.75,
    insurableMin: 2300,
    insurableMax: 14500,
    martyrsFundEnabled: false,
    martyrsFundRate: 0.05,
    notes: 'Law 7/2024',
    created: '2024-03-01 00:00:00.000Z',
    updated: '2024-03-01 00:00:00.000Z',
  },
];

import type { PayrollCalculation, PayrollRecord, PayrollRunEmployee } from './payroll.types';

/**
 * Mock payroll for stories: the calculations are the server engine's answers for these inputs (Law 7/2024 with the
 * 2026 insurable range 2,700–16,700), written out so the stories show real figures.
 */

/** 12,000 base, Transport 600 (taxable), Meals 400 (not taxable), 6 h overtime at 1.5 (623.08), bonus 1,000. */
export const MOCK_CALCULATION: PayrollCalculation = {
  period: '2026-03',
  baseSalary: 12000,
  allowances: 1000,
  overtime: 623.08,
  bonuses: 1000,
  deductions: 500,
  grossPay: 14623.08,
  taxableGross: 14223.08,
  insuredWage: 14623.08,
  insuredSalary: 14623.08,
  employeeInsurance: 1608.54,
  employerInsurance: 2741.83,
  taxableAnnual: 136174.48,
  annualTax: 16984.9,
  tax: 1415.41,
  martyrsFund: 0,
  netPay: 11099.13,
  parameters: {
    effectiveFrom: '2026-01-01',
    personalExemption: 20000,
    insurableMin: 2700,
    insurableMax: 16700,
    employeeInsuranceRate: '11',
    employerInsuranceRate: '18.75',
    martyrsFundRate: '0.05',
    martyrsFundEnabled: false,
    bandsLost: 0,
  },
  brackets: [
    { from: 0, to: 40000, rate: '0', taxed: 40000, tax: 0 },
    { from: 40000, to: 55000, rate: '10', taxed: 15000, tax: 1500 },
    { from: 55000, to: 70000, rate: '15', taxed: 15000, tax: 2250 },
    { from: 70000, to: 200000, rate: '20', taxed: 66174.48, tax: 13234.9 },
    { from: 200000, to: 400000, rate: '22.5', taxed: 0, tax: 0 },
    { from: 400000, to: 1200000, rate: '25', taxed: 0, tax: 0 },
    { from: 1200000, to: null, rate: '27.5', taxed: 0, tax: 0 },
  ],
  lines: [
    { code: 'base_salary', amount: 12000 },
    { code: 'allowance', amount: 600, params: { name: 'Transport', taxable: true } },
    { code: 'allowance', amount: 400, params: { name: 'Meals', taxable: false } },
    {
      code: 'overtime',
      amount: 623.08,
      params: { date: '2026-03-10', type: 'REGULAR', hours: 6, rate: 1.5, hourlyRate: 69.23 },
    },
    { code: 'bonus', amount: 1000, params: { description: 'Target bonus' } },
    { code: 'gross_pay', amount: 14623.08 },
    { code: 'insured_salary', amount: 14623.08, params: { wage: 14623.08, min: 2700, max: 16700, clamped: false } },
    { code: 'employee_insurance', amount: 1608.54, params: { rate: '11', base: 14623.08 } },
    { code: 'employer_insurance', amount: 2741.83, params: { rate: '18.75', base: 14623.08 } },
    { code: 'taxable_monthly', amount: 12614.54, params: { taxableGross: 14223.08, employeeInsurance: 1608.54 } },
    { code: 'taxable_annual', amount: 136174.48, params: { months: 12, exemption: 20000 } },
    { code: 'annual_tax', amount: 16984.9, params: { bandsLost: 0 } },
    { code: 'monthly_tax', amount: 1415.41, params: { annualTax: 16984.9, months: 12 } },
    { code: 'deduction', amount: 500, params: { description: 'Salary advance' } },
    { code: 'net_pay', amount: 11099.13 },
  ],
};

/** A high earner (95,000 a month): the 0% and 10% bands fall away (annual taxable above 700,000). */
export const MOCK_HIGH_CALCULATION: PayrollCalculation = {
  ...MOCK_CALCULATION,
  baseSalary: 95000,
  allowances: 0,
  overtime: 0,
  bonuses: 0,
  deductions: 0,
  grossPay: 95000,
  taxableGross: 95000,
  insuredWage: 95000,
  insuredSalary: 16700,
  employeeInsurance: 1837,
  employerInsurance: 3131.25,
  taxableAnnual: 1097956,
  annualTax: 264489,
  tax: 22040.75,
  netPay: 71122.25,
  parameters: { ...MOCK_CALCULATION.parameters, bandsLost: 4 },
  brackets: [
    { from: 0, to: 40000, rate: '0', taxed: 0, tax: 0, removed: true },
    { from: 40000, to: 55000, rate: '10', taxed: 0, tax: 0, removed: true },
    { from: 55000, to: 70000, rate: '15', taxed: 0, tax: 0, removed: true },
    { from: 70000, to: 200000, rate: '20', taxed: 0, tax: 0, removed: true },
    { from: 200000, to: 400000, rate: '22.5', taxed: 400000, tax: 90000 },
    { from: 400000, to: 1200000, rate: '25', taxed: 697956, tax: 174489 },
    { from: 1200000, to: null, rate: '27.5', taxed: 0, tax: 0 },
  ],
  lines: [
    { code: 'base_salary', amount: 95000 },
    { code: 'gross_pay', amount: 95000 },
    { code: 'insured_salary', amount: 16700, params: { wage: 95000, min: 2700, max: 16700, clamped: true } },
    { code: 'employee_insurance', amount: 1837, params: { rate: '11', base: 16700 } },
    { code: 'employer_insurance', amount: 3131.25, params: { rate: '18.75', base: 16700 } },
    { code: 'taxable_monthly', amount: 93163, params: { taxableGross: 95000, employeeInsurance: 1837 } },
    { code: 'taxable_annual', amount: 1097956, params: { months: 12, exemption: 20000 } },
    { code: 'annual_tax', amount: 264489, params: { bandsLost: 4 } },
    { code: 'monthly_tax', amount: 22040.75, params: { annualTax: 264489, months: 12 } },
    { code: 'net_pay', amount: 71122.25 },
  ],
};

const STATUSES = ['draft', 'pending', 'approved', 'paid', 'cancelled'] as const;

const employees = [
  { firstName: 'Omar', lastName: 'Farouk', firstNameAr: 'عمر', lastNameAr: 'فاروق', department: 'Sales' },
  { firstName: 'Salma', lastName: 'Nabil', firstNameAr: 'سلمى', lastNameAr: 'نبيل', department: 'Finance' },
  { firstName: 'Ahmed', lastName: 'Mostafa', firstNameAr: 'أحمد', lastNameAr: 'مصطفى', department: 'Executive' },
];

/** A payroll record with the mock calculation; `overrides` change its state. */
export function makePayrollRecord(i = 0, overrides: Partial<PayrollRecord> = {}): PayrollRecord {
  const high = i % 3 === 2;
  const c = high ? MOCK_HIGH_CALCULATION : MOCK_CALCULATION;
  return {
    id: `payroll${String(i).padStart(10, '0')}`,
    employee: `employee${String(i % 3).padStart(7, '0')}`,
    period: '2026-03',
    baseSalary: c.baseSalary,
    insuredSalary: c.insuredSalary,
    insuredWage: 0,
    employeeInsurance: c.employeeInsurance,
    employerInsurance: c.employerInsurance,
    tax: c.tax,
    grossPay: c.grossPay,
    netPay: c.netPay,
    martyrsFund: 0,
    notes: '',
    created: '2026-03-28 10:00:00.000Z',
    updated: '2026-03-28 10:00:00.000Z',
    status: STATUSES[i % STATUSES.length] ?? 'draft',
    allowances: high
      ? []
      : [
          { name: 'Transport', amount: 600, taxable: true },
          { name: 'Meals', amount: 400, taxable: false },
        ],
    overtimeEntries: high
      ? []
      : [
          {
            record: 'overtime000001',
            date: '2026-03-10',
            type: 'REGULAR',
            hours: 6,
            rate: 1.5,
            amount: 623.08,
            include: true,
          },
        ],
    bonuses: high ? [] : [{ description: 'Target bonus', amount: 1000 }],
    deductions: high ? [] : [{ description: 'Salary advance', amount: 500 }],
    calculation: c,
    expand: { employee: employees[i % 3] },
    ...overrides,
  };
}

/** `n` payroll records in every status. */
export const makePayrollRecords = (n: number) => Array.from({ length: n }, (_, i) => makePayrollRecord(i));

/** The run dialog's employees: the first already processed for the period. */
export const mockRunEmployees = (locale: string): PayrollRunEmployee[] =>
  employees.map((e, i) => ({
    id: `employee${String(i).padStart(7, '0')}`,
    name: locale.startsWith('ar') ? `${e.firstNameAr} ${e.lastNameAr}` : `${e.firstName} ${e.lastName}`,
    department: e.department,
    processed: i === 0,
  }));

import type { PayrollRecordsRecord, PayrollRecordsStatus } from '@erp/schema';

/** One allowance of the month; only taxable ones enter the tax base. */
export type PayrollAllowance = { name: string; amount: number; taxable: boolean };

/** One overtime entry: `rate` is the multiplier; `record` names the overtime request it came from. */
export type PayrollOvertime = {
  record?: string;
  date: string;
  type: string;
  hours: number;
  rate: number;
  amount: number;
  include: boolean;
};

/** A bonus or a deduction. */
export type PayrollItem = { description: string; amount: number };

/** One band of the tax schedule as the engine applied it (`removed`: lost to the falling-away). */
export type PayrollBracket = {
  from: number;
  to: number | null;
  rate: string;
  taxed: number;
  tax: number;
  removed?: boolean;
};

/** One step of the calculation, with what explains it. */
export type PayrollLine = { code: string; amount: number; params?: Record<string, unknown> };

/** The server engine's answer (`POST /api/erp/payroll/calculate`, and `calculation` on a record). */
export type PayrollCalculation = {
  period: string;
  baseSalary: number;
  allowances: number;
  overtime: number;
  bonuses: number;
  deductions: number;
  grossPay: number;
  taxableGross: number;
  insuredWage: number;
  insuredSalary: number;
  employeeInsurance: number;
  employerInsurance: number;
  taxableAnnual: number;
  annualTax: number;
  tax: number;
  martyrsFund: number;
  netPay: number;
  parameters: {
    effectiveFrom: string;
    personalExemption: number;
    insurableMin: number;
    insurableMax: number;
    employeeInsuranceRate: string;
    employerInsuranceRate: string;
    martyrsFundRate: string;
    martyrsFundEnabled: boolean;
    bandsLost: number;
  };
  brackets: PayrollBracket[];
  lines: PayrollLine[];
};

/** A payroll record in the list, with its employee's names. */
export type PayrollRecord = Pick<
  PayrollRecordsRecord,
  | 'id'
  | 'employee'
  | 'period'
  | 'baseSalary'
  | 'insuredSalary'
  | 'insuredWage'
  | 'employeeInsurance'
  | 'employerInsurance'
  | 'tax'
  | 'grossPay'
  | 'netPay'
  | 'martyrsFund'
  | 'notes'
  | 'created'
  | 'updated'
> & {
  status: PayrollRecordsStatus;
  allowances: PayrollAllowance[];
  overtimeEntries: PayrollOvertime[];
  bonuses: PayrollItem[];
  deductions: PayrollItem[];
  calculation: PayrollCalculation | null;
  /** The employee's names (PocketBase's `expand`). */
  expand?: { employee?: PayrollEmployeeNames };
};

/** What names an employee in the active language. */
export type PayrollEmployeeNames = {
  firstName: string;
  lastName: string;
  firstNameAr?: string;
  lastNameAr?: string;
  department?: string;
};

/** The editable part of a draft; the server computes every figure from it. */
export type PayrollEdit = {
  baseSalary: number;
  insuredWage: number | null;
  allowances: PayrollAllowance[];
  overtimeEntries: PayrollOvertime[];
  bonuses: PayrollItem[];
  deductions: PayrollItem[];
  notes: string;
};

/** The list filters, as kept in the URL; `null` means all. */
export type PayrollFilters = { status: PayrollRecordsStatus | null; period: string | null };

/** Fields the list can be sorted by. */
export const PAYROLL_SORT_FIELDS = ['period', 'baseSalary', 'grossPay', 'tax', 'netPay', 'status'] as const;
export type PayrollSortField = (typeof PAYROLL_SORT_FIELDS)[number];

/** The status changes, each a business action (`POST /api/erp/payroll_records/{id}/{action}`). */
export const PAYROLL_ACTIONS = ['submit', 'approve', 'reject', 'pay', 'cancel'] as const;
export type PayrollAction = (typeof PAYROLL_ACTIONS)[number];

/** An employee the run dialog offers, marked when they already have a record of the chosen period. */
export type PayrollRunEmployee = { id: string; name: string; department: string; processed: boolean };

/** What the user may do on payroll: the CRUD keys plus `process:payroll` (approve, reject, pay, cancel). */
export type PayrollPermissions = { view: boolean; create: boolean; edit: boolean; delete: boolean; process: boolean };

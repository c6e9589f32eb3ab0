// Payroll: the list with the employees' names, a draft's body, the run and its employees, and the payslip.
import { PAYROLL_RECORDS_STATUS } from '@erp/schema';
import {
  moneyValue,
  PAYROLL_SORT_FIELDS,
  payrollMessages as m,
  refusalTranslator,
  type PayrollEdit,
  type PayrollFilters,
  type PayrollRecord,
  type PayrollRunEmployee,
} from '@erp/widgets';
import type PocketBase from 'pocketbase';

import { saveBlob } from '../lib/documentFiles';
import { collectionKeys, defineList, type ListParams } from '../lib/lists';
import { fetchDocumentPdf } from '../lib/printedDocument';

export const payrollKeys = collectionKeys('payroll_records');

/** The payroll refusals with their amounts in the locale's digits. */
export const payrollRefusalText = refusalTranslator({ netPay: moneyValue });

const PERIOD = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The filter: search over the employee's names and the period; status; period. */
export function payrollFilter(pb: PocketBase, { search, filters }: ListParams<PayrollFilters>): string {
  const parts: string[] = [];
  const q = search.trim();
  if (q)
    parts.push(
      pb.filter(
        '(period ~ {:q} || employee.firstName ~ {:q} || employee.lastName ~ {:q} || employee.firstNameAr ~ {:q} || employee.lastNameAr ~ {:q})',
        { q },
      ),
    );
  if (filters.status) parts.push(pb.filter('status = {:s}', { s: filters.status }));
  if (filters.period) parts.push(pb.filter('period = {:p}', { p: filters.period }));
  return parts.join(' && ');
}

/** The payroll list: latest period first, with the employees' names. */
export const payrollList = defineList<PayrollRecord, PayrollFilters, PayrollRecord>({
  collection: 'payroll_records',
  sortFields: PAYROLL_SORT_FIELDS,
  defaultSort: '-period',
  markDefaultSort: true,
  expand: 'employee',
  filters: { status: PAYROLL_RECORDS_STATUS, period: PERIOD },
  filter: payrollFilter,
  detail: (pb, id, signal) =>
    pb.collection('payroll_records').getOne<PayrollRecord>(id, { expand: 'employee', signal }),
  messages: m,
  refusalText: payrollRefusalText,
});

/** A draft's body: the entries only; the server computes every figure. */
export function payrollBody(edit: PayrollEdit) {
  return {
    baseSalary: edit.baseSalary,
    insuredWage: edit.insuredWage ?? 0,
    allowances: edit.allowances,
    overtimeEntries: edit.overtimeEntries,
    bonuses: edit.bonuses,
    deductions: edit.deductions,
    notes: edit.notes,
  };
}

/** The last twelve periods up to `today`'s month, latest first, for the period filter. */
export function recentPeriods(today: string, count = 12): string[] {
  const [y, mo] = today.split('-').map(Number);
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(y ?? 2026, (mo ?? 1) - 1 - i, 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}

/** The employees a run offers (not terminated), each marked when they have a record of `period`. */
export async function runEmployees(pb: PocketBase, period: string, locale: string): Promise<PayrollRunEmployee[]> {
  const [employees, records] = await Promise.all([
    pb.collection('employees').getFullList<{
      id: string;
      firstName: string;
      lastName: string;
      firstNameAr?: string;
      lastNameAr?: string;
      department: string;
    }>({ filter: 'status != "terminated"', sort: 'lastName,firstName', fields: 'id,firstName,lastName,firstNameAr,lastNameAr,department' }),
    pb.collection('payroll_records').getFullList<{ employee: string }>({
      filter: pb.filter('period = {:p}', { p: period }),
      fields: 'employee',
    }),
  ]);
  const done = new Set(records.map((r) => r.employee));
  return employees.map((e) => ({
    id: e.id,
    name:
      locale.startsWith('ar') && e.firstNameAr
        ? `${e.firstNameAr} ${e.lastNameAr ?? ''}`.trim()
        : `${e.firstName} ${e.lastName}`,
    department: e.department,
    processed: done.has(e.id),
  }));
}

/** Downloads a record's payslip in `locale`. */
export async function downloadPayslip(pb: PocketBase, record: PayrollRecord, locale: string): Promise<void> {
  const pdf = await fetchDocumentPdf(pb, 'payroll_records', record.id, locale, false, `payslip-${record.period}.pdf`);
  saveBlob(pdf.blob, pdf.fileName);
}

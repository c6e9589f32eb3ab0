import type { EmployeeOption, Expense } from './expenses.types';

const stamp = '2026-11-02 09:30:00.000Z';

/** The "today" of every expenses story, so the date presets never change between runs. */
export const MOCK_TODAY = '2026-11-20';

/** A pending travel expense of an employee; override any field. */
export function makeExpense(overrides: Partial<Expense> = {}): Expense {
  return {
    id: 'ex_mock00000001',
    expenseNumber: 'EXP-2026-000118',
    date: '2026-11-16 00:00:00.000Z',
    category: 'Travel',
    amount: 1850.5,
    paymentMethod: 'Cash',
    reference: 'TKT-55102',
    employee: 'em_omar00000001',
    employeeName: 'Omar Farouk',
    employeeNameAr: 'عمر فاروق',
    description: 'Train tickets to Alexandria for the port audit',
    notes: 'Return trip, second class.',
    attachments: ['ticket_scan_a1b2c3d4e5.pdf'],
    status: 'Pending',
    created: stamp,
    updated: stamp,
    ...overrides,
  };
}

const EXPENSE_SEEDS: Array<Partial<Expense>> = [
  {},
  {
    category: 'Office Supplies',
    description: 'Printer toner and paper',
    amount: 2340,
    paymentMethod: 'Corporate Card',
    reference: 'INV-99812',
    employee: '',
    employeeName: '',
    employeeNameAr: '',
    status: 'Approved',
  },
  {
    category: 'Meals & Entertainment',
    description: 'Lunch with the Delta Foods buyers',
    amount: 960.75,
    paymentMethod: 'Credit Card',
    employee: 'em_salma0000002',
    employeeName: 'Salma Nabil',
    employeeNameAr: 'سلمى نبيل',
    status: 'Reimbursed',
  },
  {
    category: 'Software',
    description: 'Accounting software subscription',
    amount: 4500,
    paymentMethod: 'Bank Transfer',
    reference: '',
    employee: '',
    employeeName: '',
    employeeNameAr: '',
    status: 'Rejected',
  },
  {
    category: 'Utilities',
    description: 'فاتورة كهرباء المخزن',
    amount: 3125.4,
    paymentMethod: 'Online Payment',
    reference: 'EEHC-2026-11',
    employee: '',
    employeeName: '',
    employeeNameAr: '',
    status: 'Pending',
  },
];

/** `count` distinct expenses for list stories, newest first. */
export function makeExpenses(count = EXPENSE_SEEDS.length): Expense[] {
  return Array.from({ length: count }, (_, i) => {
    const day = String(16 - i).padStart(2, '0');
    return makeExpense({
      id: `ex_mock${String(i + 1).padStart(8, '0')}`,
      expenseNumber: `EXP-2026-${String(118 - i).padStart(6, '0')}`,
      date: `2026-11-${day} 00:00:00.000Z`,
      ...EXPENSE_SEEDS[i % EXPENSE_SEEDS.length],
    });
  });
}

/** Employees for the expense wizard's picker. */
export const MOCK_EMPLOYEES: EmployeeOption[] = [
  { id: 'em_omar00000001', label: 'Omar Farouk' },
  { id: 'em_salma0000002', label: 'Salma Nabil' },
  { id: 'em_karim0000003', label: 'Karim Adel' },
];

/** An employee search over {@link MOCK_EMPLOYEES} after a short delay, like the server's. */
export async function mockLoadEmployees(query: string): Promise<EmployeeOption[]> {
  await new Promise((r) => setTimeout(r, 10));
  const q = query.trim().toLowerCase();
  return MOCK_EMPLOYEES.filter((o) => !q || o.label.toLowerCase().includes(q));
}

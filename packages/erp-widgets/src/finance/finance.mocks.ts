import type { Bill, BillPayment, Expense, FinanceOption, VatRateOption } from './finance.types';

const stamp = '2026-11-02 09:30:00.000Z';

/** The settings' default VAT rates (Egypt): standard 14 %, reduced 5 %, zero-rated exports. */
export const MOCK_VAT_RATES: VatRateOption[] = [
  { name: 'Standard', nameAr: 'القياسي', rate: 14 },
  { name: 'Reduced', nameAr: 'المخفض', rate: 5 },
  { name: 'Exports', nameAr: 'الصادرات', rate: 0 },
];

/** The "today" of every finance story, so overdue days and date presets never change between runs. */
export const MOCK_TODAY = '2026-11-20';

/**
 * A partly paid bill: 40 × 185.50 + 1 × 650.00 = 8,070.00, VAT 14 % = 1,129.80, total 9,199.80; 5,000.00 paid.
 * Override any field.
 */
export function makeBill(overrides: Partial<Bill> = {}): Bill {
  return {
    id: 'bl_mock00000001',
    billNumber: 'BILL-2026-000042',
    supplier: 'sp_helwan0000001',
    supplierName: 'Helwan Steel Co.',
    issueDate: '2026-10-05 00:00:00.000Z',
    dueDate: '2026-11-04 00:00:00.000Z',
    items: [
      { description: 'Galvanised steel pipe 2 in', quantity: 40, unitPrice: 185.5, total: 7420 },
      { description: 'Delivery to 10th of Ramadan City', quantity: 1, unitPrice: 650, total: 650 },
    ],
    vatRate: 14,
    subtotal: 8070,
    vat: 1129.8,
    total: 9199.8,
    amountPaid: 5000,
    remaining: 4199.8,
    status: 'PARTIALLY_PAID',
    notes: 'Delivered in two batches; second batch inspected by the warehouse.',
    attachments: ['helwan_invoice_4471_k2j4h5g6f7.pdf', 'delivery_note_p9o8i7u6y5.jpg'],
    created: stamp,
    updated: stamp,
    ...overrides,
  };
}

const BILL_SEEDS: Array<Partial<Bill>> = [
  {},
  {
    supplier: 'sp_delta00000002',
    supplierName: 'شركة الدلتا للورق',
    status: 'PENDING',
    issueDate: '2026-11-10 00:00:00.000Z',
    dueDate: '2026-12-10 00:00:00.000Z',
    subtotal: 12500,
    vat: 1750,
    total: 14250,
    amountPaid: 0,
    remaining: 14250,
  },
  {
    supplier: 'sp_canal00000003',
    supplierName: 'Canal Packaging',
    status: 'PAID',
    dueDate: '2026-10-20 00:00:00.000Z',
    subtotal: 3000,
    vat: 150,
    vatRate: 5,
    total: 3150,
    amountPaid: 3150,
    remaining: 0,
  },
  {
    supplier: 'sp_nile000000004',
    supplierName: 'Nile Office Supplies',
    status: 'PENDING',
    issueDate: '2026-09-01 00:00:00.000Z',
    dueDate: '2026-10-01 00:00:00.000Z',
    subtotal: 980,
    vat: 137.2,
    total: 1117.2,
    amountPaid: 0,
    remaining: 1117.2,
  },
  {
    supplier: 'sp_alex000000005',
    supplierName: 'Alexandria Logistics',
    status: 'CANCELLED',
    subtotal: 4400,
    vat: 616,
    total: 5016,
    amountPaid: 1000,
    remaining: 4016,
  },
];

/** `count` distinct bills for list stories, newest first. */
export function makeBills(count = BILL_SEEDS.length): Bill[] {
  return Array.from({ length: count }, (_, i) => {
    const n = String(42 - i).padStart(6, '0');
    return makeBill({
      id: `bl_mock${String(i + 1).padStart(8, '0')}`,
      billNumber: `BILL-2026-${n}`,
      ...BILL_SEEDS[i % BILL_SEEDS.length],
    });
  });
}

/** A payment on the mock bill; override any field. */
export function makeBillPayment(overrides: Partial<BillPayment> = {}): BillPayment {
  return {
    id: 'bp_mock00000001',
    bill: 'bl_mock00000001',
    amount: 3000,
    method: 'Bank Transfer',
    notes: 'First instalment',
    date: '2026-10-15 00:00:00.000Z',
    created: stamp,
    ...overrides,
  };
}

/** The two payments (3,000 + 2,000) that make the mock bill's 5,000.00 paid. */
export function makeBillPayments(): BillPayment[] {
  return [
    makeBillPayment(),
    makeBillPayment({
      id: 'bp_mock00000002',
      amount: 2000,
      method: 'Check',
      notes: '',
      date: '2026-11-01 00:00:00.000Z',
    }),
  ];
}

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

/** Suppliers for the bill filters and picker. */
export const MOCK_SUPPLIERS: FinanceOption[] = [
  { id: 'sp_helwan0000001', label: 'Helwan Steel Co.' },
  { id: 'sp_delta00000002', label: 'شركة الدلتا للورق' },
  { id: 'sp_canal00000003', label: 'Canal Packaging' },
  { id: 'sp_nile000000004', label: 'Nile Office Supplies' },
  { id: 'sp_alex000000005', label: 'Alexandria Logistics' },
];

/** Employees for the expense wizard's picker. */
export const MOCK_EMPLOYEES: FinanceOption[] = [
  { id: 'em_omar00000001', label: 'Omar Farouk' },
  { id: 'em_salma0000002', label: 'Salma Nabil' },
  { id: 'em_karim0000003', label: 'Karim Adel' },
];

/** A search over fixed options after a short delay, like the server's. */
export function mockSearch(options: readonly FinanceOption[]) {
  return async (query: string) => {
    await new Promise((r) => setTimeout(r, 10));
    const q = query.trim().toLowerCase();
    return options.filter((o) => !q || o.label.toLowerCase().includes(q));
  };
}

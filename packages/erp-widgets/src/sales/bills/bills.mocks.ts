import type { VatRateOption } from '../../shared/documents/lines';
import type { Bill, BillPayment, SupplierOption } from './bills.types';

const stamp = '2026-11-02 09:30:00.000Z';

/** The settings' default VAT rates (Egypt): standard 14 %, reduced 5 %, zero-rated exports. */
export const MOCK_VAT_RATES: VatRateOption[] = [
  { name: 'Standard', nameAr: 'القياسي', rate: 14 },
  { name: 'Reduced', nameAr: 'المخفض', rate: 5 },
  { name: 'Exports', nameAr: 'الصادرات', rate: 0 },
];

/** The "today" of every bills story, so overdue days and date presets never change between runs. */
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
    supplierNameAr: 'حلوان للصلب',
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
    lastPaymentMethod: 'Check',
    created: stamp,
    updated: stamp,
    ...overrides,
  };
}

const BILL_SEEDS: Array<Partial<Bill>> = [
  {},
  {
    supplier: 'sp_delta00000002',
    supplierName: 'Delta Paper Co.',
    supplierNameAr: 'شركة الدلتا للورق',
    lastPaymentMethod: '',
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
    supplierNameAr: 'القناة للتعبئة',
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
    supplierNameAr: '',
    lastPaymentMethod: '',
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
    supplierNameAr: 'الإسكندرية للخدمات اللوجستية',
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

/** Suppliers for the bill filter and picker, named in English (the app names them in the active language). */
export const MOCK_SUPPLIERS: SupplierOption[] = [
  { id: 'sp_helwan0000001', label: 'Helwan Steel Co.' },
  { id: 'sp_delta00000002', label: 'Delta Paper Co.' },
  { id: 'sp_canal00000003', label: 'Canal Packaging' },
  { id: 'sp_nile000000004', label: 'Nile Office Supplies' },
  { id: 'sp_alex000000005', label: 'Alexandria Logistics' },
];

/** A supplier search over {@link MOCK_SUPPLIERS} after a short delay, like the server's. */
export async function mockLoadSuppliers(query: string): Promise<SupplierOption[]> {
  await new Promise((r) => setTimeout(r, 10));
  const q = query.trim().toLowerCase();
  return MOCK_SUPPLIERS.filter((o) => !q || o.label.toLowerCase().includes(q));
}

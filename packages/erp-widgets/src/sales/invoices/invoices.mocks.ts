import { toPiastres, toPounds } from '../../shared/money';
import { makeSampleLines, MOCK_DOCUMENT_CLIENT, MOCK_STAMP, serverDay as day, withTotals } from '../sales.mocks';
import type { Invoice, InvoiceDetail, InvoicePayment, InvoicePermissions } from './invoices.types';

/** Every invoice permission granted; override any. */
export function makeInvoicePermissions(overrides: Partial<InvoicePermissions> = {}): InvoicePermissions {
  return { view: true, create: true, edit: true, delete: true, createReceipt: true, ...overrides };
}

/**
 * An invoice with two inventory lines and a custom one (3 × 33.33 + 10 × 185.50 + 1 × 1,500.00 at 14 %), Pending and
 * unpaid. Amounts are recomputed from the lines and `amountPaid`; override `items`, `vatRate` or `amountPaid` to change
 * them, and any other field.
 */
export function makeInvoice(overrides: Partial<Invoice> = {}): Invoice {
  const lines = overrides.items ?? makeSampleLines();
  const vatRate = overrides.vatRate ?? 14;
  const amounts = withTotals(lines, vatRate);
  // A paid invoice has paid its total unless told otherwise.
  const amountPaid = overrides.amountPaid ?? (overrides.status === 'Paid' ? amounts.total : 0);
  return {
    id: 'in_mock00000001',
    invoiceNumber: 'INV-2026-000123',
    ...MOCK_DOCUMENT_CLIENT,
    issueDate: day('2026-11-02'),
    dueDate: day('2026-12-02'),
    receipt: '',
    receiptNumber: '',
    status: 'Pending',
    notes: 'Deliver to gate 3. Payment by bank transfer within 30 days.',
    attachments: ['purchase-order-7781_a1b2c3d4e5.pdf'],
    lastPaymentMethod: '',
    created: MOCK_STAMP,
    updated: MOCK_STAMP,
    ...overrides,
    ...amounts,
    vatRate,
    amountPaid,
    remaining: toPounds(Math.max(0, (toPiastres(amounts.total) ?? 0) - (toPiastres(amountPaid) ?? 0))),
  };
}

/** A draft invoice not issued yet (editable, deletable). */
export function makeDraftInvoice(overrides: Partial<Invoice> = {}): Invoice {
  return makeInvoice({ id: 'in_mock00000002', invoiceNumber: 'INV-2026-000124', status: 'Draft', ...overrides });
}

/** A payment on an invoice; override any field. */
export function makePayment(overrides: Partial<InvoicePayment> = {}): InvoicePayment {
  return {
    id: 'ip_mock00000001',
    amount: 1000,
    method: 'Bank Transfer',
    notes: 'First instalment',
    date: day('2026-11-05'),
    created: MOCK_STAMP,
    recordedByName: 'Salma Nabil',
    ...overrides,
  };
}

/** What the viewer shows: the invoice and its payments. */
export function makeInvoiceDetail(invoice: Invoice = makeInvoice(), payments: InvoicePayment[] = []): InvoiceDetail {
  return { invoice, payments };
}

const SEEDS: Array<Partial<Invoice>> = [
  { status: 'Pending', dueDate: day('2026-11-01') },
  { status: 'Paid', receipt: 're_mock00000001', receiptNumber: 'REC-2026-000051', lastPaymentMethod: 'Cash' },
  { status: 'Draft', clientName: 'Cairo Steel Works', clientNameAr: 'مصانع القاهرة للصلب', client: 'cl_cairo00000002' },
  { status: 'Partially Paid', amountPaid: 1500, dueDate: day('2026-11-12'), lastPaymentMethod: 'Bank Transfer' },
  { status: 'Cancelled', clientName: 'Giza Pharma', clientNameAr: 'الجيزة للأدوية', client: 'cl_giza000000003' },
  { status: 'Pending', dueDate: day('2026-11-14'), vatRate: 5 },
  { status: 'Partially Paid', amountPaid: 2000, dueDate: day('2026-10-20'), vatRate: 0, lastPaymentMethod: 'Check' },
  { status: 'Paid', clientName: 'Red Sea Resorts', clientNameAr: 'منتجعات البحر الأحمر', lastPaymentMethod: 'Cash' },
];

/** `count` distinct invoices in every status, for list stories. */
export function makeInvoices(count = SEEDS.length): Invoice[] {
  return Array.from({ length: count }, (_, i) =>
    makeInvoice({
      id: `in_mock${String(i + 1).padStart(8, '0')}`,
      invoiceNumber: `INV-2026-${String(123 + i).padStart(6, '0')}`,
      issueDate: day(`2026-10-${String(1 + i).padStart(2, '0')}`),
      ...SEEDS[i % SEEDS.length],
    }),
  );
}

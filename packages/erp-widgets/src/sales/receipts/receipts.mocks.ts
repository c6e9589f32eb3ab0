import type { CrudPermissions } from '../../shared/list-screen/list.types';
import { toPounds, toPiastres } from '../../shared/money';
import { makeSampleLines, MOCK_DOCUMENT_CLIENT, serverDay as day, withTotals } from '../sales.mocks';
import type { Receipt, ReceiptInvoiceOption } from './receipts.types';

const stamp = '2026-11-12 10:15:00.000Z';

/** Every receipt permission granted; override any. */
export function makeReceiptPermissions(overrides: Partial<CrudPermissions> = {}): CrudPermissions {
  return { view: true, create: true, edit: true, delete: true, ...overrides };
}

/** The lines and amounts of a receipt (its VAT is `tax`). */
function withDocumentTotals(lines: Receipt['items'], vatRate: number) {
  const { vat, ...rest } = withTotals(lines, vatRate);
  return { ...rest, tax: vat };
}

/**
 * The receipt of the sample invoice INV-2026-000123 (its three lines at 14 %, 3,938.69 in all), paid by bank
 * transfer. Amounts are recomputed from the lines; override `items` or `vatRate` to change them, and any other field.
 */
export function makeReceipt(overrides: Partial<Receipt> = {}): Receipt {
  const vatRate = overrides.vatRate ?? 14;
  return {
    id: 're_mock00000051',
    receiptNumber: 'REC-2026-000051',
    ...MOCK_DOCUMENT_CLIENT,
    issueDate: day('2026-11-12'),
    paymentMethod: 'Bank Transfer',
    invoice: 'in_mock00000001',
    invoiceNumber: 'INV-2026-000123',
    notes: 'Transfer reference NBE-884213.',
    attachments: ['bank-transfer-confirmation_k1l2m3n4o5.pdf'],
    created: stamp,
    updated: stamp,
    ...overrides,
    ...withDocumentTotals(overrides.items ?? makeSampleLines(), vatRate),
    vatRate,
  };
}

/** A receipt for a cash sale without an invoice. */
export function makeCashReceipt(overrides: Partial<Receipt> = {}): Receipt {
  return makeReceipt({
    id: 're_mock00000052',
    receiptNumber: 'REC-2026-000052',
    client: 'cl_giza000000003',
    clientName: 'Giza Pharma',
    clientNameAr: 'الجيزة للأدوية',
    paymentMethod: 'Cash',
    invoice: '',
    invoiceNumber: '',
    items: [{ description: 'Counter sale: safety gloves, 40 pairs', quantity: 40, unitPrice: 37.5, total: 0 }],
    notes: '',
    attachments: [],
    ...overrides,
  });
}

const SEEDS: Array<Partial<Receipt>> = [
  {},
  { paymentMethod: 'Cash', invoice: '', invoiceNumber: '', clientName: 'Giza Pharma', clientNameAr: 'الجيزة للأدوية' },
  { paymentMethod: 'Check', invoiceNumber: 'INV-2026-000119', vatRate: 5 },
  { paymentMethod: 'Credit Card', clientName: 'Red Sea Resorts', clientNameAr: 'منتجعات البحر الأحمر' },
  { paymentMethod: 'Wire Transfer', invoiceNumber: 'INV-2026-000101', vatRate: 0 },
];

/** `count` distinct receipts, for list stories. */
export function makeReceipts(count = SEEDS.length): Receipt[] {
  return Array.from({ length: count }, (_, i) =>
    makeReceipt({
      id: `re_mock${String(51 + i).padStart(8, '0')}`,
      receiptNumber: `REC-2026-${String(51 + i).padStart(6, '0')}`,
      issueDate: day(`2026-11-${String(12 - i).padStart(2, '0')}`),
      ...SEEDS[i % SEEDS.length],
    }),
  );
}

/** An issued invoice the receipt wizard can pick; override any field. */
function invoiceOption(overrides: Partial<ReceiptInvoiceOption>): ReceiptInvoiceOption {
  const items = makeSampleLines();
  const { items: lines, total } = withTotals(items, 14);
  const amountPaid = overrides.amountPaid ?? total;
  return {
    id: 'in_mock00000001',
    invoiceNumber: 'INV-2026-000123',
    ...MOCK_DOCUMENT_CLIENT,
    status: 'Paid',
    vatRate: 14,
    total,
    receipt: '',
    receiptNumber: '',
    items: lines,
    lastPaymentMethod: 'Bank Transfer',
    ...overrides,
    amountPaid,
    remaining: toPounds(Math.max(0, (toPiastres(total) ?? 0) - (toPiastres(amountPaid) ?? 0))),
  };
}

/** Issued invoices the receipt wizard can pick: a paid one, a partially paid one, and one that has its receipt. */
export function makeReceiptInvoiceOptions(): ReceiptInvoiceOption[] {
  return [
    invoiceOption({ id: 'in_mock00000127', invoiceNumber: 'INV-2026-000127', status: 'Paid' }),
    invoiceOption({
      id: 'in_mock00000126',
      invoiceNumber: 'INV-2026-000126',
      status: 'Partially Paid',
      amountPaid: 1500,
      client: 'cl_giza000000003',
      clientName: 'Giza Pharma',
      clientNameAr: 'الجيزة للأدوية',
    }),
    invoiceOption({
      id: 'in_mock00000123',
      invoiceNumber: 'INV-2026-000123',
      status: 'Paid',
      receipt: 're_mock00000051',
      receiptNumber: 'REC-2026-000051',
    }),
  ];
}

/** Searches the mock invoices by number or client, after a short delay. */
export function makeInvoiceSearch(invoices: ReceiptInvoiceOption[] = makeReceiptInvoiceOptions(), delayMs = 50) {
  return (query: string, signal: AbortSignal) =>
    new Promise<ReceiptInvoiceOption[]>((resolve, reject) => {
      const t = setTimeout(() => {
        const q = query.trim().toLocaleLowerCase();
        resolve(
          invoices.filter((i) =>
            `${i.invoiceNumber} ${i.clientName} ${i.clientNameAr}`.toLocaleLowerCase().includes(q),
          ),
        );
      }, delayMs);
      signal.addEventListener('abort', () => {
        clearTimeout(t);
        reject(new DOMException('Aborted', 'AbortError'));
      });
    });
}

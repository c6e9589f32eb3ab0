import { computeTotals, toPounds } from '../shared/money';
import type { Receipt, ReceiptInvoiceOption, ReceiptPermissions, ReceiptSummary } from './receipt.types';
import { makeInvoice } from './sales.mocks';
import type { InvoiceLine } from './sales.types';

const stamp = '2026-11-12 10:15:00.000Z';
const day = (iso: string) => `${iso} 00:00:00.000Z`;

/** Every receipt permission granted; override any. */
export function makeReceiptPermissions(overrides: Partial<ReceiptPermissions> = {}): ReceiptPermissions {
  return { view: true, create: true, edit: true, delete: true, ...overrides };
}

function withTotals(lines: InvoiceLine[], vatRate: number) {
  const totals = computeTotals(lines, vatRate);
  return {
    items: lines.map((l, i) => ({ ...l, total: toPounds(totals.lines[i] ?? 0) })),
    subtotal: toPounds(totals.subtotal),
    tax: toPounds(totals.vat),
    total: toPounds(totals.total),
  };
}

/**
 * The receipt of the mock invoice INV-2026-000123 (its three lines at 14 %, 3,938.69 in all), paid by bank
 * transfer. Amounts are recomputed from the lines; override `items` or `vatRate` to change them, and any other field.
 */
export function makeReceipt(overrides: Partial<Receipt> = {}): Receipt {
  const invoice = makeInvoice();
  const vatRate = overrides.vatRate ?? invoice.vatRate;
  return {
    id: 're_mock00000051',
    receiptNumber: 'REC-2026-000051',
    client: invoice.client,
    clientName: invoice.clientName,
    clientNameAr: invoice.clientNameAr,
    issueDate: day('2026-11-12'),
    paymentMethod: 'Bank Transfer',
    invoice: invoice.id,
    invoiceNumber: invoice.invoiceNumber,
    notes: 'Transfer reference NBE-884213.',
    attachments: [{ name: 'bank-transfer-confirmation.pdf', size: 96_512 }],
    created: stamp,
    updated: stamp,
    ...overrides,
    ...withTotals(overrides.items ?? invoice.items, vatRate),
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

const SUMMARY_SEEDS: Array<Partial<Receipt>> = [
  {},
  { paymentMethod: 'Cash', invoice: '', invoiceNumber: '', clientName: 'Giza Pharma', clientNameAr: 'الجيزة للأدوية' },
  { paymentMethod: 'Check', invoiceNumber: 'INV-2026-000119', vatRate: 5 },
  { paymentMethod: 'Credit Card', clientName: 'Red Sea Resorts', clientNameAr: 'منتجعات البحر الأحمر' },
  { paymentMethod: 'Wire Transfer', invoiceNumber: 'INV-2026-000101', vatRate: 0 },
];

/** `count` distinct receipts for list stories (the list shows no lines). */
export function makeReceiptSummaries(count = SUMMARY_SEEDS.length): ReceiptSummary[] {
  return Array.from({ length: count }, (_, i) => {
    const seed = SUMMARY_SEEDS[i % SUMMARY_SEEDS.length] ?? {};
    const {
      items: _items,
      notes: _notes,
      attachments: _attachments,
      ...summary
    } = makeReceipt({
      id: `re_mock${String(51 + i).padStart(8, '0')}`,
      receiptNumber: `REC-2026-${String(51 + i).padStart(6, '0')}`,
      issueDate: day(`2026-11-${String(12 - i).padStart(2, '0')}`),
      ...seed,
    });
    return summary;
  });
}

/** Issued invoices the receipt wizard can pick: a paid one, a partially paid one, and one that has its receipt. */
export function makeReceiptInvoiceOptions(): ReceiptInvoiceOption[] {
  const option = (overrides: Parameters<typeof makeInvoice>[0]): ReceiptInvoiceOption => {
    const {
      dueDate: _d,
      issueDate: _i,
      notes: _n,
      attachments: _a,
      created: _c,
      updated: _u,
      ...rest
    } = makeInvoice(overrides);
    return { ...rest, lastPaymentMethod: 'Bank Transfer' };
  };
  return [
    option({ id: 'in_mock00000127', invoiceNumber: 'INV-2026-000127', status: 'Paid' }),
    option({
      id: 'in_mock00000126',
      invoiceNumber: 'INV-2026-000126',
      status: 'Partially Paid',
      amountPaid: 1500,
      client: 'cl_giza000000003',
      clientName: 'Giza Pharma',
      clientNameAr: 'الجيزة للأدوية',
    }),
    option({
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
            `${i.invoiceNumber} ${i.clientName} ${i.clientNameAr ?? ''}`.toLocaleLowerCase().includes(q),
          ),
        );
      }, delayMs);
      signal.addEventListener('abort', () => {
        clearTimeout(t);
        reject(new DOMException('Aborted', 'AbortError'));
      });
    });
}

import { computeTotals, toPounds } from '../shared/money';
import type { Quotation, QuotationPermissions, QuotationSummary } from './quotation.types';
import { lineFromItem, makeInventoryItems } from './sales.mocks';
import type { InvoiceLine } from './sales.types';

const stamp = '2026-11-02 09:30:00.000Z';
const day = (iso: string) => `${iso} 00:00:00.000Z`;

/** Every quotation permission granted; override any. */
export function makeQuotationPermissions(overrides: Partial<QuotationPermissions> = {}): QuotationPermissions {
  return { view: true, create: true, edit: true, delete: true, generateInvoice: true, ...overrides };
}

/** Lines with their totals filled in, and the amounts they add up to (computed as the server does). */
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
 * A draft quotation with an inventory line and a custom one (20 × 185.50 + 1 × 2,400.00 at 14 %), valid until
 * 2 December 2026. Amounts are recomputed from the lines; override `items` or `vatRate` to change them, and any other
 * field.
 */
export function makeQuotation(overrides: Partial<Quotation> = {}): Quotation {
  const [, , cement] = makeInventoryItems();
  const lines = overrides.items ?? [
    lineFromItem(cement!, 20),
    { description: 'Site survey and technical drawings', quantity: 1, unitPrice: 2400, total: 0 },
  ];
  const vatRate = overrides.vatRate ?? 14;
  return {
    id: 'qu_mock00000001',
    quotationNumber: 'QUO-2026-000041',
    client: 'cl_cairo00000002',
    clientName: 'Cairo Steel Works',
    clientNameAr: 'مصانع القاهرة للصلب',
    issueDate: day('2026-11-02'),
    validUntil: day('2026-12-02'),
    status: 'DRAFT',
    invoice: '',
    invoiceNumber: '',
    notes: 'Prices include delivery to the 10th of Ramadan site. Payment 50% on order.',
    attachments: [{ name: 'technical-specification.pdf', size: 245_760 }],
    created: stamp,
    updated: stamp,
    ...overrides,
    ...withTotals(lines, vatRate),
    vatRate,
  };
}

/** An accepted quotation that already generated its invoice. */
export function makeInvoicedQuotation(overrides: Partial<Quotation> = {}): Quotation {
  return makeQuotation({
    id: 'qu_mock00000003',
    quotationNumber: 'QUO-2026-000043',
    status: 'ACCEPTED',
    invoice: 'in_mock00000130',
    invoiceNumber: 'INV-2026-000130',
    ...overrides,
  });
}

const SUMMARY_SEEDS: Array<Partial<Quotation>> = [
  { status: 'DRAFT' },
  { status: 'SENT', validUntil: day('2026-11-15') },
  { status: 'ACCEPTED', clientName: 'Giza Pharma', clientNameAr: 'الجيزة للأدوية', client: 'cl_giza000000003' },
  { status: 'ACCEPTED', invoice: 'in_mock00000130', invoiceNumber: 'INV-2026-000130' },
  { status: 'REJECTED', vatRate: 5 },
  { status: 'EXPIRED', validUntil: day('2026-10-31') },
  { status: 'SENT', clientName: 'Red Sea Resorts', clientNameAr: 'منتجعات البحر الأحمر', client: 'cl_redsea0000004' },
];

/** `count` distinct quotations in every status for list stories (the list shows no lines). */
export function makeQuotationSummaries(count = SUMMARY_SEEDS.length): QuotationSummary[] {
  return Array.from({ length: count }, (_, i) => {
    const seed = SUMMARY_SEEDS[i % SUMMARY_SEEDS.length] ?? {};
    const {
      items: _items,
      notes: _notes,
      attachments: _attachments,
      ...summary
    } = makeQuotation({
      id: `qu_mock${String(i + 1).padStart(8, '0')}`,
      quotationNumber: `QUO-2026-${String(41 + i).padStart(6, '0')}`,
      issueDate: day(`2026-10-${String(10 + i).padStart(2, '0')}`),
      ...seed,
    });
    return summary;
  });
}

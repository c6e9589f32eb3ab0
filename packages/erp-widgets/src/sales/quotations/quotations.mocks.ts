import { lineFromItem, makeInventoryItems, MOCK_STAMP as stamp, serverDay as day, withTotals } from '../sales.mocks';
import type { Quotation, QuotationPermissions } from './quotations.types';

/** Every quotation permission granted; override any. */
export function makeQuotationPermissions(overrides: Partial<QuotationPermissions> = {}): QuotationPermissions {
  return { view: true, create: true, edit: true, delete: true, generateInvoice: true, ...overrides };
}

/** The lines and amounts of a quotation (its VAT is `tax`). */
function withDocumentTotals(lines: Quotation['items'], vatRate: number) {
  const { vat, ...rest } = withTotals(lines, vatRate);
  return { ...rest, tax: vat };
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
    attachments: ['technical-specification_f6g7h8i9j0.pdf'],
    created: stamp,
    updated: stamp,
    ...overrides,
    ...withDocumentTotals(lines, vatRate),
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

/** `count` distinct quotations in every status, for list stories. */
export function makeQuotations(count = SUMMARY_SEEDS.length): Quotation[] {
  return Array.from({ length: count }, (_, i) =>
    makeQuotation({
      id: `qu_mock${String(i + 1).padStart(8, '0')}`,
      quotationNumber: `QUO-2026-${String(41 + i).padStart(6, '0')}`,
      issueDate: day(`2026-10-${String(10 + i).padStart(2, '0')}`),
      ...SUMMARY_SEEDS[i % SUMMARY_SEEDS.length],
    }),
  );
}

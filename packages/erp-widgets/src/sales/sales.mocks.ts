import { computeTotals, toPiastres, toPounds } from '../shared/money';
import type {
  InventoryItemOption,
  Invoice,
  InvoiceClientOption,
  InvoiceLine,
  InvoicePayment,
  InvoicePermissions,
  InvoiceSummary,
  VatRate,
} from './sales.types';

/** The "today" of every sales story and test, so due dates and overdue markers never move (a Thursday). */
export const MOCK_TODAY = '2026-11-12';

const stamp = '2026-11-02 09:30:00.000Z';
const day = (iso: string) => `${iso} 00:00:00.000Z`;

/** The VAT rates of the default settings (Standard 14 %, Reduced 5 %, Exports 0 %). */
export function makeVatRates(): VatRate[] {
  return [
    { name: 'Standard', nameAr: 'القياسي', rate: 14, description: 'Standard VAT rate in Egypt' },
    { name: 'Reduced', nameAr: 'المخفض', rate: 5, description: 'Reduced rate for selected goods and services' },
    { name: 'Exports', nameAr: 'الصادرات', rate: 0, description: 'Zero-rated exports' },
  ];
}

/** Every invoice permission granted; override any. */
export function makeInvoicePermissions(overrides: Partial<InvoicePermissions> = {}): InvoicePermissions {
  return {
    view: true,
    create: true,
    edit: true,
    delete: true,
    issue: true,
    pay: true,
    cancel: true,
    createReceipt: true,
    ...overrides,
  };
}

/** Clients the wizard can bill. */
export function makeInvoiceClients(): InvoiceClientOption[] {
  return [
    { id: 'cl_nile000000001', name: 'Nile Delta Trading', nameAr: 'دلتا النيل للتجارة' },
    { id: 'cl_cairo00000002', name: 'Cairo Steel Works', nameAr: 'مصانع القاهرة للصلب' },
    { id: 'cl_giza000000003', name: 'Giza Pharma', nameAr: 'الجيزة للأدوية' },
    { id: 'cl_redsea0000004', name: 'Red Sea Resorts', nameAr: 'منتجعات البحر الأحمر' },
  ];
}

/** An inventory item in one warehouse; override any field. */
export function makeInventoryItem(overrides: Partial<InventoryItemOption> = {}): InventoryItemOption {
  return {
    id: 'it_steelpipe0001',
    name: 'Steel pipe 2 in',
    sku: 'NILE-STEEL-PIPE-0007',
    warehouse: 'wh_cairo0000001',
    warehouseName: 'Cairo Main Warehouse',
    supplier: 'sp_ezz000000001',
    supplierName: 'Ezz Steel',
    available: 120,
    unitPrice: 33.33,
    ...overrides,
  };
}

/** A small stock list: the same pipe in two warehouses, cement, cable with little stock, and an item with none. */
export function makeInventoryItems(): InventoryItemOption[] {
  return [
    makeInventoryItem(),
    makeInventoryItem({
      id: 'it_steelpipe0002',
      warehouse: 'wh_alex00000002',
      warehouseName: 'Alexandria Port Warehouse',
      available: 40,
    }),
    makeInventoryItem({
      id: 'it_cement0000003',
      name: 'Portland cement 50 kg',
      sku: 'NILE-PORTLAND-CEMENT-0012',
      supplier: 'sp_suez00000002',
      supplierName: 'Suez Cement',
      available: 800,
      unitPrice: 185.5,
    }),
    makeInventoryItem({
      id: 'it_cable00000004',
      name: 'Copper cable 16 mm',
      sku: 'NILE-COPPER-CABLE-0021',
      supplier: '',
      supplierName: '',
      available: 5,
      unitPrice: 412.75,
    }),
    makeInventoryItem({
      id: 'it_valve00000005',
      name: 'Gate valve 4 in',
      sku: 'NILE-GATE-VALVE-0030',
      available: 0,
      unitPrice: 950,
    }),
  ];
}

/** Searches the mock stock like the server would ("contains" on name and SKU), after a short delay. */
export function makeInventorySearch(items: InventoryItemOption[] = makeInventoryItems(), delayMs = 50) {
  return (query: string, signal: AbortSignal) =>
    new Promise<InventoryItemOption[]>((resolve, reject) => {
      const t = setTimeout(() => {
        const q = query.trim().toLocaleLowerCase();
        resolve(items.filter((i) => `${i.name} ${i.sku}`.toLocaleLowerCase().includes(q)));
      }, delayMs);
      signal.addEventListener('abort', () => {
        clearTimeout(t);
        reject(new DOMException('Aborted', 'AbortError'));
      });
    });
}

/** Searches the mock clients by either name, after a short delay. */
export function makeClientSearch(clients: InvoiceClientOption[] = makeInvoiceClients(), delayMs = 50) {
  return (query: string, signal: AbortSignal) =>
    new Promise<InvoiceClientOption[]>((resolve, reject) => {
      const t = setTimeout(() => {
        const q = query.trim().toLocaleLowerCase();
        resolve(clients.filter((c) => `${c.name} ${c.nameAr ?? ''}`.toLocaleLowerCase().includes(q)));
      }, delayMs);
      signal.addEventListener('abort', () => {
        clearTimeout(t);
        reject(new DOMException('Aborted', 'AbortError'));
      });
    });
}

/** An inventory line from an item. */
export function lineFromItem(item: InventoryItemOption, quantity: number): InvoiceLine {
  return {
    item: item.id,
    warehouse: item.warehouse,
    supplier: item.supplier,
    description: item.name,
    quantity,
    unitPrice: item.unitPrice,
    total: 0,
    warehouseName: item.warehouseName,
    supplierName: item.supplierName,
    stock: item.available,
  };
}

/** Lines with their totals filled in, and the invoice amounts they add up to (computed as the server does). */
function withTotals(lines: InvoiceLine[], vatRate: number) {
  const totals = computeTotals(lines, vatRate);
  return {
    items: lines.map((l, i) => ({ ...l, total: toPounds(totals.lines[i] ?? 0) })),
    subtotal: toPounds(totals.subtotal),
    vat: toPounds(totals.vat),
    total: toPounds(totals.total),
  };
}

/**
 * An invoice with two inventory lines and a custom one (3 × 33.33 + 10 × 185.50 + 1 × 1,500.00 at 14 %), Pending and
 * unpaid. Amounts are recomputed from the lines and `amountPaid`; override `items`, `vatRate` or `amountPaid` to change
 * them, and any other field.
 */
export function makeInvoice(overrides: Partial<Invoice> = {}): Invoice {
  const [pipe, , cement] = makeInventoryItems();
  const lines = overrides.items ?? [
    lineFromItem(pipe!, 3),
    lineFromItem(cement!, 10),
    { description: 'Delivery and unloading, New Cairo site', quantity: 1, unitPrice: 1500, total: 0 },
  ];
  const vatRate = overrides.vatRate ?? 14;
  const amounts = withTotals(lines, vatRate);
  // A paid invoice has paid its total unless told otherwise.
  const amountPaid = overrides.amountPaid ?? (overrides.status === 'Paid' ? amounts.total : 0);
  return {
    id: 'in_mock00000001',
    invoiceNumber: 'INV-2026-000123',
    client: 'cl_nile000000001',
    clientName: 'Nile Delta Trading',
    clientNameAr: 'دلتا النيل للتجارة',
    issueDate: day('2026-11-02'),
    dueDate: day('2026-12-02'),
    receipt: '',
    receiptNumber: '',
    status: 'Pending',
    notes: 'Deliver to gate 3. Payment by bank transfer within 30 days.',
    attachments: [{ name: 'purchase-order-7781.pdf', size: 182_400 }],
    created: stamp,
    updated: stamp,
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
    created: stamp,
    recordedByName: 'Salma Nabil',
    ...overrides,
  };
}

const SUMMARY_SEEDS: Array<Partial<Invoice>> = [
  { status: 'Pending', dueDate: day('2026-11-01') },
  { status: 'Paid', receipt: 're_mock00000001', receiptNumber: 'REC-2026-000051' },
  { status: 'Draft', clientName: 'Cairo Steel Works', clientNameAr: 'مصانع القاهرة للصلب', client: 'cl_cairo00000002' },
  { status: 'Partially Paid', amountPaid: 1500, dueDate: day('2026-11-12') },
  { status: 'Cancelled', clientName: 'Giza Pharma', clientNameAr: 'الجيزة للأدوية', client: 'cl_giza000000003' },
  { status: 'Pending', dueDate: day('2026-11-14'), vatRate: 5 },
  { status: 'Partially Paid', amountPaid: 2000, dueDate: day('2026-10-20'), vatRate: 0 },
  { status: 'Paid', clientName: 'Red Sea Resorts', clientNameAr: 'منتجعات البحر الأحمر' },
];

/** `count` distinct invoices in every status for list stories (the list shows no lines). */
export function makeInvoiceSummaries(count = SUMMARY_SEEDS.length): InvoiceSummary[] {
  return Array.from({ length: count }, (_, i) => {
    const seed = SUMMARY_SEEDS[i % SUMMARY_SEEDS.length] ?? {};
    const n = String(123 + i).padStart(6, '0');
    const {
      items: _items,
      notes: _notes,
      attachments: _attachments,
      ...summary
    } = makeInvoice({
      id: `in_mock${String(i + 1).padStart(8, '0')}`,
      invoiceNumber: `INV-2026-${n}`,
      issueDate: day(`2026-10-${String(1 + i).padStart(2, '0')}`),
      ...seed,
    });
    return summary;
  });
}

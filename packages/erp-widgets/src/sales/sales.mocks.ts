import type { DocumentLine, InventoryItemOption, VatRateOption } from '../shared/documents/lines';
import { computeTotals, toPounds } from '../shared/money';
import type { SalesClientOption } from './sales.types';

/** The "today" of every sales story and test, so due dates and overdue markers never move (a Thursday). */
export const MOCK_TODAY = '2026-11-12';

/** The creation time of every mock record. */
export const MOCK_STAMP = '2026-11-02 09:30:00.000Z';

/** A calendar day as the server stores it. */
export const serverDay = (iso: string) => `${iso} 00:00:00.000Z`;

/** The VAT rates of the default settings (Standard 14 %, Reduced 5 %, Exports 0 %). */
export function makeVatRates(): VatRateOption[] {
  return [
    { name: 'Standard', nameAr: 'القياسي', rate: 14, description: 'Standard VAT rate in Egypt' },
    { name: 'Reduced', nameAr: 'المخفض', rate: 5, description: 'Reduced rate for selected goods and services' },
    { name: 'Exports', nameAr: 'الصادرات', rate: 0, description: 'Zero-rated exports' },
  ];
}

/** The client of the sample documents (and of the invoice a sample receipt is for), as a document carries it. */
export const MOCK_DOCUMENT_CLIENT = {
  client: 'cl_nile000000001',
  clientName: 'Nile Delta Trading',
  clientNameAr: 'دلتا النيل للتجارة',
};

/** Clients a sales document wizard can choose. */
export function makeSalesClients(): SalesClientOption[] {
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
export function makeClientSearch(clients: SalesClientOption[] = makeSalesClients(), delayMs = 50) {
  return (query: string, signal: AbortSignal) =>
    new Promise<SalesClientOption[]>((resolve, reject) => {
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
export function lineFromItem(item: InventoryItemOption, quantity: number): DocumentLine {
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

/** Lines with their totals filled in, and the amounts they add up to (computed as the server does). */
export function withTotals(lines: DocumentLine[], vatRate: number) {
  const totals = computeTotals(lines, vatRate);
  return {
    items: lines.map((l, i) => ({ ...l, total: toPounds(totals.lines[i] ?? 0) })),
    subtotal: toPounds(totals.subtotal),
    vat: toPounds(totals.vat),
    total: toPounds(totals.total),
  };
}

/** The lines of the sample document: two inventory lines and a custom one (3 × 33.33 + 10 × 185.50 + 1 × 1,500.00). */
export function makeSampleLines(): DocumentLine[] {
  const [pipe, , cement] = makeInventoryItems();
  return [
    lineFromItem(pipe!, 3),
    lineFromItem(cement!, 10),
    { description: 'Delivery and unloading, New Cairo site', quantity: 1, unitPrice: 1500, total: 0 },
  ];
}

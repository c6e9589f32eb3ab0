import type {
  PurchaseItemOption,
  PurchaseRequest,
  PurchaseRequestDetail,
  PurchaseRequestLineView,
} from './purchaseRequests.types';
import type { WarehouseOption } from '../stock.types';

const stamp = '2026-11-10 08:45:00.000Z';

/** The "today" of every purchase-request story. */
export const MOCK_TODAY = '2026-11-20';

const WAREHOUSE_NAMES = {
  wh_cairo000000001: { name: 'Cairo Main Warehouse', nameAr: 'مخزن القاهرة الرئيسي' },
  wh_alex0000000001: { name: 'Alexandria Warehouse', nameAr: 'مخزن الإسكندرية' },
} as const;

/** Cairo with room; Alexandria almost full (99.5 %). */
export function mockPurchaseWarehouses(locale: string): WarehouseOption[] {
  const ar = locale.startsWith('ar');
  return [
    { id: 'wh_cairo000000001', capacity: 5000, occupancy: 3120 },
    { id: 'wh_alex0000000001', capacity: 2000, occupancy: 1990 },
  ].map((w) => {
    const names = WAREHOUSE_NAMES[w.id as keyof typeof WAREHOUSE_NAMES];
    return { ...w, name: ar ? names.nameAr : names.name };
  });
}

/** Items to order: one below its minimum, one near its maximum, one in the almost-full warehouse. */
export function mockPurchaseItems(locale: string): PurchaseItemOption[] {
  const ar = locale.startsWith('ar');
  return [
    {
      id: 'it_cable0000000001',
      name: 'Copper Cable 4 mm',
      sku: 'COP-0002',
      warehouse: 'wh_cairo000000001',
      warehouseName: ar ? 'مخزن القاهرة الرئيسي' : 'Cairo Main Warehouse',
      quantity: 12,
      minQuantity: 40,
      maxQuantity: 300,
      unitPrice: 18.75,
    },
    {
      id: 'it_pipe00000000001',
      name: 'Steel Pipe 2 inch',
      sku: 'STE-0001',
      warehouse: 'wh_cairo000000001',
      warehouseName: ar ? 'مخزن القاهرة الرئيسي' : 'Cairo Main Warehouse',
      quantity: 180,
      minQuantity: 20,
      maxQuantity: 200,
      unitPrice: 145,
    },
    {
      id: 'it_paint0000000001',
      name: 'White Paint 20 L',
      sku: 'PAI-0003',
      warehouse: 'wh_alex0000000001',
      warehouseName: ar ? 'مخزن الإسكندرية' : 'Alexandria Warehouse',
      quantity: 60,
      minQuantity: 10,
      maxQuantity: 100,
      unitPrice: 420,
    },
  ];
}

/** A search over the mock items by name or SKU. */
export function mockSearchPurchaseItems(locale: string) {
  return async (query: string): Promise<PurchaseItemOption[]> => {
    const q = query.trim().toLowerCase();
    return mockPurchaseItems(locale).filter(
      (i) => !q || i.name.toLowerCase().includes(q) || i.sku.toLowerCase().includes(q),
    );
  };
}

const line = (overrides: Partial<PurchaseRequestLineView> = {}): PurchaseRequestLineView => ({
  item: 'it_cable0000000001',
  currentStock: 12,
  minLevel: 40,
  maxLevel: 300,
  quantity: 150,
  unitPrice: 18.75,
  total: 2812.5,
  itemName: 'Copper Cable 4 mm',
  sku: 'COP-0002',
  ...overrides,
});

/** A draft request for the Cairo warehouse with two lines; override any field. */
export function makePurchaseRequest(overrides: Partial<PurchaseRequestDetail> = {}): PurchaseRequestDetail {
  const lines = overrides.lines ?? [
    line(),
    line({
      item: 'it_pipe00000000001',
      currentStock: 180,
      minLevel: 20,
      maxLevel: 200,
      quantity: 10,
      unitPrice: 145,
      total: 1450,
      itemName: 'Steel Pipe 2 inch',
      sku: 'STE-0001',
    }),
  ];
  return {
    id: 'pr_mock0000000001',
    number: 'PR-2026-000014',
    date: '2026-11-17 00:00:00.000Z',
    priority: 'high',
    notes: 'Cable is below its minimum after the Nasr City job.\nالكابل أقل من الحد الأدنى بعد مشروع مدينة نصر.',
    warehouse: 'wh_cairo000000001',
    status: 'draft',
    total: lines.reduce((s, l) => s + l.total, 0),
    requestedBy: 'us_karim000000001',
    created: stamp,
    updated: stamp,
    expand: { warehouse: WAREHOUSE_NAMES.wh_cairo000000001 },
    ...overrides,
    items: lines.map(({ itemName: _n, sku: _s, ...l }) => l),
    lines,
  };
}

const STATUSES = ['draft', 'pending', 'approved', 'rejected', 'awaiting_delivery', 'received', 'fulfilled'] as const;
const PRIORITIES = ['urgent', 'high', 'medium', 'low'] as const;

/** `count` requests cycling through every status and priority. */
export function makePurchaseRequests(count: number): PurchaseRequest[] {
  return Array.from({ length: count }, (_, i) =>
    makePurchaseRequest({
      id: `pr_mock${String(i + 1).padStart(10, '0')}`,
      number: `PR-2026-${String(14 - i).padStart(6, '0')}`,
      date: `2026-11-${String(17 - i).padStart(2, '0')} 00:00:00.000Z`,
      status: STATUSES[i % STATUSES.length],
      priority: PRIORITIES[i % PRIORITIES.length],
    }),
  );
}

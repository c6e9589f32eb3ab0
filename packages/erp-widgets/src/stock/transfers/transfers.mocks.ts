import type { StockItemOption, Transfer, TransferDetail, TransferLineView, WarehouseNames } from './transfers.types';
import type { WarehouseOption } from '../stock.types';

const stamp = '2026-11-12 10:15:00.000Z';

/** The "today" of every transfer story. */
export const MOCK_TODAY = '2026-11-20';

const NAMES: Record<string, WarehouseNames> = {
  wh_cairo000000001: { name: 'Cairo Main Warehouse', nameAr: 'مخزن القاهرة الرئيسي' },
  wh_alex0000000001: { name: 'Alexandria Warehouse', nameAr: 'مخزن الإسكندرية' },
  wh_ramadan0000001: { name: '10th of Ramadan Depot', nameAr: 'مستودع العاشر من رمضان' },
};

/** Three warehouses: Cairo with room, Alexandria almost full, 10th of Ramadan with plenty. */
export function mockWarehouses(locale: string): WarehouseOption[] {
  const ar = locale.startsWith('ar');
  return [
    { id: 'wh_cairo000000001', capacity: 5000, occupancy: 3120 },
    { id: 'wh_alex0000000001', capacity: 2000, occupancy: 1990 },
    { id: 'wh_ramadan0000001', capacity: 8000, occupancy: 2400 },
  ].map((w) => ({ ...w, name: (ar ? NAMES[w.id]!.nameAr : NAMES[w.id]!.name) ?? '' }));
}

/** Items of the Cairo warehouse (and one of Alexandria), with stock and minimums. */
export function mockItems(locale: string): StockItemOption[] {
  const ar = locale.startsWith('ar');
  return [
    {
      id: 'it_pipe00000000001',
      name: 'Steel Pipe 2 inch',
      sku: 'STE-0001',
      warehouse: 'wh_cairo000000001',
      quantity: 120,
      minQuantity: 20,
      supplier: 'su_nile000000001',
      supplierName: ar ? 'شركة النيل للتجارة' : 'Nile Trading Co.',
    },
    {
      id: 'it_cable0000000001',
      name: 'Copper Cable 4 mm',
      sku: 'COP-0002',
      warehouse: 'wh_cairo000000001',
      quantity: 45,
      minQuantity: 40,
      supplier: 'su_delta00000001',
      supplierName: ar ? 'الدلتا للكابلات' : 'Delta Cables',
    },
    {
      id: 'it_paint0000000001',
      name: 'White Paint 20 L',
      sku: 'PAI-0003',
      warehouse: 'wh_alex0000000001',
      quantity: 60,
      minQuantity: 10,
      supplier: '',
      supplierName: '',
    },
  ];
}

/** A search over the mock items of one warehouse, by name or SKU. */
export function mockSearchItems(locale: string) {
  return async (query: string, warehouse: string): Promise<StockItemOption[]> => {
    const q = query.trim().toLowerCase();
    return mockItems(locale).filter(
      (i) => i.warehouse === warehouse && (!q || i.name.toLowerCase().includes(q) || i.sku.toLowerCase().includes(q)),
    );
  };
}

const line = (overrides: Partial<TransferLineView> = {}): TransferLineView => ({
  item: 'it_pipe00000000001',
  supplier: 'su_nile000000001',
  quantity: 30,
  itemName: 'Steel Pipe 2 inch',
  sku: 'STE-0001',
  supplierNames: { name: 'Nile Trading Co.', nameAr: 'شركة النيل للتجارة' },
  available: 120,
  minQuantity: 20,
  itemWarehouse: 'wh_cairo000000001',
  ...overrides,
});

/** A draft transfer from Cairo to 10th of Ramadan with two lines; override any field. */
export function makeTransfer(overrides: Partial<TransferDetail> = {}): TransferDetail {
  const lines = overrides.lines ?? [
    line(),
    line({
      item: 'it_cable0000000001',
      supplier: 'su_delta00000001',
      quantity: 5,
      itemName: 'Copper Cable 4 mm',
      sku: 'COP-0002',
      supplierNames: { name: 'Delta Cables', nameAr: 'الدلتا للكابلات' },
      available: 45,
      minQuantity: 40,
    }),
  ];
  return {
    id: 'tr_mock0000000001',
    transferNumber: 'TRF-2026-000041',
    date: '2026-11-18 00:00:00.000Z',
    fromWarehouse: 'wh_cairo000000001',
    toWarehouse: 'wh_ramadan0000001',
    status: 'draft',
    notes: 'Restock the 10th of Ramadan site before the Monday shift.\nتزويد موقع العاشر من رمضان قبل وردية الاثنين.',
    requestedBy: 'us_karim000000001',
    created: stamp,
    updated: stamp,
    expand: { fromWarehouse: NAMES.wh_cairo000000001, toWarehouse: NAMES.wh_ramadan0000001 },
    ...overrides,
    items: lines.map(({ item, supplier, quantity }) => ({ item, supplier, quantity })),
    lines,
  };
}

const STATUSES = ['draft', 'pending', 'approved', 'rejected', 'completed'] as const;

/** `count` transfers cycling through every status and route. */
export function makeTransfers(count: number): Transfer[] {
  const ids = Object.keys(NAMES);
  return Array.from({ length: count }, (_, i) => {
    const from = ids[i % 3]!;
    const to = ids[(i + 1) % 3]!;
    return makeTransfer({
      id: `tr_mock${String(i + 1).padStart(10, '0')}`,
      transferNumber: `TRF-2026-${String(41 - i).padStart(6, '0')}`,
      date: `2026-11-${String(18 - i).padStart(2, '0')} 00:00:00.000Z`,
      status: STATUSES[i % STATUSES.length],
      fromWarehouse: from,
      toWarehouse: to,
      expand: { fromWarehouse: NAMES[from], toWarehouse: NAMES[to] },
    });
  });
}

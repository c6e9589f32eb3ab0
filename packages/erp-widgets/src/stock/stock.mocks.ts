import type { InventoryItem } from './inventory/inventory.types';
import type { StockOverview } from './overview/overview.types';
import type { StockMovement } from './stock.types';
import type { Supplier } from './suppliers/suppliers.types';
import type { Warehouse } from './warehouses/warehouses.types';

const stamp = '2026-11-02 09:30:00.000Z';

/** A warehouse with realistic Egyptian data; override any field. */
export function makeWarehouse(overrides: Partial<Warehouse> = {}): Warehouse {
  return {
    id: 'wh_cairo00000001',
    name: 'Cairo Main Warehouse',
    nameAr: 'مخزن القاهرة الرئيسي',
    location: 'Cairo',
    capacity: 5000,
    currentOccupancy: 3400,
    isActive: true,
    email: 'warehouse1@niletrading.com.eg',
    phone: '+20 2 2100 4400',
    address: '12 El-Nasr Road, Nasr City, Cairo',
    notes: '',
    created: stamp,
    updated: stamp,
    ...overrides,
  };
}

/** Four warehouses: normal, nearly full, half empty, empty. */
export const WAREHOUSES: readonly Warehouse[] = [
  makeWarehouse(),
  makeWarehouse({
    id: 'wh_alex00000001',
    name: 'Alexandria Warehouse',
    nameAr: 'مخزن الإسكندرية',
    location: 'Alexandria',
    capacity: 2600,
    currentOccupancy: 2470,
    address: 'Km 21 Cairo-Alexandria Desert Road',
  }),
  makeWarehouse({
    id: 'wh_ramadan00001',
    name: '10th of Ramadan Warehouse',
    nameAr: 'مخزن العاشر من رمضان',
    location: '10th of Ramadan City',
    capacity: 3000,
    currentOccupancy: 1230,
    address: 'Industrial Zone A3',
  }),
  makeWarehouse({
    id: 'wh_portsaid0001',
    name: 'Port Said Depot',
    nameAr: 'مستودع بورسعيد',
    location: 'Port Said',
    capacity: 5000,
    currentOccupancy: 0,
    address: 'Free Zone, Port Said',
  }),
];

/** An inventory item; override any field. */
export function makeItem(overrides: Partial<InventoryItem> = {}): InventoryItem {
  return {
    id: 'it_steelpipe001',
    name: 'Steel Pipe 2 inch',
    sku: 'NILE-STEEL-PIPE-0007',
    category: 'Steel',
    warehouse: 'wh_cairo00000001',
    quantity: 240,
    minQuantity: 50,
    maxQuantity: 600,
    unitPrice: 185.5,
    supplier: 'sp_helwan000001',
    status: 'in stock',
    description: 'ماسورة صلب 2 بوصة',
    image: '',
    created: stamp,
    updated: stamp,
    warehouseName: 'Cairo Main Warehouse',
    warehouseNameAr: 'مخزن القاهرة الرئيسي',
    supplierName: 'Helwan Steel Supplies',
    supplierNameAr: 'حلوان لتوريدات الصلب',
    ...overrides,
  };
}

/** Items at every stock level. */
export const ITEMS: readonly InventoryItem[] = [
  makeItem(),
  makeItem({
    id: 'it_cement000001',
    name: 'Portland Cement 50kg',
    sku: 'NILE-PORTLAND-CEMENT-0012',
    category: 'Building Materials',
    quantity: 18,
    minQuantity: 40,
    status: 'low stock',
    supplierName: 'Delta Cement Distributors',
    supplierNameAr: 'الدلتا لتوزيع الأسمنت',
  }),
  makeItem({
    id: 'it_tiles0000001',
    name: 'Ceramic Floor Tiles 60x60',
    sku: 'NILE-CERAMIC-FLOOR-0031',
    category: 'Tiles',
    quantity: 0,
    status: 'out of stock',
    warehouseName: 'Alexandria Warehouse',
    warehouseNameAr: 'مخزن الإسكندرية',
  }),
  makeItem({
    id: 'it_cable0000001',
    name: 'Copper Cable 4mm',
    sku: 'NILE-COPPER-CABLE-0044',
    category: 'Electrical',
    quantity: 720,
    maxQuantity: 500,
    supplier: '',
    supplierName: '',
    supplierNameAr: '',
  }),
  makeItem({
    id: 'it_paint0000001',
    name: 'Interior Paint 18L White',
    sku: 'NILE-INTERIOR-PAINT-0052',
    category: 'Paints',
    quantity: 96,
    unitPrice: 1250,
  }),
];

type MovementEntry = Pick<StockMovement, 'id' | 'created' | 'quantity' | 'reason' | 'balanceAfter'>;

/** A ledger row of the steel pipe in the Cairo warehouse, an entry of its own unless a source is given. */
function makeMovement(entry: MovementEntry & Partial<StockMovement>): StockMovement {
  return {
    item: 'it_steelpipe001',
    itemName: 'Steel Pipe 2 inch',
    warehouse: 'wh_cairo00000001',
    warehouseName: 'Cairo Main Warehouse',
    warehouseNameAr: 'مخزن القاهرة الرئيسي',
    sourceCollection: 'inventory_items',
    sourceId: 'it_steelpipe001',
    sourceNumber: '',
    notes: '',
    ...entry,
  };
}

/** Ledger rows of one item, newest first. */
export const MOVEMENTS: readonly StockMovement[] = [
  makeMovement({
    id: 'mv5',
    created: '2026-11-01 14:10:00.000Z',
    quantity: -4,
    reason: 'adjustment',
    balanceAfter: 240,
    notes: 'Damaged during unloading',
  }),
  makeMovement({
    id: 'mv4',
    created: '2026-10-28 10:00:00.000Z',
    quantity: -20,
    reason: 'transfer_out',
    sourceCollection: 'stock_transfers',
    sourceId: 'tr_0001',
    sourceNumber: 'TR-2026-000004',
    balanceAfter: 244,
  }),
  makeMovement({
    id: 'mv3',
    created: '2026-10-20 09:15:00.000Z',
    quantity: 150,
    reason: 'purchase_receipt',
    sourceCollection: 'purchase_requests',
    sourceId: 'pr_0001',
    sourceNumber: 'PR-2026-000011',
    balanceAfter: 264,
  }),
  makeMovement({
    id: 'mv2',
    created: '2026-10-05 12:40:00.000Z',
    quantity: -36,
    reason: 'invoice_issue',
    sourceCollection: 'invoices',
    sourceId: 'in_0001',
    sourceNumber: 'INV-2026-000087',
    balanceAfter: 114,
  }),
  makeMovement({
    id: 'mv1',
    created: '2026-09-01 08:00:00.000Z',
    quantity: 150,
    reason: 'opening',
    balanceAfter: 150,
  }),
];

/** A supplier; override any field. */
export function makeSupplier(overrides: Partial<Supplier> = {}): Supplier {
  return {
    id: 'sp_helwan000001',
    name: 'Helwan Steel Supplies',
    nameAr: 'حلوان لتوريدات الصلب',
    status: 'active',
    email: 'sales@supplier01.com.eg',
    phone: '+20 2 3300 5100',
    address: 'Helwan, Cairo, Egypt',
    notes: 'Payment terms: 30 days.',
    created: stamp,
    updated: stamp,
    ...overrides,
  };
}

export const SUPPLIERS: readonly Supplier[] = [
  makeSupplier(),
  makeSupplier({
    id: 'sp_delta0000001',
    name: 'Delta Cement Distributors',
    nameAr: 'الدلتا لتوزيع الأسمنت',
    email: 'sales@supplier02.com.eg',
  }),
  makeSupplier({
    id: 'sp_cleo00000001',
    name: 'Cleopatra Ceramics Agency',
    nameAr: 'توكيل كليوباترا للسيراميك',
    email: 'sales@supplier03.com.eg',
  }),
  makeSupplier({
    id: 'sp_alex00000001',
    name: 'Alex Office Supplies',
    nameAr: 'الإسكندرية للأدوات المكتبية',
    status: 'inactive',
    email: 'sales@supplier12.com.eg',
  }),
];

/** The overview as a storekeeper sees it. */
export const OVERVIEW: StockOverview = {
  nearCapacityPercent: 90,
  warehouses: WAREHOUSES.map(({ id, name, nameAr, location, capacity, currentOccupancy, isActive }) => ({
    id,
    name,
    nameAr,
    location,
    capacity,
    currentOccupancy,
    isActive,
  })),
  levels: { low: 17, out: 9, over: 5 },
  movements: MOVEMENTS,
  purchaseRequests: {
    total: 3,
    items: [
      {
        id: 'pr_1',
        number: 'PR-2026-000012',
        date: '2026-11-01 00:00:00.000Z',
        priority: 'urgent',
        status: 'pending',
        total: 18450,
        warehouseName: 'Cairo Main Warehouse',
        warehouseNameAr: 'مخزن القاهرة الرئيسي',
      },
      {
        id: 'pr_2',
        number: 'PR-2026-000013',
        date: '2026-11-02 00:00:00.000Z',
        priority: 'medium',
        status: 'pending',
        total: 5200,
        warehouseName: 'Alexandria Warehouse',
        warehouseNameAr: 'مخزن الإسكندرية',
      },
    ],
  },
  transfers: {
    total: 1,
    items: [
      {
        id: 'tr_2',
        transferNumber: 'TR-2026-000007',
        date: '2026-11-02 00:00:00.000Z',
        status: 'pending',
        fromName: 'Cairo Main Warehouse',
        fromNameAr: 'مخزن القاهرة الرئيسي',
        toName: 'Port Said Depot',
        toNameAr: 'مستودع بورسعيد',
      },
    ],
  },
};

// Mock data for the dashboard's stories: every card kind and every alert kind, with realistic Egyptian names in
// both languages.
import type { AlertItem, AlertKind, CardKind, DashboardCard } from './dashboard.types';
import type { DashboardData } from './dashboard.types.data';

export const mockCards: Record<CardKind, DashboardCard> = {
  'daily-invoices': {
    kind: 'daily-invoices',
    today: { value: 48_350.75, count: 7 },
    yesterday: { value: 39_120, count: 5 },
  },
  'daily-expenses': {
    kind: 'daily-expenses',
    today: { value: 3_275.5, count: 4 },
    yesterday: { value: 5_900, count: 6 },
  },
  'daily-balance': {
    kind: 'daily-balance',
    today: { value: 21_410.25, received: 36_500, paidOut: 15_089.75 },
    yesterday: { value: -4_300, received: 12_000, paidOut: 16_300 },
  },
  'new-quotations': {
    kind: 'new-quotations',
    today: { value: 3, total: 128_400 },
    yesterday: { value: 3, total: 96_000 },
  },
  'inventory-movement': {
    kind: 'inventory-movement',
    today: { value: 642, count: 18, unitsIn: 400, unitsOut: 242 },
    yesterday: { value: 515, count: 14, unitsIn: 120, unitsOut: 395 },
  },
  'active-clients': { kind: 'active-clients', today: { value: 9 }, yesterday: { value: 12 } },
  'pending-bills': { kind: 'pending-bills', today: { value: 18_240, count: 2 }, yesterday: { value: 0, count: 0 } },
  'employee-attendance': {
    kind: 'employee-attendance',
    today: { value: 36, total: 40, onLeave: 4 },
    yesterday: { value: 37, total: 40, onLeave: 3 },
  },
};

export const ALL_CARD_KINDS = Object.keys(mockCards) as CardKind[];

/** The dashboard as the server answers it for a user who may view every card and alert kind. */
export function makeDashboard(overrides: Partial<DashboardData> = {}): DashboardData {
  const selected: CardKind[] = overrides.selectedCards ?? ['daily-invoices', 'daily-balance', 'inventory-movement'];
  return {
    date: '2026-11-22',
    timezone: 'Africa/Cairo',
    cards: selected.map((k) => mockCards[k]),
    allowedCards: ALL_CARD_KINDS,
    selectedCards: selected,
    alertKinds: ['low_stock', 'out_of_stock', 'overdue_invoice', 'overdue_bill', 'report_generated'],
    subscribedAlertKinds: ['low_stock', 'out_of_stock', 'overdue_invoice', 'overdue_bill', 'report_generated'],
    canSubscribe: true,
    canConfigure: true,
    thresholds: { warehouseNearCapacityPercent: 90, overdueAlertDays: 1 },
    ...overrides,
  };
}

const data: Record<AlertKind, Pick<AlertItem, 'data' | 'sourceCollection' | 'links'>> = {
  low_stock: {
    sourceCollection: 'inventory_items',
    data: { itemName: 'Steel Pipe 2 inch', quantity: 4, minQuantity: 20, maxQuantity: 200 },
    links: { warehouse: 'wh-cairo', fromWarehouse: 'wh-alex', fromItem: 'item-alex-pipe' },
  },
  out_of_stock: {
    sourceCollection: 'inventory_items',
    data: { itemName: 'Copper Cable 4mm', quantity: 0, minQuantity: 50, maxQuantity: 500 },
    links: { warehouse: 'wh-cairo' },
  },
  overflow_stock: {
    sourceCollection: 'inventory_items',
    data: { itemName: 'Cement Bag 50kg', quantity: 1_240, minQuantity: 100, maxQuantity: 1_000 },
    links: { warehouse: 'wh-10th' },
  },
  warehouse_near_capacity: {
    sourceCollection: 'warehouses',
    data: {
      warehouseName: 'Alexandria Port Warehouse',
      warehouseNameAr: 'مخزن ميناء الإسكندرية',
      fullnessPercent: 94,
      currentOccupancy: 9_400,
      capacity: 10_000,
    },
  },
  empty_warehouse: {
    sourceCollection: 'warehouses',
    data: {
      warehouseName: 'Port Said Depot',
      warehouseNameAr: 'مستودع بورسعيد',
      fullnessPercent: 0,
      currentOccupancy: 0,
      capacity: 5_000,
    },
  },
  stock_transfer: {
    sourceCollection: 'stock_transfers',
    data: {
      status: 'approved',
      transferNumber: 'TRF-2026-000014',
      fromWarehouseName: 'Cairo Main Warehouse',
      fromWarehouseNameAr: 'المخزن الرئيسي بالقاهرة',
      toWarehouseName: 'Alexandria Port Warehouse',
      toWarehouseNameAr: 'مخزن ميناء الإسكندرية',
    },
  },
  purchase_request: {
    sourceCollection: 'purchase_requests',
    data: { prNumber: 'PR-2026-000009', requestedByName: 'Karim Adel', requestedByNameAr: 'كريم عادل' },
  },
  employee_on_leave: {
    sourceCollection: 'leave_requests',
    data: {
      employeeName: 'Nour El-Sayed',
      employeeNameAr: 'نور السيد',
      leaveType: 'ANNUAL',
      startDate: '2026-11-20',
      endDate: '2026-11-26',
    },
  },
  employee_returning: {
    sourceCollection: 'leave_requests',
    data: {
      employeeName: 'Omar Farouk',
      employeeNameAr: 'عمر فاروق',
      leaveType: 'SICK',
      startDate: '2026-11-16',
      endDate: '2026-11-21',
    },
  },
  report_generated: {
    sourceCollection: 'saved_reports',
    data: {
      reportType: 'sales_analysis',
      reportName: 'November sales by client',
      generatedByName: 'Mona Hassan',
      generatedByNameAr: 'منى حسن',
      generatedDate: '2026-11-22T07:45:00Z',
    },
  },
  overdue_invoice: {
    sourceCollection: 'invoices',
    data: {
      invoiceNumber: 'INV-2026-000187',
      clientName: 'Delta Foods',
      clientNameAr: 'دلتا للأغذية',
      clientId: 'cl-delta',
      daysOverdue: 12,
      total: 45_600,
      invoiceCount: 3,
      overdueTotal: 98_350,
    },
  },
  overdue_bill: {
    sourceCollection: 'bills',
    data: {
      billNumber: 'BILL-2026-000031',
      supplierName: 'Helwan Steel',
      supplierNameAr: 'حديد حلوان',
      supplierId: 'sup-helwan',
      daysOverdue: 1,
      total: 18_240,
      billCount: 1,
      overdueTotal: 18_240,
    },
  },
};

/** One alert of kind (raised `minutesAgo` before the stories' 09:00 on 22 November 2026). */
export function makeAlert(kind: AlertKind, minutesAgo = 5, overrides: Partial<AlertItem> = {}): AlertItem {
  return {
    id: `alert-${kind}`,
    kind,
    sourceId: `src-${kind}`,
    created: new Date(Date.UTC(2026, 10, 22, 7, 0) - minutesAgo * 60_000).toISOString().replace('T', ' '),
    ...data[kind],
    ...overrides,
  };
}

/** One alert of every kind, newest first. */
export const everyAlert = (Object.keys(data) as AlertKind[]).map((k, i) => makeAlert(k, i * 37));

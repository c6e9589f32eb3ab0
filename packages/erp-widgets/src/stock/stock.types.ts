import type { StockMovementsReason } from '@erp/schema';

/** A row of the stock ledger as the stock screens show it, with the names of its item and warehouse. */
export type StockMovement = {
  id: string;
  created: string;
  item: string;
  itemName: string;
  warehouse: string;
  warehouseName: string;
  warehouseNameAr: string;
  /** Signed: taken out below zero, put in above. */
  quantity: number;
  reason: StockMovementsReason | '';
  /** The document that caused it (`invoices`, `stock_transfers`, `purchase_requests`), its id and number. */
  sourceCollection: string;
  sourceId: string;
  sourceNumber: string;
  balanceAfter: number;
  notes: string;
};

/** A record's address on its own page, with its viewer open; '' for a collection without a page. */
const PAGES: Readonly<Record<string, string>> = {
  invoices: '/app/sales/invoices',
  stock_transfers: '/app/stock/transfers',
  purchase_requests: '/app/stock/purchase-requests',
  inventory_items: '/app/stock/inventory',
  warehouses: '/app/stock/warehouses',
  suppliers: '/app/stock/suppliers',
};

/** The address of a record's viewer (`/app/sales/invoices?view=<id>`); '' when the collection has no page. */
export function recordHref(collection: string, id: string): string {
  const page = PAGES[collection];
  return page && id ? `${page}?view=${encodeURIComponent(id)}` : '';
}

/** Follows a link inside the app (the app's router); without it the browser loads the address. */
export type Navigate = (href: string) => void;

/** A warehouse as the stock pickers offer it (transfers, purchase requests): its name in the active language and its room. */
export type WarehouseOption = {
  id: string;
  name: string;
  /** Units it can hold; 0 when no capacity is set (then it is never full). */
  capacity: number;
  /** Units it holds now. */
  occupancy: number;
};

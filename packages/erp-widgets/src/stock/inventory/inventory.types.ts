import type { InventoryItemsRecord, InventoryItemsStatus } from '@erp/schema';

import type { StockMovement } from '../stock.types';

/** An inventory item as the stock screens show it, with its warehouse's and supplier's names. */
export type InventoryItem = Pick<
  InventoryItemsRecord,
  | 'id'
  | 'name'
  | 'sku'
  | 'category'
  | 'warehouse'
  | 'quantity'
  | 'minQuantity'
  | 'maxQuantity'
  | 'unitPrice'
  | 'supplier'
  | 'status'
  | 'description'
  | 'image'
  | 'created'
  | 'updated'
> & { warehouseName: string; warehouseNameAr: string; supplierName: string; supplierNameAr: string };

/**
 * The stock levels the list filters by: the item's status (in, low, out of stock), or over its maximum, which is
 * no status of its own (an item over its maximum is also "in stock").
 */
export const INVENTORY_LEVELS = ['in stock', 'low stock', 'out of stock', 'over stock'] as const;
export type InventoryLevel = InventoryItemsStatus | 'over stock';

/** The list filters of the inventory screen; `null` means all. */
export type InventoryFilters = {
  warehouse: string | null;
  category: string | null;
  status: InventoryLevel | null;
  supplier: string | null;
};

/** Columns of the inventory list that the server can sort by. */
export const INVENTORY_SORT_FIELDS = [
  'name',
  'sku',
  'category',
  'warehouse',
  'quantity',
  'unitPrice',
  'status',
  'updated',
] as const;
export type InventorySortField = (typeof INVENTORY_SORT_FIELDS)[number];

/** What the item viewer shows: the item and its latest stock movements, newest first. */
export type InventoryDetail = { item: InventoryItem; movements: readonly StockMovement[] };

/** A warehouse or supplier as a choice of the filters and the wizard. */
export type StockOption = { id: string; label: string };

/** What the inventory wizard saves; `quantity` only for a new item (afterwards only actions move stock). */
export type InventoryFormValues = {
  name: string;
  category: string;
  warehouse: string;
  supplier: string;
  quantity?: number;
  minQuantity: number;
  maxQuantity: number;
  unitPrice: number;
  description: string;
  /** A new image to store; null keeps the stored one. */
  image: File | null;
  /** Removes the stored image. */
  removeImage: boolean;
};

/** A stock adjustment: the counted quantity, or a signed change, with the reason. */
export type StockAdjustment =
  { mode: 'count'; quantity: number; reason: string } | { mode: 'change'; change: number; reason: string };

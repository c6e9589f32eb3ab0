import type { SuppliersRecord, SuppliersStatus } from '@erp/schema';

import type { InventoryItem } from '../inventory/inventory.types';

/** A supplier as the stock screens show it. */
export type Supplier = Pick<
  SuppliersRecord,
  'id' | 'name' | 'nameAr' | 'status' | 'email' | 'phone' | 'address' | 'notes' | 'created' | 'updated'
>;

/** The list filters of the suppliers screen; `null` means all. */
export type SupplierFilters = { status: SuppliersStatus | null };

/** Columns of the suppliers list that the server can sort by. */
export const SUPPLIER_SORT_FIELDS = ['name', 'status', 'email', 'updated'] as const;

/** What the supplier modal shows: the supplier, its inventory items (the first page) and how many it has. */
export type SupplierDetail = { supplier: Supplier; items: readonly InventoryItem[]; itemCount: number };

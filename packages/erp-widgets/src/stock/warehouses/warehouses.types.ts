import type { WarehousesRecord } from '@erp/schema';

/** A warehouse as the stock screens show it. */
export type Warehouse = Pick<
  WarehousesRecord,
  | 'id'
  | 'name'
  | 'nameAr'
  | 'location'
  | 'capacity'
  | 'currentOccupancy'
  | 'isActive'
  | 'email'
  | 'phone'
  | 'address'
  | 'notes'
  | 'created'
  | 'updated'
>;

/** The active-flag filter's values. */
export const WAREHOUSE_ACTIVE_FILTERS = ['active', 'inactive'] as const;

/** The list filters of the warehouses screen; `null` means all. */
export type WarehouseFilters = { active: (typeof WAREHOUSE_ACTIVE_FILTERS)[number] | null };

/** Columns of the warehouses list that the server can sort by. */
export const WAREHOUSE_SORT_FIELDS = ['name', 'location', 'capacity', 'currentOccupancy', 'updated'] as const;

/** What the warehouse viewer shows (its items come as a list of their own, see `WarehousesScreen`). */
export type WarehouseDetail = { warehouse: Warehouse };

// Stock ledger rows as the stock screens show them (an item's history, the overview's latest movements).
import type { StockMovement } from '@erp/widgets';

type Names = { name?: string; nameAr?: string };

/** A `stock_movements` record with its item and warehouse expanded. */
export type MovementRecord = Omit<StockMovement, 'itemName' | 'warehouseName' | 'warehouseNameAr'> & {
  expand?: { item?: Names; warehouse?: Names };
};

/** The expansion and fields a movement needs. */
export const MOVEMENT_QUERY = {
  expand: 'item,warehouse',
  fields:
    'id,created,item,warehouse,quantity,reason,sourceCollection,sourceId,sourceNumber,balanceAfter,notes,' +
    'expand.item.name,expand.warehouse.name,expand.warehouse.nameAr',
} as const;

/** A ledger record as the screens show it, with its item's and warehouse's names. */
export function asMovement({ expand, ...m }: MovementRecord): StockMovement {
  return {
    ...m,
    notes: m.notes ?? '',
    itemName: expand?.item?.name ?? '',
    warehouseName: expand?.warehouse?.name ?? '',
    warehouseNameAr: expand?.warehouse?.nameAr ?? '',
  };
}

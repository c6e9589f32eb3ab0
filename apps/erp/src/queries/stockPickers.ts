// What the purchase-request and transfer wizards pick from: the active warehouses with their room, the items of
// one warehouse (transfers) or of all (purchase requests), one item for a link's prefill, and the settings'
// near-capacity threshold.
import {
  localName,
  NEAR_CAPACITY_PERCENT,
  type PurchaseItemOption,
  type StockItemOption,
  type WarehouseOption,
} from '@erp/widgets';
import { queryOptions } from '@tanstack/react-query';
import type PocketBase from 'pocketbase';

import { collectionKeys } from '../lib/lists';

type Names = { name: string; nameAr?: string };
type WarehouseRecord = Names & { id: string; capacity: number; currentOccupancy: number };
type ItemRecord = {
  id: string;
  name: string;
  sku: string;
  warehouse: string;
  supplier: string;
  quantity: number;
  minQuantity: number;
  maxQuantity: number;
  unitPrice: number;
  expand?: { warehouse?: Names; supplier?: Names };
};

const warehouseKeys = collectionKeys('warehouses');
const itemKeys = collectionKeys('inventory_items');
const settingsKeys = collectionKeys('app_settings');

/** The active warehouses with both names, capacity and occupancy (by name). */
export const activeWarehousesQuery = (pb: PocketBase) =>
  queryOptions({
    queryKey: [...warehouseKeys.all, 'stock-pickers'],
    queryFn: ({ signal }) =>
      pb.collection('warehouses').getFullList<WarehouseRecord>({
        filter: 'isActive = true',
        sort: 'name',
        fields: 'id,name,nameAr,capacity,currentOccupancy',
        signal,
      }),
    staleTime: 30_000,
  });

/** The warehouses in the active language, as the widgets take them. */
export function warehouseOptions(locale: string, records: readonly WarehouseRecord[] | undefined): WarehouseOption[] {
  return (records ?? []).map((w) => ({
    id: w.id,
    name: localName(locale, w),
    capacity: w.capacity || 0,
    occupancy: w.currentOccupancy || 0,
  }));
}

const named = (locale: string, n?: Names) => (n ? localName(locale, n) : '');

/** An item record as the transfer widget offers it. */
export const stockItemOption = (locale: string, i: ItemRecord): StockItemOption => ({
  id: i.id,
  name: i.name,
  sku: i.sku,
  warehouse: i.warehouse,
  quantity: i.quantity,
  minQuantity: i.minQuantity,
  supplier: i.supplier,
  supplierName: named(locale, i.expand?.supplier),
});

/** An item record as the purchase-request lines offer it. */
export const purchaseItemOption = (locale: string, i: ItemRecord): PurchaseItemOption => ({
  id: i.id,
  name: i.name,
  sku: i.sku,
  warehouse: i.warehouse,
  warehouseName: named(locale, i.expand?.warehouse),
  quantity: i.quantity,
  minQuantity: i.minQuantity,
  maxQuantity: i.maxQuantity,
  unitPrice: i.unitPrice,
});

const textFilter = (pb: PocketBase, q: string) => (q ? pb.filter('(name ~ {:q} || sku ~ {:q})', { q }) : '');

/** The first 20 items of a warehouse whose name or SKU matches (the transfer lines). */
export async function searchWarehouseItems(
  pb: PocketBase,
  query: string,
  warehouse: string,
  locale: string,
  signal: AbortSignal,
): Promise<StockItemOption[]> {
  if (!warehouse) return [];
  const text = textFilter(pb, query.trim());
  const filter = [pb.filter('warehouse = {:w}', { w: warehouse }), text].filter(Boolean).join(' && ');
  const page = await pb
    .collection('inventory_items')
    .getList<ItemRecord>(1, 20, { filter, sort: 'name', expand: 'supplier', skipTotal: true, signal });
  return page.items.map((i) => stockItemOption(locale, i));
}

/** The first 20 items of any warehouse whose name or SKU matches (the purchase-request lines). */
export async function searchPurchaseItems(
  pb: PocketBase,
  query: string,
  locale: string,
  signal: AbortSignal,
): Promise<PurchaseItemOption[]> {
  const page = await pb.collection('inventory_items').getList<ItemRecord>(1, 20, {
    filter: textFilter(pb, query.trim()),
    sort: 'name',
    expand: 'warehouse',
    skipTotal: true,
    signal,
  });
  return page.items.map((i) => purchaseItemOption(locale, i));
}

/** One item by id (a link's `item=`), or null when it does not exist or the user may not see it. */
export const stockItemQuery = (pb: PocketBase, id: string) =>
  queryOptions({
    queryKey: [...itemKeys.all, 'stock-picker-item', id],
    queryFn: async ({ signal }) => {
      try {
        return await pb.collection('inventory_items').getOne<ItemRecord>(id, { expand: 'warehouse,supplier', signal });
      } catch {
        return null;
      }
    },
    staleTime: 30_000,
  });

/** Item records by id, for the names and stock of a document's lines; those the user may not see are left out. */
export async function itemsById(
  pb: PocketBase,
  ids: readonly string[],
  signal: AbortSignal,
): Promise<Map<string, ItemRecord>> {
  const unique = [...new Set(ids.filter(Boolean))];
  if (unique.length === 0) return new Map();
  try {
    const filter = unique.map((id, i) => pb.filter(`id = {:id${i}}`, { [`id${i}`]: id })).join(' || ');
    const items = await pb
      .collection('inventory_items')
      .getFullList<ItemRecord>({ filter, expand: 'supplier,warehouse', signal });
    return new Map(items.map((i) => [i.id, i]));
  } catch (error) {
    if ((error as { isAbort?: boolean }).isAbort) throw error;
    return new Map();
  }
}

/** The warehouse "almost full" threshold of the settings, in percent. */
export const nearCapacityQuery = (pb: PocketBase) =>
  queryOptions({
    queryKey: [...settingsKeys.all, 'near-capacity'],
    queryFn: async ({ signal }) => {
      const page = await pb.collection('app_settings').getList<{ warehouseNearCapacityPercent?: number }>(1, 1, {
        fields: 'warehouseNearCapacityPercent',
        skipTotal: true,
        signal,
      });
      return page.items[0]?.warehouseNearCapacityPercent || NEAR_CAPACITY_PERCENT;
    },
    staleTime: 5 * 60_000,
  });

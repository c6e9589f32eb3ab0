// Warehouses: the list the screen shows, its details view with the items it holds, the near-capacity threshold, and
// the body of a save.
import {
  WAREHOUSE_ACTIVE_FILTERS,
  WAREHOUSE_SORT_FIELDS,
  warehouseMessages as m,
  type InventoryItem,
  type Warehouse,
  type WarehouseDetail,
  type WarehouseFilters,
  type WarehouseFormValues,
} from '@erp/widgets';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type PocketBase from 'pocketbase';

import { collectionKeys, defineList, listRows } from '../lib/lists';
import { asItem, inventoryKeys, ITEM_QUERY } from './inventory';

export const warehouseKeys = collectionKeys('warehouses');

/** The warehouses list: name order; search over names and location; active or inactive. */
export const warehouseList = defineList<Warehouse, WarehouseFilters, WarehouseDetail>({
  collection: 'warehouses',
  sortFields: WAREHOUSE_SORT_FIELDS,
  defaultSort: 'name',
  markDefaultSort: true,
  filters: { active: WAREHOUSE_ACTIVE_FILTERS },
  filter: (pb, { search, filters }) => {
    const parts: string[] = [];
    const q = search.trim();
    if (q) parts.push(pb.filter('(name ~ {:q} || nameAr ~ {:q} || location ~ {:q} || address ~ {:q})', { q }));
    if (filters.active) parts.push(filters.active === 'active' ? 'isActive = true' : 'isActive = false');
    return parts.join(' && ');
  },
  detail: async (pb, id, signal) => ({
    warehouse: await pb.collection('warehouses').getOne<Warehouse>(id, { signal }),
  }),
  messages: m,
});

/** What a warehouse's item list asks for. */
export type WarehouseItemsParams = { warehouse: string; page: number; perPage: number; search: string };

/** One page of the items a warehouse holds, by name, searched by name or SKU. */
export const warehouseItems = (pb: PocketBase, params: WarehouseItemsParams) =>
  queryOptions({
    queryKey: [...inventoryKeys.lists(), 'warehouse', params],
    queryFn: async ({ signal }) => {
      const q = params.search.trim();
      const filter = [
        pb.filter('warehouse = {:w}', { w: params.warehouse }),
        q ? pb.filter('(name ~ {:q} || sku ~ {:q})', { q }) : '',
      ]
        .filter(Boolean)
        .join(' && ');
      const page = await listRows(pb, 'inventory_items', params.page, params.perPage, {
        filter,
        sort: 'name,id',
        ...ITEM_QUERY,
        signal,
      });
      return { items: page.items.map((r) => asItem(r as never)) as InventoryItem[], total: page.totalItems };
    },
    placeholderData: keepPreviousData,
    meta: { failure: m.itemsFailed, toastKey: 'warehouse-items' },
  });

/** The share (percent) from which a warehouse is nearly full, from the settings (90 when unset or unreadable). */
export const nearCapacityPercent = (pb: PocketBase) =>
  queryOptions({
    queryKey: ['app_settings', 'nearCapacity'],
    queryFn: async ({ signal }) => {
      const page = await pb
        .collection('app_settings')
        .getList<{ warehouseNearCapacityPercent?: number }>(1, 1, {
          fields: 'warehouseNearCapacityPercent',
          skipTotal: true,
          signal,
        })
        .catch(() => null);
      return page?.items[0]?.warehouseNearCapacityPercent || 90;
    },
    staleTime: 5 * 60_000,
  });

/** A warehouse's values as the server takes them. */
export const warehouseBody = (v: WarehouseFormValues) => ({
  ...v,
  capacity: Number(v.capacity),
  isActive: v.isActive === 'active',
});

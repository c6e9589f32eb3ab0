// Inventory items: the list the inventory screen shows, what its viewer loads, the choices of its filters, the body
// of a save with its image, and the items the document line editors search.
import {
  INVENTORY_LEVELS,
  INVENTORY_SORT_FIELDS,
  inventoryMessages as m,
  inventoryNamedMessages as mn,
  localName,
  type InventoryDetail,
  type InventoryFilters,
  type InventoryFormValues,
  type InventoryItem,
  type InventoryItemOption,
  type StockOption,
} from '@erp/widgets';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type PocketBase from 'pocketbase';
import { useIntl } from 'react-intl';

import { collectionKeys, defineList, RECORD_ID, type ListParams } from '../lib/lists';
import { linkedRecords } from '../lib/related';
import { asMovement, MOVEMENT_QUERY, type MovementRecord } from './stockMovements';

export const inventoryKeys = collectionKeys('inventory_items');

type Names = { name: string; nameAr?: string };
type ItemRecord = Omit<InventoryItem, 'warehouseName' | 'warehouseNameAr' | 'supplierName' | 'supplierNameAr'> & {
  expand?: { warehouse?: Names; supplier?: Names };
};

/** An item record as the screens show it, with its warehouse's and supplier's names. */
export function asItem({ expand, ...item }: ItemRecord): InventoryItem {
  return {
    ...item,
    warehouseName: expand?.warehouse?.name ?? '',
    warehouseNameAr: expand?.warehouse?.nameAr ?? '',
    supplierName: expand?.supplier?.name ?? '',
    supplierNameAr: expand?.supplier?.nameAr ?? '',
  };
}

/** The expansion and fields an item row needs. */
export const ITEM_QUERY = {
  expand: 'warehouse,supplier',
  fields:
    'id,name,sku,category,warehouse,quantity,minQuantity,maxQuantity,unitPrice,supplier,status,description,image,' +
    'created,updated,expand.warehouse.name,expand.warehouse.nameAr,expand.supplier.name,expand.supplier.nameAr',
} as const;

/**
 * The inventory filter: search over name and SKU; warehouse, category, supplier; and the stock level (a status, or
 * over stock: more than a set maximum). User input is bound with `pb.filter`, never spliced.
 */
export function inventoryFilter(pb: PocketBase, { search, filters }: ListParams<InventoryFilters>): string {
  const parts: string[] = [];
  const q = search.trim();
  if (q) parts.push(pb.filter('(name ~ {:q} || sku ~ {:q})', { q }));
  if (filters.warehouse) parts.push(pb.filter('warehouse = {:w}', { w: filters.warehouse }));
  if (filters.category) parts.push(pb.filter('category = {:c}', { c: filters.category }));
  if (filters.supplier) parts.push(pb.filter('supplier = {:s}', { s: filters.supplier }));
  if (filters.status === 'over stock') parts.push('(maxQuantity > 0 && quantity > maxQuantity)');
  else if (filters.status) parts.push(pb.filter('status = {:status}', { status: filters.status }));
  return parts.join(' && ');
}

/** How many ledger rows the item viewer shows, newest first. */
export const HISTORY_ROWS = 50;

/** The inventory list: name order; the warehouse column sorts by the warehouse's name. */
export const inventoryList = defineList<InventoryItem, InventoryFilters, InventoryDetail>({
  collection: 'inventory_items',
  sortFields: INVENTORY_SORT_FIELDS,
  defaultSort: 'name',
  markDefaultSort: true,
  sortBy: { warehouse: 'warehouse.name' },
  // Categories are free text: any short value is a filter.
  filters: { warehouse: RECORD_ID, category: /^.{1,60}$/, status: INVENTORY_LEVELS, supplier: RECORD_ID },
  filter: inventoryFilter,
  ...ITEM_QUERY,
  row: asItem,
  detail: async (pb, id, signal) => {
    const [item, movements] = await Promise.all([
      pb.collection('inventory_items').getOne<ItemRecord>(id, { ...ITEM_QUERY, signal }),
      linkedRecords<MovementRecord>(pb, 'stock_movements', 'item', id, {
        sort: '-created,-id',
        limit: HISTORY_ROWS,
        ...MOVEMENT_QUERY,
        signal,
      }),
    ]);
    return { item: asItem(item), movements: movements.map(asMovement) };
  },
  messages: { loadFailed: m.loadFailed, viewFailed: m.viewFailed, viewerError: mn.viewerError },
});

/** The item again, before its delete confirmation (its stock now). */
export const itemForDelete = (pb: PocketBase, id: string) =>
  queryOptions({
    queryKey: [...inventoryKeys.details(), id, 'delete'],
    queryFn: async ({ signal }) =>
      asItem(await pb.collection('inventory_items').getOne<ItemRecord>(id, { ...ITEM_QUERY, signal })),
    staleTime: 0,
    gcTime: 0,
    meta: { failure: m.deleteLoadFailed, toastKey: 'inventory-delete-load' },
  });

const named = (locale: string) => (r: { id: string; name: string; nameAr?: string }) => ({
  id: r.id,
  label: localName(locale, r),
});

/** The warehouses and suppliers (all, named in the active language) and the item categories, for filters and wizards. */
export const stockChoices = (pb: PocketBase, locale: string) =>
  queryOptions({
    queryKey: ['inventory_items', 'choices', locale],
    queryFn: async ({ signal }) => {
      const opts = { sort: 'name', fields: 'id,name,nameAr', batch: 500, signal };
      const [warehouses, suppliers, categories] = await Promise.all([
        pb
          .collection('warehouses')
          .getFullList<{ id: string; name: string; nameAr?: string }>(opts)
          .catch(() => []),
        pb
          .collection('suppliers')
          .getFullList<{ id: string; name: string; nameAr?: string }>(opts)
          .catch(() => []),
        pb.send<{ categories: string[] }>('/api/erp/stock/categories', { signal }).catch(() => ({ categories: [] })),
      ]);
      return {
        warehouses: warehouses.map(named(locale)) as StockOption[],
        suppliers: suppliers.map(named(locale)) as StockOption[],
        categories: categories.categories,
      };
    },
    staleTime: 60_000,
  });

/** The choices of the inventory filters and wizard (empty while they load). */
export function useStockChoices(pb: PocketBase, enabled: boolean) {
  const { locale } = useIntl();
  const q = useQuery({ ...stockChoices(pb, locale), enabled });
  return q.data ?? { warehouses: [], suppliers: [], categories: [] };
}

/** An item's fields and image as multipart form data; the quantity only for a new item. */
export function itemBody(values: InventoryFormValues, isUpdate: boolean): FormData {
  const body = new FormData();
  body.append('name', values.name);
  body.append('category', values.category);
  body.append('warehouse', values.warehouse);
  body.append('supplier', values.supplier);
  if (!isUpdate) body.append('quantity', String(values.quantity ?? 0));
  body.append('minQuantity', String(values.minQuantity));
  body.append('maxQuantity', String(values.maxQuantity));
  body.append('unitPrice', String(values.unitPrice));
  body.append('description', values.description);
  if (values.image) body.append('image', values.image);
  else if (values.removeImage) body.append('image', '');
  return body;
}

type LineItemRecord = {
  id: string;
  name: string;
  sku: string;
  warehouse: string;
  supplier: string;
  quantity: number;
  unitPrice: number;
  expand?: { warehouse?: Names; supplier?: Names };
};

/** The first 20 items whose name or SKU matches, with their stock, price, and warehouse and supplier names. */
export async function searchInventory(
  pb: PocketBase,
  query: string,
  locale: string,
  signal: AbortSignal,
): Promise<InventoryItemOption[]> {
  const q = query.trim();
  const page = await pb.collection('inventory_items').getList<LineItemRecord>(1, 20, {
    filter: q ? pb.filter('(name ~ {:q} || sku ~ {:q})', { q }) : '',
    sort: 'name',
    expand: 'warehouse,supplier',
    skipTotal: true,
    signal,
  });
  const name = (n?: Names) => (n ? localName(locale, n) : '');
  return page.items.map((i) => ({
    id: i.id,
    name: i.name,
    sku: i.sku,
    warehouse: i.warehouse,
    supplier: i.supplier,
    available: i.quantity,
    unitPrice: i.unitPrice,
    warehouseName: name(i.expand?.warehouse),
    supplierName: name(i.expand?.supplier),
  }));
}

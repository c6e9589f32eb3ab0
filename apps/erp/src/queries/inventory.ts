// Inventory items as the document line editors search them.
import { localName, type InventoryItemOption } from '@erp/widgets';
import type PocketBase from 'pocketbase';

type Names = { name: string; nameAr?: string };
type ItemRecord = {
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
  const page = await pb.collection('inventory_items').getList<ItemRecord>(1, 20, {
    filter: q ? pb.filter('(name ~ {:q} || sku ~ {:q})', { q }) : '',
    sort: 'name',
    expand: 'warehouse,supplier',
    skipTotal: true,
    signal,
  });
  const named = (n?: Names) => (n ? localName(locale, n) : '');
  return page.items.map((i) => ({
    id: i.id,
    name: i.name,
    sku: i.sku,
    warehouse: i.warehouse,
    supplier: i.supplier,
    available: i.quantity,
    unitPrice: i.unitPrice,
    warehouseName: named(i.expand?.warehouse),
    supplierName: named(i.expand?.supplier),
  }));
}

// Suppliers: the list the screen shows and what its modal loads (the supplier with its inventory items).
import {
  SUPPLIER_SORT_FIELDS,
  supplierMessages as m,
  type Supplier,
  type SupplierDetail,
  type SupplierFilters,
} from '@erp/widgets';
import { SUPPLIERS_STATUS } from '@erp/schema';

import { defineList, listRows, matchFilter } from '../lib/lists';
import { asItem, ITEM_QUERY } from './inventory';

/** How many of a supplier's items the modal lists. */
export const SUPPLIER_ITEMS = 20;

/** The suppliers list: name order; search over names, e-mail and phone; status. */
export const supplierList = defineList<Supplier, SupplierFilters, SupplierDetail>({
  collection: 'suppliers',
  sortFields: SUPPLIER_SORT_FIELDS,
  defaultSort: 'name',
  markDefaultSort: true,
  filters: { status: SUPPLIERS_STATUS },
  filter: matchFilter(['name', 'nameAr', 'email', 'phone'], ['status']),
  detail: async (pb, id, signal) => {
    const [supplier, items] = await Promise.all([
      pb.collection('suppliers').getOne<Supplier>(id, { signal }),
      // A role that may read suppliers but not the stock (bills) sees the supplier without items.
      listRows(pb, 'inventory_items', 1, SUPPLIER_ITEMS, {
        filter: pb.filter('supplier = {:id}', { id }),
        sort: 'name,id',
        ...ITEM_QUERY,
        signal,
      }).catch(() => ({ items: [], totalItems: 0 })),
    ]);
    return { supplier, items: items.items.map((r) => asItem(r as never)), itemCount: items.totalItems };
  },
  messages: m,
});

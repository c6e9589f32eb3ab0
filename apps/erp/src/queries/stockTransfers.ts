// Stock transfers: the list, the viewer's transfer with its lines' names and stock, and a save's body.
import { STOCK_TRANSFERS_STATUS } from '@erp/schema';
import {
  TRANSFER_SORT_FIELDS,
  transferMessages as m,
  transferRefusalText,
  type Transfer,
  type TransferDetail,
  type TransferFilters,
  type TransferFormValues,
} from '@erp/widgets';
import type PocketBase from 'pocketbase';

import { dayStart } from '../lib/dayFilters';
import { collectionKeys, defineList, RECORD_ID, type ListParams } from '../lib/lists';
import { itemsById } from './stockPickers';

export const transferKeys = collectionKeys('stock_transfers');

/** The transfers filter: search over number and notes; status; source and destination warehouses. */
export function transferFilter(pb: PocketBase, { search, filters }: ListParams<TransferFilters>): string {
  const parts: string[] = [];
  const q = search.trim();
  if (q) parts.push(pb.filter('(transferNumber ~ {:q} || notes ~ {:q})', { q }));
  if (filters.status) parts.push(pb.filter('status = {:s}', { s: filters.status }));
  if (filters.fromWarehouse) parts.push(pb.filter('fromWarehouse = {:f}', { f: filters.fromWarehouse }));
  if (filters.toWarehouse) parts.push(pb.filter('toWarehouse = {:t}', { t: filters.toWarehouse }));
  return parts.join(' && ');
}

/** A transfer with its lines' item names, SKUs, suppliers and what the source holds now. */
export async function loadTransferDetail(pb: PocketBase, id: string, signal: AbortSignal): Promise<TransferDetail> {
  const t = await pb
    .collection('stock_transfers')
    .getOne<Transfer>(id, { expand: 'fromWarehouse,toWarehouse', signal });
  const items = Array.isArray(t.items) ? t.items : [];
  const found = await itemsById(
    pb,
    items.map((l) => l.item),
    signal,
  );
  return {
    ...t,
    items,
    lines: items.map((l) => {
      const i = found.get(l.item);
      return {
        ...l,
        itemName: i?.name ?? '',
        sku: i?.sku ?? '',
        supplierNames: i?.expand?.supplier ?? null,
        available: i ? i.quantity : null,
        minQuantity: i?.minQuantity ?? 0,
        itemWarehouse: i?.warehouse ?? '',
      };
    }),
  };
}

/** The transfers list: latest first; warehouse columns sort by the warehouse's name. */
export const transferList = defineList<Transfer, TransferFilters, TransferDetail>({
  collection: 'stock_transfers',
  sortFields: TRANSFER_SORT_FIELDS,
  defaultSort: '-date',
  markDefaultSort: true,
  sortBy: { fromWarehouse: 'fromWarehouse.name', toWarehouse: 'toWarehouse.name' },
  expand: 'fromWarehouse,toWarehouse',
  filters: { status: STOCK_TRANSFERS_STATUS, fromWarehouse: RECORD_ID, toWarehouse: RECORD_ID },
  filter: transferFilter,
  detail: loadTransferDetail,
  messages: m,
  refusalText: transferRefusalText,
});

/** A save's body: a new transfer is a draft; its lines as the server stores them. */
export function transferBody(values: TransferFormValues, isNew: boolean) {
  return {
    date: dayStart(values.date),
    fromWarehouse: values.fromWarehouse,
    toWarehouse: values.toWarehouse,
    notes: values.notes,
    items: values.items,
    ...(isNew ? { status: 'draft' } : {}),
  };
}

// Purchase requests: the list, the viewer's request with its lines' names, and a save's body.
import { PURCHASE_REQUESTS_PRIORITY, PURCHASE_REQUESTS_STATUS } from '@erp/schema';
import {
  PURCHASE_REQUEST_SORT_FIELDS,
  purchaseRefusalText,
  purchaseRequestMessages as m,
  type PurchaseRequest,
  type PurchaseRequestDetail,
  type PurchaseRequestFilters,
  type PurchaseRequestFormValues,
} from '@erp/widgets';
import type PocketBase from 'pocketbase';

import { dayStart } from '../lib/dayFilters';
import { collectionKeys, defineList, RECORD_ID, type ListParams } from '../lib/lists';
import { itemsById } from './stockPickers';

export const purchaseRequestKeys = collectionKeys('purchase_requests');

/** The filter: search over number and notes; status; priority; warehouse. */
export function purchaseRequestFilter(pb: PocketBase, { search, filters }: ListParams<PurchaseRequestFilters>): string {
  const parts: string[] = [];
  const q = search.trim();
  if (q) parts.push(pb.filter('(number ~ {:q} || notes ~ {:q})', { q }));
  if (filters.status) parts.push(pb.filter('status = {:s}', { s: filters.status }));
  if (filters.priority) parts.push(pb.filter('priority = {:p}', { p: filters.priority }));
  if (filters.warehouse) parts.push(pb.filter('warehouse = {:w}', { w: filters.warehouse }));
  return parts.join(' && ');
}

/** A request with its lines' item names and SKUs. */
export async function loadPurchaseRequestDetail(
  pb: PocketBase,
  id: string,
  signal: AbortSignal,
): Promise<PurchaseRequestDetail> {
  const r = await pb.collection('purchase_requests').getOne<PurchaseRequest>(id, { expand: 'warehouse', signal });
  const items = Array.isArray(r.items) ? r.items : [];
  const found = await itemsById(
    pb,
    items.map((l) => l.item),
    signal,
  );
  return {
    ...r,
    items,
    lines: items.map((l) => ({ ...l, itemName: found.get(l.item)?.name ?? '', sku: found.get(l.item)?.sku ?? '' })),
  };
}

/** The purchase requests list: latest first; the warehouse column sorts by its name. */
export const purchaseRequestList = defineList<PurchaseRequest, PurchaseRequestFilters, PurchaseRequestDetail>({
  collection: 'purchase_requests',
  sortFields: PURCHASE_REQUEST_SORT_FIELDS,
  defaultSort: '-date',
  markDefaultSort: true,
  sortBy: { warehouse: 'warehouse.name' },
  expand: 'warehouse',
  filters: { status: PURCHASE_REQUESTS_STATUS, priority: PURCHASE_REQUESTS_PRIORITY, warehouse: RECORD_ID },
  filter: purchaseRequestFilter,
  detail: loadPurchaseRequestDetail,
  messages: m,
  refusalText: purchaseRefusalText,
});

/** A save's body: a new request is a draft; the server snapshots stock and levels and computes the totals. */
export function purchaseRequestBody(values: PurchaseRequestFormValues, isNew: boolean) {
  return {
    date: dayStart(values.date),
    priority: values.priority,
    warehouse: values.warehouse,
    notes: values.notes,
    items: values.items,
    ...(isNew ? { status: 'draft' } : {}),
  };
}

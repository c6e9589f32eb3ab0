import type { PurchaseRequestsPriority, PurchaseRequestsRecord, PurchaseRequestsStatus } from '@erp/schema';

/** A stored purchase-request line (`items`): the server snapshots the item's stock and levels and the total. */
export type PurchaseRequestLine = {
  item: string;
  currentStock: number;
  minLevel: number;
  maxLevel: number;
  quantity: number;
  unitPrice: number;
  total: number;
};

/** A line as the viewer shows it: with the item's name and SKU ('' when the reader may not see the item). */
export type PurchaseRequestLineView = PurchaseRequestLine & { itemName: string; sku: string };

/** A purchase request in the list, with its warehouse's name in the active language. */
export type PurchaseRequest = Pick<
  PurchaseRequestsRecord,
  | 'id'
  | 'number'
  | 'date'
  | 'priority'
  | 'notes'
  | 'warehouse'
  | 'status'
  | 'total'
  | 'requestedBy'
  | 'created'
  | 'updated'
> & {
  items: PurchaseRequestLine[];
  /** The warehouse's names (PocketBase's `expand`), shown in the active language. */
  expand?: { warehouse?: { name: string; nameAr?: string } };
};

/** A purchase request in the viewer and the wizard: its lines with their names. */
export type PurchaseRequestDetail = PurchaseRequest & { lines: PurchaseRequestLineView[] };

/** An item the line picker offers: what it holds now and its levels. */
export type PurchaseItemOption = {
  id: string;
  name: string;
  sku: string;
  /** The warehouse holding this item record. */
  warehouse: string;
  warehouseName: string;
  quantity: number;
  minQuantity: number;
  maxQuantity: number;
  unitPrice: number;
};

/** The list filters, as kept in the URL; `null` means all. */
export type PurchaseRequestFilters = {
  status: PurchaseRequestsStatus | null;
  priority: PurchaseRequestsPriority | null;
  warehouse: string | null;
};

/** Fields the list can be sorted by. */
export const PURCHASE_REQUEST_SORT_FIELDS = ['number', 'date', 'priority', 'warehouse', 'total', 'status'] as const;
export type PurchaseRequestSortField = (typeof PURCHASE_REQUEST_SORT_FIELDS)[number];

/** The status changes, each a business action (`POST /api/erp/purchase_requests/{id}/{action}`). */
export const PURCHASE_REQUEST_ACTIONS = ['submit', 'approve', 'reject', 'order', 'receive', 'fulfil'] as const;
export type PurchaseRequestAction = (typeof PURCHASE_REQUEST_ACTIONS)[number];

/** A line while it is edited. */
export type PurchaseLineDraft = {
  key: string;
  item: PurchaseItemOption | null;
  quantity: number | null;
  unitPrice: number | null;
};

/** The values the wizard saves (the server snapshots stock and levels and computes the totals). */
export type PurchaseRequestFormValues = {
  date: string;
  priority: PurchaseRequestsPriority;
  warehouse: string;
  notes: string;
  items: Array<Pick<PurchaseRequestLine, 'item' | 'quantity' | 'unitPrice'>>;
};

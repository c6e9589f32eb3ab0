import type { StockTransfersRecord, StockTransfersStatus } from '@erp/schema';

/** An inventory item of one warehouse, as the line picker offers it, with what that warehouse holds of it. */
export type StockItemOption = {
  id: string;
  name: string;
  sku: string;
  /** The warehouse that holds this item record. */
  warehouse: string;
  /** Units held there now. */
  quantity: number;
  /** The item's minimum stock level (0: none). */
  minQuantity: number;
  supplier: string;
  /** The supplier's name in the active language; '' for none. */
  supplierName: string;
};

/** A stored transfer line (`items` of `stock_transfers`). */
export type TransferLine = { item: string; supplier: string; quantity: number };

/**
 * A line as the viewer shows it: the stored line with its item's name and SKU, its supplier's name and what the
 * source holds now (null when the reader may not see the item).
 */
export type TransferLineView = TransferLine & {
  itemName: string;
  sku: string;
  /** The supplier's names, null for none or when the reader may not see it. */
  supplierNames: WarehouseNames | null;
  available: number | null;
  /** The item's minimum stock level. */
  minQuantity: number;
  /** The warehouse that holds the line's item record ('' when unknown). */
  itemWarehouse: string;
};

/** A stock transfer in the list, with its warehouses' names in the active language. */
export type Transfer = Pick<
  StockTransfersRecord,
  | 'id'
  | 'transferNumber'
  | 'date'
  | 'fromWarehouse'
  | 'toWarehouse'
  | 'status'
  | 'notes'
  | 'requestedBy'
  | 'created'
  | 'updated'
> & {
  items: TransferLine[];
  /** The warehouses' names (PocketBase's `expand`), shown in the active language. */
  expand?: { fromWarehouse?: WarehouseNames; toWarehouse?: WarehouseNames };
};

/** A warehouse's names in both languages. */
export type WarehouseNames = { name: string; nameAr?: string };

/** A transfer in the viewer and the wizard: its lines with their names and stock. */
export type TransferDetail = Transfer & { lines: TransferLineView[] };

/** The list filters of the transfers screen, as kept in the URL; `null` means all. */
export type TransferFilters = {
  status: StockTransfersStatus | null;
  fromWarehouse: string | null;
  toWarehouse: string | null;
};

/** Fields the transfers list can be sorted by. */
export const TRANSFER_SORT_FIELDS = ['transferNumber', 'date', 'fromWarehouse', 'toWarehouse', 'status'] as const;
export type TransferSortField = (typeof TRANSFER_SORT_FIELDS)[number];

/** The status changes of a transfer, each a business action (`POST /api/erp/stock_transfers/{id}/{action}`). */
export const TRANSFER_ACTIONS = ['submit', 'approve', 'reject', 'complete'] as const;
export type TransferAction = (typeof TRANSFER_ACTIONS)[number];

/** A line of the transfer widget while it is edited. */
export type TransferLineDraft = {
  /** Stable key of the line while it is edited. */
  key: string;
  /** The picked item (an item record of the source warehouse), or null. */
  item: StockItemOption | null;
  quantity: number | null;
};

/** What the transfer widget edits. */
export type TransferDraft = {
  fromWarehouse: string;
  toWarehouse: string;
  lines: TransferLineDraft[];
};

/** The values a transfer wizard saves. */
export type TransferFormValues = {
  date: string;
  fromWarehouse: string;
  toWarehouse: string;
  notes: string;
  items: TransferLine[];
};

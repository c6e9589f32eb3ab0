import type { PurchaseRequestsPriority, PurchaseRequestsStatus, StockTransfersStatus } from '@erp/schema';

import type { StockMovement } from '../stock.types';

/** A warehouse's occupancy on the overview. */
export type OverviewWarehouse = {
  id: string;
  name: string;
  nameAr: string;
  location: string;
  capacity: number;
  currentOccupancy: number;
  isActive: boolean;
};

/** A purchase request awaiting approval. */
export type OverviewRequest = {
  id: string;
  number: string;
  date: string;
  priority: PurchaseRequestsPriority | '';
  status: PurchaseRequestsStatus | '';
  total: number;
  warehouseName: string;
  warehouseNameAr: string;
};

/** A transfer awaiting approval. */
export type OverviewTransfer = {
  id: string;
  transferNumber: string;
  date: string;
  status: StockTransfersStatus | '';
  fromName: string;
  fromNameAr: string;
  toName: string;
  toNameAr: string;
};

/**
 * The stock area's figures as the viewer may see them: each part is null when the role lacks its key
 * (`view:warehouses`, `view:inventory`, `view:purchase-requests`, `view:transfers`).
 */
export type StockOverview = {
  /** The share (percent) from which a warehouse is nearly full. */
  nearCapacityPercent: number;
  warehouses: readonly OverviewWarehouse[] | null;
  levels: { low: number; out: number; over: number } | null;
  movements: readonly StockMovement[] | null;
  purchaseRequests: { items: readonly OverviewRequest[]; total: number } | null;
  transfers: { items: readonly OverviewTransfer[]; total: number } | null;
};

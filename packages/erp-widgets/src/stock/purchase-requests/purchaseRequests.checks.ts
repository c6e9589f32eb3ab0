import { lineTotalPiastres, toPiastres, toPounds, toThousandths } from '../../shared/money';
import type { PurchaseLineDraft } from './purchaseRequests.types';
import type { WarehouseOption } from '../stock.types';

/** The warehouse's "almost full" threshold, in percent of its capacity (the server's default). */
export const NEAR_CAPACITY_PERCENT = 90;

/** A warning on one line: shown as the user types, never blocking (the request is what fixes a shortage). */
export type LineWarning =
  | { kind: 'belowMinimum'; stock: number; min: number }
  | { kind: 'stillBelowMinimum'; after: number; min: number }
  | { kind: 'aboveMaximum'; after: number; max: number };

/** The warnings of a request: per line, and the warehouse's. */
export type PurchaseWarnings = {
  lines: Record<number, LineWarning[]>;
  /** The warehouse is full or almost full now (`percent` of its capacity used). */
  warehouseFull: { percent: number } | null;
  /** Receiving every line would exceed the warehouse's capacity (`free` units of room, `requested` units). */
  overCapacity: { free: number; requested: number } | null;
};

/**
 * The specification's five warnings, live: an item below its minimum; still below it after the purchase; the
 * quantity plus the stock above the maximum; the warehouse full or almost full; the request exceeding its capacity.
 * "Below" is strictly less than the minimum; a maximum or capacity of 0 means none is set.
 */
export function purchaseWarnings(
  lines: readonly PurchaseLineDraft[],
  warehouse: WarehouseOption | undefined,
  nearCapacityPercent = NEAR_CAPACITY_PERCENT,
): PurchaseWarnings {
  const out: Record<number, LineWarning[]> = {};
  let requested = 0;
  for (const [i, l] of lines.entries()) {
    if (!l.item) continue;
    const { quantity: stock, minQuantity: min, maxQuantity: max } = l.item;
    const q = l.quantity != null && l.quantity > 0 ? l.quantity : 0;
    requested += q;
    const after = stock + q;
    const w: LineWarning[] = [];
    if (stock < min) w.push({ kind: 'belowMinimum', stock, min });
    if (q > 0 && after < min) w.push({ kind: 'stillBelowMinimum', after, min });
    if (max > 0 && after > max) w.push({ kind: 'aboveMaximum', after, max });
    if (w.length > 0) out[i] = w;
  }
  let warehouseFull: PurchaseWarnings['warehouseFull'] = null;
  let overCapacity: PurchaseWarnings['overCapacity'] = null;
  if (warehouse && warehouse.capacity > 0) {
    // Compared in whole numbers, as the server does: 899 of 1000 is not 90 % full.
    if (warehouse.occupancy * 100 >= warehouse.capacity * nearCapacityPercent)
      warehouseFull = { percent: Math.floor((warehouse.occupancy / warehouse.capacity) * 100) };
    const free = Math.max(0, warehouse.capacity - warehouse.occupancy);
    if (requested > free) overCapacity = { free, requested };
  }
  return { lines: out, warehouseFull, overCapacity };
}

/** A line's problem that blocks saving: incomplete ("Please complete all fields for item #n.") or a bad quantity. */
export type LineError = 'incomplete' | 'quantity' | 'price';

/** The blocking problems by line index. */
export function purchaseLineErrors(lines: readonly PurchaseLineDraft[]): Record<number, LineError> {
  const out: Record<number, LineError> = {};
  for (const [i, l] of lines.entries()) {
    if (!l.item || l.quantity == null || l.unitPrice == null) out[i] = 'incomplete';
    else if (!Number.isInteger(l.quantity) || l.quantity <= 0) out[i] = 'quantity';
    else if (l.unitPrice < 0) out[i] = 'price';
  }
  return out;
}

/** A line's total in pounds, computed in piastres as the server does; 0 while incomplete. */
export function purchaseLineTotal(l: Pick<PurchaseLineDraft, 'quantity' | 'unitPrice'>): number {
  const q = l.quantity == null ? null : toThousandths(l.quantity);
  const p = l.unitPrice == null ? null : toPiastres(l.unitPrice);
  return q == null || p == null ? 0 : toPounds(lineTotalPiastres(q, p));
}

/** The request's total in pounds. */
export function purchaseTotal(lines: readonly PurchaseLineDraft[]): number {
  return toPounds(lines.reduce((sum, l) => sum + (toPiastres(purchaseLineTotal(l)) ?? 0), 0));
}

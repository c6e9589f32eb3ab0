import type { StockItemOption, TransferDraft } from './transfers.types';
import type { WarehouseOption } from '../stock.types';

/**
 * What is wrong with one line of a transfer, as the server's checks say it (the same order, the same sums):
 * - `incomplete`: no item or no quantity (reported on submit only);
 * - `notInSource`: the item is not stocked in the source warehouse;
 * - `quantity`: not a whole number above 0;
 * - `insufficient`: the lines of this item ask for more than the source holds (`available`, `requested`);
 * - `belowMinimum`: the source would keep less than the item's minimum (`remaining`, `minQuantity`).
 */
export type LineProblem =
  | { kind: 'incomplete' }
  | { kind: 'notInSource' }
  | { kind: 'quantity' }
  | { kind: 'insufficient'; available: number; requested: number }
  | { kind: 'belowMinimum'; remaining: number; minQuantity: number };

/** The problems of a transfer draft: the warehouses', each line's, and the destination's room. */
export type TransferProblems = {
  /** Source and destination are the same warehouse. */
  sameWarehouse: boolean;
  /** The destination cannot take what the lines move (`free` units of room, `requested` units moved). */
  capacity: { free: number; requested: number } | null;
  /** Problems by line index. */
  lines: Record<number, LineProblem>;
};

/** The units of `item` all lines up to and including `index` ask for (lines of one item add up, in order). */
function requestedUpTo(draft: TransferDraft, item: StockItemOption, index: number): number {
  let sum = 0;
  for (const [i, l] of draft.lines.entries()) {
    if (i > index) break;
    if (l.item?.id === item.id && l.quantity != null && l.quantity > 0) sum += l.quantity;
  }
  return sum;
}

/**
 * Runs the specification's transfer checks on a draft, live: `incomplete` lines count only when `forSubmit`.
 * A line's item carries what its warehouse holds as the picker found it; the server checks again against the
 * stock of the moment at submit, approve and complete.
 */
export function transferProblems(
  draft: TransferDraft,
  warehouses: readonly WarehouseOption[],
  forSubmit = false,
): TransferProblems {
  const lines: Record<number, LineProblem> = {};
  let moved = 0;
  for (const [i, line] of draft.lines.entries()) {
    const { item, quantity } = line;
    if (!item || quantity == null) {
      if (forSubmit) lines[i] = { kind: 'incomplete' };
      continue;
    }
    if (draft.fromWarehouse && item.warehouse !== draft.fromWarehouse) {
      lines[i] = { kind: 'notInSource' };
      continue;
    }
    if (!Number.isInteger(quantity) || quantity <= 0) {
      lines[i] = { kind: 'quantity' };
      continue;
    }
    moved += quantity;
    const requested = requestedUpTo(draft, item, i);
    if (requested > item.quantity) lines[i] = { kind: 'insufficient', available: item.quantity, requested };
    else if (item.quantity - requested < item.minQuantity)
      lines[i] = { kind: 'belowMinimum', remaining: item.quantity - requested, minQuantity: item.minQuantity };
  }
  const sameWarehouse = Boolean(draft.fromWarehouse) && draft.fromWarehouse === draft.toWarehouse;
  const to = warehouses.find((w) => w.id === draft.toWarehouse);
  const free = to && to.capacity > 0 ? Math.max(0, to.capacity - to.occupancy) : null;
  const capacity = free != null && !sameWarehouse && moved > free ? { free, requested: moved } : null;
  return { sameWarehouse, capacity, lines };
}

/** True when the draft has nothing the server would refuse. */
export function isTransferValid(problems: TransferProblems): boolean {
  return !problems.sameWarehouse && !problems.capacity && Object.keys(problems.lines).length === 0;
}

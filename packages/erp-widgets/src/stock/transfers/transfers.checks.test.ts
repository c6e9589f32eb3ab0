import { describe, expect, it } from 'vitest';

import { isTransferValid, transferProblems } from './transfers.checks';
import type { StockItemOption, TransferDraft } from './transfers.types';
import type { WarehouseOption } from '../stock.types';

const warehouses: WarehouseOption[] = [
  { id: 'A', name: 'Cairo', capacity: 1000, occupancy: 500 },
  { id: 'B', name: 'Alexandria', capacity: 100, occupancy: 90 },
  { id: 'C', name: 'Port Said', capacity: 0, occupancy: 0 },
];
const item = (overrides: Partial<StockItemOption> = {}): StockItemOption => ({
  id: 'pipe',
  name: 'Pipe',
  sku: 'P-1',
  warehouse: 'A',
  quantity: 50,
  minQuantity: 5,
  supplier: '',
  supplierName: '',
  ...overrides,
});
const draft = (lines: Array<[StockItemOption | null, number | null]>, from = 'A', to = 'C'): TransferDraft => ({
  fromWarehouse: from,
  toWarehouse: to,
  lines: lines.map(([i, quantity], n) => ({ key: String(n), item: i, quantity })),
});

// The server's planTransfer (apps/server/hooks/stock_transfers.go), case by case.
describe('transfer checks', () => {
  it('accepts a transfer the source covers and the destination holds', () => {
    const problems = transferProblems(draft([[item(), 10]]), warehouses);
    expect(problems).toEqual({ sameWarehouse: false, capacity: null, lines: {} });
    expect(isTransferValid(problems)).toBe(true);
  });

  it('refuses the same warehouse at both ends', () => {
    expect(transferProblems(draft([[item(), 1]], 'A', 'A'), warehouses).sameWarehouse).toBe(true);
  });

  it('adds up the lines of one item against what the source holds, in order', () => {
    const problems = transferProblems(
      draft([
        [item(), 30],
        [item(), 25],
      ]),
      warehouses,
    );
    expect(problems.lines[0]).toBeUndefined();
    expect(problems.lines[1]).toEqual({ kind: 'insufficient', available: 50, requested: 55 });
  });

  it('keeps the minimum in the source', () => {
    expect(transferProblems(draft([[item(), 46]]), warehouses).lines[0]).toEqual({
      kind: 'belowMinimum',
      remaining: 4,
      minQuantity: 5,
    });
    expect(transferProblems(draft([[item(), 45]]), warehouses).lines[0]).toBeUndefined();
  });

  it('refuses an item the source does not hold, and quantities that are not whole and positive', () => {
    const problems = transferProblems(
      draft([
        [item({ warehouse: 'B' }), 1],
        [item(), 1.5],
        [item(), 0],
      ]),
      warehouses,
    );
    expect(problems.lines).toEqual({ 0: { kind: 'notInSource' }, 1: { kind: 'quantity' }, 2: { kind: 'quantity' } });
  });

  it('checks the destination room only when it has a capacity', () => {
    expect(transferProblems(draft([[item(), 11]], 'A', 'B'), warehouses).capacity).toEqual({ free: 10, requested: 11 });
    expect(transferProblems(draft([[item(), 10]], 'A', 'B'), warehouses).capacity).toBeNull();
    expect(transferProblems(draft([[item({ quantity: 5000 }), 4000]], 'A', 'C'), warehouses).capacity).toBeNull();
  });

  it('reports incomplete lines only when submitting', () => {
    const d = draft([
      [null, 3],
      [item(), null],
    ]);
    expect(transferProblems(d, warehouses).lines).toEqual({});
    expect(transferProblems(d, warehouses, true).lines).toEqual({
      0: { kind: 'incomplete' },
      1: { kind: 'incomplete' },
    });
  });
});

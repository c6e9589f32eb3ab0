import { describe, expect, it } from 'vitest';

import { purchaseLineErrors, purchaseTotal, purchaseWarnings } from './purchaseRequests.checks';
import type { PurchaseItemOption, PurchaseLineDraft } from './purchaseRequests.types';

const cable: PurchaseItemOption = {
  id: 'cable',
  name: 'Cable',
  sku: 'C-1',
  warehouse: 'A',
  warehouseName: 'Cairo',
  quantity: 12,
  minQuantity: 40,
  maxQuantity: 300,
  unitPrice: 18.75,
};
const line = (quantity: number | null, item: PurchaseItemOption | null = cable, unitPrice: number | null = 18.75) =>
  ({ key: 'k', item, quantity, unitPrice }) satisfies PurchaseLineDraft;
const cairo = { id: 'A', name: 'Cairo', capacity: 1000, occupancy: 600 };

describe('purchase-request warnings', () => {
  it('warns below the minimum, and again when the purchase leaves it below', () => {
    expect(purchaseWarnings([line(20)], cairo).lines[0]).toEqual([
      { kind: 'belowMinimum', stock: 12, min: 40 },
      { kind: 'stillBelowMinimum', after: 32, min: 40 },
    ]);
    expect(purchaseWarnings([line(28)], cairo).lines[0]).toEqual([{ kind: 'belowMinimum', stock: 12, min: 40 }]);
  });

  it('warns when stock plus quantity exceeds the maximum, never without one', () => {
    expect(purchaseWarnings([line(289)], cairo).lines[0]).toContainEqual({
      kind: 'aboveMaximum',
      after: 301,
      max: 300,
    });
    expect(purchaseWarnings([line(1000, { ...cable, maxQuantity: 0 })], undefined).lines[0]).not.toContainEqual(
      expect.objectContaining({ kind: 'aboveMaximum' }),
    );
  });

  it('warns for a full or almost full warehouse and for a request beyond its room', () => {
    expect(purchaseWarnings([line(10)], { ...cairo, occupancy: 900 }).warehouseFull).toEqual({ percent: 90 });
    expect(purchaseWarnings([line(10)], { ...cairo, occupancy: 899 }).warehouseFull).toBeNull();
    expect(purchaseWarnings([line(10)], { ...cairo, occupancy: 850 }, 85).warehouseFull).toEqual({ percent: 85 });
    expect(purchaseWarnings([line(300), line(101)], cairo).overCapacity).toEqual({ free: 400, requested: 401 });
    expect(purchaseWarnings([line(400)], cairo).overCapacity).toBeNull();
  });
});

describe('purchase-request lines', () => {
  it('blocks incomplete lines and bad quantities or prices', () => {
    expect(
      purchaseLineErrors([line(null), line(3, null), line(1, cable, null), line(1.5), line(2, cable, -1), line(2)]),
    ).toEqual({
      0: 'incomplete',
      1: 'incomplete',
      2: 'incomplete',
      3: 'quantity',
      4: 'price',
    });
  });

  it('totals in piastres as the server does', () => {
    expect(purchaseTotal([line(3, cable, 0.1), line(3, cable, 0.2)])).toBe(0.9);
    expect(purchaseTotal([line(150), line(10, cable, 145)])).toBe(4262.5);
  });
});

import { describe, expect, it } from 'vitest';

import { computeTotals, lineTotalPiastres, toPiastres, toPounds, toThousandths, vatPiastres } from './money';

// The cases of the server's apps/server/internal/lines/lines_test.go, so the screens and the server agree to the
// piastre.
describe('document arithmetic', () => {
  it('parses money exactly, rounding half-up past the second decimal', () => {
    const cases: Array<[number, number]> = [
      [33.33, 3333],
      [0.1, 10],
      [12, 1200],
      [0.005, 1],
      [0.004, 0],
      [1e2, 10000],
      [-2.5, -250],
      [1.999, 200],
      [100.0, 10000],
      [0, 0],
      // Float multiplication gets these wrong: 1.005 × 100 = 100.49999999999999, 8.675 × 100 = 867.4999999999999.
      [1.005, 101],
      [8.675, 868],
      [1e-7, 0],
    ];
    for (const [pounds, piastres] of cases) expect(toPiastres(pounds), String(pounds)).toBe(piastres);
    expect(toPiastres(Number.NaN)).toBeNull();
    expect(toPiastres(Number.POSITIVE_INFINITY)).toBeNull();
  });

  it('parses quantities into thousandths', () => {
    expect(toThousandths(1.5)).toBe(1500);
    expect(toThousandths(2)).toBe(2000);
    expect(toThousandths(3)).toBe(3000);
    expect(toThousandths(0.0005)).toBe(1);
    expect(toThousandths(0.0004)).toBe(0);
    expect(toThousandths(1.0005)).toBe(1001);
  });

  it('rounds line totals and VAT half-up like the server', () => {
    expect(lineTotalPiastres(1500, 333)).toBe(500); // 1.5 × 3.33 = 4.995 → 5.00
    expect(vatPiastres(1250, 14)).toBe(175); // 12.50 × 14 % = 1.75
    expect(vatPiastres(5, 10)).toBe(1); // 0.05 × 10 % = 0.005 → 0.01
    expect(vatPiastres(1000, 2.5)).toBe(25);
    expect(vatPiastres(10000, 2.5)).toBe(250);
  });

  it('totals 3 × 33.33 at 14 % to 99.99 + 14.00 = 113.99', () => {
    const totals = computeTotals([{ quantity: 3, unitPrice: 33.33 }], 14);
    expect(totals).toEqual({ lines: [9999], subtotal: 9999, vat: 1400, total: 11399 });
    expect(toPounds(totals.total)).toBe(113.99);
  });

  it('adds ten lines of 0.10 to exactly 1.00 without float drift', () => {
    const lines = Array.from({ length: 10 }, () => ({ quantity: 1, unitPrice: 0.1 }));
    const totals = computeTotals(lines, 5);
    expect([totals.subtotal, totals.vat, totals.total]).toEqual([100, 5, 105]);
    expect(toPounds(totals.total)).toBe(1.05);
  });

  it('counts empty or invalid amounts as zero while the user types', () => {
    const totals = computeTotals(
      [
        { quantity: null, unitPrice: 10 },
        { quantity: 2, unitPrice: null },
        { quantity: 0, unitPrice: 10 },
        { quantity: -1, unitPrice: 10 },
        { quantity: 2, unitPrice: -1 },
        { quantity: 2, unitPrice: 10 },
      ],
      14,
    );
    expect(totals).toEqual({ lines: [0, 0, 0, 0, 0, 2000], subtotal: 2000, vat: 280, total: 2280 });
  });

  it('counts no rate as 0 %', () => {
    expect(computeTotals([{ quantity: 2, unitPrice: 10 }], null)).toEqual({
      lines: [2000],
      subtotal: 2000,
      vat: 0,
      total: 2000,
    });
  });

  it('stays exact beyond float precision for large amounts', () => {
    // 999,999.999 × 9,999,999.99 EGP: the product needs more than 53 bits.
    expect(lineTotalPiastres(999_999_999, 999_999_999)).toBe(999_999_998_000_000);
  });
});

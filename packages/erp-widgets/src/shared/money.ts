// Document arithmetic, the same as the server's (apps/server/internal/lines): money in integer piastres
// (1 EGP = 100 piastres), quantities in integer thousandths, every rounding half-up (away from zero), so a total
// shown while the user types is the total the server will store, to the piastre.

/**
 * Parses a number exactly into an integer scaled by 10^scale from its shortest decimal form (the text JSON sends,
 * which the server parses), rounding half-up on the first dropped digit; never through float multiplication.
 * Null for anything that is not a finite number or does not fit a safe integer.
 */
function toScaled(value: number, scale: number): number | null {
  if (!Number.isFinite(value)) return null;
  let text = String(value);
  const negative = text.startsWith('-');
  if (negative) text = text.slice(1);
  let exponent = 0;
  const e = text.search(/e/i);
  if (e >= 0) {
    exponent = Number(text.slice(e + 1));
    text = text.slice(0, e);
  }
  const point = text.indexOf('.');
  const fraction = point >= 0 ? text.slice(point + 1) : '';
  let digits = ((point >= 0 ? text.slice(0, point) : text) + fraction).replace(/^0+/, '');
  if (digits === '') return 0;
  // value = digits × 10^(exponent − fraction length); we want value × 10^scale.
  const shift = exponent - fraction.length + scale;
  let roundUp = false;
  if (shift >= 0) {
    digits += '0'.repeat(shift);
  } else {
    const cut = digits.length + shift;
    if (cut < 0) return 0;
    roundUp = (digits[cut] ?? '0') >= '5';
    digits = digits.slice(0, cut);
  }
  const scaled = BigInt(digits === '' ? '0' : digits) + (roundUp ? 1n : 0n);
  if (scaled > BigInt(Number.MAX_SAFE_INTEGER)) return null;
  return negative ? -Number(scaled) : Number(scaled);
}

/** An EGP amount as integer piastres (33.33 → 3333, 0.005 → 1), or null when it is not a number. */
export function toPiastres(pounds: number): number | null {
  return toScaled(pounds, 2);
}

/** A quantity as integer thousandths (1.5 → 1500), or null when it is not a number. */
export function toThousandths(quantity: number): number | null {
  return toScaled(quantity, 3);
}

/** Piastres as the EGP number the records store (two decimals). */
export function toPounds(piastres: number): number {
  return piastres / 100;
}

function divRound(n: bigint, d: bigint): bigint {
  return n >= 0n ? (n + d / 2n) / d : -((-n + d / 2n) / d);
}

/** round_half_up(quantity × unit price) in piastres, from thousandths and piastres. */
export function lineTotalPiastres(quantityThousandths: number, unitPricePiastres: number): number {
  return Number(divRound(BigInt(quantityThousandths) * BigInt(unitPricePiastres), 1000n));
}

/** round_half_up(subtotal × rate / 100) in piastres, the rate (14, 5, 2.5) read in hundredths of a percent as the server does. */
export function vatPiastres(subtotalPiastres: number, ratePercent: number): number {
  const basisPoints = BigInt(Math.round(ratePercent * 100));
  return Number(divRound(BigInt(subtotalPiastres) * basisPoints, 10000n));
}

/** A line's quantity and unit price as typed; null while a field is empty. */
export type LineAmounts = { quantity: number | null; unitPrice: number | null };

/** A document's totals in piastres: each line's total, the subtotal, the VAT and the total. */
export type DocumentTotals = { lines: number[]; subtotal: number; vat: number; total: number };

/**
 * The totals of lines at a VAT rate (percent), in piastres, exactly as the server computes them. An empty or
 * invalid quantity or price counts as 0, so the totals follow the user's typing; a missing rate counts as 0 %.
 */
export function computeTotals(lines: readonly LineAmounts[], ratePercent: number | null): DocumentTotals {
  const totals = lines.map(({ quantity, unitPrice }) => {
    const q = quantity == null ? 0 : (toThousandths(quantity) ?? 0);
    const p = unitPrice == null ? 0 : (toPiastres(unitPrice) ?? 0);
    return q > 0 && p >= 0 ? lineTotalPiastres(q, p) : 0;
  });
  const subtotal = totals.reduce((sum, t) => sum + t, 0);
  const vat = vatPiastres(subtotal, ratePercent ?? 0);
  return { lines: totals, subtotal, vat, total: subtotal + vat };
}

// Invoice arithmetic, the same as the server's (apps/server/internal/lines): money in integer piastres
// (1 EGP = 100 piastres), quantities in integer thousandths, rounding half-up, so a total shown while typing is the
// total the server will store, to the piastre.

/**
 * Parses a number exactly into an integer scaled by 10^scale, rounding half-up (away from zero) on the first dropped
 * digit, from its shortest decimal form (the one JSON sends), never through float multiplication.
 * Returns null for anything that is not a finite number.
 */
function toScaled(value: number, scale: number): number | null {
  if (!Number.isFinite(value)) return null;
  let text = String(value);
  let negative = false;
  if (text.startsWith('-')) {
    negative = true;
    text = text.slice(1);
  }
  let exponent = 0;
  const e = text.search(/e/i);
  if (e >= 0) {
    exponent = Number(text.slice(e + 1));
    text = text.slice(0, e);
  }
  const point = text.indexOf('.');
  const whole = point >= 0 ? text.slice(0, point) : text;
  const fraction = point >= 0 ? text.slice(point + 1) : '';
  let digits = (whole + fraction).replace(/^0+/, '');
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
  let scaled = BigInt(digits === '' ? '0' : digits) + (roundUp ? 1n : 0n);
  if (negative) scaled = -scaled;
  if (scaled > BigInt(Number.MAX_SAFE_INTEGER) || scaled < -BigInt(Number.MAX_SAFE_INTEGER)) return null;
  return Number(scaled);
}

/** An amount in EGP as integer piastres (33.33 → 3333; 0.005 → 1), or null when it is not a number. */
export function toPiastres(pounds: number): number | null {
  return toScaled(pounds, 2);
}

/** A quantity as integer thousandths (1.5 → 1500), or null when it is not a number. */
export function toThousandths(quantity: number): number | null {
  return toScaled(quantity, 3);
}

/** Piastres back to the EGP number stored in records (two decimals). */
export function toPounds(piastres: number): number {
  return piastres / 100;
}

function divRound(n: bigint, d: bigint): bigint {
  return n >= 0n ? (n + d / 2n) / d : -((-n + d / 2n) / d);
}

/** round_half_up(quantity × unit price), in piastres, from thousandths and piastres. */
export function lineTotalPiastres(quantityThousandths: number, unitPricePiastres: number): number {
  return Number(divRound(BigInt(quantityThousandths) * BigInt(unitPricePiastres), 1000n));
}

/** A VAT percentage (14, 5, 2.5) in hundredths of a percent, as the server reads it. */
export function rateBasisPoints(ratePercent: number): number {
  return Math.round(ratePercent * 100);
}

/** round_half_up(subtotal × rate / 100), in piastres. */
export function vatPiastres(subtotalPiastres: number, ratePercent: number): number {
  return Number(divRound(BigInt(subtotalPiastres) * BigInt(rateBasisPoints(ratePercent)), 10000n));
}

/** A line's quantity and price as typed (null while a field is empty). */
export type LineAmounts = { quantity: number | null; unitPrice: number | null };

/** Live totals of an invoice, in piastres. Lines with an empty or invalid quantity or price count as zero. */
export type InvoiceTotals = { lines: number[]; subtotal: number; vat: number; total: number };

/** Line totals, subtotal, VAT and total, exactly as the server computes them. */
export function computeInvoiceTotals(lines: readonly LineAmounts[], ratePercent: number): InvoiceTotals {
  const totals = lines.map(({ quantity, unitPrice }) => {
    const q = quantity == null ? null : toThousandths(quantity);
    const p = unitPrice == null ? null : toPiastres(unitPrice);
    return q == null || p == null || q <= 0 || p < 0 ? 0 : lineTotalPiastres(q, p);
  });
  const subtotal = totals.reduce((sum, t) => sum + t, 0);
  const vat = vatPiastres(subtotal, ratePercent);
  return { lines: totals, subtotal, vat, total: subtotal + vat };
}

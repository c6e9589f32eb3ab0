import type { FieldErrors } from '@erp/ui';
import { LINE_LIMITS, type InventoryItemsRecord } from '@erp/schema';
import type { IntlShape } from 'react-intl';

import { commonNamedMessages as cnm, commonMessages as cm } from '../common.messages';
import { formatRate, localName } from '../format';
import { computeTotals, toPounds, toThousandths } from '../money';
import { linesMessages as m, linesNamedMessages as mn } from './documents.messages';

/**
 * One line of a document as stored in its `items` JSON: an inventory line (`item`, with the item's `warehouse` and
 * `supplier`) or a custom line (no `item`). Money is in EGP with two decimals; the server recomputes `total`.
 * The names and `stock` are display copies kept with the line so a viewer needs no lookups.
 */
export type DocumentLine = {
  /** The inventory item (an `inventory_items` id); absent on a custom line. */
  item?: string;
  /** The item's warehouse id. */
  warehouse?: string;
  /** The item's supplier id. */
  supplier?: string;
  description: string;
  /** Up to three decimals (services, metres). */
  quantity: number;
  unitPrice: number;
  total: number;
  /** The warehouse's name, for display. */
  warehouseName?: string;
  /** The supplier's name, for display. */
  supplierName?: string;
  /** The quantity available in the warehouse when the line was last edited. */
  stock?: number;
};

/** An inventory item a line can take: one product's stock in one warehouse. */
export type InventoryItemOption = Pick<InventoryItemsRecord, 'id' | 'name' | 'sku' | 'warehouse' | 'supplier'> & {
  /** The quantity on hand in that warehouse. */
  available: number;
  /** The item's unit price in EGP, proposed as the line's price. */
  unitPrice: number;
  warehouseName: string;
  /** Empty when the item has no supplier. */
  supplierName: string;
};

/** A VAT rate the settings offer (`app_settings.vatRates`). */
export type VatRateOption = { name: string; nameAr?: string; rate: number; description?: string };

/** One line as an editor holds it: numbers stay null while their field is empty. */
export type LineDraft = {
  /** Local key, stable while the line exists. */
  key: string;
  kind: 'inventory' | 'custom';
  item: string | null;
  /** The chosen item's name, shown in its search field. */
  itemText: string;
  warehouse: string;
  supplier: string;
  warehouseName: string;
  supplierName: string;
  /** Quantity on hand in the item's warehouse; null when unknown or for a custom line. */
  stock: number | null;
  description: string;
  quantity: number | null;
  unitPrice: number | null;
};

let lineKeys = 0;

/** A new empty line; an inventory line proposes a quantity of 1. */
export function emptyLine(kind: LineDraft['kind']): LineDraft {
  lineKeys += 1;
  return {
    key: `line-${lineKeys}`,
    kind,
    item: null,
    itemText: '',
    warehouse: '',
    supplier: '',
    warehouseName: '',
    supplierName: '',
    stock: null,
    description: '',
    quantity: kind === 'inventory' ? 1 : null,
    unitPrice: null,
  };
}

/** Stored lines as drafts, keyed `<keyPrefix>-<index>`; an inventory line keeps its item's details. */
export function lineDraftsOf(lines: readonly DocumentLine[], keyPrefix = 'saved'): LineDraft[] {
  return lines.map((l, i) => ({
    key: `${keyPrefix}-${i}`,
    kind: l.item ? 'inventory' : 'custom',
    item: l.item ?? null,
    itemText: l.item ? l.description : '',
    warehouse: l.warehouse ?? '',
    supplier: l.supplier ?? '',
    warehouseName: l.warehouseName ?? '',
    supplierName: l.supplierName ?? '',
    stock: l.stock ?? null,
    description: l.description,
    quantity: l.quantity,
    unitPrice: l.unitPrice,
  }));
}

/** The drafts as stored lines: trimmed descriptions, totals computed as the server will, display copies kept. */
export function linesOfDrafts(drafts: readonly LineDraft[]): DocumentLine[] {
  const totals = computeTotals(drafts, 0);
  return drafts.map((l, i) => {
    const base = {
      description: l.description.trim(),
      quantity: l.quantity ?? 0,
      unitPrice: l.unitPrice ?? 0,
      total: toPounds(totals.lines[i] ?? 0),
    };
    if (l.kind === 'custom' || !l.item) return base;
    return {
      item: l.item,
      warehouse: l.warehouse,
      supplier: l.supplier,
      ...base,
      warehouseName: l.warehouseName,
      supplierName: l.supplierName,
      ...(l.stock != null ? { stock: l.stock } : {}),
    };
  });
}

const LINE_FIELDS = ['item', 'description', 'quantity', 'unitPrice', 'warehouse'] as const;

/** Field names of line `i`, as the server reports their errors ("items.0.quantity"). */
export function lineFieldNames(i: number): string[] {
  return LINE_FIELDS.map((f) => `items.${i}.${f}`);
}

/** The field names of line `i`, one by one. */
const lineField = (i: number, field: (typeof LINE_FIELDS)[number]) => `items.${i}.${field}`;

/** The names of each line's fields for a wizard's server-error summary ("Item 2: Quantity"), keyed by field name. */
export function lineFieldLabels(intl: IntlShape, count: number): Record<string, string> {
  const labels = {
    item: m.item,
    description: cm.description,
    quantity: m.quantity,
    unitPrice: m.unitPrice,
    warehouse: m.warehouse,
  } as const;
  return Object.fromEntries(
    Array.from({ length: count }, (_, i) =>
      LINE_FIELDS.map((f) => [
        lineField(i, f),
        intl.formatMessage(mn.lineField, { n: i + 1, field: intl.formatMessage(labels[f]) }),
      ]),
    ).flat(),
  );
}

/**
 * Keys of the lines whose item is taken beyond its stock: the quantities of every line of the same item add up to
 * more than its warehouse holds.
 */
export function linesOverStock(lines: readonly LineDraft[]): ReadonlySet<string> {
  const wanted = new Map<string, number>();
  for (const l of lines) {
    if (l.kind !== 'inventory' || !l.item || l.stock == null) continue;
    wanted.set(l.item, (wanted.get(l.item) ?? 0) + (toThousandths(l.quantity ?? 0) ?? 0));
  }
  const over = new Set<string>();
  for (const l of lines) {
    if (l.kind !== 'inventory' || !l.item || l.stock == null) continue;
    if ((wanted.get(l.item) ?? 0) > l.stock * 1000) over.add(l.key);
  }
  return over;
}

/**
 * The lines' errors: at least one line, each complete and valid (descriptions within the server's length), within stock (unless `checkStock` is false, for
 * documents that take no stock, such as quotations and receipts), and a VAT rate.
 */
export function validateLines(
  intl: IntlShape,
  lines: readonly LineDraft[],
  vatRate: number | null,
  { checkStock = true }: { checkStock?: boolean } = {},
): FieldErrors {
  const errors: FieldErrors = {};
  if (lines.length === 0) errors.items = intl.formatMessage(m.linesRequired);
  const over = checkStock ? linesOverStock(lines) : new Set<string>();
  lines.forEach((l, i) => {
    if (l.kind === 'inventory' && !l.item) errors[lineField(i, 'item')] = intl.formatMessage(m.itemRequired);
    const description = l.description.trim();
    if (!description) errors[lineField(i, 'description')] = intl.formatMessage(m.descriptionRequired);
    else if ([...description].length > LINE_LIMITS.description.maxLength)
      errors[lineField(i, 'description')] = intl.formatMessage(cnm.tooLong, { max: LINE_LIMITS.description.maxLength });
    const q = l.quantity == null ? null : toThousandths(l.quantity);
    if (q == null || q <= 0) errors[lineField(i, 'quantity')] = intl.formatMessage(m.quantityInvalid);
    else if (over.has(l.key)) errors[lineField(i, 'quantity')] = intl.formatMessage(m.quantityExceedsStock);
    if (l.unitPrice == null || l.unitPrice < 0) errors[lineField(i, 'unitPrice')] = intl.formatMessage(m.priceInvalid);
  });
  if (vatRate === null) errors.vatRate = intl.formatMessage(m.vatRateRequired);
  return errors;
}

/**
 * The VAT rate choices, "Standard (14%)", keyed by the rate; plus the document's own rate (`current`) when the
 * settings no longer offer it, so a document saved at a withdrawn rate still shows it.
 */
export function vatOptions(
  intl: IntlShape,
  rates: readonly VatRateOption[],
  current: number | null = null,
): Array<{ id: string; label: string }> {
  const options = rates.map((r) => ({
    id: String(r.rate),
    label: intl.formatMessage(mn.vatOption, { name: localName(intl.locale, r), rate: formatRate(intl, r.rate) }),
  }));
  if (current !== null && !rates.some((r) => r.rate === current))
    options.push({ id: String(current), label: formatRate(intl, current) });
  return options;
}

/** The label of the rate chosen, as the VAT select shows it ('' when none). */
export function vatRateText(intl: IntlShape, rates: readonly VatRateOption[], rate: number | null): string {
  if (rate === null) return '';
  return vatOptions(intl, rates, rate).find((o) => o.id === String(rate))?.label ?? '';
}

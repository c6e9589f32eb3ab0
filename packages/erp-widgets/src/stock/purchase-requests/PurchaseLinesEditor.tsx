import { MoneyField, useFormState } from '@erp/ui';
import { useIntl, type IntlShape } from 'react-intl';

import { commonMessages as cm } from '../../shared/common.messages';
import { formatMoney, formatQuantity } from '../../shared/format';
import * as css from '../../shared/shared.css';
import { purchaseLineTotal, purchaseTotal, purchaseWarnings, type LineWarning } from './purchaseRequests.checks';
import { purchaseRequestMessages as m, purchaseRequestNamedMessages as mn } from './purchaseRequests.messages';
import type { PurchaseItemOption, PurchaseLineDraft } from './purchaseRequests.types';
import { linesMessages as lm } from '../../shared/documents/documents.messages';
import { AddLineButton, FieldAlert, LineCard, LineFacts } from '../../shared/documents/LineCard';
import { StockItemPicker, StockQuantityField } from '../StockLines';
import { stockFlowMessages as sm } from '../stock.messages';
import type { WarehouseOption } from '../stock.types';

/** Searches inventory items by name or SKU; abort `signal` when a newer search starts. */
export type SearchPurchaseItems = (query: string, signal: AbortSignal) => Promise<PurchaseItemOption[]>;

let nextKey = 0;
/** A new line, empty or for an item (its price proposed). */
export function emptyPurchaseLine(
  item: PurchaseItemOption | null = null,
  quantity: number | null = null,
): PurchaseLineDraft {
  nextKey += 1;
  return { key: `purchase-line-${nextKey}`, item, quantity, unitPrice: item ? item.unitPrice : null };
}

/** The field names of line `i`, as the server names its refusals. */
export const purchaseLineFields = (i: number) =>
  [`items.${i}`, `items.${i}.item`, `items.${i}.quantity`, `items.${i}.unitPrice`] as const;

function warningText(intl: IntlShape, w: LineWarning): string {
  const q = (n: number) => formatQuantity(intl, n);
  switch (w.kind) {
    case 'belowMinimum':
      return intl.formatMessage(mn.belowMinimum, { stock: q(w.stock), min: q(w.min) });
    case 'stillBelowMinimum':
      return intl.formatMessage(mn.stillBelowMinimum, { after: q(w.after), min: q(w.min) });
    case 'aboveMaximum':
      return intl.formatMessage(mn.aboveMaximum, { after: q(w.after), max: q(w.max) });
  }
}

/** Props of {@link PurchaseLinesEditor}. */
export type PurchaseLinesEditorProps = {
  lines: readonly PurchaseLineDraft[];
  onLinesChange: (update: (lines: PurchaseLineDraft[]) => PurchaseLineDraft[]) => void;
  /** The request's warehouse, for its warnings. */
  warehouse: WarehouseOption | undefined;
  /** The "almost full" threshold in percent. */
  nearCapacityPercent?: number;
  searchItems: SearchPurchaseItems;
};

/**
 * The lines of a purchase request: item (searched), its current stock and min and max levels, quantity, unit price
 * and total, with the specification's five warnings as the user types (per line: below minimum, still below after
 * the purchase, above the maximum; for the warehouse: full or almost full, capacity exceeded) and the total.
 */
export function PurchaseLinesEditor({
  lines,
  onLinesChange,
  warehouse,
  nearCapacityPercent,
  searchItems,
}: PurchaseLinesEditorProps) {
  const intl = useIntl();
  const { isReadOnly: busy, errors } = useFormState();
  const warnings = purchaseWarnings(lines, warehouse, nearCapacityPercent);
  const set = (i: number, patch: Partial<PurchaseLineDraft>) =>
    onLinesChange((ls) => ls.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  const q = (n: number) => formatQuantity(intl, n);
  return (
    <div className={css.formStack}>
      {warnings.warehouseFull ? (
        <p className={css.notice.warning} role="status">
          {intl.formatMessage(mn.warehouseFull, {
            percent: intl.formatNumber(warnings.warehouseFull.percent / 100, { style: 'percent' }),
          })}
        </p>
      ) : null}
      {warnings.overCapacity ? (
        <p className={css.notice.warning} role="status">
          {intl.formatMessage(mn.overCapacity, {
            free: q(warnings.overCapacity.free),
            requested: q(warnings.overCapacity.requested),
          })}
        </p>
      ) : null}
      <FieldAlert text={errors.items} />
      <ol className={css.lines} aria-label={intl.formatMessage(sm.items)}>
        {lines.map((line, i) => {
          const [lineName, itemName, quantityName, priceName] = purchaseLineFields(i);
          return (
            <LineCard
              key={line.key}
              lineKey={line.key}
              n={i + 1}
              onRemove={() => onLinesChange((ls) => ls.filter((_, j) => j !== i))}
              isDisabled={busy}
            >
              <StockItemPicker<PurchaseItemOption>
                name={itemName}
                placeholder={intl.formatMessage(m.itemPlaceholder)}
                item={line.item}
                search={searchItems}
                optionLabel={(o) =>
                  intl.formatMessage(mn.itemOption, {
                    name: o.name,
                    sku: o.sku,
                    warehouse: o.warehouseName,
                    quantity: q(o.quantity),
                  })
                }
                onPick={(item) => set(i, { item, unitPrice: item ? item.unitPrice : line.unitPrice })}
              />
              {line.item ? (
                <LineFacts
                  facts={(
                    [
                      [m.currentStock, line.item.quantity, 'stock'],
                      [m.minLevel, line.item.minQuantity, 'min'],
                      [m.maxLevel, line.item.maxQuantity, 'max'],
                    ] as const
                  ).map(([label, value, key]) => ({
                    id: key,
                    label: intl.formatMessage(label),
                    value: q(value),
                    data: { 'data-line-value': key },
                  }))}
                />
              ) : null}
              <div className={css.lineFields}>
                <StockQuantityField
                  errorKey={quantityName}
                  value={line.quantity}
                  onChange={(quantity) => set(i, { quantity })}
                />
                <MoneyField
                  errorKey={priceName}
                  label={intl.formatMessage(lm.unitPrice)}
                  isRequired
                  value={line.unitPrice}
                  onLiveChange={(unitPrice) => set(i, { unitPrice })}
                  onChange={(unitPrice) => set(i, { unitPrice })}
                />
                <div className={css.lineTotal}>
                  <span className={css.lineTotalLabel}>{intl.formatMessage(lm.lineTotal)}</span>
                  <span className={css.lineTotalValue} data-line-total={line.key}>
                    {formatMoney(intl, purchaseLineTotal(line))}
                  </span>
                </div>
              </div>
              {(warnings.lines[i] ?? []).map((w) => (
                <p key={w.kind} className={css.notice.warning} role="status" data-warning={w.kind}>
                  {warningText(intl, w)}
                </p>
              ))}
              <FieldAlert text={errors[lineName]} />
            </LineCard>
          );
        })}
      </ol>
      <AddLineButton onAdd={() => onLinesChange((ls) => [...ls, emptyPurchaseLine()])} isDisabled={busy} />
      <div className={css.totals}>
        <div className={`${css.totalsRow} ${css.totalsGrand}`}>
          <span>{intl.formatMessage(cm.total)}</span>
          <span className={css.totalsValue} data-total>
            {formatMoney(intl, purchaseTotal(lines))}
          </span>
        </div>
      </div>
    </div>
  );
}

import { Button, Icon, MoneyField, NumberField, Select, TextField, useWizard, type FieldErrors } from '@erp/ui';
import { useEffect, useRef, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';

import { AsyncPicker } from '../shared/AsyncPicker';
import { invoiceWizardMessages as m, invoiceWizardNamedMessages as mn } from './InvoiceWizard.messages';
import { InvoiceTotalsList } from './InvoiceTotalsList';
import * as css from '../shared/shared.css';
import * as editorCss from '../shared/documents/LinesEditor.css';
import { formatMoney, formatQuantity, formatRate, localName } from '../shared/format';
import { computeTotals, toPounds, toThousandths } from '../shared/money';
import { invoiceErrorMessages as em, salesMessages as sm } from './sales.messages';
import type { InventoryItemOption, InvoiceLine, VatRate } from './sales.types';

/** One line as the wizard edits it: numbers stay null while their field is empty. */
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

/** A new empty line. */
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

/** Stored lines as the editor's drafts, keyed `<keyPrefix>-<index>`; an inventory line keeps its item's details. */
export function lineDraftsOf(lines: readonly InvoiceLine[], keyPrefix = 'saved'): LineDraft[] {
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
export function linesOfDrafts(drafts: readonly LineDraft[]): InvoiceLine[] {
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

/** Field names of line `i`, as the server reports its errors ("items.0.quantity"). */
export const lineFieldNames = (i: number) =>
  ['item', 'description', 'quantity', 'unitPrice', 'warehouse'].map((f) => `items.${i}.${f}`);

/** The names of each line's fields for the wizard's server-error summary ("Item 2: Quantity"), keyed by field name. */
export function lineFieldLabels(intl: IntlShape, count: number): Record<string, string> {
  return Object.fromEntries(
    Array.from({ length: count }, (_, i) => {
      const [item, description, quantity, unitPrice, warehouse] = lineFieldNames(i) as [
        string,
        string,
        string,
        string,
        string,
      ];
      const named = (field: string) => intl.formatMessage(mn.lineField, { n: i + 1, field });
      return [
        [item, named(intl.formatMessage(sm.item))],
        [description, named(intl.formatMessage(sm.description))],
        [quantity, named(intl.formatMessage(sm.quantity))],
        [unitPrice, named(intl.formatMessage(sm.unitPrice))],
        [warehouse, named(intl.formatMessage(sm.warehouse))],
      ];
    }).flat(),
  );
}

/**
 * Keys of the lines whose item is sold beyond its stock: the quantities of every line of the same item add up to
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
 * The items step's errors: at least one line, each complete and valid, within stock (unless `checkStock` is false,
 * for documents that take no stock, such as quotations and receipts), and a VAT rate.
 */
export function validateLines(
  intl: IntlShape,
  lines: readonly LineDraft[],
  vatRate: string | null,
  { checkStock = true }: { checkStock?: boolean } = {},
): FieldErrors {
  const errors: FieldErrors = {};
  if (lines.length === 0) errors.items = intl.formatMessage(m.linesRequired);
  const over = checkStock ? linesOverStock(lines) : new Set<string>();
  lines.forEach((l, i) => {
    const [item, description, quantity, unitPrice] = lineFieldNames(i) as [string, string, string, string];
    if (l.kind === 'inventory' && !l.item) errors[item] = intl.formatMessage(m.itemRequired);
    if (!l.description.trim()) errors[description] = intl.formatMessage(m.descriptionRequired);
    const q = l.quantity == null ? null : toThousandths(l.quantity);
    if (q == null || q <= 0) errors[quantity] = intl.formatMessage(m.quantityInvalid);
    else if (over.has(l.key)) errors[quantity] = intl.formatMessage(em.quantityExceedsStock);
    if (l.unitPrice == null || l.unitPrice < 0) errors[unitPrice] = intl.formatMessage(m.priceInvalid);
  });
  if (vatRate === null) errors.vatRate = intl.formatMessage(m.vatRateRequired);
  return errors;
}

/** The VAT rate choices: "Standard (14%)", keyed by the rate. */
export function vatOptions(intl: IntlShape, rates: readonly VatRate[]) {
  return rates.map((r) => ({
    id: String(r.rate),
    label: intl.formatMessage(mn.vatOption, { name: localName(intl.locale, r), rate: formatRate(intl, r.rate) }),
  }));
}

type LineEditorProps = {
  line: LineDraft;
  index: number;
  isOverStock: boolean;
  searchInventory: (query: string, signal: AbortSignal) => Promise<InventoryItemOption[]>;
  onChange: (patch: Partial<LineDraft>) => void;
  onRemove: () => void;
};

function LineEditor({ line, index, isOverStock, searchInventory, onChange, onRemove }: LineEditorProps) {
  const intl = useIntl();
  const { errors, isSubmitting } = useWizard();
  const [itemName, descriptionName, quantityName, priceName] = lineFieldNames(index) as [
    string,
    string,
    string,
    string,
  ];
  const n = index + 1;
  const headingId = `${line.key}-heading`;
  const total = computeTotals([line], 0).lines[0] ?? 0;
  const field = (name: string) => ({ name, isInvalid: Boolean(errors[name]), errorMessage: errors[name] });
  // Number fields keep their name on a hidden input placed first, which the wizard would try to focus: they are
  // found by aria-invalid alone.
  const numberField = (name: string) => ({ isInvalid: Boolean(errors[name]), errorMessage: errors[name] });
  return (
    <li className={css.line} data-line-key={line.key} data-line-kind={line.kind} aria-labelledby={headingId}>
      <div className={css.lineHeader}>
        <h4 id={headingId} className={css.lineTitle}>
          {intl.formatMessage(mn.lineHeading, { n })}
          <span className={css.lineKind}>
            {intl.formatMessage(line.kind === 'inventory' ? m.inventoryLine : sm.customItem)}
          </span>
        </h4>
        <Button
          size="sm"
          variant="ghost"
          iconOnly
          icon={<Icon name="trash" />}
          aria-label={intl.formatMessage(mn.removeLine, { n })}
          onPress={onRemove}
          isDisabled={isSubmitting}
        />
      </div>
      {line.kind === 'inventory' ? (
        <AsyncPicker<InventoryItemOption>
          {...field(itemName)}
          label={intl.formatMessage(sm.item)}
          placeholder={intl.formatMessage(m.itemPlaceholder)}
          isRequired
          isReadOnly={isSubmitting}
          value={line.item}
          selectedText={line.itemText}
          search={searchInventory}
          optionLabel={(i) =>
            intl.formatMessage(mn.itemOption, {
              name: i.name,
              warehouse: i.warehouseName,
              available: formatQuantity(intl, i.available),
            })
          }
          textOf={(i) => i.name}
          onPick={(i) =>
            onChange(
              i
                ? {
                    item: i.id,
                    itemText: i.name,
                    warehouse: i.warehouse,
                    supplier: i.supplier,
                    warehouseName: i.warehouseName,
                    supplierName: i.supplierName,
                    stock: i.available,
                    description: i.name,
                    unitPrice: i.unitPrice,
                  }
                : { item: null, itemText: '', warehouse: '', supplier: '', stock: null },
            )
          }
        />
      ) : null}
      <div className={css.lineFields}>
        <TextField
          {...field(descriptionName)}
          label={intl.formatMessage(sm.description)}
          isRequired
          value={line.description}
          onChange={(description) => onChange({ description })}
          isReadOnly={isSubmitting}
        />
        <NumberField
          {...numberField(quantityName)}
          label={intl.formatMessage(sm.quantity)}
          isRequired
          minValue={0}
          formatOptions={{ maximumFractionDigits: 3 }}
          value={line.quantity}
          onChange={(quantity) => onChange({ quantity })}
          isReadOnly={isSubmitting}
        />
        <MoneyField
          {...numberField(priceName)}
          label={intl.formatMessage(sm.unitPrice)}
          isRequired
          value={line.unitPrice}
          onChange={(unitPrice) => onChange({ unitPrice })}
          isReadOnly={isSubmitting}
        />
        <div className={css.lineTotal}>
          <span className={css.lineTotalLabel}>{intl.formatMessage(sm.lineTotal)}</span>
          <span className={css.lineTotalValue} data-line-total={line.key}>
            {formatMoney(intl, toPounds(total))}
          </span>
        </div>
      </div>
      {line.kind === 'inventory' && line.item ? (
        <dl className={css.lineMeta}>
          <div className={css.lineMetaItem}>
            <dt>{intl.formatMessage(sm.warehouse)}</dt>
            <dd className={css.lineMetaValue}>
              <bdi>{line.warehouseName}</bdi>
            </dd>
          </div>
          <div className={css.lineMetaItem}>
            <dt>{intl.formatMessage(sm.supplier)}</dt>
            <dd className={css.lineMetaValue}>
              <bdi>{line.supplierName || intl.formatMessage(m.noSupplier)}</bdi>
            </dd>
          </div>
          {line.stock != null ? (
            <div className={css.lineMetaItem}>
              <dt>{intl.formatMessage(sm.available)}</dt>
              <dd className={css.lineMetaValue} data-line-stock={line.key}>
                {formatQuantity(intl, line.stock)}
              </dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {isOverStock && !errors[quantityName] ? (
        <p className={editorCss.stockWarning} role="status">
          <Icon name="alert" />
          {intl.formatMessage(em.quantityExceedsStock)}
        </p>
      ) : null}
    </li>
  );
}

/** Props of {@link InvoiceLinesStep}. */
export type InvoiceLinesStepProps = {
  lines: readonly LineDraft[];
  onLinesChange: (update: (lines: LineDraft[]) => LineDraft[]) => void;
  vatRate: string | null;
  onVatRateChange: (rate: string | null) => void;
  vatRates: readonly VatRate[];
  searchInventory: (query: string, signal: AbortSignal) => Promise<InventoryItemOption[]>;
  /**
   * Warn when a line sells more than its warehouse holds. Off for documents that take no stock (quotations,
   * receipts).
   * @default true
   */
  checkStock?: boolean;
  /**
   * Accessible name of the live totals list.
   * @default "Invoice totals"
   */
  totalsLabel?: string;
};

/**
 * The items step: one card per line (inventory lines pick an item and show its warehouse, supplier and stock, with
 * a warning when the quantity exceeds it; custom lines are typed), add and remove buttons, the VAT rate, and the
 * subtotal, VAT and total computed live to the piastre.
 */
export function InvoiceLinesStep({
  lines,
  onLinesChange,
  vatRate,
  onVatRateChange,
  vatRates,
  searchInventory,
  checkStock = true,
  totalsLabel,
}: InvoiceLinesStepProps) {
  const intl = useIntl();
  const { errors, isSubmitting } = useWizard();
  const listRef = useRef<HTMLOListElement>(null);
  const addRef = useRef<HTMLDivElement>(null);
  // After adding a line, focus its first field; after removing one, the add buttons.
  const [focusTarget, setFocusTarget] = useState<{ key: string | null; n: number }>();
  useEffect(() => {
    if (!focusTarget) return;
    if (focusTarget.key === null) {
      addRef.current?.querySelector<HTMLElement>('button')?.focus();
      return;
    }
    const card = listRef.current?.querySelector(`[data-line-key="${focusTarget.key}"]`);
    card?.querySelector<HTMLElement>('input:not([type="hidden"])')?.focus();
  }, [focusTarget]);

  const add = (kind: LineDraft['kind']) => {
    const line = emptyLine(kind);
    onLinesChange((ls) => [...ls, line]);
    setFocusTarget((f) => ({ key: line.key, n: (f?.n ?? 0) + 1 }));
  };
  const remove = (key: string) => {
    onLinesChange((ls) => ls.filter((l) => l.key !== key));
    setFocusTarget((f) => ({ key: null, n: (f?.n ?? 0) + 1 }));
  };
  const change = (key: string, patch: Partial<LineDraft>) =>
    onLinesChange((ls) => ls.map((l) => (l.key === key ? { ...l, ...patch } : l)));

  const rate = vatRate === null ? 0 : Number(vatRate);
  const totals = computeTotals(lines, rate);
  const over = checkStock ? linesOverStock(lines) : new Set<string>();

  return (
    <div className={css.formStack}>
      {errors.items ? (
        <p className={css.notice.danger} role="alert">
          {errors.items}
        </p>
      ) : null}
      {lines.length === 0 ? (
        <p className={css.muted}>{intl.formatMessage(m.noLines)}</p>
      ) : (
        <ol ref={listRef} className={css.lines}>
          {lines.map((line, i) => (
            <LineEditor
              key={line.key}
              line={line}
              index={i}
              isOverStock={over.has(line.key)}
              searchInventory={searchInventory}
              onChange={(patch) => change(line.key, patch)}
              onRemove={() => remove(line.key)}
            />
          ))}
        </ol>
      )}
      <div ref={addRef} className={editorCss.addButtons}>
        <Button icon={<Icon name="box" />} onPress={() => add('inventory')} isDisabled={isSubmitting}>
          {intl.formatMessage(m.addInventoryLine)}
        </Button>
        <Button icon={<Icon name="plus" />} onPress={() => add('custom')} isDisabled={isSubmitting}>
          {intl.formatMessage(m.addCustomLine)}
        </Button>
      </div>
      <div className={editorCss.linesFooter}>
        <Select
          className={editorCss.vatField}
          name="vatRate"
          label={intl.formatMessage(sm.vatRate)}
          isRequired
          options={vatOptions(intl, vatRates)}
          value={vatRate}
          onChange={onVatRateChange}
          isInvalid={Boolean(errors.vatRate)}
          errorMessage={errors.vatRate}
          isDisabled={isSubmitting}
        />
        <InvoiceTotalsList
          label={totalsLabel ?? intl.formatMessage(m.totals)}
          vatRate={rate}
          subtotal={totals.subtotal}
          vat={totals.vat}
          total={totals.total}
        />
      </div>
    </div>
  );
}

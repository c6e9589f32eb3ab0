import { Button, Icon, MoneyField, NumberField, Select, TextField, useFormState } from '@erp/ui';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';

import { AsyncPicker } from '../AsyncPicker';
import { formatMoney, formatQuantity } from '../format';
import { computeTotals, toPounds } from '../money';
import * as css from '../shared.css';
import { linesMessages as m, linesNamedMessages as mn } from './documents.messages';
import * as editorCss from './LinesEditor.css';
import { FieldAlert, LineCard, LineFacts } from './LineCard';
import {
  emptyLine,
  lineFieldNames,
  linesOverStock,
  vatOptions,
  type InventoryItemOption,
  type LineDraft,
  type VatRateOption,
} from './lines';
import { TotalsList } from './TotalsList';
import { commonMessages as cm } from '../common.messages';

/** Searches inventory items (with stock, warehouse and supplier names); abort `signal` when a newer search starts. */
export type SearchInventory = (query: string, signal: AbortSignal) => Promise<InventoryItemOption[]>;

type DocumentLineCardProps = {
  line: LineDraft;
  index: number;
  isOverStock: boolean;
  /** The document offers inventory lines: each card says which kind it is. */
  showKind: boolean;
  searchInventory?: SearchInventory;
  onChange: (patch: Partial<LineDraft>) => void;
  /** The quantity or price as it is being typed (not yet committed), for the totals. */
  onTyping: (patch: Typing) => void;
  /** The line with what is being typed: its total follows the typing. */
  shown: LineDraft;
  onRemove: () => void;
};

/** A line's quantity and price while they are being typed. */
type Typing = Partial<Pick<LineDraft, 'quantity' | 'unitPrice'>>;

/** What choosing an inventory item (or clearing it) changes on its line. */
function pickedItem(item: InventoryItemOption | null): Partial<LineDraft> {
  if (!item) return { item: null, itemText: '', warehouse: '', supplier: '', stock: null };
  return {
    item: item.id,
    itemText: item.name,
    warehouse: item.warehouse,
    supplier: item.supplier,
    warehouseName: item.warehouseName,
    supplierName: item.supplierName,
    stock: item.available,
    description: item.name,
    unitPrice: item.unitPrice,
  };
}

/** One line's card: its heading and remove button, the item picker of an inventory line, its fields and total. */
function DocumentLineCard({
  line,
  shown,
  index,
  isOverStock,
  showKind,
  searchInventory,
  onChange,
  onTyping,
  onRemove,
}: DocumentLineCardProps) {
  const intl = useIntl();
  const { errors, isReadOnly: isBusy } = useFormState();
  const [itemName, descriptionName, quantityName, priceName] = lineFieldNames(index) as [
    string,
    string,
    string,
    string,
  ];
  const total = computeTotals([shown], 0).lines[0] ?? 0;
  const isInventory = line.kind === 'inventory';
  return (
    <LineCard
      lineKey={line.key}
      n={index + 1}
      kind={{ id: line.kind, label: showKind ? intl.formatMessage(isInventory ? m.inventoryLine : m.customItem) : '' }}
      onRemove={onRemove}
      isDisabled={isBusy}
    >
      {isInventory && searchInventory ? (
        <AsyncPicker<InventoryItemOption>
          name={itemName}
          label={intl.formatMessage(m.item)}
          placeholder={intl.formatMessage(m.itemPlaceholder)}
          isRequired
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
          onPick={(i) => onChange(pickedItem(i))}
        />
      ) : null}
      <div className={css.lineFields}>
        <TextField
          name={descriptionName}
          label={intl.formatMessage(cm.description)}
          isRequired
          value={line.description}
          onChange={(description) => onChange({ description })}
        />
        {/* A number field keeps its name on a hidden input placed first, which a form would try to focus: these
            take their errors by key and are found by aria-invalid. */}
        <NumberField
          errorKey={quantityName}
          label={intl.formatMessage(m.quantity)}
          isRequired
          minValue={0}
          formatOptions={{ maximumFractionDigits: 3 }}
          value={line.quantity}
          onLiveChange={(quantity) => onTyping({ quantity })}
          onChange={(quantity) => onChange({ quantity })}
        />
        <MoneyField
          errorKey={priceName}
          label={intl.formatMessage(m.unitPrice)}
          isRequired
          value={line.unitPrice}
          onLiveChange={(unitPrice) => onTyping({ unitPrice })}
          onChange={(unitPrice) => onChange({ unitPrice })}
        />
        <div className={css.lineTotal}>
          <span className={css.lineTotalLabel}>{intl.formatMessage(m.lineTotal)}</span>
          <span className={css.lineTotalValue} data-line-total={line.key}>
            {formatMoney(intl, toPounds(total))}
          </span>
        </div>
      </div>
      {isInventory && line.item ? (
        <LineFacts
          facts={[
            { id: 'warehouse', label: intl.formatMessage(m.warehouse), value: <bdi>{line.warehouseName}</bdi> },
            {
              id: 'supplier',
              label: intl.formatMessage(m.supplier),
              value: <bdi>{line.supplierName || intl.formatMessage(m.noSupplier)}</bdi>,
            },
            ...(line.stock != null
              ? [
                  {
                    id: 'stock',
                    label: intl.formatMessage(m.available),
                    value: formatQuantity(intl, line.stock),
                    data: { 'data-line-stock': line.key },
                  },
                ]
              : []),
          ]}
        />
      ) : null}
      {isOverStock && !errors[quantityName] ? (
        <p className={editorCss.stockWarning} role="status">
          <Icon name="alert" />
          {intl.formatMessage(m.quantityExceedsStock)}
        </p>
      ) : null}
    </LineCard>
  );
}

/** Props of {@link LinesEditor}. */
export type LinesEditorProps = {
  lines: readonly LineDraft[];
  /** Called with an update of the lines (add, change, remove). */
  onLinesChange: (update: (lines: LineDraft[]) => LineDraft[]) => void;
  /** The VAT rate in percent; null while none is chosen. */
  vatRate: number | null;
  onVatRateChange: (rate: number | null) => void;
  /** The rates offered (from the settings); a withdrawn rate the document already has is offered too. */
  vatRates: readonly VatRateOption[];
  /**
   * Searches inventory items. With it the editor adds inventory lines (item picker, warehouse, supplier, stock)
   * beside custom ones; without it every line is typed by hand ("Add item").
   */
  searchInventory?: SearchInventory;
  /**
   * Warn when a line takes more than its warehouse holds. Off for documents that take no stock (quotations,
   * receipts).
   * @default true
   */
  checkStock?: boolean;
  /**
   * Accessible name of the live totals.
   * @default "Totals"
   */
  totalsLabel?: string;
};

/**
 * A document's lines, for a wizard step or a form: one card per line (inventory lines pick an item and show its
 * warehouse, supplier and stock, with a warning when the quantity exceeds it; custom lines are typed), add and
 * remove buttons, the VAT rate, and the subtotal, VAT and total computed live to the piastre. Adding a line focuses
 * its first field; removing one focuses the add buttons. Errors come from the form around it by field name
 * (`items`, `vatRate`, `items.0.quantity`…), as {@link validateLines} and the server name them.
 *
 * @selector [data-line-key], [data-line-kind="inventory|custom"] on each card; [data-line-total], [data-line-stock]
 */
export function LinesEditor({
  lines,
  onLinesChange,
  vatRate,
  onVatRateChange,
  vatRates,
  searchInventory,
  checkStock = true,
  totalsLabel,
}: LinesEditorProps) {
  const intl = useIntl();
  const { errors, isReadOnly: isBusy } = useFormState();
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
  // What is being typed in a quantity or a price, until the field commits it: the totals follow the typing.
  const [typing, setTyping] = useState<Record<string, Typing>>({});
  const change = (key: string, patch: Partial<LineDraft>) => {
    onLinesChange((ls) => ls.map((l) => (l.key === key ? { ...l, ...patch } : l)));
    setTyping((t) => {
      if (!t[key]) return t;
      const rest = Object.fromEntries(Object.entries(t[key]).filter(([field]) => !(field in patch)));
      return { ...t, [key]: rest };
    });
  };
  const shown = lines.map((l) => (typing[l.key] ? { ...l, ...typing[l.key] } : l));

  const hasInventory = searchInventory !== undefined;
  const totals = computeTotals(shown, vatRate);
  const over = checkStock ? linesOverStock(shown) : new Set<string>();

  return (
    <div className={css.formStack}>
      <FieldAlert text={errors.items} />
      {lines.length === 0 ? (
        <p className={css.muted}>{intl.formatMessage(hasInventory ? m.empty : m.emptyCustomOnly)}</p>
      ) : (
        <ol ref={listRef} className={css.lines}>
          {lines.map((line, i) => (
            <DocumentLineCard
              key={line.key}
              line={line}
              shown={shown[i] ?? line}
              index={i}
              isOverStock={over.has(line.key)}
              showKind={hasInventory}
              searchInventory={searchInventory}
              onChange={(patch) => change(line.key, patch)}
              onTyping={(patch) => setTyping((t) => ({ ...t, [line.key]: { ...t[line.key], ...patch } }))}
              onRemove={() => remove(line.key)}
            />
          ))}
        </ol>
      )}
      <div ref={addRef} className={editorCss.addButtons}>
        {hasInventory ? (
          <>
            <Button icon={<Icon name="box" />} onPress={() => add('inventory')} isDisabled={isBusy}>
              {intl.formatMessage(m.addInventoryLine)}
            </Button>
            <Button icon={<Icon name="plus" />} onPress={() => add('custom')} isDisabled={isBusy}>
              {intl.formatMessage(m.addCustomLine)}
            </Button>
          </>
        ) : (
          <Button icon={<Icon name="plus" />} onPress={() => add('custom')} isDisabled={isBusy}>
            {intl.formatMessage(m.addLine)}
          </Button>
        )}
      </div>
      <div className={editorCss.linesFooter}>
        <Select
          className={editorCss.vatField}
          name="vatRate"
          label={intl.formatMessage(m.vatRate)}
          isRequired
          options={vatOptions(intl, vatRates, vatRate)}
          value={vatRate === null ? null : String(vatRate)}
          onChange={(id) => onVatRateChange(id === null ? null : Number(id))}
        />
        <TotalsList
          label={totalsLabel}
          vatRate={vatRate}
          subtotal={totals.subtotal}
          vat={totals.vat}
          total={totals.total}
          isLive
        />
      </div>
    </div>
  );
}

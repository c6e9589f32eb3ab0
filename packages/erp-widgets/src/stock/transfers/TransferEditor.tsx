import { Select, useFormState, type FieldOption } from '@erp/ui';
import { useIntl, type IntlShape } from 'react-intl';

import { formatQuantity } from '../../shared/format';
import * as css from '../../shared/shared.css';
import { transferProblems, type LineProblem } from './transfers.checks';
import { transferMessages as m, transferNamedMessages as mn } from './transfers.messages';
import type { StockItemOption, TransferDraft, TransferLineDraft } from './transfers.types';
import { linesMessages as lm } from '../../shared/documents/documents.messages';
import { AddLineButton, FieldAlert, LineCard, LineFacts } from '../../shared/documents/LineCard';
import { StockItemPicker, StockQuantityField } from '../StockLines';
import { stockFlowMessages as sm, stockFlowNamedMessages as smn } from '../stock.messages';
import type { WarehouseOption } from '../stock.types';

/** Searches the items a warehouse holds by name or SKU; abort `signal` when a newer search starts. */
export type SearchWarehouseItems = (
  query: string,
  warehouseId: string,
  signal: AbortSignal,
) => Promise<StockItemOption[]>;

/** Props of {@link TransferEditor}. */
export type TransferEditorProps = {
  /** The draft (controlled). */
  value: TransferDraft;
  /** Called with the changed draft, as the user types. */
  onChange: (draft: TransferDraft) => void;
  /** The active warehouses, with their capacity and occupancy. */
  warehouses: readonly WarehouseOption[];
  /** Searches the source warehouse's items (the app queries the server). */
  searchItems: SearchWarehouseItems;
  /** Also reports lines lacking their item or quantity ("Please complete all fields for item #n."). */
  showIncomplete?: boolean;
  /** Shows the draft without changing it. */
  isReadOnly?: boolean;
};

let nextKey = 0;
/** A new empty line. */
export function emptyTransferLine(
  item: StockItemOption | null = null,
  quantity: number | null = null,
): TransferLineDraft {
  nextKey += 1;
  return { key: `transfer-line-${nextKey}`, item, quantity };
}

/** The field names of line `i`, as the server names its refusals (`items.0.quantity`). */
export const transferLineFields = (i: number) => [`items.${i}`, `items.${i}.item`, `items.${i}.quantity`] as const;

/** A line problem in the user's language. */
export function lineProblemText(intl: IntlShape, problem: LineProblem, index: number): string {
  const q = (n: number) => formatQuantity(intl, n);
  switch (problem.kind) {
    case 'incomplete':
      return intl.formatMessage(smn.incomplete, { n: index + 1 });
    case 'notInSource':
      return intl.formatMessage(m.notInSource);
    case 'quantity':
      return intl.formatMessage(sm.wholeQuantity);
    case 'insufficient':
      return intl.formatMessage(mn.insufficient, { available: q(problem.available), requested: q(problem.requested) });
    case 'belowMinimum':
      return intl.formatMessage(mn.belowMinimum, {
        remaining: q(problem.remaining),
        minQuantity: q(problem.minQuantity),
      });
  }
}

/** The warehouse picker options: each with its free room when it has a capacity. */
function warehouseOptions(intl: IntlShape, warehouses: readonly WarehouseOption[]): FieldOption[] {
  return warehouses.map((w) => ({
    id: w.id,
    label:
      w.capacity > 0
        ? intl.formatMessage(mn.warehouseOption, {
            name: w.name,
            free: formatQuantity(intl, Math.max(0, w.capacity - w.occupancy)),
          })
        : w.name,
  }));
}

/**
 * The transfer widget: the source and destination warehouses and the lines (item, supplier, quantity, and what the
 * source holds), with every check of the specification run as the user types: the warehouses differ, each item is
 * held by the source, the quantity (lines of one item added up) does not exceed what the source holds nor leave it
 * below the item's minimum, and the destination has room. Pure: the draft comes in by `value` and leaves by
 * `onChange`; the items come from `searchItems`. Errors the server reports for a field (`toWarehouse`,
 * `items.1.quantity`) show on that field through the surrounding form state.
 */
export function TransferEditor({
  value,
  onChange,
  warehouses,
  searchItems,
  showIncomplete = false,
  isReadOnly = false,
}: TransferEditorProps) {
  const intl = useIntl();
  const form = useFormState();
  const busy = isReadOnly || Boolean(form.isReadOnly);
  const problems = transferProblems(value, warehouses, showIncomplete);
  const options = warehouseOptions(intl, warehouses);
  const to = warehouses.find((w) => w.id === value.toWarehouse);
  const setLine = (index: number, patch: Partial<TransferLineDraft>) =>
    onChange({ ...value, lines: value.lines.map((l, i) => (i === index ? { ...l, ...patch } : l)) });
  const sameText = problems.sameWarehouse ? intl.formatMessage(m.sameWarehouse) : undefined;
  const capacityText = problems.capacity
    ? intl.formatMessage(mn.capacity, {
        warehouse: to?.name ?? '',
        free: formatQuantity(intl, problems.capacity.free),
        requested: formatQuantity(intl, problems.capacity.requested),
      })
    : undefined;
  const liveTo = sameText ?? capacityText;
  return (
    <div className={css.formStack}>
      <div className={css.formGrid}>
        <Select
          name="fromWarehouse"
          label={intl.formatMessage(m.fromWarehouse)}
          isRequired
          options={options}
          value={value.fromWarehouse || null}
          isDisabled={busy}
          onChange={(id) => onChange({ ...value, fromWarehouse: id ?? '' })}
        />
        <Select
          name="toWarehouse"
          label={intl.formatMessage(m.toWarehouse)}
          isRequired
          options={options}
          value={value.toWarehouse || null}
          isDisabled={busy}
          isInvalid={liveTo ? true : undefined}
          errorMessage={liveTo}
          onChange={(id) => onChange({ ...value, toWarehouse: id ?? '' })}
        />
      </div>
      <section aria-label={intl.formatMessage(sm.items)} className={css.formStack}>
        <h3 className={css.sectionTitle}>{intl.formatMessage(sm.items)}</h3>
        <ol className={css.lines}>
          {value.lines.map((line, i) => (
            <TransferLineCard
              key={line.key}
              line={line}
              index={i}
              problem={problems.lines[i]}
              fromWarehouse={value.fromWarehouse}
              searchItems={searchItems}
              isBusy={busy}
              onChange={(patch) => setLine(i, patch)}
              onRemove={() => onChange({ ...value, lines: value.lines.filter((_, j) => j !== i) })}
            />
          ))}
        </ol>
        {busy ? null : (
          <AddLineButton onAdd={() => onChange({ ...value, lines: [...value.lines, emptyTransferLine()] })} />
        )}
      </section>
    </div>
  );
}

type LineCardProps = {
  line: TransferLineDraft;
  index: number;
  problem: LineProblem | undefined;
  fromWarehouse: string;
  searchItems: SearchWarehouseItems;
  isBusy: boolean;
  onChange: (patch: Partial<TransferLineDraft>) => void;
  onRemove: () => void;
};

/** One transfer line: the item picker (the source's items), the supplier, what the source holds and the quantity. */
function TransferLineCard({
  line,
  index,
  problem,
  fromWarehouse,
  searchItems,
  isBusy,
  onChange,
  onRemove,
}: LineCardProps) {
  const intl = useIntl();
  const { errors } = useFormState();
  const [lineName, itemName, quantityName] = transferLineFields(index);
  const itemProblem = problem?.kind === 'notInSource' || (problem?.kind === 'incomplete' && !line.item);
  const quantityProblem = problem && !itemProblem;
  const text = problem ? lineProblemText(intl, problem, index) : undefined;
  return (
    <LineCard lineKey={line.key} n={index + 1} onRemove={isBusy ? undefined : onRemove}>
      <StockItemPicker<StockItemOption>
        name={itemName}
        placeholder={intl.formatMessage(m.itemPlaceholder)}
        description={fromWarehouse ? undefined : intl.formatMessage(m.chooseSourceFirst)}
        isReadOnly={isBusy || !fromWarehouse}
        isInvalid={itemProblem ? true : undefined}
        errorMessage={itemProblem ? text : undefined}
        item={line.item}
        search={(q, signal) => searchItems(q, fromWarehouse, signal)}
        optionLabel={(i) =>
          intl.formatMessage(mn.itemOption, { name: i.name, sku: i.sku, quantity: formatQuantity(intl, i.quantity) })
        }
        onPick={(item) => onChange({ item })}
      />
      <div className={css.lineFields}>
        <StockQuantityField
          errorKey={quantityName}
          value={line.quantity}
          isReadOnly={isBusy || undefined}
          isInvalid={quantityProblem ? true : undefined}
          errorMessage={quantityProblem ? text : undefined}
          onChange={(quantity) => onChange({ quantity })}
        />
      </div>
      {line.item ? (
        <LineFacts
          facts={[
            {
              id: 'supplier',
              label: intl.formatMessage(lm.supplier),
              value: <bdi>{line.item.supplierName || intl.formatMessage(lm.noSupplier)}</bdi>,
            },
            {
              id: 'inSource',
              label: intl.formatMessage(m.inSource),
              value: formatQuantity(intl, line.item.quantity),
              data: { 'data-line-stock': line.key },
            },
          ]}
        />
      ) : null}
      <FieldAlert text={errors[lineName]} />
    </LineCard>
  );
}

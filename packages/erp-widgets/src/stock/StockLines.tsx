import { NumberField } from '@erp/ui';
import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';

import { AsyncPicker, type AsyncPickerProps } from '../shared/AsyncPicker';
import { linesMessages as lm, linesNamedMessages as lmn } from '../shared/documents/documents.messages';
import * as css from '../shared/shared.css';
import { stockFlowMessages as sm } from './stock.messages';

// The lines of the stock documents (purchase requests, transfers): the item picker and the quantity of a line being
// edited, and the table of a document's lines in its viewer.

/** An inventory item a stock line can take. */
type PickedItem = { id: string; name: string };

/** Props of {@link StockItemPicker}. */
export type StockItemPickerProps<T extends PickedItem> = Omit<
  AsyncPickerProps<T>,
  'label' | 'value' | 'selectedText' | 'textOf' | 'isRequired'
> & {
  /** The line's item, or null. */
  item: T | null;
};

/** The required item picker of a stock line ("Item"), showing the picked item's name. */
export function StockItemPicker<T extends PickedItem>({ item, ...props }: StockItemPickerProps<T>) {
  const intl = useIntl();
  return (
    <AsyncPicker<T>
      {...props}
      label={intl.formatMessage(lm.item)}
      isRequired
      value={item?.id ?? null}
      selectedText={item?.name ?? ''}
      textOf={(i) => i.name}
    />
  );
}

/** Props of {@link StockQuantityField}. */
export type StockQuantityFieldProps = {
  /** The field's name, as the server names its refusals (`items.0.quantity`). */
  errorKey: string;
  value: number | null;
  /** Called as the user types and when the field commits. */
  onChange: (quantity: number | null) => void;
  isReadOnly?: boolean;
  isInvalid?: boolean;
  errorMessage?: string;
};

/** The required quantity of a stock line ("Quantity"): whole units, none below zero. */
export function StockQuantityField({ onChange, ...props }: StockQuantityFieldProps) {
  const intl = useIntl();
  return (
    <NumberField
      {...props}
      label={intl.formatMessage(lm.quantity)}
      isRequired
      minValue={0}
      formatOptions={{ maximumFractionDigits: 0 }}
      onLiveChange={onChange}
      onChange={onChange}
    />
  );
}

/** A stored stock line as a viewer shows it: its item's name and SKU ('' when the reader may not see the item). */
type StockLineView = { item: string; itemName: string; sku: string };

/** A column of {@link StockLinesTable} after the item: its header, alignment and cell. */
export type StockLineColumn<L> = {
  label: MessageDescriptor;
  /** Numbers: aligned to the end. */
  end?: boolean;
  cell: (line: L) => ReactNode;
};

/** Props of {@link StockLinesTable}. */
export type StockLinesTableProps<L extends StockLineView> = {
  lines: readonly L[];
  columns: readonly StockLineColumn<L>[];
  /** What the server refused about line `i`, shown under its item; the row is then marked invalid. */
  refusalOf?: (i: number) => string | undefined;
};

/**
 * The lines of a purchase request or transfer in its viewer ("Items"): the item (its name, or "Item n" when the
 * reader may not see it, and its SKU), then the document's own columns.
 *
 * @selector [data-line] (1-based) on each row
 */
export function StockLinesTable<L extends StockLineView>({ lines, columns, refusalOf }: StockLinesTableProps<L>) {
  const intl = useIntl();
  return (
    <div className={css.tableWrap}>
      <table className={css.table} aria-label={intl.formatMessage(sm.items)}>
        <thead>
          <tr>
            {[{ label: lm.item as MessageDescriptor, end: false }, ...columns].map(({ label, end }) => (
              <th key={label.id} className={end ? `${css.th} ${css.end}` : css.th}>
                {intl.formatMessage(label)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lines.map((l, i) => {
            const refused = refusalOf?.(i);
            return (
              <tr key={`${l.item}-${i}`} data-line={i + 1} aria-invalid={refused ? true : undefined}>
                <td className={css.td}>
                  <bdi>{l.itemName || intl.formatMessage(lmn.lineHeading, { n: i + 1 })}</bdi>
                  <bdi className={`${css.secondary} ${css.ltrValue}`}>{l.sku}</bdi>
                  {refused ? (
                    <span className={css.notice.danger} role="alert">
                      {refused}
                    </span>
                  ) : null}
                </td>
                {columns.map(({ label, end, cell }) => (
                  <td key={label.id} className={end ? `${css.td} ${css.end}` : css.td}>
                    {cell(l)}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

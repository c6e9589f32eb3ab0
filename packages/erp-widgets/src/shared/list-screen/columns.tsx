import type { EnumCollection, EnumField } from '@erp/schema';
import type { ListColumn } from '@erp/ui';
import type { ReactNode } from 'react';
import type { IntlShape, MessageDescriptor } from 'react-intl';

import { commonMessages as cm } from '../common.messages';
import { enumLabel } from '../enums';
import { formatDay, formatMoney, formatServerDate } from '../format';
import * as css from '../shared.css';

// The kinds of cell the lists share, each drawn one way on every screen: a name or other text, a document number,
// a day, a server timestamp, an amount of money, an enumeration's label and a status badge. Each column sorts by
// its id unless `sortable: false` says the server cannot sort by it.

/** Whether the list can be sorted by the column (by its id). */
export type ColumnOptions = { sortable?: boolean };

/** A column headed by `header`, its cells drawn by `cell`. */
function column<R>(
  intl: IntlShape,
  id: string,
  header: MessageDescriptor,
  { sortable = true }: ColumnOptions,
  cell: (row: R) => ReactNode,
): ListColumn<R> {
  return { id, header: intl.formatMessage(header), sortable, cell };
}

/** A maker of columns whose cells show one value of each row, drawn one way on every screen. */
export type ValueColumn<T> = <R>(
  intl: IntlShape,
  id: string,
  header: MessageDescriptor,
  value: (row: R) => T,
  options?: ColumnOptions,
) => ListColumn<R>;

/** A column of text that keeps its own direction inside the other language's (a name, a warehouse, a title). */
export const textColumn: ValueColumn<ReactNode> = (intl, id, header, text, options = {}) =>
  column(intl, id, header, options, (row) => <bdi>{text(row)}</bdi>);

/** A document's number or another code ("PR-0007", "2026-05"): read left to right, on one line. */
export const numberColumn: ValueColumn<string> = (intl, id, header, number, options = {}) =>
  column(intl, id, header, options, (row) => <bdi className={`${css.ltrValue} ${css.nowrap}`}>{number(row)}</bdi>);

/** A calendar day (`YYYY-MM-DD`) in the company's date format, on one line. */
export const dateColumn: ValueColumn<string> = (intl, id, header, day, options = {}) =>
  column(intl, id, header, options, (row) => <span className={css.nowrap}>{formatDay(intl, day(row))}</span>);

/** When the server created or last changed the record (`created`, `updated`). */
export function timestampColumn<R extends Record<K, string>, K extends 'created' | 'updated'>(
  intl: IntlShape,
  id: K,
  header: MessageDescriptor,
): ListColumn<R> {
  return column(intl, id, header, {}, (row) => formatServerDate(intl, row[id]));
}

/** An amount in Egyptian pounds at the cell's end, its digits aligned. */
export const moneyColumn: ValueColumn<number> = (intl, id, header, amount, options = {}) => ({
  ...column(intl, id, header, options, (row) => <span className={css.amount}>{formatMoney(intl, amount(row))}</span>),
  align: 'end',
});

/** A select field of the collection, shown by its label in the active language; the column is the field's. */
export function enumColumn<
  C extends EnumCollection,
  K extends EnumField<C> & string,
  R extends Partial<Record<K, string>>,
>(intl: IntlShape, collection: C, field: K, header: MessageDescriptor, options: ColumnOptions = {}): ListColumn<R> {
  return column(intl, field, header, options, (row) => enumLabel(intl, collection, field, row[field]));
}

/** The record's status as its badge (see `statusBadge`), under "Status" unless `header` says otherwise. */
export function statusColumn<S, R extends { status: S }>(
  intl: IntlShape,
  badge: (status: S) => ReactNode,
  { header = cm.status, ...options }: ColumnOptions & { header?: MessageDescriptor } = {},
): ListColumn<R> {
  return column(intl, 'status', header, options, (row) => badge(row.status));
}

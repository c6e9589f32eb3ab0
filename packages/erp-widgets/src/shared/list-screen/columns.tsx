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

/** A column of text that keeps its own direction inside the other language's (a name, a warehouse, a title). */
export function textColumn<R>(
  intl: IntlShape,
  id: string,
  header: MessageDescriptor,
  text: (row: R) => ReactNode,
  { sortable = true }: ColumnOptions = {},
): ListColumn<R> {
  return { id, header: intl.formatMessage(header), sortable, cell: (row) => <bdi>{text(row)}</bdi> };
}

/** A document's number or another code ("PR-0007", "2026-05"): read left to right, on one line. */
export function numberColumn<R>(
  intl: IntlShape,
  id: string,
  header: MessageDescriptor,
  number: (row: R) => string,
  { sortable = true }: ColumnOptions = {},
): ListColumn<R> {
  return {
    id,
    header: intl.formatMessage(header),
    sortable,
    cell: (row) => <bdi className={`${css.ltrValue} ${css.nowrap}`}>{number(row)}</bdi>,
  };
}

/** A calendar day (`YYYY-MM-DD`) in the company's date format, on one line. */
export function dateColumn<R>(
  intl: IntlShape,
  id: string,
  header: MessageDescriptor,
  day: (row: R) => string,
  { sortable = true }: ColumnOptions = {},
): ListColumn<R> {
  return {
    id,
    header: intl.formatMessage(header),
    sortable,
    cell: (row) => <span className={css.nowrap}>{formatDay(intl, day(row))}</span>,
  };
}

/** When the server created or last changed the record (`created`, `updated`). */
export function timestampColumn<R extends Record<K, string>, K extends 'created' | 'updated'>(
  intl: IntlShape,
  id: K,
  header: MessageDescriptor,
): ListColumn<R> {
  return { id, header: intl.formatMessage(header), sortable: true, cell: (row) => formatServerDate(intl, row[id]) };
}

/** An amount in Egyptian pounds at the cell's end, its digits aligned. */
export function moneyColumn<R>(
  intl: IntlShape,
  id: string,
  header: MessageDescriptor,
  amount: (row: R) => number,
  { sortable = true }: ColumnOptions = {},
): ListColumn<R> {
  return {
    id,
    header: intl.formatMessage(header),
    sortable,
    align: 'end',
    cell: (row) => <span className={css.amount}>{formatMoney(intl, amount(row))}</span>,
  };
}

/** A select field of the collection, shown by its label in the active language; the column is the field's. */
export function enumColumn<
  C extends EnumCollection,
  K extends EnumField<C> & string,
  R extends Partial<Record<K, string>>,
>(
  intl: IntlShape,
  collection: C,
  field: K,
  header: MessageDescriptor,
  { sortable = true }: ColumnOptions = {},
): ListColumn<R> {
  return {
    id: field,
    header: intl.formatMessage(header),
    sortable,
    cell: (row) => enumLabel(intl, collection, field, row[field]),
  };
}

/** The record's status as its badge (see `statusBadge`), under "Status" unless `header` says otherwise. */
export function statusColumn<S, R extends { status: S }>(
  intl: IntlShape,
  badge: (status: S) => ReactNode,
  { header = cm.status, sortable = true }: ColumnOptions & { header?: MessageDescriptor } = {},
): ListColumn<R> {
  return { id: 'status', header: intl.formatMessage(header), sortable, cell: (row) => badge(row.status) };
}

// A list screen's data, described once per collection: its URL state, its query keys rooted at the collection's
// name (so realtime and mutations invalidate by collection), the list and detail queries, and how failures are
// reported. `queries/<collection>.ts` defines one; `useListRoute` and the route's loader use it.
import type { CollectionName } from '@erp/schema';
import type { ListSort } from '@erp/ui';
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type PocketBase from 'pocketbase';
import type { MessageDescriptor } from 'react-intl';

import { isNotFound, type RefusalText } from './failures';
import { DEFAULT_PER_PAGE, oneOf, validateListSearch, type ListSearch } from './listSearch';
import { todayIso } from './today';

/** A screen's filters: each `null` for "all". */
export type ListFilters = Record<string, string | null>;

/** What the server is asked for: the URL state with its defaults filled in, and the day it is asked on. */
export type ListParams<F extends ListFilters> = {
  page: number;
  perPage: number;
  /** PocketBase sort expression of one field, e.g. `name` or `-issueDate`. */
  sort: string;
  search: string;
  filters: F;
  /** Today, `YYYY-MM-DD`, for filters relative to it (due this week, overdue). */
  today: string;
};

/** A page of rows as the list shows it. */
export type ListPage<Row> = { items: Row[]; totalItems: number; page: number; perPage: number };

/** The query keys of a collection, all under `[collection]`. */
export function collectionKeys<const C extends CollectionName>(collection: C) {
  return {
    all: [collection] as const,
    lists: () => [collection, 'list'] as const,
    list: (params: unknown) => [collection, 'list', params] as const,
    details: () => [collection, 'detail'] as const,
    detail: (id: string) => [collection, 'detail', id] as const,
    options: (query: string, ...rest: unknown[]) => [collection, 'options', query, ...rest] as const,
  };
}

/** How one collection's list screen reads its data. */
export type ListDefinition<Row, F extends ListFilters, Detail> = {
  collection: CollectionName;
  /** Fields the list may be sorted by. */
  sortFields: readonly string[];
  /** The order when the URL names none, e.g. `name` or `-created`. */
  defaultSort: string;
  /**
   * Show the default order as the list's active sort (its column header marked) rather than as "no sort chosen".
   * @default false
   */
  markDefaultSort?: boolean;
  /**
   * Each filter's allowed values, or the pattern its values match (a day, a record id); the URL's value is dropped
   * when it does not fit.
   */
  filters: { [K in keyof F]: readonly string[] | RegExp };
  /** The PocketBase filter of the params; user input is bound with `pb.filter`, never spliced. */
  filter: (pb: PocketBase, params: ListParams<F>) => string;
  /**
   * The field a list sort orders by when it is not the column's own (`{ supplier: 'supplier.name' }`: the supplier
   * column sorts by the supplier's name).
   */
  sortBy?: Readonly<Record<string, string>>;
  /** Relations to expand with each row. */
  expand?: string;
  /** The fields the list asks for (PocketBase's `fields`), when not every field of the rows and their expansions. */
  fields?: string;
  /** Maps a record to the row the screen shows (the record itself when absent). */
  row?: (record: never) => Row;
  /** Loads what the viewer shows for one record. */
  detail: (pb: PocketBase, id: string, signal: AbortSignal) => Promise<Detail>;
  /** Toast titles of a failed list and a failed viewer load; `viewerError` is the viewer's own message (`{error}`: the cause). */
  messages: { loadFailed: MessageDescriptor; viewFailed: MessageDescriptor; viewerError?: MessageDescriptor };
  /** Translates the refusals this collection's server answers (see `failureText`). */
  refusalText?: RefusalText;
};

/** The values of a filter on one record (a client, a supplier): its id, checked for its shape. */
export const RECORD_ID = /^[a-zA-Z0-9_]{1,50}$/;

/** Defines a list (typed helper: the definition is returned as is). */
export function defineList<Row, F extends ListFilters, Detail>(
  definition: ListDefinition<Row, F, Detail>,
): ListDefinition<Row, F, Detail> {
  return definition;
}

/** The list query the URL state asks for, with the defaults filled in and every value checked. */
export function listParams<Row, F extends ListFilters, Detail>(
  def: ListDefinition<Row, F, Detail>,
  raw: ListSearch & Record<string, unknown>,
  today: string = todayIso(),
): ListParams<F> {
  const search = validateListSearch(raw, def.sortFields);
  const filters = Object.fromEntries(
    Object.entries(def.filters as Record<string, readonly string[] | RegExp>).map(([key, allowed]) => [
      key,
      (allowed instanceof RegExp ? matching(raw[key], allowed) : oneOf(raw[key], allowed)) ?? null,
    ]),
  ) as F;
  return {
    page: search.page ?? 1,
    perPage: search.perPage ?? DEFAULT_PER_PAGE,
    sort: search.sort ?? def.defaultSort,
    search: search.search ?? '',
    filters,
    today,
  };
}

/** The value when it is text matching `pattern`, else undefined. */
const matching = (value: unknown, pattern: RegExp): string | undefined =>
  typeof value === 'string' && pattern.test(value) ? value : undefined;

/** The sort the list shows as active: the URL's, or the default when the definition marks it. */
export function activeSort(
  def: Pick<ListDefinition<unknown, ListFilters, unknown>, 'defaultSort' | 'markDefaultSort'>,
  raw: ListSearch,
): ListSort | null {
  const sort = raw.sort ?? (def.markDefaultSort ? def.defaultSort : undefined);
  if (!sort) return null;
  return sort.startsWith('-') ? { id: sort.slice(1), direction: 'descending' } : { id: sort, direction: 'ascending' };
}

/** A list sort (`issueDate`, `-supplier`) as PocketBase's: a column shown from another record sorts by the field `sortBy` names. */
export function sortExpression(sort: string, columns: Readonly<Record<string, string>> = {}): string {
  const desc = sort.startsWith('-');
  const field = desc ? sort.slice(1) : sort;
  return `${desc ? '-' : ''}${Object.hasOwn(columns, field) ? columns[field] : field}`;
}

/** The list's query: one page, with the id breaking ties so that paging over equal values is stable. */
export function listQuery<Row, F extends ListFilters, Detail>(
  pb: PocketBase,
  def: ListDefinition<Row, F, Detail>,
  params: ListParams<F>,
) {
  return queryOptions({
    queryKey: collectionKeys(def.collection).list(params),
    queryFn: async ({ signal }): Promise<ListPage<Row>> => {
      const page = await pb.collection(def.collection).getList(params.page, params.perPage, {
        filter: def.filter(pb, params),
        sort: `${sortExpression(params.sort, def.sortBy)},id`,
        expand: def.expand,
        fields: def.fields,
        signal,
      });
      const row = def.row ?? ((r: unknown) => r as Row);
      return { ...page, items: page.items.map((r) => row(r as never)) };
    },
    placeholderData: keepPreviousData,
    meta: { failure: def.messages.loadFailed, toastKey: `${def.collection}-list`, refusalText: def.refusalText },
  });
}

/** The viewer's query for one record. A record that no longer exists is an answer (404), not a failure. */
export function detailQuery<Row, F extends ListFilters, Detail>(
  pb: PocketBase,
  def: ListDefinition<Row, F, Detail>,
  id: string,
) {
  return queryOptions({
    queryKey: collectionKeys(def.collection).detail(id),
    queryFn: ({ signal }) => def.detail(pb, id, signal),
    meta: {
      failure: def.messages.viewFailed,
      toastKey: `${def.collection}-view`,
      isExpected: isNotFound,
      refusalText: def.refusalText,
    },
  });
}

/**
 * Prefetches a list screen's page and its open viewer (the route's loader). A failure is left for the screen to
 * show, with a retry.
 */
export async function preloadList<Row, F extends ListFilters, Detail>(
  context: { queryClient: QueryClient; session: { pb: PocketBase } },
  def: ListDefinition<Row, F, Detail>,
  raw: ListSearch & Record<string, unknown>,
): Promise<void> {
  const { queryClient, session } = context;
  await Promise.all([
    queryClient.ensureQueryData(listQuery(session.pb, def, listParams(def, raw))).catch(() => undefined),
    raw.view ? queryClient.ensureQueryData(detailQuery(session.pb, def, raw.view)).catch(() => undefined) : null,
  ]);
}

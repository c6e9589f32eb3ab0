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

/** A page of rows as the list shows it, with where it starts and ends in the list's order. */
export type ListPage<Row> = { items: Row[]; page: number; perPage: number; bounds: PageBounds | null };

/** A row's place in a list's order: its sort field's value and its id (which breaks ties). */
export type Cursor = { value: string | number; id: string };

/** The first and last rows of a page, from which the pages beside it are sought (keyset paging). */
export type PageBounds = { first: Cursor; last: Cursor };

/** The query keys of a collection, all under `[collection]`. */
export function collectionKeys<const C extends CollectionName>(collection: C) {
  return {
    all: [collection] as const,
    lists: () => [collection, 'list'] as const,
    list: (params: unknown) => [collection, 'list', params] as const,
    counts: () => [collection, 'count'] as const,
    count: (filter: string) => [collection, 'count', filter] as const,
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
  /**
   * Toast titles of a failed list and a failed viewer load; `viewerError` is the viewer's own message (`{error}`:
   * the cause). A screen's whole catalogue may be passed (`messages: m`): only these keys are read.
   */
  messages: { loadFailed: MessageDescriptor; viewFailed: MessageDescriptor; viewerError?: MessageDescriptor };
  /** Translates the refusals this collection's server answers (see `failureText`). */
  refusalText?: RefusalText;
};

/**
 * The usual list filter: the search text contained in any of `searchFields` (`~`), and each of `equalFilters` that
 * is set equal to the field of its name; user input is bound with `pb.filter`, never spliced.
 */
export function matchFilter<F extends ListFilters>(
  searchFields: readonly string[],
  equalFilters: readonly (keyof F & string)[] = [],
): ListDefinition<unknown, F, unknown>['filter'] {
  return (pb, { search, filters }) => {
    const parts: string[] = [];
    const q = search.trim();
    if (q) parts.push(pb.filter(`(${searchFields.map((f) => `${f} ~ {:q}`).join(' || ')})`, { q }));
    for (const key of equalFilters) {
      const value = filters[key];
      if (value) parts.push(pb.filter(`${key} = {:value}`, { value }));
    }
    return parts.join(' && ');
  };
}

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

/**
 * The list's query: one page of rows, without the total (`skipTotal`: PocketBase would count every matching row
 * through the role rule's joins; {@link countQuery} asks for it separately). The id breaks ties, so that paging
 * over equal values is stable. When the page beside it is already loaded, the page is sought from that page's
 * edge (keyset paging: `issueDate < last || (issueDate = last && id > lastId)`) rather than skipped to with an
 * offset, so the next page costs what the first costs however deep the list is.
 */
export function listQuery<Row, F extends ListFilters, Detail>(
  pb: PocketBase,
  def: ListDefinition<Row, F, Detail>,
  params: ListParams<F>,
) {
  const keys = collectionKeys(def.collection);
  return queryOptions({
    queryKey: keys.list(params),
    queryFn: async ({ signal, client }): Promise<ListPage<Row>> => {
      const sort = sortExpression(params.sort, def.sortBy);
      const filter = def.filter(pb, params);
      const options = { expand: def.expand, fields: def.fields, signal, skipTotal: true };
      const near = (page: number) => client.getQueryData<ListPage<Row>>(keys.list({ ...params, page }))?.bounds;
      const offset = (params.page - 1) * params.perPage;
      let seek = seekablePage(sort, near(params.page - 1), near(params.page + 1));
      if (!seek && offset >= DEEP_OFFSET) seek = await deepPageStart(pb, def.collection, filter, sort, offset, signal);
      let records: Record<string, unknown>[];
      if (seek) {
        const sought = await listRows(pb, def.collection, 1, params.perPage, {
          ...options,
          filter: both(filter, seekFilter(pb, seek)),
          sort: seek.sort,
        });
        records = seek.reversed ? sought.items.reverse() : sought.items;
      } else {
        const page = await listRows(pb, def.collection, params.page, params.perPage, {
          ...options,
          filter,
          sort: `${sort},id`,
        });
        records = page.items;
      }
      const row = def.row ?? ((r: unknown) => r as Row);
      return {
        items: records.map((r) => row(r as never)),
        page: params.page,
        perPage: params.perPage,
        bounds: pageBounds(records, sort),
      };
    },
    placeholderData: keepPreviousData,
    meta: { failure: def.messages.loadFailed, toastKey: `${def.collection}-list`, refusalText: def.refusalText },
  });
}

/** What a list asks for beside its page: PocketBase's list options. */
type RowsOptions = {
  filter?: string;
  sort?: string;
  expand?: string;
  fields?: string;
  skipTotal?: boolean;
  signal?: AbortSignal;
};

/**
 * One page of a list's rows from the server's rows route (`GET /api/erp/rows/{collection}`): PocketBase's list
 * with the same options and answer, under the list rule with its role part decided once for the caller, so a
 * role user's page costs what a superuser's costs (PocketBase joins the caller's record to every row for it).
 */
export async function listRows<T = Record<string, unknown>>(
  pb: PocketBase,
  collection: string,
  page: number,
  perPage: number,
  { signal, skipTotal, ...options }: RowsOptions,
): Promise<{ items: T[]; page: number; perPage: number; totalItems: number; totalPages: number }> {
  const query: Record<string, string | number> = { page, perPage };
  for (const [name, value] of Object.entries(options)) if (value) query[name] = value;
  if (skipTotal) query.skipTotal = 1;
  return pb.send(`/api/erp/rows/${collection}`, { query, signal });
}

/**
 * How many records the list's filter matches, from the server's counts route (`GET /api/erp/counts/{collection}`),
 * which decides the role's part of the list rule once rather than for every row. Keyed by the filter alone, so
 * paging and sorting never count again.
 */
export function countQuery<Row, F extends ListFilters, Detail>(
  pb: PocketBase,
  def: ListDefinition<Row, F, Detail>,
  params: ListParams<F>,
) {
  const filter = def.filter(pb, params);
  return queryOptions({
    queryKey: collectionKeys(def.collection).count(filter),
    queryFn: async ({ signal }) => {
      const answer = await pb.send<{ total: number }>(`/api/erp/counts/${def.collection}`, {
        query: filter ? { filter } : {},
        signal,
      });
      return answer.total;
    },
    placeholderData: keepPreviousData,
    meta: { failure: def.messages.loadFailed, toastKey: `${def.collection}-list`, refusalText: def.refusalText },
  });
}

/**
 * The total the list shows: the count's answer for this filter; until it comes (a changed filter), what the page
 * itself proves (a short page ends the list), else the previous filter's count, else one row past this page so
 * that "next" stays open.
 */
export function listTotal(
  params: { page: number; perPage: number },
  rows: { data?: { items: unknown[] }; isPlaceholderData: boolean },
  count: { data?: number; isPlaceholderData: boolean },
): number {
  if (count.data !== undefined && !count.isPlaceholderData) return count.data;
  const shown = rows.data && !rows.isPlaceholderData ? rows.data.items.length : undefined;
  const before = (params.page - 1) * params.perPage;
  if (shown !== undefined && shown < params.perPage && (shown > 0 || params.page === 1)) return before + shown;
  return count.data ?? before + (shown ?? 0) + 1;
}

/**
 * From this many rows on, a page opened without a loaded neighbour (a link to page 3,000, "last") is sought from
 * its first row, which the server finds through the sort field's index (`GET /api/erp/pages/{collection}`), rather
 * than skipped to with an offset that reads every row before it.
 */
export const DEEP_OFFSET = 3000;

/** The keyset query of a deep page: from the row the server finds at `offset`, inclusive; none when it cannot. */
async function deepPageStart(
  pb: PocketBase,
  collection: string,
  filter: string,
  sort: string,
  offset: number,
  signal: AbortSignal,
): Promise<Seek | null> {
  if (!ownSortField(sort)) return null;
  try {
    const start = await pb.send<Cursor>(`/api/erp/pages/${collection}`, {
      query: { sort, offset, ...(filter ? { filter } : {}) },
      signal,
    });
    // The rows from the page's first row on: the seek after it, with the row itself.
    const cursor = { value: start.value, id: start.id };
    const seek = seekablePage(sort, { first: cursor, last: cursor }, null);
    return seek && { ...seek, inclusive: true };
  } catch (error) {
    if (signal.aborted) throw error;
    return null; // past the end, or an order the server cannot seek by: the offset answers
  }
}

/** The sort's field and direction when it is one field of the record itself (not a related record's). */
function ownSortField(sort: string): { field: string; descending: boolean } | null {
  const descending = sort.startsWith('-');
  const field = descending ? sort.slice(1) : sort;
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(field) ? { field, descending } : null;
}

/** A keyset query: the rows after (or, reversed, before) a cursor, in `sort` order. */
export type Seek = {
  field: string;
  descending: boolean;
  cursor: Cursor;
  before: boolean;
  /** The cursor's own row is the page's first (a deep page's start) rather than its neighbour's last. */
  inclusive?: boolean;
  sort: string;
  reversed: boolean;
};

/**
 * How to seek a page from a loaded neighbour: after the previous page's last row, or before the next page's first
 * row (asked in the reverse order, then turned back). None when the order is not one field of the record itself
 * (a related record's field, or no value to compare), or no neighbour is loaded.
 */
export function seekablePage(sort: string, previous?: PageBounds | null, next?: PageBounds | null): Seek | null {
  const own = ownSortField(sort);
  if (!own) return null;
  const { field, descending } = own;
  if (previous) return { field, descending, cursor: previous.last, before: false, sort: `${sort},id`, reversed: false };
  if (next)
    return {
      field,
      descending,
      cursor: next.first,
      before: true,
      sort: `${descending ? '' : '-'}${field},-id`,
      reversed: true,
    };
  return null;
}

/**
 * The filter of the rows past a seek's cursor, in the list's order (the id, ascending, breaks ties). Written as a
 * range on the sort field and a condition within it (`issueDate <= v && (issueDate < v || id > x)`), which SQLite
 * answers by walking the sort field's index from the cursor; the equivalent `issueDate < v || (…)` made it scan
 * every row (15 s on a million invoices).
 */
export function seekFilter(pb: Pick<PocketBase, 'filter'>, seek: Seek): string {
  // After the cursor in a descending order means smaller values; before it, larger ones.
  const beyond = seek.descending !== seek.before ? '<' : '>';
  const tie = seek.before ? '<' : seek.inclusive ? '>=' : '>';
  return pb.filter(`(${seek.field} ${beyond}= {:value} && (${seek.field} ${beyond} {:value} || id ${tie} {:id}))`, {
    value: seek.cursor.value,
    id: seek.cursor.id,
  });
}

/** The page's first and last rows as cursors, when its sort field is a value the server can compare. */
function pageBounds(records: Record<string, unknown>[], sort: string): PageBounds | null {
  const field = sort.startsWith('-') ? sort.slice(1) : sort;
  const cursor = (r: Record<string, unknown> | undefined): Cursor | null => {
    const value = r?.[field];
    return r && typeof r.id === 'string' && (typeof value === 'string' || typeof value === 'number')
      ? { value, id: r.id }
      : null;
  };
  const first = cursor(records[0]);
  const last = cursor(records[records.length - 1]);
  return first && last ? { first, last } : null;
}

const both = (a: string, b: string) => (a ? `(${a}) && ${b}` : b);

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
 * Prefetches a list screen's page, its total and its open viewer (the route's loader). A failure is left for the screen to
 * show, with a retry.
 */
export async function preloadList<Row, F extends ListFilters, Detail>(
  context: { queryClient: QueryClient; session: { pb: PocketBase } },
  def: ListDefinition<Row, F, Detail>,
  raw: ListSearch & Record<string, unknown>,
): Promise<void> {
  const { queryClient, session } = context;
  const params = listParams(def, raw);
  // The first visit waits for the total too, so the page opens complete; later changes (filters, sort, pages)
  // show their rows as soon as they come, beside the previous total until the new one answers.
  const counted = queryClient.getQueriesData({ queryKey: collectionKeys(def.collection).counts() }).length > 0;
  const count = queryClient.ensureQueryData(countQuery(session.pb, def, params)).catch(() => undefined);
  await Promise.all([
    queryClient.ensureQueryData(listQuery(session.pb, def, params)).catch(() => undefined),
    counted ? null : count,
    raw.view ? queryClient.ensureQueryData(detailQuery(session.pb, def, raw.view)).catch(() => undefined) : null,
  ]);
}

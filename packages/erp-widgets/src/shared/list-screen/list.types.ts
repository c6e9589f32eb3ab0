import type { ListSort } from '@erp/ui';

/** What a list asks the server for: the page, the search text, the sort and the screen's own filters. */
export type ListQuery<F> = {
  /** Current page, 1-based. */
  page: number;
  /** Rows per page. */
  perPage: number;
  /** The search text. */
  search: string;
  /** The active sort, or null for the list's default order. */
  sort: ListSort | null;
  /** The screen's filters (`null` for "all"). */
  filters: F;
};

/**
 * A server-driven list as one state object (the shape react-aria's `useAsyncList` gives its lists): the rows of
 * the current page with the query that produced them, its loading and error state, and one setter for any change.
 * The app builds it from the URL and TanStack Query; stories build it with `makeList`.
 */
export type ListState<Row, F = Record<string, never>> = ListQuery<F> & {
  /** The rows of the current page, already searched, filtered, sorted and paged by the server. */
  rows: readonly Row[];
  /** Rows matching the search and filters across all pages. */
  total: number;
  /** The first page is loading. */
  isLoading?: boolean;
  /** The list failed: its message, or true for the generic one. */
  error?: string | boolean | null;
  /** Changes the query; a change of search, filter, sort or page size starts again at page 1. */
  onChange: (patch: Partial<ListQuery<F>>) => void;
  /** Loads the list again after a failure. */
  onRetry?: () => void;
};

/**
 * The record a viewer shows, in one status: loading, ready with the record, a record that no longer exists (a
 * stale `?view=` link), or a load failure with its message.
 */
export type RecordStatus<T> =
  | { status: 'loading' }
  | { status: 'ready'; record: T }
  | { status: 'not-found' }
  | { status: 'error'; message?: string };

/** What the signed-in user may do on one collection (the server enforces it regardless). */
export type CrudPermissions = { view: boolean; create: boolean; edit: boolean; delete: boolean };

/** The props every list-and-dialogs screen takes from the app; screens add their own data and intents. */
export type ListScreenBaseProps<Row, Detail, F = Record<string, never>> = {
  /** The list with its query (see {@link ListState}). */
  list: ListState<Row, F>;
  /** What the user may do; actions without permission are not offered. */
  permissions: CrudPermissions;
  /** The open viewer (its record, or loading / not found / error); null when closed. */
  viewer: RecordStatus<Detail> | null;
  /** Opens the viewer for a row (the app keeps it in the URL). */
  onView: (row: Row) => void;
  /** Closes the viewer. */
  onViewerClose: () => void;
  /** Loads the viewer's record again after a failure. */
  onViewerRetry?: () => void;
};

/** A list in a story or test: the given rows on one page, with a no-op setter unless one is given. */
export function makeList<Row, F = Record<string, never>>(
  rows: readonly Row[],
  overrides: Partial<ListState<Row, F>> = {},
): ListState<Row, F> {
  return {
    rows,
    total: rows.length,
    page: 1,
    perPage: 30,
    search: '',
    sort: null,
    filters: {} as F,
    onChange: () => undefined,
    ...overrides,
  };
}

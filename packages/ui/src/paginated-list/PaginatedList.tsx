import type { PaginationState } from '@tanstack/react-table';
import { useCallback, type ReactNode } from 'react';
import { useIntl } from 'react-intl';

import { Button } from '../button/Button';
import { EmptyState } from '../empty-state/EmptyState';
import { Icon } from '../icon/Icon';
import { ListCards } from './ListCards';
import { ListFooter } from './ListFooter';
import { ListTable, type ListColumn, type ListSort, type PagingApi } from './ListTable';
import { ListFilterControl, ListSearch, type ListFilter } from './ListToolbar';
import * as css from './PaginatedList.css';
import { listMessages as m } from './PaginatedList.messages';
import { RowActions, type RowAction } from './RowActions';
import { ThemePortalContext, useThemePortal } from '../app-shell/useThemePortal';

/** What the list shows when it has no rows. */
export type ListEmptyState = {
  /** @default "No results" (translated) */
  title?: string;
  /** @default "Nothing matches the current search and filters." (translated) */
  description?: ReactNode;
  /** @default a file icon */
  icon?: ReactNode;
  /** A call to action, e.g. an "Add invoice" button. */
  action?: ReactNode;
};

/** Props of {@link PaginatedList}. */
export type PaginatedListProps<Row> = {
  /** Accessible name of the table or card grid (usually the page title). */
  label: string;
  /** The rows of the current page, already sorted and filtered by the server. */
  rows: readonly Row[];
  /** Columns of the table variant. */
  columns?: readonly ListColumn<Row>[];
  /**
   * Stable id of a row.
   * @default the row's `id` property, else its index
   */
  getRowId?: (row: Row, index: number) => string;
  /** Names a row in its action buttons' accessible names ("Delete INV-0042"). */
  getRowLabel?: (row: Row) => string;
  /** Number of rows matching the search and filters, across all pages. */
  total: number;
  /** Current page, 1-based. */
  page: number;
  /** Rows per page. */
  pageSize: number;
  /** Page sizes offered in the footer; with fewer than two, no choice is shown. */
  pageSizeOptions?: readonly number[];
  /** Called with the 1-based page to show. */
  onPageChange: (page: number) => void;
  /** Called with a new page size (the list also asks for page 1). */
  onPageSizeChange?: (pageSize: number) => void;
  /** The active sort, or null for the server's default order. */
  sort?: ListSort | null;
  /** Called when a sortable header is pressed: a new column sorts ascending, the same column flips. */
  onSortChange?: (sort: ListSort | null) => void;
  /** The search text; with `onSearchChange`, a search box is shown. */
  searchValue?: string;
  /** Called with the search text once typing pauses for `searchDebounceMs` (at once on Enter or clear). */
  onSearchChange?: (value: string) => void;
  /** Placeholder of the search box. @default "Search…" (translated) */
  searchPlaceholder?: string;
  /** @default 300 */
  searchDebounceMs?: number;
  /** Select and date-range filters shown beside the search box. */
  filters?: readonly ListFilter[];
  /** Extra toolbar content at the inline end (e.g. the "Add" button). */
  toolbarActions?: ReactNode;
  /** View action per row; the button is hidden when absent (pass it only with the permission). */
  onView?: (row: Row) => void;
  /** Edit action per row; hidden when absent. */
  onEdit?: (row: Row) => void;
  /** Delete action per row; hidden when absent. */
  onDelete?: (row: Row) => void;
  /** Further actions per row, offered in a "More actions" menu. */
  extraActions?: (row: Row) => readonly RowAction[];
  /** Row click or Enter on a focused row (usually opens the viewer). */
  onRowAction?: (row: Row) => void;
  /** Shows skeleton rows and marks the list busy. */
  isLoading?: boolean;
  /** An error message (or `true` for the generic one) shown instead of the rows. */
  error?: string | boolean | null;
  /** Called by the error state's "Try again" button. */
  onRetry?: () => void;
  /** Customises the empty state. */
  emptyState?: ListEmptyState;
  /**
   * Footer wording: "Showing 10 of 42 results" or, for transfers and the like, "Showing 10 of 42 items".
   * @default 'results'
   */
  summaryStyle?: 'results' | 'items';
  /**
   * `table`, or `cards`: a grid where each row is drawn by `renderCard` (the employees screen).
   * @default 'table'
   */
  variant?: 'table' | 'cards';
  /** Renders one card of the `cards` variant. */
  renderCard?: (row: Row) => ReactNode;
};

const defaultRowId = (row: unknown, index: number) => {
  const id = (row as { id?: unknown } | null)?.id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : String(index);
};

/**
 * A server-driven list: search, filters, sortable headers, row actions, paging and its loading, empty and
 * error states, as a table (on TanStack Table with manual sorting and pagination) or a card grid.
 *
 * @selector [data-state="ready" | "loading" | "empty" | "error"], [data-variant="table" | "cards"]
 */
export function PaginatedList<Row extends object>(props: PaginatedListProps<Row>) {
  const {
    label,
    rows,
    columns = [],
    getRowId = defaultRowId,
    getRowLabel,
    total,
    page,
    pageSize,
    pageSizeOptions,
    onPageChange,
    onPageSizeChange,
    sort = null,
    onSortChange,
    searchValue = '',
    onSearchChange,
    searchPlaceholder,
    searchDebounceMs = 300,
    filters = [],
    toolbarActions,
    onView,
    onEdit,
    onDelete,
    extraActions,
    onRowAction,
    isLoading = false,
    error,
    onRetry,
    emptyState,
    summaryStyle = 'results',
    variant = 'table',
    renderCard,
  } = props;
  const intl = useIntl();
  const { findScope, container: portalContainer } = useThemePortal();
  const state = error ? 'error' : isLoading ? 'loading' : rows.length === 0 ? 'empty' : 'ready';
  const hasActions = Boolean(onView || onEdit || onDelete || extraActions);

  const renderActions = useCallback(
    (row: Row) => (
      <RowActions
        label={getRowLabel?.(row)}
        onView={onView && (() => onView(row))}
        onEdit={onEdit && (() => onEdit(row))}
        onDelete={onDelete && (() => onDelete(row))}
        extra={extraActions?.(row)}
      />
    ),
    [getRowLabel, onView, onEdit, onDelete, extraActions],
  );

  const changePaging = (next: PaginationState) => {
    if (next.pageSize !== pageSize) {
      onPageSizeChange?.(next.pageSize);
      if (page !== 1) onPageChange(1);
    } else if (next.pageIndex + 1 !== page) {
      onPageChange(next.pageIndex + 1);
    }
  };

  const footer = (paging: PagingApi) =>
    state === 'ready' || state === 'loading' ? (
      <ListFooter
        count={rows.length}
        total={total}
        page={page}
        pageSize={pageSize}
        paging={paging}
        summaryStyle={summaryStyle}
        pageSizeOptions={pageSizeOptions}
        onPageSizeChange={(size) => changePaging({ pageIndex: 0, pageSize: size })}
      />
    ) : null;

  let body: ReactNode;
  if (state === 'error') {
    body = (
      <div className={`${css.panel} ${css.errorBox}`} role="alert">
        <Icon name="alert" />
        <p className={css.summary}>{typeof error === 'string' ? error : intl.formatMessage(m.errorTitle)}</p>
        {onRetry ? (
          <Button icon={<Icon name="arrow-start" />} onPress={onRetry}>
            {intl.formatMessage(m.retry)}
          </Button>
        ) : null}
      </div>
    );
  } else if (state === 'empty') {
    body = (
      <div className={css.panel}>
        <EmptyState
          icon={emptyState?.icon ?? <Icon name="file" />}
          title={emptyState?.title ?? intl.formatMessage(m.emptyTitle)}
          description={emptyState?.description ?? intl.formatMessage(m.emptyDescription)}
          action={emptyState?.action}
        />
      </div>
    );
  } else if (variant === 'cards') {
    const pageCount = Math.max(1, Math.ceil(total / pageSize));
    const paging: PagingApi = {
      pageCount,
      canPrevious: page > 1,
      canNext: page < pageCount,
      first: () => onPageChange(1),
      previous: () => onPageChange(Math.max(1, page - 1)),
      next: () => onPageChange(Math.min(pageCount, page + 1)),
      last: () => onPageChange(pageCount),
    };
    body = (
      <>
        <ListCards
          label={label}
          rows={rows}
          getRowId={getRowId}
          renderCard={renderCard ?? (() => null)}
          renderActions={hasActions ? renderActions : undefined}
          onRowAction={onRowAction}
          isLoading={isLoading}
          pageSize={pageSize}
        />
        {footer(paging)}
      </>
    );
  } else {
    body = (
      <ListTable
        label={label}
        rows={rows}
        columns={columns}
        getRowId={getRowId}
        total={total}
        page={page}
        pageSize={pageSize}
        sort={sort}
        onSortChange={onSortChange}
        onPaginationChange={changePaging}
        renderActions={hasActions ? renderActions : undefined}
        onRowAction={onRowAction}
        isLoading={isLoading}
      >
        {footer}
      </ListTable>
    );
  }

  const hasToolbar = Boolean(onSearchChange || filters.length > 0 || toolbarActions);
  return (
    <ThemePortalContext.Provider value={portalContainer}>
      <div ref={findScope} className={css.root} data-state={state} data-variant={variant}>
        {hasToolbar ? (
          <div className={css.toolbar} role="search" aria-label={intl.formatMessage(m.filters)}>
            {onSearchChange ? (
              <ListSearch
                value={searchValue}
                onChange={onSearchChange}
                placeholder={searchPlaceholder}
                debounceMs={searchDebounceMs}
              />
            ) : null}
            {filters.map((filter) => (
              <ListFilterControl key={filter.id} filter={filter} />
            ))}
            {toolbarActions ? <div className={css.toolbarEnd}>{toolbarActions}</div> : null}
          </div>
        ) : null}
        {isLoading ? (
          <span role="status" className={css.srOnly}>
            {intl.formatMessage(m.loading)}
          </span>
        ) : null}
        {body}
      </div>
    </ThemePortalContext.Provider>
  );
}

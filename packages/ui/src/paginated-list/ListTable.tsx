import {
  createColumnHelper,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type PaginationState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';

import { Icon } from '../icon/Icon';
import { Skeleton } from '../skeleton/Skeleton';
import * as css from './PaginatedList.css';
import { listMessages as m } from './PaginatedList.messages';
import { isFromControl, useRovingRows } from './useRovingRows';
import { usePlainStates } from '../plain/usePlainStates';

/** A column of a PaginatedList. */
export type ListColumn<Row> = {
  /** Stable id; also the sort id sent to `onSortChange`. */
  id: string;
  /** Header label (already translated). */
  header: string;
  /** Renders the cell for a row. */
  cell: (row: Row) => ReactNode;
  /** Whether the header is a sort button. */
  sortable?: boolean;
  /**
   * Alignment: `end` for numbers and money (right in English, left in Arabic).
   * @default 'start'
   */
  align?: 'start' | 'end';
  /** Column width (CSS length or pixels). */
  width?: string | number;
};

/** The active sort: column id and direction. */
export type ListSort = { id: string; direction: 'ascending' | 'descending' };

// Server-driven: TanStack Table keeps the sort and paging state machine; rows arrive sorted and paged.
const features = tableFeatures({ rowSortingFeature, rowPaginationFeature });

type ListTableProps<Row> = {
  label: string;
  rows: readonly Row[];
  columns: readonly ListColumn<Row>[];
  getRowId: (row: Row, index: number) => string;
  total: number;
  page: number;
  pageSize: number;
  sort: ListSort | null;
  onSortChange?: (sort: ListSort | null) => void;
  onPaginationChange: (next: PaginationState) => void;
  renderActions?: (row: Row) => ReactNode;
  onRowAction?: (row: Row) => void;
  isLoading: boolean;
  children: (table: PagingApi) => ReactNode;
};

/** The paging part of the table instance, handed to the footer. */
export type PagingApi = {
  pageCount: number;
  canPrevious: boolean;
  canNext: boolean;
  first: () => void;
  previous: () => void;
  next: () => void;
  last: () => void;
};

/** The table variant: sortable headers with aria-sort, roving row focus, skeleton rows while loading. */
export function ListTable<Row extends object>({
  label,
  rows,
  columns,
  getRowId,
  total,
  page,
  pageSize,
  sort,
  onSortChange,
  onPaginationChange,
  renderActions,
  onRowAction,
  isLoading,
  children,
}: ListTableProps<Row>) {
  const intl = useIntl();
  const byId = useMemo(() => new Map(columns.map((c) => [c.id, c])), [columns]);
  const tableColumns = useMemo(() => {
    const helper = createColumnHelper<typeof features, Row>();
    // Accessor columns (TanStack only sorts columns with an accessor); the value is never read for sorting,
    // which the server does, so the accessor returns the row's position.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- value types differ per column
    const defs: ColumnDef<typeof features, Row, any>[] = columns.map((c) =>
      helper.accessor((_row, index) => index, {
        id: c.id,
        header: c.header,
        enableSorting: Boolean(c.sortable),
        cell: ({ row }) => c.cell(row.original),
      }),
    );
    if (renderActions) {
      defs.push(
        helper.accessor((_row, index) => index, {
          id: '__actions',
          header: intl.formatMessage(m.actions),
          enableSorting: false,
          cell: ({ row }) => renderActions(row.original),
        }),
      );
    }
    return defs;
  }, [columns, renderActions, intl]);

  const sorting: SortingState = sort ? [{ id: sort.id, desc: sort.direction === 'descending' }] : [];
  const pagination: PaginationState = { pageIndex: page - 1, pageSize };
  const resolve = <T,>(updater: Updater<T>, current: T): T =>
    typeof updater === 'function' ? (updater as (old: T) => T)(current) : updater;

  const table = useTable({
    features,
    columns: tableColumns,
    data: rows,
    getRowId: (row, index) => getRowId(row, index),
    state: { sorting, pagination },
    manualSorting: true,
    manualPagination: true,
    rowCount: total,
    enableSortingRemoval: false,
    sortDescFirst: false,
    enableMultiSort: false,
    onSortingChange: (updater) => {
      const next = resolve(updater, sorting)[0];
      onSortChange?.(next ? { id: next.id, direction: next.desc ? 'descending' : 'ascending' } : null);
    },
    onPaginationChange: (updater) => onPaginationChange(resolve(updater, pagination)),
  });

  const tableRows = table.getRowModel().rows;
  const rowProps = useRovingRows(
    tableRows.length,
    onRowAction ? (i) => onRowAction(tableRows[i]!.original) : undefined,
  );
  const skeletonRows = Math.min(pageSize, 5);

  const paging: PagingApi = {
    pageCount: Math.max(1, table.getPageCount()),
    canPrevious: table.getCanPreviousPage(),
    canNext: table.getCanNextPage(),
    first: () => table.firstPage(),
    previous: () => table.previousPage(),
    next: () => table.nextPage(),
    last: () => table.lastPage(),
  };

  return (
    <>
      <div className={css.tableWrap}>
        <table
          className={css.table}
          aria-label={label}
          aria-busy={isLoading || undefined}
          aria-rowcount={isLoading ? undefined : total + 1}
        >
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const def = byId.get(header.column.id);
                  const sortable = header.column.getCanSort();
                  const sorted = header.column.getIsSorted();
                  const ariaSort = sortable
                    ? sorted === 'asc'
                      ? 'ascending'
                      : sorted === 'desc'
                        ? 'descending'
                        : 'none'
                    : undefined;
                  const align = header.column.id === '__actions' ? 'end' : def?.align;
                  return (
                    <th
                      key={header.id}
                      className={css.th}
                      scope="col"
                      aria-sort={ariaSort}
                      data-align={align}
                      style={{ inlineSize: def?.width }}
                    >
                      {sortable ? (
                        <SortButton onPress={() => header.column.toggleSorting(undefined, false)}>
                          <table.FlexRender header={header} />
                          <Icon
                            name={sorted === 'asc' ? 'sort-asc' : sorted === 'desc' ? 'sort-desc' : 'sort'}
                            className={css.sortIcon}
                          />
                        </SortButton>
                      ) : header.column.id === '__actions' ? (
                        <span className={css.srOnly}>
                          <table.FlexRender header={header} />
                        </span>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {isLoading
              ? Array.from({ length: skeletonRows }, (_, i) => (
                  <tr key={`skeleton-${i}`} data-skeleton="">
                    {tableColumns.map((c) => (
                      <td key={c.id} className={css.td}>
                        <Skeleton variant="text" width={c.id === '__actions' ? '4rem' : '70%'} />
                      </td>
                    ))}
                  </tr>
                ))
              : tableRows.map((row, index) => (
                  <tr
                    key={row.id}
                    className={css.tr}
                    data-row-id={row.id}
                    data-clickable={onRowAction ? '' : undefined}
                    aria-rowindex={(page - 1) * pageSize + index + 2}
                    onClick={onRowAction ? (e) => !isFromControl(e) && onRowAction(row.original) : undefined}
                    {...rowProps(index)}
                  >
                    {row.getAllCells().map((cell) => (
                      <td
                        key={cell.id}
                        className={css.td}
                        data-align={cell.column.id === '__actions' ? undefined : byId.get(cell.column.id)?.align}
                      >
                        <table.FlexRender cell={cell} />
                      </td>
                    ))}
                  </tr>
                ))}
          </tbody>
        </table>
      </div>
      {children(paging)}
    </>
  );
}

/** A sortable column's header button: native, as the headers render again on every sort and page change. */
function SortButton({ onPress, children }: { onPress: () => void; children: ReactNode }) {
  const { handlers, data } = usePlainStates();
  return (
    <button type="button" className={css.sortButton} onClick={onPress} {...handlers} {...data}>
      {children}
    </button>
  );
}

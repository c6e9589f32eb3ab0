import type { ReactNode } from 'react';

import { Skeleton } from '../skeleton/Skeleton';
import * as css from './PaginatedList.css';
import { isFromControl, useRovingRows } from './useRovingRows';

type ListCardsProps<Row> = {
  label: string;
  rows: readonly Row[];
  getRowId: (row: Row, index: number) => string;
  renderCard: (row: Row) => ReactNode;
  renderActions?: (row: Row) => ReactNode;
  onRowAction?: (row: Row) => void;
  isLoading: boolean;
  pageSize: number;
};

/**
 * The card-grid variant: each row rendered by `renderCard`, with the table rows' keyboard model laid out as a grid:
 * ArrowRight/ArrowLeft follow the reading order (mirrored in RTL), ArrowUp/ArrowDown move by a visual row.
 */
export function ListCards<Row>({
  label,
  rows,
  getRowId,
  renderCard,
  renderActions,
  onRowAction,
  isLoading,
  pageSize,
}: ListCardsProps<Row>) {
  const itemProps = useRovingRows(rows.length, onRowAction ? (i) => onRowAction(rows[i]!) : undefined, 'grid');
  if (isLoading) {
    return (
      <ul className={css.cardGrid} aria-label={label} aria-busy="true">
        {Array.from({ length: Math.min(pageSize, 6) }, (_, i) => (
          <li key={i} className={css.cardItem} data-skeleton="">
            <Skeleton variant="circle" />
            <Skeleton variant="text" lines={3} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className={css.cardGrid} aria-label={label}>
      {rows.map((row, index) => (
        <li
          key={getRowId(row, index)}
          className={css.cardItem}
          data-row-id={getRowId(row, index)}
          data-clickable={onRowAction ? '' : undefined}
          onClick={onRowAction ? (e) => !isFromControl(e) && onRowAction(row) : undefined}
          {...itemProps(index)}
        >
          {renderCard(row)}
          {renderActions ? <div className={css.cardActions}>{renderActions(row)}</div> : null}
        </li>
      ))}
    </ul>
  );
}

import { useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useLocale } from 'react-aria-components';

/** How the items are laid out: a single column of rows, or a grid of cards that wraps into visual rows. */
export type RovingLayout = 'list' | 'grid';

/**
 * Cards per visual row: the items that share the first item's top edge (the grid fills rows in reading order, so
 * every row but the last is full). 1 when the items are not laid out yet.
 */
function columnsOf(items: readonly (HTMLElement | null)[], count: number): number {
  const top = items[0]?.offsetTop;
  if (top === undefined) return 1;
  let columns = 0;
  while (columns < count && Math.abs((items[columns]?.offsetTop ?? Infinity) - top) < 1) columns++;
  return Math.max(1, columns);
}

/**
 * Roving tabindex over a list of rows or cards: one Tab stop for the collection, ArrowUp/ArrowDown (and
 * Home/End) move focus between items, Enter activates the focused item. Keys pressed inside an item's own
 * controls (its action buttons) are left alone.
 *
 * In the `grid` layout ArrowRight/ArrowLeft move to the next/previous card in reading order (ArrowLeft is "next" in
 * right-to-left locales), and ArrowUp/ArrowDown move by a visual row, measured from the cards' positions.
 */
export function useRovingRows(count: number, onActivate?: (index: number) => void, layout: RovingLayout = 'list') {
  const [active, setActive] = useState(0);
  const items = useRef<(HTMLElement | null)[]>([]);
  const { direction } = useLocale();
  const current = Math.min(active, Math.max(0, count - 1));

  const focusItem = (index: number) => {
    const next = Math.max(0, Math.min(count - 1, index));
    setActive(next);
    items.current[next]?.focus();
  };

  const targetOf = (key: string, index: number): number | undefined => {
    if (key === 'Home') return 0;
    if (key === 'End') return count - 1;
    if (layout === 'list') return key === 'ArrowDown' ? index + 1 : key === 'ArrowUp' ? index - 1 : undefined;
    const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    if (key === forward) return index + 1;
    if (key === backward) return index - 1;
    if (key !== 'ArrowDown' && key !== 'ArrowUp') return undefined;
    const columns = columnsOf(items.current, count);
    if (key === 'ArrowUp') return index >= columns ? index - columns : index;
    // Down from a column the last, shorter row lacks lands on its last card; on the last row it stays.
    const lastRow = Math.floor((count - 1) / columns);
    return Math.floor(index / columns) < lastRow ? Math.min(index + columns, count - 1) : index;
  };

  return (index: number) => ({
    ref: (el: HTMLElement | null) => {
      items.current[index] = el;
    },
    tabIndex: index === current ? 0 : -1,
    onFocus: (event: FocusEvent) => {
      if (event.target === event.currentTarget) setActive(index);
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (event.target !== event.currentTarget) return;
      const target = targetOf(event.key, index);
      if (target !== undefined) {
        event.preventDefault();
        focusItem(target);
      } else if (event.key === 'Enter' && onActivate) {
        event.preventDefault();
        onActivate(index);
      }
    },
  });
}

/**
 * True when a click landed on a control inside the row (its buttons, links, menus, or a dialog opened from it, whose
 * clicks bubble through its portal), not on the row itself. A control around the row does not count: the rows of a
 * list shown inside a dialog stay clickable.
 */
export function isFromControl(event: { target: EventTarget | null; currentTarget: EventTarget | null }): boolean {
  const target = event.target as Element | null;
  const row = event.currentTarget as Element | null;
  const control = target?.closest?.(
    'button, a, input, select, textarea, [role="menu"], [role="menuitem"], [role="dialog"]',
  );
  return Boolean(control && control !== row && !control.contains(row));
}

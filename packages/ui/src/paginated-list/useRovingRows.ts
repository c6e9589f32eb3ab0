import { useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';

/**
 * Roving tabindex over a list of rows or cards: one Tab stop for the collection, ArrowUp/ArrowDown (and
 * Home/End) move focus between items, Enter activates the focused item. Keys pressed inside an item's own
 * controls (its action buttons) are left alone.
 */
export function useRovingRows(count: number, onActivate?: (index: number) => void) {
  const [active, setActive] = useState(0);
  const items = useRef<(HTMLElement | null)[]>([]);
  const current = Math.min(active, Math.max(0, count - 1));

  const focusItem = (index: number) => {
    const next = Math.max(0, Math.min(count - 1, index));
    setActive(next);
    items.current[next]?.focus();
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
      const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: count - 1 };
      if (event.key in moves) {
        event.preventDefault();
        focusItem(moves[event.key]!);
      } else if (event.key === 'Enter' && onActivate) {
        event.preventDefault();
        onActivate(index);
      }
    },
  });
}

/** True when a click landed on a control inside the row (its buttons, links, menus), not on the row itself. */
export function isFromControl(event: { target: EventTarget | null; currentTarget: EventTarget | null }): boolean {
  const target = event.target as Element | null;
  const control = target?.closest?.(
    'button, a, input, select, textarea, [role="menu"], [role="menuitem"], [role="dialog"]',
  );
  return Boolean(control && control !== event.currentTarget);
}

import { useEffect } from 'react';

/** Where focus last was inside a list row (`[data-row-id]`): the row, its place in its list and the control. */
type RowFocus = { list: Element | null; rowId: string; index: number; action: string | null };

let lastRow: RowFocus | null = null;

function rememberRow(event: FocusEvent) {
  const target = event.target instanceof Element ? event.target : null;
  const row = target?.closest('[data-row-id]');
  if (!target || !row) return;
  const list = row.parentElement;
  lastRow = {
    list,
    rowId: row.getAttribute('data-row-id') ?? '',
    index: list ? Array.prototype.indexOf.call(list.children, row) : -1,
    action: target.closest('[data-action]')?.getAttribute('data-action') ?? null,
  };
}

// Listening from the start: the focus that opens the first dialog comes before any dialog is rendered.
if (typeof document !== 'undefined') document.addEventListener('focusin', rememberRow, true);

/** The control to focus for `from` now: the same action of the same row, else of the row now in its place. */
function rowControl(doc: Document, from: RowFocus): HTMLElement | null {
  const escaped = CSS.escape(from.rowId);
  let row = doc.querySelector(`[data-row-id="${escaped}"]`);
  if (!row) {
    const rows = from.list?.isConnected
      ? Array.from(from.list.children).filter((r) => r.hasAttribute('data-row-id'))
      : Array.from(doc.querySelectorAll('[data-row-id]'));
    row = rows[Math.min(from.index, rows.length - 1)] ?? null;
  }
  if (!row) return null;
  const control =
    (from.action && row.querySelector(`[data-action="${from.action}"]`)) ||
    row.querySelector('[data-action="view"]') ||
    row.querySelector('[data-action]') ||
    (row instanceof HTMLElement && row.tabIndex >= 0 ? row : null);
  return control instanceof HTMLElement ? control : null;
}

/**
 * Returns focus to the row that opened a dialog when react-aria cannot: a dialog opened from the URL (a row's
 * viewer) or from another dialog that has closed since (the viewer's Edit) finds the control that opened it gone,
 * and focus would fall to the page. Then focus goes to the same action of the same row, or of the row that took
 * its place (after a delete), so a keyboard user carries on where they were.
 */
export function useReturnFocus(isOpen: boolean): void {
  useEffect(() => {
    if (!isOpen) return;
    const doc = document;
    const active = doc.activeElement;
    // The row the dialog belongs to: the one focused now, or the last one when focus is on the page (the row was
    // re-rendered) or in another dialog (opened from that row).
    const fromRow = active?.closest('[data-row-id]');
    const fromPageOrDialog = !active || active === doc.body || active.closest('[role=dialog],[role=alertdialog]');
    const from = fromRow || fromPageOrDialog ? lastRow : null;
    return () => {
      if (!from) return;
      // After react-aria's own restoring (it runs in the frame after the dialog unmounts).
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          if (doc.activeElement && doc.activeElement !== doc.body) return;
          rowControl(doc, from)?.focus();
        }),
      );
    };
  }, [isOpen]);
}

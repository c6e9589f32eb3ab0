import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';

import { renderWithLocale } from '../test-utils/renderWithLocale';
import { ModalDialog } from './ModalDialog';

/**
 * A list whose rows are rendered again (new elements) when a dialog opens, as a route does when the viewer's
 * record goes into the URL; deleting removes the row.
 */
function Screen() {
  const [open, setOpen] = useState<string | null>(null);
  const [rows, setRows] = useState(['a', 'b', 'c']);
  const [generation, setGeneration] = useState(0);
  return (
    <>
      <ul>
        {rows.map((id) => (
          <li key={`${id}-${generation}`} data-row-id={id}>
            <button
              data-action="view"
              onClick={() => {
                setOpen(id);
                setGeneration((g) => g + 1);
              }}
            >
              {`View ${id}`}
            </button>
            <button data-action="edit">{`Edit ${id}`}</button>
          </li>
        ))}
      </ul>
      {open ? (
        <ModalDialog title={`Record ${open}`} isOpen onOpenChange={() => setOpen(null)}>
          <button
            onClick={() => {
              setRows((r) => r.filter((x) => x !== open));
              setOpen(null);
            }}
          >
            Delete
          </button>
        </ModalDialog>
      ) : null}
    </>
  );
}

describe('focus after a dialog closes', () => {
  it.each(['en-US', 'ar-EG'] as const)(
    '%s: Escape returns focus to the row that opened it, though the row was rendered again',
    async (locale) => {
      await renderWithLocale(<Screen />, locale);
      await userEvent.click(page.getByRole('button', { name: 'View b' }));
      await expect.element(page.getByRole('dialog')).toBeVisible();
      await userEvent.keyboard('{Escape}');
      await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
      await expect.poll(() => document.activeElement?.textContent).toBe('View b');
    },
  );

  it.each(['en-US', 'ar-EG'] as const)(
    '%s: after a delete, focus goes to the row that took its place',
    async (locale) => {
      await renderWithLocale(<Screen />, locale);
      await userEvent.click(page.getByRole('button', { name: 'View b' }));
      await userEvent.click(page.getByRole('button', { name: 'Delete' }));
      await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
      await expect.poll(() => document.activeElement?.textContent).toBe('View c');
    },
  );
});

// The states every list-and-dialogs screen shows, as stories: a screen's stories file names its own list, rows and
// messages, and takes the common states from here, so each state is written and asserted once.
import type { Decorator } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { makeList, type ListState } from '../shared/list-screen/list.types';
import { msg, type MessageId } from './messages';

/** The whole document, where dialogs render (outside the story's canvas). */
export const body = () => within(document.body);

/** Every right of a plain screen, and the right to look only. */
export const fullAccess = { view: true, create: true, edit: true, delete: true };
export const readOnlyAccess = { view: true, create: false, edit: false, delete: false };

/** The args a list-and-dialogs screen's stories start from: every right, no viewer, a spy for each intent. */
export const screenArgs = () => ({
  permissions: fullAccess,
  viewer: null,
  onView: fn(),
  onViewerClose: fn(),
  onSave: fn(async () => undefined),
  onDelete: fn(async () => undefined),
});

/** A row's "more actions" button, by the row's label. */
export const moreActionsButton = (canvas: HTMLElement, label: string) =>
  within(canvas).getByRole('button', { name: msg('ui.paginatedList.moreActionsRow', { label }) });

/** A button of the open (non-alert) dialog, by its name. */
export const dialogButton = (name: string) => within(body().getByRole('dialog')).getByRole('button', { name });

/** A screen with room around it, as the app's page gives it. */
export const padded: Decorator = (Story) => (
  <div style={{ padding: 24 }}>
    <Story />
  </div>
);

/**
 * A screen's list maker: `rows` on page 1 with the screen's usual total, page size, filters and sort (`defaults`),
 * a spy for changes, and the story's `overrides`.
 */
export function listMaker<Row, F = Record<string, never>>(defaults: Partial<ListState<Row, F>>) {
  return (rows: readonly Row[], overrides: Partial<ListState<Row, F>> = {}): ListState<Row, F> =>
    makeList<Row, F>(rows, { ...defaults, onChange: fn(), ...overrides });
}

type Canvas = { canvasElement: HTMLElement };

/** No rows for the search: no table, the screen's empty title. */
export function emptyList<L>(list: L, title: MessageId) {
  return {
    args: { list },
    play: async ({ canvasElement }: Canvas) => {
      const canvas = within(canvasElement);
      await expect(canvas.queryByRole('table')).toBeNull();
      await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(msg(title));
    },
  };
}

/** The first page on its way: the table says it is busy. */
export function loadingList<L>(list: L) {
  return {
    args: { list },
    play: async ({ canvasElement }: Canvas) => {
      await expect(within(canvasElement).getByRole('table')).toHaveAttribute('aria-busy', 'true');
    },
  };
}

/** The list failed: the error is an alert whose button retries. */
export function failedList<L extends { error?: string | boolean | null; onRetry?: () => void }>(list: L) {
  return {
    args: { list },
    play: async ({ canvasElement, args }: Canvas & { args: { list: L } }) => {
      const alert = within(canvasElement).getByRole('alert');
      if (typeof list.error === 'string') await expect(alert).toHaveTextContent(list.error);
      await userEvent.click(within(alert).getByRole('button'));
      await expect(args.list.onRetry).toHaveBeenCalledTimes(1);
    },
  };
}

/** The viewer opened from a link, its record on its way: a skeleton. */
export const viewerLoading = {
  args: { viewer: { status: 'loading' } as const },
  play: async () => {
    await expect(body().getByTestId('viewer-skeleton')).toBeInTheDocument();
  },
};

/**
 * The viewer opened from a stale link: the screen's not-found message; with `closes`, Escape then closes it (the
 * screenshot is then of the list).
 */
export function viewerNotFound(message: MessageId, { closes = false } = {}) {
  return {
    args: { viewer: { status: 'not-found' } as const },
    play: async ({ args }: { args: { onViewerClose?: () => void } }) => {
      const dialog = body().getByRole('dialog');
      await expect(within(dialog).getByRole('alert')).toHaveTextContent(msg(message));
      if (!closes) return;
      await userEvent.keyboard('{Escape}');
      await expect(args.onViewerClose).toHaveBeenCalledTimes(1);
    },
  };
}

/** Delete from the viewer of `record`: the confirmation says what deleting it does (`message` with `values`). */
export function viewerDelete<R>(record: R, message: MessageId, values: Record<string, string | number>) {
  return {
    args: { viewer: { status: 'ready', record } as const },
    play: async () => {
      await userEvent.click(dialogButton(msg('widgets.common.delete')));
      await expect(body().getByRole('alertdialog')).toHaveTextContent(msg(message, values));
    },
  };
}

/** The viewer of a `record` with long notes: they wrap inside it (the text `marker` is shown). */
export function viewerLongNotes<R>(record: R, marker: string) {
  return {
    args: { viewer: { status: 'ready', record } as const },
    play: async () => {
      await expect(body().getByRole('dialog')).toHaveTextContent(marker);
    },
  };
}

/** A wizard's dialog: its title is `title`. */
export function wizardTitled(title: MessageId) {
  return {
    play: async () => {
      await expect(within(body().getByRole('dialog')).getByRole('heading', { level: 2 })).toHaveTextContent(msg(title));
    },
  };
}

// Play steps that the stories of list-and-dialogs screens share: the table and its rows, a row's buttons, the row
// menu, the delete confirmation (confirmed, cancelled, refused), the add button's wizard and the read-only screen.
// A story names its own rows and messages and asserts the rest through these, so each step is written once.
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { body } from './listStories';
import { msg, type MessageId } from './messages';

/** The list's table, once it shows `rows` rows (the header row included). */
export async function listTable(canvasElement: HTMLElement, rows: number) {
  const table = within(canvasElement).getByRole('table');
  await expect(within(table).getAllByRole('row')).toHaveLength(rows);
  return table;
}

/** The list's footer: "`count` of `total`", and the pager on page `page` of `pages`. */
export async function showsPage(
  canvasElement: HTMLElement,
  { count, total, page, pages }: { count: number; total: number; page: number; pages: number },
) {
  await expect(canvasElement.querySelector('[data-list-summary]')).toHaveTextContent(
    msg('ui.paginatedList.summary', { count, total }),
  );
  await expect(within(canvasElement).getByText(msg('ui.paginatedList.pageOf', { page, pages }))).toBeVisible();
}

/** A row's own buttons, by what they do. */
export type RowAction = 'view' | 'edit' | 'delete' | 'moreActions';

const rowActionName = (action: RowAction, label: string) => msg(`ui.paginatedList.${action}Row` as const, { label });

/** The button `action` of the row `label`. */
export const rowButton = (canvasElement: HTMLElement, action: RowAction, label: string) =>
  within(canvasElement).getByRole('button', { name: rowActionName(action, label) });

/** The button `action` of the row `label`, or null where the screen does not offer it. */
export const queryRowButton = (canvasElement: HTMLElement, action: RowAction, label: string) =>
  within(canvasElement).queryByRole('button', { name: rowActionName(action, label) });

/** Opens a row's "more actions" menu, by the row's label, and gives the menu. */
export async function openRowMenu(canvasElement: HTMLElement, label: string) {
  await userEvent.click(rowButton(canvasElement, 'moreActions', label));
  return body().findByRole('menu');
}

/** Chooses the item `action` in the "more actions" menu of the row `label`. */
export async function chooseRowAction(canvasElement: HTMLElement, label: string, action: MessageId) {
  const menu = await openRowMenu(canvasElement, label);
  await userEvent.click(within(menu).getByRole('menuitem', { name: msg(action) }));
}

/** Presses the confirmation's button named by `confirm`, and gives the confirmation. */
export async function confirmWith(confirm: MessageId) {
  const dialog = await body().findByRole('alertdialog');
  await userEvent.click(within(dialog).getByRole('button', { name: msg(confirm) }));
  return dialog;
}

/**
 * Presses the confirmation's button named by `confirm`: `intent` is called with `args`, and the confirmation closes
 * once it has settled.
 */
export async function confirmAction(confirm: MessageId, intent: unknown, ...args: unknown[]) {
  await confirmWith(confirm);
  await expect(intent).toHaveBeenCalledWith(...args);
  await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
}

/** Presses the delete button of the row `label`, and gives the confirmation it opens. */
export async function askToDeleteRow(canvasElement: HTMLElement, label: string) {
  await userEvent.click(rowButton(canvasElement, 'delete', label));
  return body().findByRole('alertdialog');
}

const deleteButton = (confirm: HTMLElement) =>
  within(confirm).getByRole('button', { name: msg('ui.confirmationDialog.deleteConfirm') });

/** Confirms the delete: `onDelete` gets `record`, and the confirmation closes once the delete has succeeded. */
export async function confirmDelete(confirm: HTMLElement, onDelete: unknown, record: unknown) {
  await userEvent.click(deleteButton(confirm));
  await expect(onDelete).toHaveBeenCalledWith(record);
  await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
}

/**
 * Deleting the row `label` asks first, saying `message`; confirming deletes `record` and closes the confirmation once
 * the delete has succeeded; the row's delete then asks again, from a fresh confirmation.
 */
export async function deletesRow(
  canvasElement: HTMLElement,
  label: string,
  message: string,
  onDelete: unknown,
  record: unknown,
) {
  const confirm = await askToDeleteRow(canvasElement, label);
  await expect(confirm).toHaveTextContent(message);
  await confirmDelete(confirm, onDelete, record);
  await askToDeleteRow(canvasElement, label);
  await expect(body().getByRole('alertdialog')).toBeVisible();
}

/** Cancels the delete: the confirmation closes and nothing is deleted. */
export async function cancelDelete(confirm: HTMLElement, onDelete: unknown) {
  await userEvent.click(within(confirm).getByRole('button', { name: msg('ui.confirmationDialog.cancel') }));
  await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
  await expect(onDelete).not.toHaveBeenCalled();
}

/**
 * Confirms a delete the app refuses (`onDelete` rejects once called): the app toasts why, and the confirmation stays
 * open, its button enabled again, for a retry or a cancel.
 */
export async function confirmRefusedDelete(confirm: HTMLElement, onDelete?: unknown) {
  await userEvent.click(deleteButton(confirm));
  if (onDelete) await expect(onDelete).toHaveBeenCalledTimes(1);
  await waitFor(() => expect(deleteButton(confirm)).toBeEnabled());
  await expect(body().getByRole('alertdialog')).toBeVisible();
}

/** The add button (`add`) opens the wizard titled `title`; its cancel button closes it again. */
export async function addOpensWizard(canvasElement: HTMLElement, add: MessageId, title: MessageId) {
  await userEvent.click(within(canvasElement).getAllByRole('button', { name: msg(add) })[0]!);
  const wizard = body().getByRole('dialog');
  await expect(within(wizard).getByRole('heading', { level: 2 })).toHaveTextContent(msg(title));
  await userEvent.click(within(wizard).getByRole('button', { name: msg('ui.wizard.cancel') }));
  await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
}

/** A screen for a role that may only look: no add button (`add`), and none of `actions` on the row `label`. */
export async function offersNoChanges(
  canvasElement: HTMLElement,
  add: MessageId,
  label: string,
  actions: readonly RowAction[],
) {
  await expect(within(canvasElement).queryByRole('button', { name: msg(add) })).toBeNull();
  for (const action of actions) await expect(queryRowButton(canvasElement, action, label)).toBeNull();
}

/**
 * Saves from a wizard's review step and the server refuses a field, with `message`: the wizard shows the refusal as
 * an alert and marks the field (`field()`) invalid.
 */
export async function saveRefusedOnField(message: string, field: () => HTMLElement) {
  const wizard = within(body().getByRole('dialog'));
  await userEvent.click(wizard.getByRole('button', { name: msg('widgets.common.saveChanges') }));
  await expect(await wizard.findByRole('alert')).toHaveTextContent(message);
  await waitFor(() => expect(field()).toHaveAttribute('aria-invalid', 'true'));
}

/** Pressing the sort button in the header of column `column` (from 0) asks for the list sorted by `id`, ascending. */
export async function sortsByColumn(table: HTMLElement, column: number, onChange: unknown, id: string) {
  const header = within(table).getAllByRole('columnheader')[column]!;
  await userEvent.click(within(header).getByRole('button'));
  await expect(onChange).toHaveBeenCalledWith({ sort: { id, direction: 'ascending' } });
}

/** The open dialog's title (its level-2 heading). */
export const dialogTitle = () => within(body().getByRole('dialog')).getByRole('heading', { level: 2 });

/**
 * A wizard stops at a field it refuses before sending: `field` is marked invalid, the wizard says `message`, the
 * focus moves to the field, and nothing is submitted.
 */
export async function stopsAtField(field: HTMLElement, message: MessageId, onSubmit: unknown) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(body().getByRole('dialog')).toHaveTextContent(msg(message));
  await waitFor(() => expect(field).toHaveFocus());
  await expect(onSubmit).not.toHaveBeenCalled();
}

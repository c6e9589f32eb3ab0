// The story kit of the stock documents (purchase requests, transfers): the args their screens and draft wizards
// start from, and the save of a draft from the review step, so each stories file names only its own.
import { expect, fn, userEvent, waitFor, within, type Mock } from 'storybook/test';

import * as kit from '../testing/listStories';
import { msg } from '../testing/messages';

/**
 * The args a stock document screen's stories start from: every right, no viewer, a spy for each intent; the
 * wizard edits `detail()` and a new document is dated `today`.
 */
export const stockDocumentScreenArgs = <D>(today: string, detail: () => D) => ({
  ...kit.screenArgs(),
  today,
  loadDetail: fn(async () => detail()),
  onAction: fn(async () => undefined),
});

/** The args a draft wizard's stories start from: a new document dated `today`, spies for submit and close. */
export const draftWizardArgs = <V>(today: string) => ({
  record: null,
  today,
  onSubmit: fn(async (_values: V) => undefined),
  onClose: fn(),
});

/** A draft on the review step (which shows `marker`): "Save changes" submits it once, with `values`. */
export function savesDraft(marker: string, values: Record<string, unknown>) {
  return async ({ args }: { args: { onSubmit: Mock } }) => {
    const dialog = () => kit.body().getByRole('dialog');
    await expect(dialog()).toHaveTextContent(marker);
    await userEvent.click(within(dialog()).getByRole('button', { name: msg('widgets.common.saveChanges') }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit.mock.calls[0]?.[0]).toMatchObject(values);
  };
}

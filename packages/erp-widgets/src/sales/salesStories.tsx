// The story kit of the sales documents (invoices, quotations, receipts): the args their screens and wizards start
// from, the screen as the app drives its viewer, and the wizard's queries, so each stories file names only its own.
import { useState, type ComponentType } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import * as kit from '../testing/listStories';
import { msg, type MessageId } from '../testing/messages';
import { makeClientSearch, makeInventorySearch, makeVatRates, MOCK_TODAY } from './sales.mocks';

/** What a sales document's screen and wizard propose from: the settings' VAT rates, today, the searches. */
const salesContext = () => ({
  settings: { vatRates: makeVatRates(), defaultVatRate: 14 },
  today: MOCK_TODAY,
  searchClients: makeClientSearch(),
  searchInventory: makeInventorySearch(),
});

/** The args a sales document screen's stories start from: every right, no viewer, a spy for each common intent. */
export const salesScreenArgs = () => ({
  ...kit.screenArgs(),
  ...salesContext(),
  onPrint: fn(async () => undefined),
  onDownloadPdf: fn(async () => undefined),
});

/** The args a sales document wizard's stories start from: a new document, spies for submit and close. */
export const salesWizardArgs = () => ({
  ...salesContext(),
  onSubmit: fn(async () => undefined),
  onClose: fn(),
});

/**
 * A screen's stories render, the screen as the app drives it: the viewer closes when the screen asks, as the URL
 * would.
 */
export function withViewerState<P extends { viewer: unknown; onViewerClose: () => void }>(Screen: ComponentType<P>) {
  function Stateful(props: P) {
    const [viewer, setViewer] = useState(props.viewer);
    return (
      <Screen
        {...props}
        viewer={viewer}
        onViewerClose={() => {
          props.onViewerClose();
          setViewer(null);
        }}
      />
    );
  }
  return (args: P) => <Stateful {...args} />;
}

/** The list's own sort control offers "created": reversing it asks for the oldest first. */
export async function sortsByCreated(canvasElement: HTMLElement, onChange: unknown) {
  const sort = within(canvasElement).getByRole('group', { name: msg('widgets.common.sortBy') });
  await userEvent.click(within(sort).getByRole('button', { name: msg('widgets.common.descending') }));
  await expect(onChange).toHaveBeenCalledWith({ sort: { id: 'created', direction: 'ascending' } });
}

// ---- the wizard, open in the document's body ----

/** The wizard's dialog. */
export const dialog = () => kit.body().getByRole('dialog');
/** Presses the footer's last button: Next, or Submit on the last step. */
export const next = () => userEvent.click(dialog().querySelector('footer')!.querySelector('button:last-child')!);
/** The current step's heading. */
export const stepHeading = () => within(dialog()).getByRole('heading', { level: 3 });
/** A row of the totals, by its key (`subtotal`, `vat`, `total`). */
export const totalOf = (key: string) => dialog().querySelector(`[data-total="${key}"]`);
/** The line editor's cards, in order. */
export const lineCards = () => Array.from(dialog().querySelectorAll<HTMLElement>('[data-line-key]'));

/**
 * Types `query` in the details step's client picker, picks the client named `name`, and moves on to the items: the
 * picker shows the chosen name and the items step opens.
 */
export async function picksClient(query: string, name: string) {
  const client = within(dialog()).getByRole('combobox', { name: msg('widgets.common.client') });
  await userEvent.type(client, query);
  await userEvent.click(await within(document.body).findByRole('option', { name }));
  await expect(client).toHaveValue(name);
  await next();
  await waitFor(() => expect(stepHeading()).toHaveTextContent(msg('widgets.sales.documents.field.items')));
}

/**
 * Saves from the summary and the server refuses a field: the wizard goes back to the step headed `step`, and its error
 * summary names the field as `field` says.
 */
export async function saveRefusedBackTo(onSubmit: unknown, step: MessageId, field: string) {
  await userEvent.click(within(dialog()).getByRole('button', { name: msg('widgets.common.saveChanges') }));
  await expect(onSubmit).toHaveBeenCalledTimes(1);
  await waitFor(() => expect(stepHeading()).toHaveTextContent(msg(step)));
  await expect(within(dialog()).getByTestId('wizard-error-summary')).toHaveTextContent(field);
}

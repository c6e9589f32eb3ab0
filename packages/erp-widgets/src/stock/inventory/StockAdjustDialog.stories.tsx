import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { msg } from '../../testing/messages';
import { ITEMS } from '../stock.mocks';
import { StockAdjustDialog } from './StockAdjustDialog';

const dialog = () => within(document.body).getByRole('dialog');

const meta = {
  title: 'Widgets/Stock/StockAdjustDialog',
  component: StockAdjustDialog,
  args: { item: ITEMS[1]!, onSubmit: fn(async () => undefined), onClose: fn() },
} satisfies Meta<typeof StockAdjustDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Count: Story = {
  parameters: { screenshot: false },
  play: async () => {
    await expect(dialog()).toHaveTextContent(msg('widgets.stock.inventory.adjust.modeCount'));
  },
};

export const Invalid: Story = {
  parameters: { screenshot: false },
  play: async ({ args }) => {
    const d = within(dialog());
    await userEvent.click(d.getByRole('button', { name: new RegExp(msg('widgets.stock.inventory.adjust.mode')) }));
    await userEvent.click(
      within(document.body).getByRole('option', { name: msg('widgets.stock.inventory.adjust.modeChange') }),
    );
    await userEvent.type(d.getByRole('textbox', { name: msg('widgets.stock.inventory.adjust.changeField') }), '-40');
    await userEvent.tab();
    await userEvent.click(d.getByRole('button', { name: msg('widgets.stock.inventory.screen.adjust') }));
    // 18 recorded: removing 40 would go below zero; the reason is required.
    await expect(dialog()).toHaveTextContent(msg('widgets.stock.inventory.adjust.belowZero'));
    await expect(dialog()).toHaveTextContent(msg('widgets.common.required'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Refused: Story = {
  parameters: { screenshot: false },
  args: {
    onSubmit: fn(async () =>
      Promise.reject(
        Object.assign(new Error('refused'), {
          fieldErrors: { quantity: 'The count equals the recorded quantity of 18: there is nothing to adjust.' },
        }),
      ),
    ),
  },
  play: async ({ args }) => {
    const d = within(dialog());
    await userEvent.type(d.getByRole('textbox', { name: msg('widgets.stock.inventory.adjust.reason') }), 'Count');
    await userEvent.click(d.getByRole('button', { name: msg('widgets.stock.inventory.screen.adjust') }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ mode: 'count', quantity: 18, reason: 'Count' });
    // The refusal shows on its field and the dialog stays open.
    await waitFor(() => expect(dialog()).toHaveTextContent('nothing to adjust'));
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { msg } from '../../testing/messages';
import { dialogTitle } from '../../testing/screenPlays';
import { ITEMS, SUPPLIERS, WAREHOUSES } from '../stock.mocks';
import { InventoryWizard } from './InventoryWizard';

const dialog = () => within(document.body).getByRole('dialog');
const next = () => userEvent.click(within(dialog()).getByRole('button', { name: msg('ui.wizard.next') }));

const meta = {
  title: 'Widgets/Stock/InventoryWizard',
  component: InventoryWizard,
  args: {
    warehouses: WAREHOUSES.map((w) => ({ id: w.id, label: w.name })),
    suppliers: SUPPLIERS.map((s) => ({ id: s.id, label: s.name })),
    onSubmit: fn(async () => undefined),
    onClose: fn(),
  },
} satisfies Meta<typeof InventoryWizard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const New: Story = {
  play: async () => {
    await expect(dialogTitle()).toHaveTextContent(msg('widgets.stock.inventory.wizard.createTitle'));
    // The SKU is the server's: a new item says it will be generated.
    await expect(
      within(dialog()).getByRole('textbox', { name: msg('widgets.stock.inventory.field.sku') }),
    ).toHaveAttribute('placeholder', msg('widgets.stock.inventory.field.skuAuto'));
  },
};

export const Required: Story = {
  parameters: { screenshot: false },
  play: async ({ args }) => {
    await next();
    const name = within(dialog()).getByRole('textbox', { name: msg('widgets.common.name') });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog()).toHaveTextContent(msg('widgets.common.required'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const MinAboveMax: Story = {
  parameters: { screenshot: false },
  args: { record: { ...ITEMS[0]!, minQuantity: 700 } },
  play: async () => {
    await next();
    await next();
    await expect(dialog()).toHaveTextContent(msg('widgets.stock.inventory.wizard.maxBelowMin'));
    // An existing item's quantity is not edited here.
    await expect(
      within(dialog()).getByRole('textbox', { name: msg('widgets.stock.inventory.field.quantity') }),
    ).toHaveAttribute('readonly');
  },
};

export const EditReview: Story = {
  args: { record: ITEMS[0]!, defaultStep: 3 },
  play: async () => {
    await expect(dialog()).toHaveTextContent(ITEMS[0]!.sku);
    await expect(dialog()).toHaveTextContent(ITEMS[0]!.name);
  },
};

export const Submit: Story = {
  parameters: { screenshot: false },
  args: { record: ITEMS[0]!, defaultStep: 3 },
  play: async ({ args }) => {
    await userEvent.click(within(dialog()).getByRole('button', { name: msg('widgets.common.saveChanges') }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ name: ITEMS[0]!.name, minQuantity: 50, maxQuantity: 600, image: null }),
      expect.anything(),
    );
    // No quantity travels with an edit: only actions move stock.
    await expect((args.onSubmit as ReturnType<typeof fn>).mock.calls[0]![0]).not.toHaveProperty('quantity');
  },
};

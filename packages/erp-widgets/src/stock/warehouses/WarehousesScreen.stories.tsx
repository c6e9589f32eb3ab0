import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import * as kit from '../../testing/listStories';
import { msg, storyLocale } from '../../testing/messages';
import { askToDeleteRow, confirmRefusedDelete } from '../../testing/screenPlays';
import type { InventoryItem } from '../inventory/inventory.types';
import { ITEMS, WAREHOUSES } from '../stock.mocks';
import { WarehousesScreen } from './WarehousesScreen';
import type { Warehouse, WarehouseFilters } from './warehouses.types';

const shown = (w: Warehouse) => (storyLocale().startsWith('ar') ? w.nameAr : w.name);
const list = kit.listMaker<Warehouse, WarehouseFilters>({ filters: { active: null } });
const items = kit.listMaker<InventoryItem>({ perPage: 10, total: 23 });

const meta = {
  title: 'Screens/Stock/Warehouses',
  component: WarehousesScreen,
  decorators: [kit.padded],
  args: {
    ...kit.screenArgs(),
    list: list(WAREHOUSES),
    items: null,
    nearPercent: 90,
    onOpenItem: fn(),
  },
} satisfies Meta<typeof WarehousesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const meters = within(canvasElement).getAllByRole('meter');
    await expect(meters).toHaveLength(4);
    // Alexandria is 95 % full (near the 90 % threshold); Port Said is empty.
    await expect(meters[1]).toHaveAccessibleName(shown(WAREHOUSES[1]!));
    await expect(meters[1]!.getAttribute('aria-valuetext')).toContain(
      msg('widgets.stock.warehouses.occupancy.nearCapacity'),
    );
    await expect(meters[3]!.getAttribute('aria-valuetext')).toContain(msg('widgets.stock.warehouses.occupancy.empty'));
  },
};

export const ReadOnly: Story = {
  parameters: { screenshot: false },
  args: { permissions: kit.readOnlyAccess },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole('button', { name: msg('widgets.stock.warehouses.screen.add') }),
    ).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { screenshot: false },
  ...kit.emptyList(list([]), 'widgets.stock.warehouses.screen.emptyTitle'),
};

export const Loading: Story = { parameters: { screenshot: false }, ...kit.loadingList(list([], { isLoading: true })) };

export const ErrorState: Story = {
  parameters: { screenshot: false },
  ...kit.failedList(list([], { error: true, onRetry: fn() })),
};

export const Details: Story = {
  args: { viewer: { status: 'ready', record: { warehouse: WAREHOUSES[0]! } }, items: items(ITEMS) },
  play: async ({ args }) => {
    const dialog = kit.body().getByRole('dialog');
    const table = within(dialog).getByRole('table', { name: msg('widgets.stock.warehouses.viewer.items') });
    await expect(within(table).getAllByRole('row')).toHaveLength(ITEMS.length + 1);
    await userEvent.click(
      within(dialog).getByRole('button', { name: msg('ui.paginatedList.viewRow', { label: ITEMS[1]!.name }) }),
    );
    await expect(args.onOpenItem).toHaveBeenCalledWith(ITEMS[1]);
    await userEvent.click(within(dialog).getByRole('button', { name: msg('ui.paginatedList.nextPage') }));
    await expect(args.items!.onChange).toHaveBeenCalledWith({ page: 2 });
  },
};

export const DetailsRowOpensItem: Story = {
  parameters: { screenshot: false },
  args: { viewer: { status: 'ready', record: { warehouse: WAREHOUSES[0]! } }, items: items(ITEMS) },
  play: async ({ args }) => {
    const dialog = kit.body().getByRole('dialog');
    const table = within(dialog).getByRole('table', { name: msg('widgets.stock.warehouses.viewer.items') });
    const rows = within(table).getAllByRole('row').slice(1);
    // A click anywhere on the row opens the item, as its View button does.
    await userEvent.click(within(rows[0]!).getByText(ITEMS[0]!.name));
    await expect(args.onOpenItem).toHaveBeenCalledWith(ITEMS[0]);
    await expect(args.onOpenItem).toHaveBeenCalledTimes(1);
    // And from the keyboard: the arrow moves to the next row, Enter opens it.
    rows[0]!.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(rows[1]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenItem).toHaveBeenLastCalledWith(ITEMS[1]);
    await expect(args.onOpenItem).toHaveBeenCalledTimes(2);
  },
};

export const DetailsNoItems: Story = {
  parameters: { screenshot: false },
  args: { viewer: { status: 'ready', record: { warehouse: WAREHOUSES[3]! } }, items: items([], { total: 0 }) },
  play: async () => {
    await expect(kit.body().getByRole('dialog')).toHaveTextContent(msg('widgets.stock.warehouses.viewer.itemsEmpty'));
  },
};

export const DetailsNotFound: Story = {
  parameters: { screenshot: false },
  ...kit.viewerNotFound('widgets.stock.warehouses.viewer.notFound'),
};

export const ConfirmDelete: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const name = shown(WAREHOUSES[3]!);
    const dialog = await askToDeleteRow(canvasElement, name);
    await expect(dialog).toHaveTextContent(msg('widgets.stock.warehouses.screen.deleteMessage', { name }));
    await userEvent.click(within(dialog).getByRole('button', { name: msg('ui.confirmationDialog.deleteConfirm') }));
    await expect(args.onDelete).toHaveBeenCalledWith(WAREHOUSES[3]);
  },
};

export const DeleteRefused: Story = {
  parameters: { screenshot: false },
  args: { onDelete: fn(async () => Promise.reject(new Error('warehouse_holds_stock'))) },
  play: async ({ canvasElement }) => {
    // The refusal is toasted by the app; the confirmation stays for a retry or cancel.
    await confirmRefusedDelete(await askToDeleteRow(canvasElement, shown(WAREHOUSES[0]!)));
  },
};

export const Wizard: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: msg('widgets.stock.warehouses.screen.add') }),
    );
    await expect(within(kit.body().getByRole('dialog')).getByRole('heading', { level: 2 })).toHaveTextContent(
      msg('widgets.stock.warehouses.wizard.createTitle'),
    );
  },
};

export const WizardInvalid: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: msg('widgets.stock.warehouses.screen.add') }),
    );
    const dialog = within(kit.body().getByRole('dialog'));
    await userEvent.type(dialog.getByRole('textbox', { name: msg('widgets.stock.warehouses.field.capacity') }), '0');
    await userEvent.click(dialog.getByRole('button', { name: msg('ui.wizard.next') }));
    await expect(kit.body().getByRole('dialog')).toHaveTextContent(
      msg('widgets.stock.warehouses.field.capacityInvalid'),
    );
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

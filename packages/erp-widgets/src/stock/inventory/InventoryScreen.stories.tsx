import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import * as kit from '../../testing/listStories';
import { msg, storyLocale } from '../../testing/messages';
import {
  askToDeleteRow,
  confirmDelete,
  listTable,
  offersNoChanges,
  openRowMenu,
  rowButton,
  sortsByColumn,
} from '../../testing/screenPlays';
import { ITEMS, MOVEMENTS, SUPPLIERS, WAREHOUSES, makeItem } from '../stock.mocks';
import { InventoryScreen } from './InventoryScreen';
import type { InventoryFilters, InventoryItem } from './inventory.types';

const ar = () => storyLocale().startsWith('ar');
const list = kit.listMaker<InventoryItem, InventoryFilters>({
  perPage: 10,
  filters: { warehouse: null, category: null, status: null, supplier: null },
  sort: { id: 'name', direction: 'ascending' },
});
const named = (o: { id: string; name: string; nameAr: string }) => ({ id: o.id, label: ar() ? o.nameAr : o.name });

const meta = {
  title: 'Screens/Stock/Inventory',
  component: InventoryScreen,
  decorators: [kit.padded],
  args: {
    ...kit.screenArgs(),
    list: list(ITEMS),
    warehouses: WAREHOUSES.map((w) => ({ id: w.id, label: w.name })),
    suppliers: SUPPLIERS.map((s) => ({ id: s.id, label: s.name })),
    categories: ['Building Materials', 'Electrical', 'Paints', 'Steel', 'Tiles'],
    onAdjust: fn(async () => undefined),
  },
} satisfies Meta<typeof InventoryScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => <InventoryScreen {...args} warehouses={WAREHOUSES.map(named)} suppliers={SUPPLIERS.map(named)} />,
  play: async ({ canvasElement, args }) => {
    const table = await listTable(canvasElement, ITEMS.length + 1);
    // Each level is said: in, low, out of and over stock.
    await expect(table).toHaveTextContent(msg('schema.inventoryStatus.low stock'));
    await expect(table).toHaveTextContent(msg('schema.inventoryStatus.out of stock'));
    await expect(table).toHaveTextContent(msg('widgets.stock.inventory.field.overStock'));
    await sortsByColumn(table, 3, args.list.onChange, 'quantity');
  },
};

export const ReadOnly: Story = {
  parameters: { screenshot: false },
  args: { permissions: kit.readOnlyAccess },
  play: async ({ canvasElement }) => {
    await offersNoChanges(canvasElement, 'widgets.stock.inventory.screen.add', ITEMS[0]!.name, [
      'delete',
      'moreActions',
    ]);
  },
};

export const Empty: Story = {
  parameters: { screenshot: false },
  ...kit.emptyList(list([]), 'widgets.stock.inventory.screen.emptyTitle'),
};

export const Loading: Story = { args: { list: list([], { isLoading: true }) }, parameters: { screenshot: false } };

export const ErrorState: Story = {
  parameters: { screenshot: false },
  ...kit.failedList(list([], { error: true, onRetry: fn() })),
};

export const LongContent: Story = {
  parameters: { screenshot: false },
  args: {
    list: list([
      makeItem({
        name: 'Galvanised Steel Pipe 2 inch for Water Networks, Schedule 40, 6 metre lengths with threaded ends',
        sku: 'NILE-GALVANISED-STEEL-123456',
        quantity: 1234567,
        unitPrice: 9876543.21,
      }),
    ]),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).toHaveTextContent('NILE-GALVANISED-STEEL-123456');
  },
};

export const Viewer: Story = {
  args: { viewer: { status: 'ready', record: { item: ITEMS[0]!, movements: MOVEMENTS } } },
  play: async () => {
    const dialog = kit.body().getByRole('dialog');
    await expect(dialog).toHaveTextContent(msg('widgets.stock.inventory.viewer.history'));
    // Each movement links to the document that caused it.
    await expect(within(dialog).getByRole('link', { name: 'INV-2026-000087' })).toHaveAttribute(
      'href',
      '/app/sales/invoices?view=in_0001',
    );
    await expect(within(dialog).getByRole('link', { name: 'TR-2026-000004' })).toHaveAttribute(
      'href',
      '/app/stock/transfers?view=tr_0001',
    );
    await expect(within(dialog).getByRole('link', { name: 'PR-2026-000011' })).toHaveAttribute(
      'href',
      '/app/stock/purchase-requests?view=pr_0001',
    );
    await expect(dialog).toHaveTextContent(
      msg('widgets.stock.movements.adjustmentNote', { reason: 'Damaged during unloading' }),
    );
  },
};

export const ViewerNoHistory: Story = {
  parameters: { screenshot: false },
  args: { permissions: kit.readOnlyAccess, viewer: { status: 'ready', record: { item: ITEMS[2]!, movements: [] } } },
  play: async () => {
    const dialog = kit.body().getByRole('dialog');
    await expect(dialog).toHaveTextContent(msg('widgets.stock.movements.empty'));
    await expect(
      within(dialog).queryByRole('button', { name: msg('widgets.stock.inventory.screen.adjust') }),
    ).toBeNull();
  },
};

export const ViewerError: Story = {
  parameters: { screenshot: false },
  // The app gives the viewer its message: "Error loading item: {error}" with the cause.
  args: { viewer: { status: 'error', message: 'Error loading item: Network down' }, onViewerRetry: fn() },
  play: async ({ args }) => {
    const dialog = kit.body().getByRole('dialog');
    await expect(dialog).toHaveTextContent('Error loading item: Network down');
    await userEvent.click(within(dialog).getByRole('button', { name: msg('ui.viewerDialog.retry') }));
    await expect(args.onViewerRetry).toHaveBeenCalled();
  },
};

export const ViewerNotFound: Story = {
  parameters: { screenshot: false },
  ...kit.viewerNotFound('widgets.stock.inventory.viewer.notFound'),
};

export const ConfirmDelete: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const dialog = await askToDeleteRow(canvasElement, ITEMS[0]!.name);
    await expect(dialog).toHaveTextContent(
      msg('widgets.stock.inventory.screen.deleteHolds', {
        name: ITEMS[0]!.name,
        quantity: new Intl.NumberFormat(storyLocale()).format(240),
      }),
    );
    await confirmDelete(dialog, args.onDelete, ITEMS[0]);
  },
};

export const DeleteReloadFails: Story = {
  parameters: { screenshot: false },
  args: { loadForDelete: fn(async () => Promise.reject(new Error('offline'))) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(rowButton(canvasElement, 'delete', ITEMS[2]!.name));
    await expect(args.loadForDelete).toHaveBeenCalledWith(ITEMS[2]);
    // The app says "Error loading item details for deletion."; no confirmation opens on stale values.
    await expect(kit.body().queryByRole('alertdialog')).toBeNull();
  },
};

export const Adjust: Story = {
  play: async ({ canvasElement, args }) => {
    await openRowMenu(canvasElement, ITEMS[1]!.name);
    await userEvent.click(kit.body().getByRole('menuitem', { name: msg('widgets.stock.inventory.screen.adjust') }));
    const dialog = kit.body().getByRole('dialog');
    await expect(dialog).toHaveTextContent(
      msg('widgets.stock.inventory.adjust.recorded', { quantity: new Intl.NumberFormat(storyLocale()).format(18) }),
    );
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: msg('widgets.stock.inventory.adjust.reason') }),
      'Yearly count',
    );
    const count = within(dialog).getByRole('textbox', { name: msg('widgets.stock.inventory.adjust.modeCount') });
    await userEvent.clear(count);
    await userEvent.type(count, '25');
    await userEvent.tab();
    await userEvent.click(within(dialog).getByRole('button', { name: msg('widgets.stock.inventory.screen.adjust') }));
    await expect(args.onAdjust).toHaveBeenCalledWith(ITEMS[1], { mode: 'count', quantity: 25, reason: 'Yearly count' });
  },
};

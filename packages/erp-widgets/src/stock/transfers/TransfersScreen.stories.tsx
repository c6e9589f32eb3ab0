import type { Meta, StoryObj } from '@storybook/react-vite';
import { useIntl } from 'react-intl';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { refusesFields } from '../../testing/intentStories';
import * as kit from '../../testing/listStories';
import { msg, storyLocale } from '../../testing/messages';
import { chooseRowAction, listTable, offersNoChanges, openRowMenu } from '../../testing/screenPlays';
import { stockDocumentScreenArgs } from '../stockDocumentStories';
import { TransfersScreen, type TransfersScreenProps } from './TransfersScreen';
import { makeTransfer, makeTransfers, mockSearchItems, mockWarehouses, MOCK_TODAY } from './transfers.mocks';
import type { Transfer, TransferFilters } from './transfers.types';

const transfers = makeTransfers(5);
const list = kit.listMaker<Transfer, TransferFilters>({
  filters: { status: null, fromWarehouse: null, toWarehouse: null },
});

/** The screen with the mock warehouses and items of the story's locale. */
function Localized(props: Omit<TransfersScreenProps, 'warehouses' | 'searchItems'>) {
  const { locale } = useIntl();
  return <TransfersScreen {...props} warehouses={mockWarehouses(locale)} searchItems={mockSearchItems(locale)} />;
}

const meta = {
  title: 'Screens/Stock/Transfers',
  component: Localized,
  decorators: [kit.padded],
  args: {
    ...stockDocumentScreenArgs(MOCK_TODAY, makeTransfer),
    list: list(transfers, { total: 42 }),
  },
} satisfies Meta<typeof Localized>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every status, both warehouses by name, and the footer in items ("Showing 5 of 42 items"). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = await listTable(canvasElement, 6);
    await expect(table).toHaveTextContent(storyLocale() === 'ar-EG' ? 'مخزن القاهرة الرئيسي' : 'Cairo Main Warehouse');
    await expect(table).toHaveTextContent(msg('schema.transferStatus.completed'));
    await expect(canvasElement).toHaveTextContent(msg('ui.paginatedList.summaryItems', { count: 5, total: 42 }));
  },
};

export const ReadOnly: Story = {
  parameters: { screenshot: false },
  args: { permissions: kit.readOnlyAccess },
  play: async ({ canvasElement }) => {
    await offersNoChanges(canvasElement, 'widgets.stock.transfers.screen.add', transfers[0]!.transferNumber, [
      'moreActions',
    ]);
  },
};

export const Empty: Story = kit.emptyList(list([], { search: 'zzz' }), 'widgets.stock.transfers.screen.emptyTitle');

export const Loading: Story = kit.loadingList(list([], { isLoading: true }));

export const ErrorState: Story = {
  name: 'Error',
  ...kit.failedList(list([], { error: true, onRetry: fn() })),
};

/** A draft: submit, edit and delete are offered; the lines show what the source holds. */
export const Viewer: Story = {
  args: { viewer: { status: 'ready', record: makeTransfer() } },
  play: async () => {
    const dialog = kit.body().getByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: msg('widgets.stock.flows.submit') })).toBeVisible();
    await expect(
      within(dialog).queryByRole('button', { name: msg('widgets.stock.transfers.screen.approve') }),
    ).toBeNull();
    await expect(within(dialog).getByRole('table')).toHaveTextContent('STE-0001');
  },
};

export const ViewerLoading: Story = {
  parameters: { screenshot: false },
  args: { viewer: { status: 'loading' } },
  play: async () => {
    await expect(kit.body().getByRole('dialog')).toBeVisible();
  },
};

/** A pending transfer the user requested: approve gives way to a notice; reject stays. */
export const ViewerOwnPending: Story = {
  parameters: { screenshot: false },
  args: { viewer: { status: 'ready', record: makeTransfer({ status: 'pending' }) }, isOwn: () => true },
  play: async () => {
    const dialog = kit.body().getByRole('dialog');
    await expect(within(dialog).getByRole('note')).toHaveTextContent(msg('widgets.stock.transfers.viewer.ownTransfer'));
    await expect(
      within(dialog).queryByRole('button', { name: msg('widgets.stock.transfers.screen.approve') }),
    ).toBeNull();
    await expect(
      within(dialog).getByRole('button', { name: msg('widgets.stock.transfers.screen.reject') }),
    ).toBeVisible();
  },
};

/** The server refused a completion: its reason, translated, shows on the line it names and in a toast. */
export const RefusedOnLine: Story = {
  args: {
    viewer: { status: 'ready', record: makeTransfer({ status: 'approved' }) },
    onAction: refusesFields({ 'items.1.quantity': 'Only 3 left' }),
  },
  play: async ({ args }) => {
    const dialog = kit.body().getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: msg('widgets.stock.transfers.screen.complete') }));
    const confirm = kit.body().getByRole('alertdialog');
    await userEvent.click(
      within(confirm).getByRole('button', { name: msg('widgets.stock.transfers.screen.complete') }),
    );
    await expect(args.onAction).toHaveBeenCalledWith(expect.objectContaining({ id: 'tr_mock0000000001' }), 'complete');
    await waitFor(() => expect(kit.body().queryByRole('alertdialog')).toBeNull());
    await expect(args.onView).toHaveBeenCalled();
    await expect(within(kit.body().getByRole('dialog')).getByRole('table')).toHaveTextContent('Only 3 left');
  },
};

/** The confirmation shows the old and the new status. */
export const ConfirmComplete: Story = {
  play: async ({ canvasElement }) => {
    const approved = transfers[2]!;
    await chooseRowAction(canvasElement, approved.transferNumber, 'widgets.stock.transfers.screen.complete');
    const confirm = kit.body().getByRole('alertdialog');
    await expect(confirm).toHaveTextContent(
      msg('widgets.stock.transfers.screen.confirmTitle', { number: approved.transferNumber }),
    );
    await expect(confirm.querySelector('[data-status="from"]')).toHaveTextContent(
      msg('schema.transferStatus.approved'),
    );
    await expect(confirm.querySelector('[data-status="to"]')).toHaveTextContent(msg('schema.transferStatus.completed'));
  },
};

/** Actions the status does not allow are in the menu, disabled. */
export const RowActionsFollowStatus: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const menu = await openRowMenu(canvasElement, transfers[4]!.transferNumber);
    const complete = within(menu).getByRole('menuitem', { name: msg('widgets.stock.transfers.screen.complete') });
    await expect(complete).toHaveAttribute('aria-disabled', 'true');
  },
};

export const ConfirmDelete: Story = {
  parameters: { screenshot: false },
  ...kit.viewerDelete(makeTransfer(), 'widgets.stock.transfers.screen.deleteMessage', { number: 'TRF-2026-000041' }),
};

/** Long notes and names wrap inside the viewer. */
export const LongContent: Story = {
  parameters: { screenshot: false },
  ...kit.viewerLongNotes(
    makeTransfer({ notes: 'Move the whole second aisle before the inventory count on Thursday; '.repeat(8) }),
    'Thursday',
  ),
};

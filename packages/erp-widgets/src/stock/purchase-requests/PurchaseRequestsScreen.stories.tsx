import type { Meta, StoryObj } from '@storybook/react-vite';
import { useIntl } from 'react-intl';
import { expect, fn, within } from 'storybook/test';

import * as kit from '../../testing/listStories';
import { msg, storyLocale } from '../../testing/messages';
import { chooseRowAction, confirmAction, listTable, openRowMenu } from '../../testing/screenPlays';
import { stockDocumentScreenArgs } from '../stockDocumentStories';
import { PurchaseRequestsScreen, type PurchaseRequestsScreenProps } from './PurchaseRequestsScreen';
import {
  makePurchaseRequest,
  makePurchaseRequests,
  mockPurchaseWarehouses,
  mockSearchPurchaseItems,
  MOCK_TODAY,
} from './purchaseRequests.mocks';
import type { PurchaseRequest, PurchaseRequestFilters } from './purchaseRequests.types';

const requests = makePurchaseRequests(7);
const list = kit.listMaker<PurchaseRequest, PurchaseRequestFilters>({
  filters: { status: null, priority: null, warehouse: null },
});

/** The screen with the mock warehouses and items of the story's locale. */
function Localized(props: Omit<PurchaseRequestsScreenProps, 'warehouses' | 'searchItems'>) {
  const { locale } = useIntl();
  return (
    <PurchaseRequestsScreen
      {...props}
      warehouses={mockPurchaseWarehouses(locale)}
      searchItems={mockSearchPurchaseItems(locale)}
    />
  );
}

const meta = {
  title: 'Screens/Stock/PurchaseRequests',
  component: Localized,
  decorators: [kit.padded],
  args: {
    ...stockDocumentScreenArgs(MOCK_TODAY, makePurchaseRequest),
    list: list(requests),
    canApprove: true,
  },
} satisfies Meta<typeof Localized>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every status and priority, with the warehouse by name and the total as money. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = await listTable(canvasElement, 8);
    await expect(table).toHaveTextContent(storyLocale() === 'ar-EG' ? 'مخزن القاهرة الرئيسي' : 'Cairo Main Warehouse');
    await expect(table).toHaveTextContent(msg('schema.purchaseRequestStatus.awaiting_delivery'));
    await expect(table).toHaveTextContent(msg('schema.priority.urgent'));
  },
};

/** Without edit or approve keys: no add button, no status actions. */
export const ReadOnly: Story = {
  parameters: { screenshot: false },
  args: {
    permissions: kit.readOnlyAccess,
    canApprove: false,
    viewer: { status: 'ready', record: makePurchaseRequest() },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: msg('widgets.stock.purchaseRequests.screen.add') })).toBeNull();
    const dialog = within(kit.body().getByRole('dialog'));
    await expect(dialog.queryByRole('button', { name: msg('widgets.stock.flows.submit') })).toBeNull();
    await expect(dialog.queryByRole('button', { name: msg('widgets.common.delete') })).toBeNull();
  },
};

export const Empty: Story = kit.emptyList(
  list([], { search: 'zzz' }),
  'widgets.stock.purchaseRequests.screen.emptyTitle',
);

export const Loading: Story = kit.loadingList(list([], { isLoading: true }));

export const ErrorState: Story = {
  name: 'Error',
  ...kit.failedList(list([], { error: true, onRetry: fn() })),
};

/** An approved request: order placed and reject are offered; the lines show stock, levels and totals. */
export const Viewer: Story = {
  args: { viewer: { status: 'ready', record: makePurchaseRequest({ status: 'approved' }) } },
  play: async () => {
    const dialog = within(kit.body().getByRole('dialog'));
    await expect(
      dialog.getByRole('button', { name: msg('widgets.stock.purchaseRequests.screen.order') }),
    ).toBeVisible();
    await expect(
      dialog.getByRole('button', { name: msg('widgets.stock.purchaseRequests.screen.reject') }),
    ).toBeVisible();
    await expect(
      dialog.queryByRole('button', { name: msg('widgets.stock.purchaseRequests.screen.receive') }),
    ).toBeNull();
    await expect(dialog.getByRole('table')).toHaveTextContent('COP-0002');
  },
};

/** A pending request the user made: approve gives way to a notice. */
export const ViewerOwnPending: Story = {
  parameters: { screenshot: false },
  args: { viewer: { status: 'ready', record: makePurchaseRequest({ status: 'pending' }) }, isOwn: () => true },
  play: async () => {
    const dialog = within(kit.body().getByRole('dialog'));
    await expect(dialog.getByRole('note')).toHaveTextContent(msg('widgets.stock.purchaseRequests.viewer.ownRequest'));
    await expect(
      dialog.queryByRole('button', { name: msg('widgets.stock.purchaseRequests.screen.approve') }),
    ).toBeNull();
  },
};

export const ViewerNotFound: Story = {
  parameters: { screenshot: false },
  ...kit.viewerNotFound('widgets.stock.purchaseRequests.viewer.notFound'),
};

/** Mark received is confirmed with the old and the new status; confirming runs the action. */
export const ConfirmReceive: Story = {
  play: async ({ canvasElement, args }) => {
    const awaiting = requests[4]!;
    await chooseRowAction(canvasElement, awaiting.number, 'widgets.stock.purchaseRequests.screen.receive');
    const confirm = kit.body().getByRole('alertdialog');
    await expect(confirm.querySelector('[data-status="from"]')).toHaveTextContent(
      msg('schema.purchaseRequestStatus.awaiting_delivery'),
    );
    await expect(confirm.querySelector('[data-status="to"]')).toHaveTextContent(
      msg('schema.purchaseRequestStatus.received'),
    );
    await confirmAction('widgets.stock.purchaseRequests.screen.receive', args.onAction, awaiting, 'receive');
  },
};

/** Without approve:purchase-requests, approve and reject are not in the menu. */
export const NoApproveKey: Story = {
  parameters: { screenshot: false },
  args: { canApprove: false },
  play: async ({ canvasElement }) => {
    const menu = await openRowMenu(canvasElement, requests[1]!.number);
    await expect(within(menu).getByRole('menuitem', { name: msg('widgets.stock.flows.submit') })).toBeVisible();
    await expect(
      kit.body().queryByRole('menuitem', { name: msg('widgets.stock.purchaseRequests.screen.approve') }),
    ).toBeNull();
  },
};

export const ConfirmDelete: Story = {
  parameters: { screenshot: false },
  ...kit.viewerDelete(makePurchaseRequest(), 'widgets.stock.purchaseRequests.screen.deleteMessage', {
    number: 'PR-2026-000014',
  }),
};

/** Long notes wrap inside the viewer. */
export const LongContent: Story = {
  parameters: { screenshot: false },
  ...kit.viewerLongNotes(
    makePurchaseRequest({ notes: 'Order from the usual supplier; the site manager confirmed by phone. '.repeat(8) }),
    'site manager',
  ),
};

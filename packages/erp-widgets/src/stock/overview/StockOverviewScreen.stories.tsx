import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { padded } from '../../testing/listStories';
import { msg } from '../../testing/messages';
import { OVERVIEW } from '../stock.mocks';
import { StockOverviewScreen } from './StockOverviewScreen';

const meta = {
  title: 'Screens/Stock/Overview',
  component: StockOverviewScreen,
  decorators: [padded],
  args: { overview: OVERVIEW, onNavigate: fn(), onRetry: fn() },
} satisfies Meta<typeof StockOverviewScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Each level links to the filtered inventory.
    const out = canvasElement.querySelector('[data-level="out"] a')!;
    await expect(out).toHaveAttribute('href', '/app/stock/inventory?status=out%20of%20stock');
    await userEvent.click(out);
    await expect(args.onNavigate).toHaveBeenCalledWith('/app/stock/inventory?status=out%20of%20stock');
    await expect(canvasElement.querySelector('[data-level="over"] a')).toHaveAttribute(
      'href',
      '/app/stock/inventory?status=over%20stock',
    );
    await expect(canvas.getAllByRole('meter')).toHaveLength(4);
    await expect(canvasElement.querySelectorAll('[data-level="near"]')).toHaveLength(1);
    await expect(canvasElement.querySelectorAll('[data-level="empty"]')).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: 'PR-2026-000012' })).toHaveAttribute(
      'href',
      '/app/stock/purchase-requests?view=pr_1',
    );
    await expect(canvas.getByRole('link', { name: 'TR-2026-000007' })).toHaveAttribute(
      'href',
      '/app/stock/transfers?view=tr_2',
    );
  },
};

export const Loading: Story = { args: { overview: null } };

export const ErrorState: Story = {
  parameters: { screenshot: false },
  args: { overview: null, error: true },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      msg('widgets.stock.overview.screen.loadFailed'),
    );
    await userEvent.click(within(canvasElement).getByRole('button', { name: msg('widgets.common.tryAgain') }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  parameters: { screenshot: false },
  args: {
    overview: {
      ...OVERVIEW,
      warehouses: [],
      levels: { low: 0, out: 0, over: 0 },
      movements: [],
      purchaseRequests: { items: [], total: 0 },
      transfers: { items: [], total: 0 },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(msg('widgets.stock.overview.screen.noWarehouses'));
    await expect(canvasElement).toHaveTextContent(msg('widgets.stock.overview.screen.noRequests'));
    await expect(canvasElement).toHaveTextContent(msg('widgets.stock.movements.empty'));
  },
};

export const TransfersOnly: Story = {
  parameters: { screenshot: false },
  args: { overview: { ...OVERVIEW, warehouses: null, levels: null, movements: null, purchaseRequests: null } },
  play: async ({ canvasElement }) => {
    // A role that may read transfers only sees them and nothing else.
    await expect(within(canvasElement).queryAllByRole('meter')).toHaveLength(0);
    await expect(canvasElement).not.toHaveTextContent(msg('widgets.stock.overview.screen.levels'));
    await expect(canvasElement).toHaveTextContent(msg('widgets.stock.overview.screen.transfers'));
  },
};

export const NoKeys: Story = {
  parameters: { screenshot: false },
  args: {
    overview: { ...OVERVIEW, warehouses: null, levels: null, movements: null, purchaseRequests: null, transfers: null },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(msg('widgets.stock.overview.screen.nothing'));
  },
};

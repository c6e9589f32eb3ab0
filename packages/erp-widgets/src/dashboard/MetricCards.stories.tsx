import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { padded } from '../testing/listStories';
import { msg, storyLocale } from '../testing/messages';
import { mockCards, ALL_CARD_KINDS } from './dashboard.mocks';
import { MetricCards } from './MetricCards';

const meta = {
  title: 'Screens/Dashboard/MetricCards',
  component: MetricCards,
  decorators: [padded],
  args: { cards: ALL_CARD_KINDS.map((k) => mockCards[k]), date: '2026-11-22' },
} satisfies Meta<typeof MetricCards>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every card kind with today's figure, the change on yesterday and yesterday's figure; each links to its list. */
export const EveryCard: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getAllByRole('link')).toHaveLength(8);
    await expect(c.getByRole('heading', { name: msg('widgets.dashboard.card.pendingBills') })).toBeVisible();
    const bills = canvasElement.querySelector('[data-card="pending-bills"] a')!;
    await expect(bills.getAttribute('href')).toBe('/app/sales/bills?due=dueToday');
    const expenses = canvasElement.querySelector('[data-card="daily-expenses"] a')!;
    await expect(expenses.getAttribute('href')).toBe('/app/sales/expenses?date=custom&from=2026-11-22&to=2026-11-22');
    // Today's invoices: EGP 48,350.75, up 9,230.75 on yesterday's 39,120.
    const invoices = canvasElement.querySelector('[data-card="daily-invoices"]')!;
    await expect(invoices.querySelector('[data-trend="up"]')).not.toBeNull();
    await expect(invoices.textContent).toContain(storyLocale() === 'ar-EG' ? '٤٨٬٣٥٠٫٧٥' : '48,350.75');
    await expect(invoices.textContent).toContain(storyLocale() === 'ar-EG' ? '٩٬٢٣٠٫٧٥' : '9,230.75');
    // Same number of quotations as yesterday.
    await expect(canvasElement.querySelector('[data-card="new-quotations"] [data-trend="flat"]')).not.toBeNull();
    await expect(canvasElement.querySelector('[data-card="active-clients"] [data-trend="down"]')).not.toBeNull();
  },
};

export const Loading: Story = {
  args: { cards: ['daily-invoices', 'daily-balance', 'pending-bills'], isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-loading]')).toHaveLength(3);
  },
};

export const Failed: Story = {
  args: { cards: ['daily-invoices', 'daily-balance', 'pending-bills'], isError: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText(msg('widgets.dashboard.screen.cardsFailed'))).toHaveLength(3);
  },
};

export const NoCardChosen: Story = {
  args: { cards: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(msg('widgets.dashboard.screen.noCards'))).toBeVisible();
  },
};

export const NoCardAllowed: Story = {
  args: { cards: [], noneAllowed: true },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(msg('widgets.dashboard.screen.noCardsAllowed'))).toBeVisible();
  },
};

/** Very large figures stay on one line and shrink to fit. */
export const LongFigures: Story = {
  args: {
    cards: [
      {
        kind: 'daily-invoices',
        today: { value: 987_654_321.99, count: 12_345 },
        yesterday: { value: 1_234_567.5, count: 99 },
      },
      {
        kind: 'daily-balance',
        today: { value: -45_678_901.25, received: 1_000, paidOut: 45_679_901.25 },
        yesterday: { value: 0, received: 0, paidOut: 0 },
      },
    ],
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { body, padded } from '../testing/listStories';
import { msg, storyLocale } from '../testing/messages';
import { DashboardScreen } from './DashboardScreen';
import { everyAlert, makeDashboard } from './dashboard.mocks';

const meta = {
  title: 'Screens/Dashboard',
  component: DashboardScreen,
  decorators: [padded],
  args: {
    userName: 'Ahmed',
    today: new Date('2026-11-22T09:00:00Z'),
    dashboard: makeDashboard(),
    onSaveChoice: fn(async () => undefined),
    alerts: { alerts: everyAlert.slice(0, 4), total: 4, onDismiss: fn(), onClearAll: fn() },
  },
} satisfies Meta<typeof DashboardScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The morning view: greeting, the user's three cards and the alerts that concern them. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvasElement.textContent).toContain('Ahmed');
    await expect(canvasElement.querySelectorAll('[data-card]')).toHaveLength(3);
    await expect(c.getByRole('heading', { name: msg('widgets.dashboard.alerts.title') })).toBeVisible();
  },
};

/** Late evening in UTC is already the next day in Cairo: the greeting names the company's day, as the cards count it. */
export const CompanyDay: Story = {
  parameters: { screenshot: false },
  args: { today: new Date('2026-11-22T23:30:00Z'), dashboard: { ...makeDashboard(), timezone: 'Africa/Cairo' } },
  play: async ({ canvasElement }) => {
    const full = (timeZone: string) =>
      new Intl.DateTimeFormat(storyLocale(), { dateStyle: 'full', timeZone }).format(new Date('2026-11-22T23:30:00Z'));
    await expect(full('Africa/Cairo')).not.toBe(full('UTC')); // 23 against 22 November
    await expect(canvasElement.textContent).toContain(full('Africa/Cairo'));
    await expect(canvasElement.textContent).not.toContain(full('UTC'));
  },
};

export const Loading: Story = {
  args: {
    dashboard: undefined,
    isLoading: true,
    alerts: { alerts: undefined, isLoading: true, onDismiss: fn(), onClearAll: fn() },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-loading]')).toHaveLength(3);
    await expect(
      within(canvasElement).queryByRole('button', { name: msg('widgets.dashboard.screen.customise') }),
    ).toBeNull();
  },
};

export const Failed: Story = {
  args: {
    dashboard: undefined,
    isError: true,
    alerts: { alerts: undefined, isError: true, onRetry: fn(), onDismiss: fn(), onClearAll: fn() },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(msg('widgets.dashboard.screen.cardsFailed'))).toBeVisible();
    await expect(within(canvasElement).getByText(msg('widgets.dashboard.alerts.failed'))).toBeVisible();
  },
};

/** A role with no card key and no alert: neither cards nor a customiser. */
export const NothingAllowed: Story = {
  parameters: { screenshot: false },
  args: {
    dashboard: makeDashboard({
      allowedCards: [],
      selectedCards: [],
      cards: [],
      alertKinds: [],
      subscribedAlertKinds: [],
      canSubscribe: false,
      canConfigure: false,
    }),
    alerts: { alerts: [], total: 0, onDismiss: fn(), onClearAll: fn() },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText(msg('widgets.dashboard.screen.noCardsAllowed'))).toBeVisible();
    await expect(c.queryByRole('button', { name: msg('widgets.dashboard.screen.customise') })).toBeNull();
  },
};

/** The customiser as it opens: the allowed cards, the alert kinds and the thresholds. */
export const Customiser: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: msg('widgets.dashboard.screen.customise') }),
    );
    const dialog = await body().findByRole('dialog');
    await expect(within(dialog).getAllByRole('checkbox')).toHaveLength(8 + 5);
    await expect(
      within(dialog).getByRole('checkbox', { name: msg('widgets.dashboard.card.dailyInvoices') }),
    ).toBeChecked();
  },
};

/** A fourth card is refused with "Maximum of 3 cards reached."; a valid choice is saved in order. */
export const CustomiserLimit: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: msg('widgets.dashboard.screen.customise') }),
    );
    const dialog = within(await body().findByRole('dialog'));
    await userEvent.click(dialog.getByRole('checkbox', { name: msg('widgets.dashboard.card.pendingBills') }));
    await expect(dialog.getByRole('alert')).toHaveTextContent(msg('widgets.dashboard.customiser.maxCards'));
    await expect(dialog.getByRole('checkbox', { name: msg('widgets.dashboard.card.pendingBills') })).not.toBeChecked();
    await userEvent.click(dialog.getByRole('checkbox', { name: msg('widgets.dashboard.card.dailyBalance') }));
    await userEvent.click(dialog.getByRole('checkbox', { name: msg('widgets.dashboard.card.pendingBills') }));
    await expect(dialog.queryByText(msg('widgets.dashboard.customiser.maxCards'))).toBeNull();
    await userEvent.click(dialog.getByRole('checkbox', { name: msg('schema.alertKind.report_generated') }));
    await userEvent.click(dialog.getByRole('button', { name: msg('widgets.common.saveChanges') }));
    await expect(args.onSaveChoice).toHaveBeenCalledWith({
      cards: ['daily-invoices', 'inventory-movement', 'pending-bills'],
      alertKinds: ['low_stock', 'out_of_stock', 'overdue_invoice', 'overdue_bill'],
      thresholds: { warehouseNearCapacityPercent: 90, overdueAlertDays: 1 },
    });
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

/** A refused save keeps the dialog open with the reason. */
export const CustomiserRefused: Story = {
  parameters: { screenshot: false },
  args: { onSaveChoice: fn(async () => Promise.reject(new Error('Maximum of 3 cards reached.'))) },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: msg('widgets.dashboard.screen.customise') }),
    );
    const dialog = within(await body().findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: msg('widgets.common.saveChanges') }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Maximum of 3 cards reached.');
    await expect(body().getByRole('dialog')).toBeVisible();
  },
};

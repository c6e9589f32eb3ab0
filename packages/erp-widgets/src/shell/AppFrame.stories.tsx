import { PERMISSIONS } from '@erp/schema';
import { isLocale } from '@erp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { ModulePage } from './ModulePage';
import { AppFrame } from './AppFrame';
import { DashboardScreen } from '../dashboard/DashboardScreen';
import { everyAlert, makeDashboard } from '../dashboard/dashboard.mocks';
import { AlertBell } from './AlertBell';

const meta = {
  title: 'Screens/Shell/AppFrame',
  component: AppFrame,
  // The language control shows the locale chosen in the toolbar.
  render: (args, { globals }) => (
    <AppFrame {...args} locale={isLocale(globals.locale) ? globals.locale : args.locale} />
  ),
  args: {
    currentPath: '/app/dashboard',
    permissions: new Set<string>(PERMISSIONS),
    user: { name: 'Ahmed Hassan', email: 'admin@erp.local' },
    locale: 'en-US',
    onLocaleChange: fn(),
    onSignOut: fn(),
    alertBell: <AlertBell count={3} href="/app/dashboard#alerts" />,
    children: (
      <DashboardScreen
        userName="Ahmed"
        today={new Date('2026-11-22T09:00:00Z')}
        dashboard={makeDashboard()}
        onSaveChoice={async () => undefined}
        alerts={{ alerts: everyAlert.slice(0, 3), total: 3, onDismiss: () => undefined, onClearAll: () => undefined }}
      />
    ),
  },
} satisfies Meta<typeof AppFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The administrator sees every page of the product. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getAllByRole('navigation')[0]!;
    await expect(within(nav).getAllByRole('link')).toHaveLength(25);
    await expect(nav.querySelector('a[aria-current="page"]')?.getAttribute('href')).toBe('/app/dashboard');
  },
};

/** A storekeeper: only the dashboard and the stock pages. */
export const LimitedRole: Story = {
  args: {
    currentPath: '/app/stock/inventory',
    permissions: new Set([
      'view:inventory',
      'view:warehouses',
      'view:suppliers',
      'view:transfers',
      'view:purchase-requests',
    ]),
    user: { name: 'Mona Adel', email: 'stock@erp.local' },
    children: <ModulePage page="inventory" />,
  },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getAllByRole('navigation')[0]!;
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    await expect(hrefs).toEqual([
      '/app/dashboard',
      '/app/stock',
      '/app/stock/inventory',
      '/app/stock/warehouses',
      '/app/stock/suppliers',
      '/app/stock/purchase-requests',
      '/app/stock/transfers',
    ]);
    await expect(nav.querySelector('a[aria-current="page"]')?.getAttribute('href')).toBe('/app/stock/inventory');
  },
};

/** A newer build is deployed: the banner offers a reload. */
export const UpdateAvailable: Story = {
  args: { updateAvailable: true, onReload: fn() },
  play: async ({ canvasElement, args }) => {
    const status = within(canvasElement).getByRole('status');
    await userEvent.click(within(status).getByRole('button'));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
  },
};

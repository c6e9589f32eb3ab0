import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { msg, storyLocale } from '../testing/messages';
import { AlertPanel } from './AlertPanel';
import { everyAlert, makeAlert } from './dashboard.mocks';

const meta = {
  title: 'Screens/Dashboard/AlertPanel',
  component: AlertPanel,
  decorators: [
    (Story) => (
      <div style={{ padding: 24, maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
  args: { alerts: everyAlert, total: everyAlert.length, onDismiss: fn(), onClearAll: fn() },
} satisfies Meta<typeof AlertPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const ar = () => storyLocale() === 'ar-EG';

/** One alert of every kind, each with its data, its time and its action buttons. */
export const EveryKind: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getAllByRole('listitem')).toHaveLength(12);
    await expect(c.getByText(msg('widgets.dashboard.alerts.count', { count: 12 }))).toBeVisible();
    // Each kind's title is its label from the schema's catalogue.
    await expect(c.getByRole('heading', { name: msg('schema.alertKind.overdue_invoice'), level: 3 })).toBeVisible();
    // Names in the active language, money and numbers in its digits.
    await expect(canvasElement.textContent).toContain(ar() ? 'دلتا للأغذية' : 'Delta Foods');
    await expect(canvasElement.textContent).toContain(ar() ? 'مستودع بورسعيد' : 'Port Said Depot');
    await expect(canvasElement.textContent).toContain(ar() ? '١٢ يومًا' : '12 days');
    // One overdue alert per client: its overdue invoices counted beside the oldest, with their list one click away.
    await expect(canvasElement.textContent).toContain(ar() ? '٣ فواتير على دلتا للأغذية' : '3 invoices to Delta Foods');
    await expect(c.getByRole('link', { name: msg('widgets.dashboard.action.viewOverdueInvoices') })).toHaveAttribute(
      'href',
      '/app/sales/invoices?due=overdue&search=Delta+Foods',
    );
    for (const action of [
      'createPo',
      'transferStock',
      'viewWarehouse',
      'viewTransfer',
      'viewRequest',
      'viewDetails',
      'viewReport',
      'viewInvoice',
      'viewBill',
    ] as const) {
      await expect(c.getAllByRole('link', { name: msg(`widgets.dashboard.action.${action}`) }).length).toBeGreaterThan(
        0,
      );
    }
  },
};

/** The action links follow the stock screens' URL contract and work pasted into a new tab. */
export const ActionLinks: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const low = c.getAllByRole('listitem').find((li) => li.dataset.alert === 'low_stock')!;
    const href = (name: string) => within(low).getByRole('link', { name }).getAttribute('href');
    // Back to the maximum: 200 − 4 = 196; transfer from the warehouse that holds it.
    await expect(href(msg('widgets.dashboard.action.createPo'))).toBe(
      '/app/stock/purchase-requests?new=1&item=src-low_stock&quantity=196',
    );
    await expect(href(msg('widgets.dashboard.action.transferStock'))).toBe(
      '/app/stock/transfers?new=1&item=src-low_stock&from=wh-alex',
    );
    const bill = c.getAllByRole('listitem').find((li) => li.dataset.alert === 'overdue_bill')!;
    await expect(
      within(bill)
        .getByRole('link', { name: msg('widgets.dashboard.action.viewBill') })
        .getAttribute('href'),
    ).toBe('/app/sales/bills?view=src-overdue_bill');
    const leave = c.getAllByRole('listitem').find((li) => li.dataset.alert === 'employee_on_leave')!;
    await expect(
      within(leave)
        .getByRole('link', { name: msg('widgets.dashboard.action.viewDetails') })
        .getAttribute('href'),
    ).toBe('/app/hr/leave?view=src-employee_on_leave');
  },
};

/** Dismiss one alert and clear all: each an intent with the alert. */
export const DismissAndClearAll: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const title = msg('schema.alertKind.low_stock');
    await userEvent.click(c.getByRole('button', { name: msg('widgets.dashboard.alerts.dismissNamed', { title }) }));
    await expect(args.onDismiss).toHaveBeenCalledWith(expect.objectContaining({ kind: 'low_stock' }));
    await userEvent.click(c.getByRole('button', { name: msg('widgets.dashboard.alerts.clearAll') }));
    await expect(args.onClearAll).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  args: { alerts: undefined, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(msg('widgets.dashboard.alerts.loading'));
    await expect(
      within(canvasElement).queryByRole('button', { name: msg('widgets.dashboard.alerts.clearAll') }),
    ).toBeNull();
  },
};

export const Empty: Story = {
  args: { alerts: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(msg('widgets.dashboard.alerts.empty'))).toBeVisible();
  },
};

export const Failed: Story = {
  args: { alerts: undefined, isError: true, onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText(msg('widgets.dashboard.alerts.failed'))).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: msg('widgets.common.tryAgain') }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Long names and numbers wrap inside the panel; the count says how many more the panel does not show. */
export const LongContent: Story = {
  args: {
    alerts: [
      makeAlert('overdue_invoice', 3, {
        data: {
          invoiceNumber: 'INV-2026-100000',
          clientName:
            'The Egyptian Company for Import, Export and General Contracting of Upper Egypt (El-Minya branch)',
          clientNameAr: 'الشركة المصرية للاستيراد والتصدير والمقاولات العامة بصعيد مصر (فرع المنيا)',
          daysOverdue: 365,
          total: 12_345_678.9,
        },
      }),
      makeAlert('report_generated', 9, {
        data: {
          reportType: 'financial_summary',
          reportName: 'Quarterly financial summary for the board with every branch, warehouse and cost centre compared',
          generatedByName: 'Ahmed Mostafa',
          generatedDate: '2026-11-22',
        },
      }),
    ],
    total: 240,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(msg('widgets.dashboard.alerts.more', { count: 238 }))).toBeVisible();
  },
};

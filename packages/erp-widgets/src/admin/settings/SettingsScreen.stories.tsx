import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { padded } from '../../testing/listStories';
import { msg } from '../../testing/messages';
import { SettingsScreen } from './SettingsScreen';
import { makePayrollVersions, makeSettings } from './settings.mocks';

const all = { general: true, payroll: true, vat: true, invoice: true };

const meta = {
  title: 'Screens/Admin/Settings',
  component: SettingsScreen,
  decorators: [padded],
  args: {
    settings: makeSettings(),
    payrollVersions: makePayrollVersions(),
    rights: all,
    tab: 'general',
    onTabChange: fn(),
    onSaveSettings: fn(async () => undefined),
    onSavePayrollVersion: fn(async () => undefined),
    today: '2026-11-26',
  },
} satisfies Meta<typeof SettingsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const General: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const save = canvas.getByRole('button', { name: msg('widgets.admin.settings.form.save') });
    // Nothing to save until something changes.
    await expect(save).toBeDisabled();
    const name = canvas.getByRole('textbox', { name: msg('widgets.admin.settings.general.companyName') });
    await userEvent.clear(name);
    await userEvent.click(save);
    await expect(canvasElement).toHaveTextContent(msg('widgets.common.required'));
    await expect(args.onSaveSettings).not.toHaveBeenCalled();
    await userEvent.type(name, 'Delta Foods');
    await userEvent.click(save);
    await waitFor(() =>
      expect(args.onSaveSettings).toHaveBeenCalledWith(expect.objectContaining({ companyName: 'Delta Foods' })),
    );
  },
};

export const Payroll: Story = { args: { tab: 'payroll' } };

/** The older versions open read-only: their values and brackets, a note that they are no longer changed, no field. */
export const PayrollVersionsReadOnly: Story = {
  parameters: { screenshot: false },
  args: { tab: 'payroll' },
  play: async ({ canvasElement }) => {
    const old = canvasElement.querySelector<HTMLElement>('[data-version="2023-01-01"]')!;
    await userEvent.click(old.querySelector('summary')!);
    await expect(old).toHaveTextContent(msg('widgets.admin.settings.payroll.supersededVersion'));
    await expect(within(old).getByRole('table')).toHaveTextContent(/10,900|١٠٬٩٠٠|30,000|٣٠٬٠٠٠/);
    await expect(old.querySelectorAll('input, textarea, button')).toHaveLength(0);
    const latest = canvasElement.querySelector<HTMLElement>('[data-version="2024-03-01"]')!;
    await userEvent.click(latest.querySelector('summary')!);
    await expect(latest).toHaveTextContent(msg('widgets.admin.settings.payroll.latestVersion'));
  },
};

export const Vat: Story = {
  args: { tab: 'vat' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const vat = canvas.getByRole('region', { name: msg('widgets.admin.settings.vat.title') });
    // A rate without a name is refused before it reaches the server.
    await userEvent.click(within(vat).getByRole('button', { name: msg('widgets.admin.settings.form.addRow') }));
    await userEvent.click(within(vat).getByRole('button', { name: msg('widgets.admin.settings.form.save') }));
    await expect(vat).toHaveTextContent(msg('widgets.admin.settings.vat.ratesInvalid'));
    await expect(args.onSaveSettings).not.toHaveBeenCalled();
  },
  parameters: { screenshot: false },
};

export const VatOverview: Story = { args: { tab: 'vat' } };

/** Without the tabs' keys the values are shown, not editable, and no Save is offered. */
export const ReadOnly: Story = {
  parameters: { screenshot: false },
  args: { rights: { general: false, payroll: false, vat: false, invoice: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(msg('widgets.admin.settings.form.readOnly'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: msg('widgets.admin.settings.form.save') })).toBeNull();
  },
};

export const Integrations: Story = {
  parameters: { screenshot: false },
  args: { tab: 'integrations' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(msg('widgets.admin.settings.screen.integrationsPlaceholder')),
    ).toBeVisible();
  },
};

export const Loading: Story = { args: { settings: undefined } };

export const ErrorState: Story = {
  args: { settings: undefined, error: true, onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: msg('widgets.admin.settings.screen.retry') }),
    );
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

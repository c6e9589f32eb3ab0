import { isLocale } from '@erp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { msg } from '../testing/messages';
import { ForgotPasswordScreen } from './ForgotPasswordScreen';

const meta = {
  title: 'Screens/Auth/ForgotPassword',
  component: ForgotPasswordScreen,
  // The language control shows the locale chosen in the toolbar.
  render: (args, { globals }) => (
    <ForgotPasswordScreen {...args} locale={isLocale(globals.locale) ? globals.locale : args.locale} />
  ),
  args: { locale: 'en-US', onLocaleChange: fn(), onSubmit: fn() },
} satisfies Meta<typeof ForgotPasswordScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-fade]')).not.toBeNull();
  },
};

export const Invalid: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const submit = canvas.getAllByRole('button').find((b) => b.getAttribute('type') === 'submit')!;
    await userEvent.click(submit);
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvasElement.querySelector('input[name="email"]')).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(canvasElement.querySelector('input[name="email"]')!, 'sales@erp.local');
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith('sales@erp.local');
  },
};

export const Pending: Story = { args: { isPending: true } };

export const Sent: Story = {
  args: { status: 'sent', sentTo: 'sales@erp.local' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('sales@erp.local');
  },
};

export const Error: Story = {
  args: { status: 'error' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeVisible();
  },
};

/** The server slows repeated requests: the page says how long to wait, in the user's language. */
export const Throttled: Story = {
  parameters: { screenshot: false },
  args: { status: 'error', retryAfter: 540 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      msg('widgets.auth.error.tooManyAttempts', { seconds: 540 }),
    );
  },
};

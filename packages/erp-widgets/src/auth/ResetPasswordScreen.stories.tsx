import { isLocale } from '@erp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { msg } from '../testing/messages';
import { ResetPasswordScreen } from './ResetPasswordScreen';

const meta = {
  title: 'Screens/Auth/ResetPassword',
  component: ResetPasswordScreen,
  // The language control shows the locale chosen in the toolbar.
  render: (args, { globals }) => (
    <ResetPasswordScreen {...args} locale={isLocale(globals.locale) ? globals.locale : args.locale} />
  ),
  args: { locale: 'en-US', onLocaleChange: fn(), onSubmit: fn() },
} satisfies Meta<typeof ResetPasswordScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const input = (root: HTMLElement, name: string) => root.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const submitButton = (root: HTMLElement) =>
  within(root).getByRole('button', { name: msg('widgets.auth.reset.submit') });

/** The page the reset e-mail opens: the new password and its confirmation. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(msg('widgets.auth.reset.title'));
    await expect(input(canvasElement, 'password')).toHaveAttribute('type', 'password');
    await expect(input(canvasElement, 'password')).toHaveAttribute('autocomplete', 'new-password');
    await expect(canvas.getByRole('link', { name: msg('widgets.auth.forgot.back') })).toBeVisible();
  },
};

/** The specification's user rules, in order: required, at least 8 characters, then the confirmation matches. */
export const Invalid: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(submitButton(canvasElement));
    await expect(canvas.getByText(msg('widgets.auth.error.passwordRequired'))).toBeVisible();
    await expect(input(canvasElement, 'password')).toHaveFocus();

    await userEvent.type(input(canvasElement, 'password'), ' short');
    await userEvent.click(submitButton(canvasElement));
    await expect(canvas.getByText(msg('widgets.auth.error.passwordTooShort', { min: 8 }))).toBeVisible();

    await userEvent.type(input(canvasElement, 'password'), '-and-long ');
    await userEvent.type(input(canvasElement, 'passwordConfirm'), ' short-and-long');
    await userEvent.click(submitButton(canvasElement));
    await expect(canvas.getByText(msg('widgets.auth.error.passwordMismatch'))).toBeVisible();
    await expect(input(canvasElement, 'passwordConfirm')).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    // The spaces are part of the password: the confirmation matches once it has them too.
    await userEvent.type(input(canvasElement, 'passwordConfirm'), ' ');
    await userEvent.click(submitButton(canvasElement));
    await expect(args.onSubmit).toHaveBeenCalledWith(' short-and-long ', ' short-and-long ');
    await expect(canvas.queryByText(msg('widgets.auth.error.passwordMismatch'))).toBeNull();
  },
};

export const Pending: Story = { args: { isPending: true }, parameters: { screenshot: false } };

/** Saving failed for a reason other than the link (the server could not be reached). */
export const Failed: Story = {
  parameters: { screenshot: false },
  render: (args, { globals }) => (
    <ResetPasswordScreen
      {...args}
      locale={isLocale(globals.locale) ? globals.locale : args.locale}
      error={msg('widgets.auth.reset.failed')}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(msg('widgets.auth.reset.failed'));
  },
};

/** The password was changed: the page leads to sign in (laid out like the invalid link, which is screenshotted). */
export const Done: Story = {
  args: { status: 'done' },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(msg('widgets.auth.reset.done'));
    await expect(canvas.getByRole('link', { name: msg('widgets.auth.reset.signIn') })).toHaveAttribute('href', '/auth');
    await expect(canvasElement.querySelector('input[name="password"]')).toBeNull();
  },
};

/** A used, expired or altered link: no form, a way to ask for a new link. */
export const InvalidLink: Story = {
  args: { status: 'invalid-link' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(msg('widgets.auth.reset.invalidLink'));
    await expect(canvas.getByRole('link', { name: msg('widgets.auth.reset.requestNewLink') })).toHaveAttribute(
      'href',
      '/auth/forgot-password',
    );
    await expect(canvasElement.querySelector('input[name="password"]')).toBeNull();
  },
};

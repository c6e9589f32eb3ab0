import { isLocale } from '@erp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { useIntl } from 'react-intl';

import { authMessages } from './auth.messages';
import { SignInScreen, type SignInScreenProps } from './SignInScreen';

/** Renders the screen with an error produced by the active locale's messages, as the app does. */
function WithError({
  kind,
  url,
  ...props
}: SignInScreenProps & { kind: 'loginFailed' | 'serverUnreachable'; url?: string }) {
  const intl = useIntl();
  const error =
    kind === 'loginFailed'
      ? intl.formatMessage(authMessages.loginFailed)
      : intl.formatMessage(authMessages.serverUnreachable, { url: url ?? '' });
  return <SignInScreen {...props} error={error} />;
}

const meta = {
  title: 'Screens/Auth/SignIn',
  component: SignInScreen,
  // The language control shows the locale chosen in the toolbar.
  render: (args, { globals }) => (
    <SignInScreen {...args} locale={isLocale(globals.locale) ? globals.locale : args.locale} />
  ),
  args: {
    locale: 'en-US',
    onLocaleChange: fn(),
    onSubmit: fn(),
    defaultHostname: 'http://127.0.0.1:8090',
  },
} satisfies Meta<typeof SignInScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const remember = canvas.getByRole('checkbox');
    await expect(remember).toBeChecked();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Pressing Sign in with nothing filled in: the form says what is missing and focuses the email field. */
export const Invalid: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const submit = canvas.getAllByRole('button').find((b) => b.getAttribute('type') === 'submit')!;
    await userEvent.click(submit);
    const alert = await canvas.findByRole('alert');
    await expect(alert.textContent).toMatch(/email and password|البريد الإلكتروني وكلمة المرور/);
    await expect(canvasElement.querySelector('input[name="email"]')).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Email and password given, hostname emptied: the hostname message and focus. */
export const MissingHostname: Story = {
  parameters: { screenshot: false },
  args: { defaultHostname: '', defaultEmail: 'admin@erp.local' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvasElement.querySelector('input[name="password"]')!, 'secret-pass');
    const submit = canvas.getAllByRole('button').find((b) => b.getAttribute('type') === 'submit')!;
    await userEvent.click(submit);
    await expect(canvasElement.querySelector('input[name="hostname"]')).toHaveFocus();
    await expect(canvasElement.querySelector('input[name="hostname"]')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Valid values reach onSubmit with the remember choice: the e-mail trimmed, the password exactly as typed. */
export const Submits: Story = {
  parameters: { screenshot: false },
  args: { defaultEmail: '  admin@erp.local ' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvasElement.querySelector('input[name="password"]')!, ' Admin123! ');
    await userEvent.click(canvas.getByRole('checkbox'));
    const submit = canvas.getAllByRole('button').find((b) => b.getAttribute('type') === 'submit')!;
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: 'admin@erp.local',
      password: ' Admin123! ',
      hostname: 'http://127.0.0.1:8090',
      remember: false,
    });
  },
};

export const Pending: Story = { args: { isPending: true, defaultEmail: 'admin@erp.local' } };

export const ServerError: Story = {
  args: { defaultEmail: 'admin@erp.local' },
  render: (args, { globals }) => (
    <WithError {...args} locale={isLocale(globals.locale) ? globals.locale : args.locale} kind="loginFailed" />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert').textContent).toMatch(/Login failed|فشل تسجيل الدخول/);
  },
};

export const LongContent: Story = {
  args: {
    defaultEmail: 'a.very.long.address.for.a.finance.department.mailbox@nile-trading-company.example.com',
    defaultHostname: 'https://erp.headquarters.nile-trading-company.example.com:8090',
  },
  render: (args, { globals }) => (
    <WithError
      {...args}
      locale={isLocale(globals.locale) ? globals.locale : args.locale}
      kind="serverUnreachable"
      url={args.defaultHostname}
    />
  ),
};

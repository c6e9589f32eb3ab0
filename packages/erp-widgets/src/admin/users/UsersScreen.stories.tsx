import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import * as kit from '../../testing/listStories';
import { msg } from '../../testing/messages';
import { listTable } from '../../testing/screenPlays';
import { UsersScreen } from './UsersScreen';
import { ADMIN_RIGHTS, makeUser, makeUsers, ROLES } from './users.mocks';
import type { User, UserFilters } from './users.types';

const users = makeUsers(6);
const list = kit.listMaker<User, UserFilters>({ total: 6, perPage: 30, filters: { roleId: null, status: null } });

const meta = {
  title: 'Screens/Admin/Users',
  component: UsersScreen,
  decorators: [kit.padded],
  args: {
    ...kit.screenArgs(),
    list: list(users),
    roles: ROLES,
    rights: ADMIN_RIGHTS,
    defaultRoleId: 'role_admin',
  },
} satisfies Meta<typeof UsersScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = await listTable(canvasElement, 7);
    // The signed-in administrator is marked, and a user who never signed in says so.
    await expect(within(table).getByText(msg('widgets.admin.users.field.you'))).toBeVisible();
    await expect(within(table).getByText(msg('widgets.admin.users.field.never'))).toBeVisible();
  },
};

/** A user whose role cannot be read shows "Unknown role". */
export const UnknownRole: Story = {
  parameters: { screenshot: false },
  args: { list: list([makeUser({ role: null, roleId: 'gone' }, 1)]) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(msg('widgets.admin.users.field.unknownRole'))).toBeVisible();
  },
};

export const Empty: Story = kit.emptyList(
  list([], { total: 0, search: 'zzz' }),
  'widgets.admin.users.screen.emptyTitle',
);
export const Loading: Story = kit.loadingList(list([], { total: 0, isLoading: true }));
export const ErrorState: Story = kit.failedList(list([], { total: 0, error: true, onRetry: fn() }));

export const Viewer: Story = { args: { viewer: { status: 'ready', record: users[1]! } } };

/** One's own account: no delete in the viewer. */
export const ViewerSelf: Story = {
  parameters: { screenshot: false },
  args: { viewer: { status: 'ready', record: users[0]! } },
  play: async () => {
    const dialog = kit.body().getByRole('dialog');
    await expect(dialog).toHaveTextContent(msg('widgets.admin.users.viewer.selfNote'));
    await expect(within(dialog).queryByRole('button', { name: msg('widgets.common.delete') })).toBeNull();
    await expect(within(dialog).getByRole('button', { name: msg('widgets.common.edit') })).toBeVisible();
  },
};

export const ViewerNotFound: Story = kit.viewerNotFound('widgets.admin.users.viewer.notFound');

const openWizard = async (canvasElement: HTMLElement) => {
  await userEvent.click(
    within(canvasElement).getAllByRole('button', { name: msg('widgets.admin.users.screen.add') })[0]!,
  );
  return kit.body().getByRole('dialog');
};
const next = (wizard: HTMLElement) =>
  userEvent.click(within(wizard).getByRole('button', { name: msg('ui.wizard.next') }));

export const CreateWizard: Story = {
  play: async ({ canvasElement }) => {
    const wizard = await openWizard(canvasElement);
    await expect(within(wizard).getByRole('heading', { level: 2 })).toHaveTextContent(
      msg('widgets.admin.users.wizard.createTitle'),
    );
  },
};

/**
 * The password rules: required for a new user, 8 characters at least, typed twice alike; the password and its
 * confirmation are sent exactly as typed, spaces included, while the other fields are trimmed.
 */
export const PasswordRules: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const wizard = await openWizard(canvasElement);
    const w = within(wizard);
    await next(wizard);
    await expect(wizard).toHaveTextContent(msg('widgets.admin.users.wizard.requiredFields'));
    await userEvent.type(w.getByRole('textbox', { name: msg('widgets.common.email') }), 'laila.samir@nile-trading.eg');
    await userEvent.type(w.getByRole('textbox', { name: msg('widgets.common.firstName') }), 'Laila');
    await next(wizard);
    await next(wizard);
    await expect(wizard).toHaveTextContent(msg('widgets.admin.users.wizard.passwordRequired'));
    const password = w.getByLabelText(msg('widgets.admin.users.field.password'), { selector: 'input' });
    const confirm = w.getByLabelText(msg('widgets.admin.users.field.passwordConfirm'), { selector: 'input' });
    await userEvent.type(password, ' short');
    await next(wizard);
    await expect(wizard).toHaveTextContent(msg('widgets.admin.users.wizard.passwordTooShort'));
    await userEvent.type(password, 'er-pass1 ');
    // Without the spaces the confirmation differs: they are part of the password.
    await userEvent.type(confirm, 'shorter-pass1');
    await next(wizard);
    await expect(wizard).toHaveTextContent(msg('widgets.admin.users.wizard.passwordsMismatch'));
    await userEvent.clear(confirm);
    await userEvent.type(confirm, ' shorter-pass1 ');
    await next(wizard);
    await userEvent.click(w.getByRole('button', { name: msg('widgets.admin.users.wizard.createSubmit') }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        expect.objectContaining({
          email: 'laila.samir@nile-trading.eg',
          roleId: 'role_admin',
          password: ' shorter-pass1 ',
          passwordConfirm: ' shorter-pass1 ',
        }),
        null,
      ),
    );
  },
};

/** Editing one's own account offers neither the role, the status nor the password. */
export const EditSelf: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: msg('ui.paginatedList.editRow', { label: 'Ahmed Mostafa' }) }),
    );
    const wizard = kit.body().getByRole('dialog');
    await expect(within(wizard).queryByText(msg('widgets.admin.users.field.role'))).toBeNull();
    await expect(within(wizard).queryByText(msg('widgets.common.status'))).toBeNull();
    await expect(within(wizard).queryByText(msg('widgets.admin.users.field.password'))).toBeNull();
  },
};

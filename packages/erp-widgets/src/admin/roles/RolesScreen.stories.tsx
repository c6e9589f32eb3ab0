import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import {
  body,
  emptyList,
  failedList,
  listMaker,
  loadingList,
  padded,
  screenArgs,
  viewerNotFound,
} from '../../testing/listStories';
import { msg, storyLocale } from '../../testing/messages';
import { cancelDelete, listTable, openRowMenu } from '../../testing/screenPlays';
import { RolesScreen } from './RolesScreen';
import { makeRole, makeRoles } from './roles.mocks';
import type { Role, RoleFilters } from './roles.types';

const roles = makeRoles();
const list = listMaker<Role, RoleFilters>({ total: 4, perPage: 30, filters: {} });
const salesName = () => (storyLocale().startsWith('ar') ? 'المبيعات والمالية' : 'Sales & Finance');
const adminName = () => (storyLocale().startsWith('ar') ? 'مدير النظام' : 'Administrator');

const meta = {
  title: 'Screens/Admin/Roles',
  component: RolesScreen,
  decorators: [padded],
  args: {
    ...screenArgs(),
    list: list(roles),
  },
} satisfies Meta<typeof RolesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const table = await listTable(canvasElement, 5);
    await expect(within(table).getByText(msg('widgets.admin.roles.field.readOnly'))).toBeVisible();
    await expect(table).toHaveTextContent(msg('widgets.admin.roles.editor.count', { selected: 130, total: 130 }));
    // A read-only role can be neither edited nor deleted.
    await openRowMenu(canvasElement, adminName());
    await expect(body().getByRole('menuitem', { name: msg('widgets.common.delete') })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{Escape}');
    // Deleting a role says how many users hold it.
    await openRowMenu(canvasElement, salesName());
    await userEvent.click(body().getByRole('menuitem', { name: msg('widgets.common.delete') }));
    const confirm = body().getByRole('alertdialog');
    await expect(confirm).toHaveTextContent(
      msg('widgets.admin.roles.screen.deleteMessage', { name: salesName(), users: 3 }),
    );
    await cancelDelete(confirm, args.onDelete);
  },
};

export const Empty: Story = emptyList(list([], { total: 0, search: 'zzz' }), 'widgets.admin.roles.screen.emptyTitle');
export const Loading: Story = loadingList(list([], { total: 0, isLoading: true }));
export const ErrorState: Story = failedList(list([], { total: 0, error: true, onRetry: fn() }));

const holders = [
  { id: 'u1', email: 'mona.hassan@nile-trading.eg', firstName: 'Mona', lastName: 'Hassan' },
  { id: 'u2', email: 'omar.fathy@nile-trading.eg', firstName: 'Omar', lastName: 'Fathy' },
];

export const Viewer: Story = { args: { viewer: { status: 'ready', record: { role: makeRole(), users: holders } } } };

/** A read-only role: no edit, no delete, the keys shown but not changeable. */
export const ViewerReadOnly: Story = {
  parameters: { screenshot: false },
  args: { viewer: { status: 'ready', record: { role: roles[0]!, users: [] } } },
  play: async () => {
    const dialog = body().getByRole('dialog');
    await expect(dialog).toHaveTextContent(msg('widgets.admin.roles.viewer.readOnlyNote'));
    await expect(within(dialog).queryByRole('button', { name: msg('widgets.common.edit') })).toBeNull();
    await expect(within(dialog).queryByRole('button', { name: msg('widgets.common.delete') })).toBeNull();
    for (const box of within(dialog).getAllByRole('checkbox')) await expect(box).toBeDisabled();
  },
};

export const ViewerNotFound: Story = viewerNotFound('widgets.admin.roles.viewer.notFound');

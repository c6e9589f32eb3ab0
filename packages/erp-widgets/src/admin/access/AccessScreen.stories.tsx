import type { PermissionKey } from '@erp/schema';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { makeList } from '../../shared/list-screen/list.types';
import { padded } from '../../testing/listStories';
import { msg } from '../../testing/messages';
import { makeRoles } from '../roles/roles.mocks';
import { AccessScreen } from './AccessScreen';
import type { AccessUser, AuditEntry, AuditFilters } from './access.types';

const roles = makeRoles();
const users: AccessUser[] = [
  {
    id: 'u0',
    email: 'ahmed.mostafa@nile-trading.eg',
    firstName: 'Ahmed',
    lastName: 'Mostafa',
    roleId: 'role_admin',
    active: true,
    lastLogin: '2026-11-26 07:10:00.000Z',
  },
  {
    id: 'u1',
    email: 'mona.hassan@nile-trading.eg',
    firstName: 'Mona',
    lastName: 'Hassan',
    roleId: 'role_sales',
    active: true,
    lastLogin: '2026-11-25 15:40:00.000Z',
  },
  {
    id: 'u2',
    email: 'karim.adel@nile-trading.eg',
    firstName: 'Karim',
    lastName: 'Adel',
    roleId: 'role_stock',
    active: false,
    lastLogin: '2026-11-10 09:05:00.000Z',
  },
  {
    id: 'u3',
    email: 'omar.fathy@nile-trading.eg',
    firstName: 'Omar',
    lastName: 'Fathy',
    roleId: 'role_sales',
    active: true,
    lastLogin: '2026-10-01 09:05:00.000Z',
  },
];
const audit: AuditEntry[] = [
  {
    id: 'a1',
    userEmail: 'ahmed.mostafa@nile-trading.eg',
    collection: 'roles',
    recordId: 'role_sales',
    action: 'update',
    changes: { permissions: [['view:invoices'], ['view:invoices', 'create:invoices']] as PermissionKey[][] },
    created: '2026-11-26 07:15:00.000Z',
  },
  {
    id: 'a2',
    userEmail: 'mona.hassan@nile-trading.eg',
    collection: 'clients',
    recordId: 'c42',
    action: 'create',
    changes: { name: 'Delta Foods', type: 'business' },
    created: '2026-11-25 12:00:00.000Z',
  },
];

const noFilters: AuditFilters = { collection: null, user: null, day: null };

const meta = {
  title: 'Screens/Admin/Access',
  component: AccessScreen,
  decorators: [padded],
  args: {
    roles,
    users,
    audit: makeList<AuditEntry, AuditFilters>(audit, {
      filters: noFilters,
      sort: { id: 'created', direction: 'descending' },
    }),
    auditCollections: ['users', 'roles', 'clients'],
    canManage: true,
    selfId: 'u0',
    tab: 'matrix',
    onTabChange: fn(),
    onEndSessions: fn(async () => undefined),
    onLock: fn(async () => undefined),
    onUnlock: fn(async () => undefined),
    now: new Date('2026-11-26T08:00:00Z'),
  },
} satisfies Meta<typeof AccessScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Matrix: Story = {
  play: async ({ canvasElement }) => {
    const admin = canvasElement.querySelector('[data-role="role_admin"] [data-module="admin"]')!;
    await expect(admin).toHaveTextContent(msg('widgets.admin.roles.editor.count', { selected: 18, total: 18 }));
    const auditor = canvasElement.querySelector('[data-role="role_auditor"]')!;
    await expect(auditor).toHaveTextContent(msg('widgets.admin.access.matrix.nobody'));
  },
};

/** Recent sign-ins and locked accounts; one's own row offers nothing. */
export const Sessions: Story = {
  args: { tab: 'sessions' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const rows = canvasElement.querySelectorAll('tbody tr');
    // Omar signed in two months ago: no session can still be open.
    await expect(rows).toHaveLength(3);
    const mona = canvasElement.querySelector<HTMLElement>('[data-user="mona.hassan@nile-trading.eg"]')!;
    await userEvent.click(within(mona).getByRole('button', { name: msg('widgets.admin.access.sessions.endSessions') }));
    await expect(args.onEndSessions).toHaveBeenCalledWith(users[1]);
    await userEvent.click(canvas.getByRole('button', { name: msg('widgets.admin.access.sessions.unlock') }));
    await expect(args.onUnlock).toHaveBeenCalledWith(users[2]);
    const self = canvasElement.querySelector<HTMLElement>('[data-user="ahmed.mostafa@nile-trading.eg"]')!;
    await expect(within(self).queryByRole('button')).toBeNull();
  },
};

export const Audit: Story = {
  args: { tab: 'audit' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Delta Foods');
    await expect(canvasElement).toHaveTextContent('roles/role_sales');
    await expect(canvasElement).toHaveTextContent(msg('ui.paginatedList.pageOf', { page: 1, pages: 1 }));
  },
};

/** A long trail is paged: the second of three pages, the next one asked for, and a filter that starts again at 1. */
export const AuditPaged: Story = {
  parameters: { screenshot: false },
  args: {
    tab: 'audit',
    audit: makeList<AuditEntry, AuditFilters>(audit, {
      filters: noFilters,
      total: 62,
      page: 2,
      sort: { id: 'created', direction: 'descending' },
      onChange: fn(),
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement).toHaveTextContent(msg('ui.paginatedList.pageOf', { page: 2, pages: 3 }));
    await userEvent.click(canvas.getByRole('button', { name: msg('ui.paginatedList.nextPage') }));
    await expect(args.audit.onChange).toHaveBeenCalledWith({ page: 3 });
    await userEvent.type(canvas.getByRole('textbox', { name: msg('widgets.admin.access.audit.day') }), '2');
    await expect(args.audit.onChange).toHaveBeenLastCalledWith({ filters: { ...noFilters, day: '2' } });
  },
};

/** Without manage:access the sessions are listed, not acted on. */
export const SessionsReadOnly: Story = {
  parameters: { screenshot: false },
  args: { tab: 'sessions', canManage: false },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole('button', { name: msg('widgets.admin.access.sessions.lock') }),
    ).toBeNull();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import {
  body,
  emptyList,
  failedList,
  listMaker,
  loadingList,
  padded,
  viewerLoading,
  viewerNotFound,
} from '../../testing/listStories';
import { msg, storyLocale } from '../../testing/messages';
import { makeContact } from '../contacts/contacts.mocks';
import { makeDocument } from '../documents/documents.mocks';
import { ClientsScreen } from './ClientsScreen';
import { makeClient, makeClients } from './clients.mocks';
import type { Client, ClientFilters } from './clients.types';

/** The second client as the screen names it in the story's language (its Arabic name in Arabic). */
const cairoSteel = () => (storyLocale().startsWith('ar') ? 'مصانع القاهرة للصلب' : 'Cairo Steel Works');

const all = { view: true, create: true, edit: true, delete: true };
const readOnly = { view: true, create: false, edit: false, delete: false };
const clients = makeClients(8);
const list = listMaker<Client, ClientFilters>({
  total: 52,
  perPage: 10,
  filters: { type: null, status: null },
  sort: { id: 'name', direction: 'ascending' },
});

const meta = {
  title: 'Screens/CRM/Clients',
  component: ClientsScreen,
  decorators: [padded],
  args: {
    list: list(clients),
    permissions: all,
    viewer: null,
    onView: fn(),
    onViewerClose: fn(),
    onSave: fn(async () => undefined),
    onDelete: fn(async () => undefined),
  },
} satisfies Meta<typeof ClientsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table');
    await expect(within(table).getAllByRole('row')).toHaveLength(9);
    await expect(canvasElement.querySelector('[data-list-summary]')).toHaveTextContent(
      msg('ui.paginatedList.summary', { count: 8, total: 52 }),
    );
    await expect(canvas.getByText(msg('ui.paginatedList.pageOf', { page: 1, pages: 6 }))).toBeVisible();
    // Delete asks first, naming the client.
    await userEvent.click(
      canvas.getByRole('button', { name: msg('ui.paginatedList.deleteRow', { label: cairoSteel() }) }),
    );
    const confirm = body().getByRole('alertdialog');
    await expect(confirm).toHaveTextContent(msg('widgets.crm.clients.screen.deleteMessage', { name: cairoSteel() }));
    await userEvent.click(within(confirm).getByRole('button', { name: msg('ui.confirmationDialog.cancel') }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    await expect(args.onDelete).not.toHaveBeenCalled();
    const statusHeader = within(table).getAllByRole('columnheader')[2]!;
    await userEvent.click(within(statusHeader).getByRole('button'));
    await expect(args.list.onChange).toHaveBeenCalledWith({ sort: { id: 'status', direction: 'ascending' } });
    // "Add client" opens the wizard for a new client.
    await userEvent.click(canvas.getAllByRole('button', { name: msg('widgets.crm.clients.screen.add') })[0]!);
    const wizard = body().getByRole('dialog');
    await expect(within(wizard).getByRole('heading', { level: 2 })).toHaveTextContent(
      msg('widgets.crm.clients.wizard.createTitle'),
    );
    await userEvent.click(within(wizard).getByRole('button', { name: msg('ui.wizard.cancel') }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

export const ReadOnly: Story = {
  args: { permissions: readOnly },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: msg('widgets.crm.clients.screen.add') })).toBeNull();
    const row = (id: 'ui.paginatedList.deleteRow' | 'ui.paginatedList.editRow' | 'ui.paginatedList.viewRow') =>
      msg(id, { label: cairoSteel() });
    await expect(canvas.queryByRole('button', { name: row('ui.paginatedList.deleteRow') })).toBeNull();
    await expect(canvas.queryByRole('button', { name: row('ui.paginatedList.editRow') })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: row('ui.paginatedList.viewRow') }));
    await expect(args.onView).toHaveBeenCalledWith(clients[1]);
  },
};

export const Filtered: Story = {
  parameters: { screenshot: false },
  args: {
    list: list([clients[1]!], { search: 'Cairo', filters: { type: 'business', status: 'lead' }, total: 1 }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox')).toHaveValue('Cairo');
    await expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(2);
  },
};

export const Empty: Story = emptyList(list([], { total: 0, search: 'zzz' }), 'widgets.crm.clients.screen.emptyTitle');

export const Loading: Story = loadingList(list([], { total: 0, isLoading: true }));

export const ErrorState: Story = failedList(
  list([], { total: 0, error: 'Failed to connect to the server.', onRetry: fn() }),
);

const detail = {
  client: makeClient(),
  contacts: [
    makeContact(),
    makeContact({
      id: 'ct2',
      firstName: 'Salma',
      lastName: 'Nabil',
      jobTitle: 'Accountant',
      email: 'salma@niledelta.example',
    }),
  ],
  documents: [makeDocument()],
};

export const Viewer: Story = {
  args: { viewer: { status: 'ready', record: detail } },
  play: async ({ args }) => {
    const dialog = body().getByRole('dialog');
    await expect(within(dialog).getByRole('heading', { level: 2 })).toHaveTextContent(
      document.documentElement.lang === 'ar-EG' ? 'دلتا النيل للتجارة' : 'Nile Delta Trading',
    );
    await expect(dialog).toHaveTextContent('Salma Nabil');
    await expect(dialog).toHaveTextContent('supply-agreement-2026.pdf');
    // Delete from the viewer closes it and asks for confirmation.
    await userEvent.click(within(dialog).getByRole('button', { name: msg('widgets.common.delete') }));
    await expect(args.onViewerClose).toHaveBeenCalledTimes(1);
    await expect(body().getByRole('alertdialog')).toHaveTextContent(
      msg('widgets.crm.clients.screen.deleteMessage', {
        name: storyLocale().startsWith('ar') ? 'دلتا النيل للتجارة' : 'Nile Delta Trading',
      }),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
  },
};

export const ViewerReadOnly: Story = {
  parameters: { screenshot: false },
  args: {
    permissions: readOnly,
    viewer: { status: 'ready', record: { client: makeClient({ status: 'lead' }), contacts: [], documents: [] } },
  },
  play: async () => {
    const dialog = body().getByRole('dialog');
    await expect(within(dialog).queryByRole('toolbar')).toBeNull();
    await expect(dialog).toHaveTextContent(msg('widgets.crm.clients.viewer.noContacts'));
  },
};

export const ViewerLoading: Story = viewerLoading;

export const ViewerNotFound: Story = viewerNotFound('widgets.crm.clients.viewer.notFound', { closes: true });

export const ConfirmDelete: Story = {
  play: async ({ canvasElement, args }) => {
    const deleteRow = () =>
      within(canvasElement).getByRole('button', {
        name: msg('ui.paginatedList.deleteRow', { label: cairoSteel() }),
      });
    await userEvent.click(deleteRow());
    const dialog = body().getByRole('alertdialog');
    await expect(dialog).toHaveTextContent(msg('widgets.crm.clients.screen.deleteMessage', { name: cairoSteel() }));
    // Confirming deletes the client; the confirmation closes once the delete has succeeded.
    await userEvent.click(within(dialog).getByRole('button', { name: msg('ui.confirmationDialog.deleteConfirm') }));
    await expect(args.onDelete).toHaveBeenCalledWith(clients[1]);
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    await userEvent.click(deleteRow());
    await expect(body().getByRole('alertdialog')).toBeVisible();
  },
};

export const DeleteRefused: Story = {
  parameters: { screenshot: false },
  args: { onDelete: fn(async () => Promise.reject(new Error('refused'))) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', {
        name: msg('ui.paginatedList.deleteRow', { label: cairoSteel() }),
      }),
    );
    const dialog = body().getByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: msg('ui.confirmationDialog.deleteConfirm') }));
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
    // A refused delete leaves the confirmation open for a retry.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: msg('ui.confirmationDialog.deleteConfirm') })).toBeEnabled(),
    );
    await expect(body().getByRole('alertdialog')).toBeVisible();
  },
};

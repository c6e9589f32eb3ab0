import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import {
  body,
  emptyList,
  failedList,
  listMaker,
  loadingList,
  padded,
  readOnlyAccess,
  screenArgs,
  viewerLoading,
  viewerNotFound,
} from '../../testing/listStories';
import { msg, storyLocale } from '../../testing/messages';
import {
  addOpensWizard,
  askToDeleteRow,
  cancelDelete,
  deletesRow,
  confirmRefusedDelete,
  listTable,
  offersNoChanges,
  rowButton,
  showsPage,
  sortsByColumn,
} from '../../testing/screenPlays';
import { makeContact } from '../contacts/contacts.mocks';
import { makeDocument } from '../documents/documents.mocks';
import { ClientsScreen } from './ClientsScreen';
import { makeClient, makeClients } from './clients.mocks';
import type { Client, ClientFilters } from './clients.types';

/** The second client as the screen names it in the story's language (its Arabic name in Arabic). */
const cairoSteel = () => (storyLocale().startsWith('ar') ? 'مصانع القاهرة للصلب' : 'Cairo Steel Works');

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
    ...screenArgs(),
    list: list(clients),
  },
} satisfies Meta<typeof ClientsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const table = await listTable(canvasElement, 9);
    await showsPage(canvasElement, { count: 8, total: 52, page: 1, pages: 6 });
    // Delete asks first, naming the client.
    const confirm = await askToDeleteRow(canvasElement, cairoSteel());
    await expect(confirm).toHaveTextContent(msg('widgets.crm.clients.screen.deleteMessage', { name: cairoSteel() }));
    await cancelDelete(confirm, args.onDelete);
    await sortsByColumn(table, 2, args.list.onChange, 'status');
    // "Add client" opens the wizard for a new client.
    await addOpensWizard(canvasElement, 'widgets.crm.clients.screen.add', 'widgets.crm.clients.wizard.createTitle');
  },
};

export const ReadOnly: Story = {
  args: { permissions: readOnlyAccess },
  play: async ({ canvasElement, args }) => {
    await offersNoChanges(canvasElement, 'widgets.crm.clients.screen.add', cairoSteel(), ['delete', 'edit']);
    await userEvent.click(rowButton(canvasElement, 'view', cairoSteel()));
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
    await listTable(canvasElement, 2);
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
    permissions: readOnlyAccess,
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
    const message = msg('widgets.crm.clients.screen.deleteMessage', { name: cairoSteel() });
    await deletesRow(canvasElement, cairoSteel(), message, args.onDelete, clients[1]);
  },
};

export const DeleteRefused: Story = {
  parameters: { screenshot: false },
  args: { onDelete: fn(async () => Promise.reject(new Error('refused'))) },
  play: async ({ canvasElement, args }) => {
    // A refused delete leaves the confirmation open for a retry.
    await confirmRefusedDelete(await askToDeleteRow(canvasElement, cairoSteel()), args.onDelete);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { makeClient, makeClients, makeContact, makeDocument } from './crm.mocks';
import { ClientsScreen } from './ClientsScreen';

const arabic = () => document.documentElement.lang === 'ar-EG';
const all = { view: true, create: true, edit: true, delete: true };
const clients = makeClients(8);

const meta = {
  title: 'Screens/CRM/Clients',
  component: ClientsScreen,
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    clients,
    total: 52,
    page: 1,
    perPage: 8,
    search: '',
    filters: { type: null, status: null },
    sort: { id: 'name', direction: 'ascending' },
    permissions: all,
    onPageChange: fn(),
    onSearchChange: fn(),
    onFiltersChange: fn(),
    onSortChange: fn(),
    onAdd: fn(),
    onEdit: fn(),
    onView: fn(),
    onDelete: fn(),
    onViewerClose: fn(),
    onDeleteConfirm: fn(async () => undefined),
    onDeleteCancel: fn(),
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
      arabic() ? 'عرض ٨ من ٥٢' : 'Showing 8 of 52',
    );
    await expect(canvas.getByText(arabic() ? 'صفحة ١ من ٧' : 'Page 1 of 7')).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: arabic() ? 'حذف Cairo Steel Works' : 'Delete Cairo Steel Works' }),
    );
    await expect(args.onDelete).toHaveBeenCalledWith(clients[1]);
    const statusHeader = within(table).getAllByRole('columnheader')[2]!;
    await userEvent.click(within(statusHeader).getByRole('button'));
    await expect(args.onSortChange).toHaveBeenCalledWith({ id: 'status', direction: 'ascending' });
    await userEvent.click(canvas.getAllByRole('button', { name: arabic() ? 'إضافة عميل' : 'Add client' })[0]!);
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
  },
};

export const ReadOnly: Story = {
  args: { permissions: { view: true, create: false, edit: false, delete: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: arabic() ? 'إضافة عميل' : 'Add client' })).toBeNull();
    await expect(
      canvas.queryByRole('button', { name: arabic() ? 'حذف Cairo Steel Works' : 'Delete Cairo Steel Works' }),
    ).toBeNull();
    await expect(
      canvas.queryByRole('button', { name: arabic() ? 'تعديل Cairo Steel Works' : 'Edit Cairo Steel Works' }),
    ).toBeNull();
    await userEvent.click(
      canvas.getByRole('button', { name: arabic() ? 'عرض Cairo Steel Works' : 'View Cairo Steel Works' }),
    );
    await expect(args.onView).toHaveBeenCalledWith(clients[1]);
  },
};

export const Filtered: Story = {
  args: { search: 'Cairo', filters: { type: 'business', status: 'lead' }, clients: [clients[1]!], total: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox')).toHaveValue('Cairo');
    await expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(2);
  },
};

export const Empty: Story = {
  args: { clients: [], total: 0, search: 'zzz' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      arabic() ? 'لا يوجد عملاء' : 'No clients found',
    );
  },
};

export const Loading: Story = {
  args: { clients: [], total: 0, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { clients: [], total: 0, error: 'Failed to connect to the server.', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Failed to connect to the server.');
    await userEvent.click(within(alert).getByRole('button'));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Viewer: Story = {
  args: {
    viewer: {
      state: 'ready',
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
    },
  },
  play: async ({ args }) => {
    const dialog = within(document.body).getByRole('dialog');
    await expect(within(dialog).getByRole('heading', { level: 2 })).toHaveTextContent(
      arabic() ? 'دلتا النيل للتجارة' : 'Nile Delta Trading',
    );
    await expect(dialog).toHaveTextContent('Salma Nabil');
    await expect(dialog).toHaveTextContent('supply-agreement-2026.pdf');
    await userEvent.click(within(dialog).getByRole('button', { name: arabic() ? 'حذف' : 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith(makeClient());
  },
};

export const ViewerReadOnly: Story = {
  args: {
    permissions: { view: true, create: false, edit: false, delete: false },
    viewer: { state: 'ready', client: makeClient({ status: 'lead' }), contacts: [], documents: [] },
  },
  play: async () => {
    const dialog = within(document.body).getByRole('dialog');
    await expect(within(dialog).queryByRole('toolbar')).toBeNull();
    await expect(dialog).toHaveTextContent(arabic() ? 'لا توجد جهات اتصال بعد.' : 'No contacts yet.');
  },
};

export const ViewerLoading: Story = {
  args: { viewer: { state: 'loading' } },
  play: async () => {
    await expect(within(document.body).getByTestId('viewer-skeleton')).toBeInTheDocument();
  },
};

export const ViewerNotFound: Story = {
  args: { viewer: { state: 'not-found' } },
  play: async ({ args }) => {
    const dialog = within(document.body).getByRole('dialog');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      arabic() ? 'هذا العميل غير موجود أو تم حذفه.' : 'This client does not exist or has been deleted.',
    );
    await userEvent.keyboard('{Escape}');
    await expect(args.onViewerClose).toHaveBeenCalledTimes(1);
  },
};

export const ConfirmDelete: Story = {
  args: { deleting: clients[1] },
  play: async ({ args }) => {
    const dialog = within(document.body).getByRole('alertdialog');
    await expect(dialog).toHaveTextContent(arabic() ? 'لا يمكن التراجع' : 'cannot be undone');
    await userEvent.click(within(dialog).getByRole('button', { name: arabic() ? 'حذف' : 'Delete' }));
    await expect(args.onDeleteConfirm).toHaveBeenCalledTimes(1);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { makeContactRow, makeContactRows } from '../crm.mocks';
import { ContactsScreen } from './ContactsScreen';

const arabic = () => document.documentElement.lang === 'ar-EG';
const all = { view: true, create: true, edit: true, delete: true };
const contacts = makeContactRows(6);

const meta = {
  title: 'Screens/CRM/Contacts',
  component: ContactsScreen,
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    contacts,
    total: 40,
    page: 2,
    perPage: 6,
    search: '',
    sort: { id: 'lastName', direction: 'ascending' },
    permissions: all,
    onPageChange: fn(),
    onSearchChange: fn(),
    onSortChange: fn(),
    onAdd: fn(),
    onEdit: fn(),
    onView: fn(),
    onDelete: fn(),
    onViewerClose: fn(),
    onDeleteConfirm: fn(async () => undefined),
    onDeleteCancel: fn(),
  },
} satisfies Meta<typeof ContactsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table');
    await expect(within(table).getAllByRole('row')).toHaveLength(7);
    await expect(canvasElement.querySelector('[data-list-summary]')).toHaveTextContent(
      arabic() ? 'عرض ٦ من ٤٠' : 'Showing 6 of 40',
    );
    await expect(canvas.getByText(arabic() ? 'صفحة ٢ من ٧' : 'Page 2 of 7')).toBeVisible();
    // The client column follows the language: the Arabic client name in Arabic.
    await expect(table).toHaveTextContent(arabic() ? 'مصانع القاهرة للصلب' : 'Cairo Steel Works');
    await userEvent.click(canvas.getByRole('button', { name: arabic() ? 'تعديل Salma Nabil' : 'Edit Salma Nabil' }));
    await expect(args.onEdit).toHaveBeenCalledWith(contacts[1]);
    const jobHeader = within(table).getAllByRole('columnheader')[1]!;
    await userEvent.click(within(jobHeader).getByRole('button'));
    await expect(args.onSortChange).toHaveBeenCalledWith({ id: 'jobTitle', direction: 'ascending' });
    // Enter searches at once, without waiting for the typing pause.
    await userEvent.type(canvas.getByRole('searchbox'), 'Nour{Enter}');
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('Nour');
  },
};

export const ReadOnly: Story = {
  args: { permissions: { view: true, create: false, edit: false, delete: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: arabic() ? 'إضافة جهة اتصال' : 'Add contact' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: arabic() ? 'حذف Hany Saleh' : 'Delete Hany Saleh' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: arabic() ? 'عرض Hany Saleh' : 'View Hany Saleh' }));
    await expect(args.onView).toHaveBeenCalledWith(contacts[0]);
  },
};

export const Empty: Story = {
  args: { contacts: [], total: 0, page: 1, search: 'zzz' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      arabic() ? 'لا توجد جهات اتصال' : 'No contacts found',
    );
  },
};

export const Loading: Story = {
  args: { contacts: [], total: 0, page: 1, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { contacts: [], total: 0, page: 1, error: 'Failed to connect to the server.', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Failed to connect to the server.');
    await userEvent.click(within(alert).getByRole('button'));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Viewer: Story = {
  args: { viewer: { state: 'ready', contact: makeContactRow() } },
  play: async ({ args }) => {
    const dialog = within(document.body).getByRole('dialog');
    await expect(within(dialog).getByRole('heading', { level: 2 })).toHaveTextContent('Hany Saleh');
    await expect(dialog).toHaveTextContent('hany.saleh@niledelta.example');
    await expect(dialog).toHaveTextContent(arabic() ? 'دلتا النيل للتجارة' : 'Nile Delta Trading');
    await userEvent.click(within(dialog).getByRole('button', { name: arabic() ? 'تعديل' : 'Edit' }));
    await expect(args.onEdit).toHaveBeenCalledWith(makeContactRow());
  },
};

export const ViewerNotFound: Story = {
  args: { viewer: { state: 'not-found' } },
  play: async ({ args }) => {
    const dialog = within(document.body).getByRole('dialog');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      arabic() ? 'جهة الاتصال هذه غير موجودة أو تم حذفها.' : 'This contact does not exist or has been deleted.',
    );
    await userEvent.keyboard('{Escape}');
    await expect(args.onViewerClose).toHaveBeenCalledTimes(1);
  },
};

export const ConfirmDelete: Story = {
  args: { deleting: contacts[1] },
  play: async ({ args }) => {
    const dialog = within(document.body).getByRole('alertdialog');
    await expect(dialog).toHaveTextContent('Salma Nabil');
    await expect(dialog).toHaveTextContent(arabic() ? 'لا يمكن التراجع' : 'cannot be undone');
    await userEvent.click(within(dialog).getByRole('button', { name: arabic() ? 'حذف' : 'Delete' }));
    await expect(args.onDeleteConfirm).toHaveBeenCalledTimes(1);
  },
};

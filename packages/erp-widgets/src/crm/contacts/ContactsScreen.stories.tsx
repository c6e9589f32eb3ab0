import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { localName } from '../../shared/format';
import * as kit from '../../testing/listStories';
import { msg, storyLocale } from '../../testing/messages';
import { mockLoadClients } from '../clients/clients.mocks';
import { ContactsScreen } from './ContactsScreen';
import { makeContactRow, makeContactRows } from './contacts.mocks';
import type { ContactFilters, ContactRow } from './contacts.types';

const contacts = makeContactRows(6);
const list = kit.listMaker<ContactRow, ContactFilters>({
  filters: { client: null },
  total: 40,
  page: 2,
  perPage: 10,
  sort: { id: 'lastName', direction: 'ascending' },
});
const rowButton = (
  id: 'ui.paginatedList.viewRow' | 'ui.paginatedList.editRow' | 'ui.paginatedList.deleteRow',
  label: string,
) => msg(id, { label });

const meta = {
  title: 'Screens/CRM/Contacts',
  component: ContactsScreen,
  decorators: [kit.padded],
  args: {
    ...kit.screenArgs(),
    list: list(contacts),
    loadClients: mockLoadClients(),
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
      msg('ui.paginatedList.summary', { count: 6, total: 40 }),
    );
    await expect(canvas.getByText(msg('ui.paginatedList.pageOf', { page: 2, pages: 4 }))).toBeVisible();
    // The client column follows the language: the Arabic client name in Arabic.
    await expect(table).toHaveTextContent(
      localName(storyLocale(), { name: 'Cairo Steel Works', nameAr: 'مصانع القاهرة للصلب' }),
    );
    // Edit opens the wizard on the contact.
    await userEvent.click(canvas.getByRole('button', { name: rowButton('ui.paginatedList.editRow', 'Salma Nabil') }));
    const wizard = kit.body().getByRole('dialog');
    await expect(within(wizard).getByRole('heading', { level: 2 })).toHaveTextContent(
      msg('widgets.crm.contacts.wizard.editTitle'),
    );
    await expect(within(wizard).getByRole('textbox', { name: msg('widgets.common.firstName') })).toHaveValue('Salma');
    await userEvent.click(within(wizard).getByRole('button', { name: msg('ui.wizard.cancel') }));
    await waitFor(() => expect(kit.body().queryByRole('dialog')).toBeNull());
    const jobHeader = within(table).getAllByRole('columnheader')[1]!;
    await userEvent.click(within(jobHeader).getByRole('button'));
    await expect(args.list.onChange).toHaveBeenCalledWith({ sort: { id: 'jobTitle', direction: 'ascending' } });
    // Enter searches at once, without waiting for the typing pause.
    await userEvent.type(canvas.getByRole('searchbox'), 'Nour{Enter}');
    await expect(args.list.onChange).toHaveBeenLastCalledWith({ search: 'Nour' });
  },
};

export const FilterByClient: Story = {
  parameters: { screenshot: false },
  args: (() => {
    const rows = [contacts[1]!];
    return { list: list(rows, { total: rows.length, page: 1, filters: { client: contacts[1]!.client } }) };
  })(),
  play: async ({ canvasElement }) => {
    // A client chosen by the link shows its name (in the active language) in the filter, found by typing.
    const filter = within(canvasElement).getByRole('combobox', { name: msg('widgets.common.client') });
    await expect(filter).toHaveValue(
      localName(storyLocale(), { name: 'Cairo Steel Works', nameAr: 'مصانع القاهرة للصلب' }),
    );
  },
};

export const ReadOnly: Story = {
  args: { permissions: kit.readOnlyAccess },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: msg('widgets.crm.contacts.screen.add') })).toBeNull();
    await expect(
      canvas.queryByRole('button', { name: rowButton('ui.paginatedList.deleteRow', 'Hany Saleh') }),
    ).toBeNull();
    await expect(
      canvas.queryByRole('button', { name: rowButton('ui.paginatedList.editRow', 'Hany Saleh') }),
    ).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: rowButton('ui.paginatedList.viewRow', 'Hany Saleh') }));
    await expect(args.onView).toHaveBeenCalledWith(contacts[0]);
  },
};

export const Empty: Story = kit.emptyList(
  list([], { total: 0, page: 1, search: 'zzz' }),
  'widgets.crm.contacts.screen.emptyTitle',
);

export const Loading: Story = kit.loadingList(list([], { total: 0, page: 1, isLoading: true }));

export const ErrorState: Story = kit.failedList(
  list([], { total: 0, page: 1, error: 'Failed to connect to the server.', onRetry: fn() }),
);

export const Viewer: Story = {
  args: { viewer: { status: 'ready', record: makeContactRow() } },
  play: async ({ args }) => {
    const dialog = kit.body().getByRole('dialog');
    await expect(within(dialog).getByRole('heading', { level: 2 })).toHaveTextContent('Hany Saleh');
    await expect(dialog).toHaveTextContent('hany.saleh@niledelta.example');
    await expect(dialog).toHaveTextContent(
      localName(storyLocale(), { name: 'Nile Delta Trading', nameAr: 'دلتا النيل للتجارة' }),
    );
    // Edit from the viewer closes it and opens the wizard on the contact.
    await userEvent.click(within(dialog).getByRole('button', { name: msg('widgets.common.edit') }));
    await expect(args.onViewerClose).toHaveBeenCalledTimes(1);
    const wizard = kit.body().getByRole('dialog', { name: msg('widgets.crm.contacts.wizard.editTitle') });
    await userEvent.click(within(wizard).getByRole('button', { name: msg('ui.wizard.cancel') }));
    await waitFor(() => expect(kit.body().getAllByRole('dialog')).toHaveLength(1));
  },
};

export const ViewerNotFound: Story = kit.viewerNotFound('widgets.crm.contacts.viewer.notFound', { closes: true });

export const ConfirmDelete: Story = {
  play: async ({ canvasElement, args }) => {
    const deleteRow = () =>
      within(canvasElement).getByRole('button', { name: rowButton('ui.paginatedList.deleteRow', 'Salma Nabil') });
    await userEvent.click(deleteRow());
    const dialog = kit.body().getByRole('alertdialog');
    await expect(dialog).toHaveTextContent(msg('widgets.crm.contacts.screen.deleteMessage', { name: 'Salma Nabil' }));
    // Confirming deletes the contact; the confirmation closes once the delete has succeeded.
    await userEvent.click(within(dialog).getByRole('button', { name: msg('ui.confirmationDialog.deleteConfirm') }));
    await expect(args.onDelete).toHaveBeenCalledWith(contacts[1]);
    await waitFor(() => expect(kit.body().queryByRole('alertdialog')).toBeNull());
    await userEvent.click(deleteRow());
    await expect(kit.body().getByRole('alertdialog')).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { localName } from '../../shared/format';
import * as kit from '../../testing/listStories';
import { msg, storyLocale } from '../../testing/messages';
import { deletesRow, listTable, offersNoChanges, rowButton, showsPage, sortsByColumn } from '../../testing/screenPlays';
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
    const table = await listTable(canvasElement, 7);
    await showsPage(canvasElement, { count: 6, total: 40, page: 2, pages: 4 });
    // The client column follows the language: the Arabic client name in Arabic.
    await expect(table).toHaveTextContent(
      localName(storyLocale(), { name: 'Cairo Steel Works', nameAr: 'مصانع القاهرة للصلب' }),
    );
    // Edit opens the wizard on the contact.
    await userEvent.click(rowButton(canvasElement, 'edit', 'Salma Nabil'));
    const wizard = kit.body().getByRole('dialog');
    await expect(within(wizard).getByRole('heading', { level: 2 })).toHaveTextContent(
      msg('widgets.crm.contacts.wizard.editTitle'),
    );
    await expect(within(wizard).getByRole('textbox', { name: msg('widgets.common.firstName') })).toHaveValue('Salma');
    await userEvent.click(within(wizard).getByRole('button', { name: msg('ui.wizard.cancel') }));
    await waitFor(() => expect(kit.body().queryByRole('dialog')).toBeNull());
    await sortsByColumn(table, 1, args.list.onChange, 'jobTitle');
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
    await offersNoChanges(canvasElement, 'widgets.crm.contacts.screen.add', 'Hany Saleh', ['delete', 'edit']);
    await userEvent.click(rowButton(canvasElement, 'view', 'Hany Saleh'));
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
    const message = msg('widgets.crm.contacts.screen.deleteMessage', { name: 'Salma Nabil' });
    await deletesRow(canvasElement, 'Salma Nabil', message, args.onDelete, contacts[1]);
  },
};

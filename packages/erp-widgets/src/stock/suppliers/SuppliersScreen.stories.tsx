import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import * as kit from '../../testing/listStories';
import { msg, storyLocale } from '../../testing/messages';
import { listTable } from '../../testing/screenPlays';
import { ITEMS, SUPPLIERS, makeSupplier } from '../stock.mocks';
import { SuppliersScreen } from './SuppliersScreen';
import type { Supplier, SupplierFilters } from './suppliers.types';

const shown = (s: Supplier) => (storyLocale().startsWith('ar') ? s.nameAr : s.name);
const list = kit.listMaker<Supplier, SupplierFilters>({ filters: { status: null } });
const detail = { supplier: SUPPLIERS[0]!, items: ITEMS.slice(0, 3), itemCount: 26 };

const meta = {
  title: 'Screens/Stock/Suppliers',
  component: SuppliersScreen,
  decorators: [kit.padded],
  args: {
    ...kit.screenArgs(),
    list: list(SUPPLIERS),
  },
} satisfies Meta<typeof SuppliersScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await listTable(canvasElement, SUPPLIERS.length + 1);
  },
};

export const Empty: Story = {
  parameters: { screenshot: false },
  ...kit.emptyList(list([]), 'widgets.stock.suppliers.screen.emptyTitle'),
};

export const Loading: Story = { parameters: { screenshot: false }, ...kit.loadingList(list([], { isLoading: true })) };

export const Details: Story = {
  args: { viewer: { status: 'ready', record: detail } },
  play: async () => {
    const dialog = kit.body().getByRole('dialog');
    await expect(within(dialog).getByRole('link', { name: ITEMS[0]!.name })).toHaveAttribute(
      'href',
      `/app/stock/inventory?view=${ITEMS[0]!.id}`,
    );
    await expect(dialog).toHaveTextContent(
      msg('widgets.stock.suppliers.modal.moreItems', { shown: '3', count: '26' }).replace(/\d+/g, (n) =>
        new Intl.NumberFormat(storyLocale()).format(Number(n)),
      ),
    );
  },
};

export const DetailsReadOnly: Story = {
  parameters: { screenshot: false },
  args: {
    permissions: kit.readOnlyAccess,
    viewer: { status: 'ready', record: { ...detail, items: [], itemCount: 0 } },
  },
  play: async () => {
    const dialog = kit.body().getByRole('dialog');
    await expect(dialog).toHaveTextContent(msg('widgets.stock.suppliers.modal.noItems'));
    await expect(within(dialog).queryByRole('button', { name: msg('widgets.common.edit') })).toBeNull();
    await expect(within(dialog).queryByRole('button', { name: msg('widgets.common.delete') })).toBeNull();
  },
};

export const Edit: Story = {
  parameters: { screenshot: false },
  args: { viewer: { status: 'ready', record: detail } },
  play: async ({ args }) => {
    await userEvent.click(kit.dialogButton(msg('widgets.common.edit')));
    const dialog = within(kit.body().getByRole('dialog'));
    await expect(dialog.getByRole('heading', { level: 2 })).toHaveTextContent(
      msg('widgets.stock.suppliers.modal.editTitle'),
    );
    await expect(dialog.getByRole('textbox', { name: msg('widgets.common.email') })).toHaveValue(SUPPLIERS[0]!.email);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const EditInvalid: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: msg('widgets.stock.suppliers.screen.add') }),
    );
    const dialog = within(kit.body().getByRole('dialog'));
    await userEvent.type(dialog.getByRole('textbox', { name: msg('widgets.common.email') }), 'no-at-sign');
    await userEvent.click(dialog.getByRole('button', { name: msg('widgets.stock.suppliers.screen.add') }));
    await expect(kit.body().getByRole('dialog')).toHaveTextContent(msg('widgets.common.emailInvalid'));
    await expect(kit.body().getByRole('dialog')).toHaveTextContent(msg('widgets.common.required'));
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const ConfirmDelete: Story = {
  parameters: { screenshot: false },
  args: { viewer: { status: 'ready', record: detail } },
  play: async ({ args }) => {
    await userEvent.click(kit.dialogButton(msg('widgets.common.delete')));
    const dialog = kit.body().getByRole('alertdialog');
    await expect(dialog).toHaveTextContent(
      msg('widgets.stock.suppliers.modal.deleteMessage', { name: shown(SUPPLIERS[0]!) }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: msg('widgets.common.delete') }));
    await expect(args.onDelete).toHaveBeenCalledWith(SUPPLIERS[0]);
    await waitFor(() => expect(args.onViewerClose).toHaveBeenCalled());
  },
};

export const NotFound: Story = {
  parameters: { screenshot: false },
  args: { viewer: { status: 'not-found' } },
  play: async () => {
    await expect(kit.body().getByRole('dialog')).toHaveTextContent(msg('widgets.stock.suppliers.modal.notFound'));
  },
};

export const LongContent: Story = {
  parameters: { screenshot: false },
  args: {
    list: list([
      makeSupplier({
        name: 'The Egyptian Company for Industrial Supplies, Steel Structures and General Contracting (S.A.E.)',
        nameAr: 'الشركة المصرية للتوريدات الصناعية والهياكل المعدنية والمقاولات العامة (ش.م.م)',
      }),
    ]),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).toHaveTextContent(/Egyptian|المصرية/);
  },
};

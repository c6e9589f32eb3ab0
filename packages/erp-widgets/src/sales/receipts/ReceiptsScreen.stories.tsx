import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import * as kit from '../../testing/listStories';
import { msg, storyLocale } from '../../testing/messages';
import { askToDeleteRow, confirmDelete, listTable, offersNoChanges, openRowMenu } from '../../testing/screenPlays';
import { salesScreenArgs, sortsByCreated, withViewerState } from '../salesStories';
import {
  makeCashReceipt,
  makeInvoiceSearch,
  makeReceipt,
  makeReceiptPermissions,
  makeReceipts,
} from './receipts.mocks';
import type { Receipt, ReceiptFilters } from './receipts.types';
import { ReceiptsScreen } from './ReceiptsScreen';

const receipts = makeReceipts();
const list = kit.listMaker<Receipt, ReceiptFilters>({
  total: 23,
  perPage: 10,
  filters: { method: null, date: null },
});

const meta = {
  title: 'Screens/Sales/Receipts',
  component: ReceiptsScreen,
  render: withViewerState(ReceiptsScreen),
  decorators: [kit.padded],
  args: {
    ...salesScreenArgs(),
    list: list(receipts),
    permissions: makeReceiptPermissions(),
    searchInvoices: makeInvoiceSearch(),
  },
} satisfies Meta<typeof ReceiptsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const table = await listTable(canvasElement, receipts.length + 1);
    await expect(table).toHaveTextContent(storyLocale() === 'ar-EG' ? 'الجيزة للأدوية' : 'Giza Pharma');
    await expect(table).toHaveTextContent(msg('widgets.common.paymentMethod.check'));
    await sortsByCreated(canvasElement, args.list.onChange);
  },
};

export const RowActions: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const first = receipts[0]!;
    const menu = await openRowMenu(canvasElement, first.receiptNumber);
    await userEvent.click(within(menu).getByRole('menuitem', { name: msg('widgets.sales.documents.action.print') }));
    await expect(args.onPrint).toHaveBeenCalledWith(first);
    const confirm = await askToDeleteRow(canvasElement, first.receiptNumber);
    await expect(confirm).toHaveTextContent(
      msg('widgets.sales.receipts.screen.deleteLinkedMessage', {
        number: first.receiptNumber,
        invoiceNumber: first.invoiceNumber,
      }),
    );
    await confirmDelete(confirm, args.onDelete, first);
  },
};

export const ReadOnly: Story = {
  parameters: { screenshot: false },
  args: { permissions: makeReceiptPermissions({ create: false, edit: false, delete: false }) },
  play: async ({ canvasElement }) => {
    await offersNoChanges(canvasElement, 'widgets.sales.receipts.screen.add', receipts[0]!.receiptNumber, ['edit']);
  },
};

export const Empty: Story = kit.emptyList(
  list([], { total: 0, search: 'zzz' }),
  'widgets.sales.receipts.screen.emptyTitle',
);

export const Loading: Story = kit.loadingList(list([], { total: 0, isLoading: true }));

export const ErrorState: Story = kit.failedList(
  list([], { total: 0, error: 'Failed to connect to the server.', onRetry: fn() }),
);

export const Viewer: Story = {
  args: { viewer: { status: 'ready', record: makeReceipt() } },
  play: async () => {
    const dialog = kit.body().getByRole('dialog');
    await expect(within(dialog).getByRole('heading', { level: 2 })).toHaveTextContent(
      msg('widgets.sales.receipts.viewer.title', { number: 'REC-2026-000051' }),
    );
    await expect(dialog).toHaveTextContent('INV-2026-000123');
    await expect(dialog).toHaveTextContent(msg('widgets.common.paymentMethod.bankTransfer'));
  },
};

export const ViewerWithoutInvoice: Story = {
  parameters: { screenshot: false },
  args: { viewer: { status: 'ready', record: { ...makeCashReceipt({ paymentMethod: '' }), vatRate: Number.NaN } } },
  play: async () => {
    const dialog = kit.body().getByRole('dialog');
    await expect(dialog).toHaveTextContent(msg('widgets.sales.receipts.field.noInvoice'));
    await expect(dialog).not.toHaveTextContent('NaN');
    await expect(dialog).toHaveTextContent(msg('widgets.common.none'));
  },
};

export const ViewerNotFound: Story = kit.viewerNotFound('widgets.sales.receipts.viewer.notFound');

export const ConfirmDelete: Story = {
  args: { viewer: { status: 'ready', record: makeCashReceipt() } },
  play: async ({ args }) => {
    await userEvent.click(kit.dialogButton(msg('widgets.common.delete')));
    await expect(args.onViewerClose).toHaveBeenCalledTimes(1);
    await expect(await kit.body().findByRole('alertdialog')).toHaveTextContent(
      msg('widgets.sales.receipts.screen.deleteMessage', { number: 'REC-2026-000052' }),
    );
  },
};

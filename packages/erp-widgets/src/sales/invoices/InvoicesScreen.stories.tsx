import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import * as kit from '../../testing/listStories';
import { msg, storyLocale, type MessageId } from '../../testing/messages';
import { confirmAction, confirmWith, listTable, openRowMenu } from '../../testing/screenPlays';
import { MOCK_TODAY } from '../sales.mocks';
import { salesScreenArgs, sortsByCreated, withViewerState } from '../salesStories';
import { egp } from '../sales.testing';
import {
  makeDraftInvoice,
  makeInvoice,
  makeInvoiceDetail,
  makeInvoicePermissions,
  makeInvoices,
  makePayment,
} from './invoices.mocks';
import type { Invoice, InvoiceFilters } from './invoices.types';
import { InvoicesScreen } from './InvoicesScreen';

const invoices = makeInvoices();
const list = kit.listMaker<Invoice, InvoiceFilters>({
  total: 52,
  perPage: 10,
  filters: { due: null, status: null },
});
const viewerOf = (invoice: Invoice, payments = [makePayment()]) =>
  ({ status: 'ready', record: makeInvoiceDetail(invoice, payments) }) as const;
const viewerButton = (id: MessageId) => kit.dialogButton(msg(id));

const partiallyPaid = makeInvoice({ status: 'Partially Paid', amountPaid: 1000, lastPaymentMethod: 'Bank Transfer' });

const meta = {
  title: 'Screens/Sales/Invoices',
  component: InvoicesScreen,
  render: withViewerState(InvoicesScreen),
  decorators: [kit.padded],
  args: {
    ...salesScreenArgs(),
    list: list(invoices),
    permissions: makeInvoicePermissions(),
    onIssue: fn(async () => undefined),
    onPay: fn(async () => undefined),
    onCreateReceipt: fn(async () => undefined),
    onCancel: fn(async () => undefined),
  },
} satisfies Meta<typeof InvoicesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const table = await listTable(canvasElement, invoices.length + 1);
    // Statuses are the schema's labels; clients are named in the language of the page.
    await expect(table).toHaveTextContent(msg('schema.invoiceStatus.Partially Paid'));
    await expect(table).toHaveTextContent(storyLocale() === 'ar-EG' ? 'مصانع القاهرة للصلب' : 'Cairo Steel Works');
    await expect(table).toHaveTextContent(msg('widgets.sales.documents.due.overdueDays', { days: 11 }));
    await sortsByCreated(canvasElement, args.list.onChange);
  },
};

export const DraftRowActions: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const draft = invoices[2]!;
    const menu = await openRowMenu(canvasElement, draft.invoiceNumber);
    await expect(within(menu).queryByRole('menuitem', { name: msg('widgets.common.payment.title') })).toBeNull();
    await userEvent.click(within(menu).getByRole('menuitem', { name: msg('widgets.sales.invoices.screen.issue') }));
    await confirmAction('widgets.sales.invoices.screen.issueConfirm', args.onIssue, draft);
  },
};

export const ReadOnly: Story = {
  parameters: { screenshot: false },
  args: { permissions: makeInvoicePermissions({ create: false, edit: false, delete: false, createReceipt: false }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: msg('widgets.sales.invoices.screen.add') })).toBeNull();
    const first = invoices[0]!;
    const menu = await openRowMenu(canvasElement, first.invoiceNumber);
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual([msg('widgets.sales.documents.action.print'), msg('widgets.sales.documents.action.downloadPdf')]);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(
      canvas.getByRole('button', { name: msg('ui.paginatedList.viewRow', { label: first.invoiceNumber }) }),
    );
    await expect(args.onView).toHaveBeenCalledWith(first);
  },
};

export const Empty: Story = kit.emptyList(
  list([], { total: 0, search: 'zzz' }),
  'widgets.sales.invoices.screen.emptyTitle',
);

export const Loading: Story = kit.loadingList(list([], { total: 0, isLoading: true }));

export const ErrorState: Story = kit.failedList(
  list([], { total: 0, error: 'Failed to connect to the server.', onRetry: fn() }),
);

export const Viewer: Story = {
  args: { viewer: viewerOf(partiallyPaid) },
  play: async () => {
    const dialog = kit.body().getByRole('dialog');
    await expect(within(dialog).getByRole('heading', { level: 2 })).toHaveTextContent(
      msg('widgets.sales.invoices.viewer.title', { number: partiallyPaid.invoiceNumber }),
    );
    await expect(dialog).toHaveTextContent(msg('schema.invoiceStatus.Partially Paid'));
    await expect(dialog).toHaveTextContent(msg('widgets.sales.documents.viewer.paymentHistory'));
    await expect(dialog).toHaveTextContent('purchase-order-7781.pdf');
    await expect(within(dialog).queryByRole('button', { name: msg('widgets.common.edit') })).toBeNull();
  },
};

export const ViewerMissingValues: Story = {
  parameters: { screenshot: false },
  args: {
    viewer: viewerOf({ ...makeInvoice({ dueDate: '', clientName: '', clientNameAr: '' }), vatRate: Number.NaN }, []),
  },
  play: async () => {
    const dialog = kit.body().getByRole('dialog');
    await expect(dialog).not.toHaveTextContent('NaN');
    await expect(dialog).toHaveTextContent(msg('widgets.common.none'));
    await expect(dialog).toHaveTextContent(msg('widgets.sales.documents.viewer.noPayments'));
  },
};

export const ViewerLoading: Story = { ...kit.viewerLoading, parameters: { screenshot: false } };

export const ViewerNotFound: Story = kit.viewerNotFound('widgets.sales.invoices.viewer.notFound');

export const ConfirmIssue: Story = {
  args: { viewer: viewerOf(makeDraftInvoice(), []) },
  play: async ({ args }) => {
    await userEvent.click(viewerButton('widgets.sales.invoices.screen.issue'));
    await expect(args.onViewerClose).toHaveBeenCalledTimes(1);
    const confirm = await kit.body().findByRole('alertdialog');
    await expect(confirm).toHaveTextContent(msg('widgets.sales.invoices.screen.issueMessage'));
  },
};

export const IssueRefused: Story = {
  parameters: { screenshot: false },
  args: { viewer: viewerOf(makeDraftInvoice(), []), onIssue: fn(() => Promise.reject(new Error('refused'))) },
  play: async ({ args }) => {
    await userEvent.click(viewerButton('widgets.sales.invoices.screen.issue'));
    await confirmWith('widgets.sales.invoices.screen.issueConfirm');
    await expect(args.onIssue).toHaveBeenCalledTimes(1);
    // The app reports why in one toast; the confirmation stays open for a retry.
    await expect(kit.body().getByRole('alertdialog')).toBeVisible();
  },
};

export const RecordPayment: Story = {
  args: { viewer: viewerOf(partiallyPaid) },
  play: async ({ args }) => {
    await userEvent.click(viewerButton('widgets.common.payment.title'));
    const dialog = await kit.body().findByRole('dialog');
    // The method of the invoice's last payment is proposed.
    await expect(
      within(dialog).getByRole('button', { name: new RegExp(msg('widgets.common.payment.method')) }),
    ).toHaveTextContent(msg('widgets.common.paymentMethod.bankTransfer'));
    await expect(dialog.querySelector('[data-summary="payment"]')).toHaveTextContent(egp(partiallyPaid.remaining));
    await expect(args.onPay).not.toHaveBeenCalled();
  },
};

export const PaymentSubmitted: Story = {
  parameters: { screenshot: false },
  args: { viewer: viewerOf(partiallyPaid) },
  play: async ({ args }) => {
    await userEvent.click(viewerButton('widgets.common.payment.title'));
    const dialog = await kit.body().findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: msg('widgets.common.payment.title') }));
    await waitFor(() =>
      expect(args.onPay).toHaveBeenCalledWith(
        partiallyPaid,
        expect.objectContaining({ amount: partiallyPaid.remaining, method: 'Bank Transfer', date: MOCK_TODAY }),
      ),
    );
    await waitFor(() => expect(kit.body().queryByRole('dialog')).toBeNull());
  },
};

export const CreateReceipt: Story = {
  args: { viewer: viewerOf(makeInvoice({ status: 'Paid', lastPaymentMethod: 'Cash' })) },
  play: async () => {
    await userEvent.click(viewerButton('widgets.sales.invoices.receiptDialog.title'));
    const dialog = await kit.body().findByRole('dialog');
    await expect(dialog).toHaveTextContent(msg('widgets.sales.invoices.receiptDialog.intro'));
    await expect(
      within(dialog).getByRole('button', { name: new RegExp(msg('widgets.common.payment.method')) }),
    ).toHaveTextContent(msg('widgets.common.paymentMethod.cash'));
  },
};

export const ReceiptAlreadyExists: Story = {
  parameters: { screenshot: false },
  args: {
    viewer: viewerOf(makeInvoice({ status: 'Paid', receipt: 're_mock00000001', receiptNumber: 'REC-2026-000051' })),
  },
  play: async () => {
    await userEvent.click(viewerButton('widgets.sales.invoices.receiptDialog.title'));
    const dialog = await kit.body().findByRole('dialog');
    await expect(dialog).toHaveAttribute('data-receipt-exists');
    await expect(dialog).toHaveTextContent(
      msg('widgets.sales.documents.receiptOfInvoice.alreadyExists', { receiptNumber: 'REC-2026-000051' }),
    );
  },
};

export const ConfirmCancel: Story = {
  args: { viewer: viewerOf(partiallyPaid) },
  play: async () => {
    await userEvent.click(viewerButton('widgets.sales.invoices.cancelDialog.confirm'));
    const confirm = await kit.body().findByRole('alertdialog');
    await expect(confirm).toHaveTextContent(
      msg('widgets.sales.invoices.cancelDialog.paidWarning', { amount: egp(1000) }),
    );
  },
};

export const ConfirmDelete: Story = {
  args: { viewer: viewerOf(makeDraftInvoice(), []) },
  play: async ({ args }) => {
    await userEvent.click(viewerButton('widgets.common.delete'));
    const confirm = await kit.body().findByRole('alertdialog');
    await expect(confirm).toHaveTextContent(
      msg('widgets.sales.invoices.screen.deleteMessage', { number: 'INV-2026-000124' }),
    );
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

export const AddOpensWizard: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getAllByRole('button', { name: msg('widgets.sales.invoices.screen.add') })[0]!,
    );
    const wizard = await kit.body().findByRole('dialog');
    await expect(within(wizard).getByRole('heading', { level: 2 })).toHaveTextContent(
      msg('widgets.sales.invoices.wizard.createTitle'),
    );
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import * as kit from '../../testing/listStories';
import { msg, storyLocale, type MessageId } from '../../testing/messages';
import { confirmAction, confirmWith, listTable, openRowMenu } from '../../testing/screenPlays';
import { serverDay } from '../sales.mocks';
import { salesScreenArgs, sortsByCreated, withViewerState } from '../salesStories';
import { makeInvoicedQuotation, makeQuotation, makeQuotationPermissions, makeQuotations } from './quotations.mocks';
import type { Quotation, QuotationFilters } from './quotations.types';
import { QuotationsScreen } from './QuotationsScreen';

const quotations = makeQuotations();
const list = kit.listMaker<Quotation, QuotationFilters>({
  total: 37,
  perPage: 10,
  filters: { status: null, validUntil: null },
});
const viewerOf = (quotation: Quotation) => ({ status: 'ready', record: quotation }) as const;
const viewerButton = (id: MessageId) => kit.dialogButton(msg(id));
const sent = makeQuotation({ status: 'SENT' });

const meta = {
  title: 'Screens/Sales/Quotations',
  component: QuotationsScreen,
  render: withViewerState(QuotationsScreen),
  decorators: [kit.padded],
  args: {
    ...salesScreenArgs(),
    list: list(quotations),
    permissions: makeQuotationPermissions(),
    onTransition: fn(async () => undefined),
    onGenerateInvoice: fn(async () => undefined),
    onOpenInvoice: fn(),
  },
} satisfies Meta<typeof QuotationsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const table = await listTable(canvasElement, quotations.length + 1);
    await expect(table).toHaveTextContent(msg('schema.quotationStatus.ACCEPTED'));
    await expect(table).toHaveTextContent(msg('widgets.sales.quotations.screen.generated'));
    await expect(table).toHaveTextContent(storyLocale() === 'ar-EG' ? 'الجيزة للأدوية' : 'Giza Pharma');
    await sortsByCreated(canvasElement, args.list.onChange);
  },
};

export const SentRowActions: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const row = quotations[1]!;
    const menu = await openRowMenu(canvasElement, row.quotationNumber);
    await expect(within(menu).queryByRole('menuitem', { name: msg('widgets.common.edit') })).toBeNull();
    await userEvent.click(within(menu).getByRole('menuitem', { name: msg('widgets.sales.quotations.screen.accept') }));
    await confirmAction('widgets.sales.quotations.screen.acceptConfirm', args.onTransition, row, 'accept');
  },
};

export const ValidUntilFilter: Story = {
  parameters: { screenshot: false },
  args: { list: list(quotations, { filters: { status: 'SENT', validUntil: 'next30Days' } }) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(msg('ui.paginatedList.rangeNext30Days'));
  },
};

export const Empty: Story = kit.emptyList(
  list([], { total: 0, search: 'zzz' }),
  'widgets.sales.quotations.screen.emptyTitle',
);

export const Loading: Story = kit.loadingList(list([], { total: 0, isLoading: true }));

export const ErrorState: Story = kit.failedList(
  list([], { total: 0, error: 'Failed to connect to the server.', onRetry: fn() }),
);

export const Viewer: Story = {
  args: { viewer: viewerOf(makeInvoicedQuotation()) },
  play: async ({ args }) => {
    const dialog = kit.body().getByRole('dialog');
    await expect(within(dialog).getByRole('heading', { level: 2 })).toHaveTextContent(
      msg('widgets.sales.quotations.viewer.title', { number: 'QUO-2026-000043' }),
    );
    await expect(dialog).toHaveTextContent(msg('schema.quotationStatus.ACCEPTED'));
    await expect(dialog).toHaveTextContent('INV-2026-000130');
    await userEvent.click(
      within(dialog).getByRole('button', { name: msg('widgets.sales.quotations.screen.openInvoice') }),
    );
    await expect(args.onOpenInvoice).toHaveBeenCalledTimes(1);
  },
};

export const ViewerPastValidity: Story = {
  parameters: { screenshot: false },
  args: { viewer: viewerOf(makeQuotation({ validUntil: serverDay('2026-11-01') })) },
  play: async () => {
    await expect(kit.body().getByTestId('quotation-past-validity')).toBeVisible();
  },
};

export const ViewerNotFound: Story = kit.viewerNotFound('widgets.sales.quotations.viewer.notFound');

export const ConfirmSend: Story = {
  args: { viewer: viewerOf(makeQuotation()) },
  play: async ({ args }) => {
    await userEvent.click(viewerButton('widgets.sales.quotations.screen.send'));
    await expect(args.onViewerClose).toHaveBeenCalledTimes(1);
    const confirm = await kit.body().findByRole('alertdialog');
    await expect(confirm).toHaveTextContent(msg('widgets.sales.quotations.screen.sendMessage'));
  },
};

export const ConfirmReject: Story = {
  args: { viewer: viewerOf(sent) },
  play: async () => {
    await userEvent.click(viewerButton('widgets.common.reject'));
    const confirm = await kit.body().findByRole('alertdialog');
    await expect(confirm).toHaveTextContent(msg('widgets.sales.quotations.screen.rejectMessage'));
  },
};

export const TransitionRefused: Story = {
  parameters: { screenshot: false },
  args: { viewer: viewerOf(sent), onTransition: fn(() => Promise.reject(new Error('refused'))) },
  play: async ({ args }) => {
    await userEvent.click(viewerButton('widgets.sales.quotations.screen.accept'));
    await confirmWith('widgets.sales.quotations.screen.acceptConfirm');
    await expect(args.onTransition).toHaveBeenCalledWith(sent, 'accept');
    await expect(kit.body().getByRole('alertdialog')).toBeVisible();
  },
};

export const GenerateInvoice: Story = {
  args: { viewer: viewerOf(makeQuotation({ status: 'ACCEPTED' })) },
  play: async () => {
    await userEvent.click(viewerButton('widgets.sales.quotations.invoiceDialog.title'));
    const dialog = await kit.body().findByRole('dialog');
    await expect(dialog).toHaveTextContent(msg('widgets.sales.quotations.invoiceDialog.intro'));
  },
};

export const GenerateInvoiceSubmitted: Story = {
  parameters: { screenshot: false },
  args: { viewer: viewerOf(makeQuotation({ status: 'ACCEPTED' })) },
  play: async ({ args }) => {
    await userEvent.click(viewerButton('widgets.sales.quotations.invoiceDialog.title'));
    const dialog = await kit.body().findByRole('dialog');
    await userEvent.click(
      within(dialog).getByRole('button', { name: msg('widgets.sales.quotations.invoiceDialog.title') }),
    );
    await waitFor(() => expect(args.onGenerateInvoice).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(kit.body().queryByRole('dialog')).toBeNull());
  },
};

export const ConfirmDelete: Story = {
  args: { viewer: viewerOf(makeQuotation()) },
  play: async () => {
    await userEvent.click(viewerButton('widgets.common.delete'));
    await expect(await kit.body().findByRole('alertdialog')).toHaveTextContent(
      msg('widgets.sales.quotations.screen.deleteMessage', { number: 'QUO-2026-000041' }),
    );
  },
};

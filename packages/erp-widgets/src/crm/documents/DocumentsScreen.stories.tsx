import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import {
  body,
  emptyList,
  failedList,
  listMaker,
  loadingList,
  padded,
  screenArgs,
  viewerNotFound,
} from '../../testing/listStories';
import { msg, storyLocale } from '../../testing/messages';
import { addOpensWizard, deletesRow, listTable, offersNoChanges, sortsByColumn } from '../../testing/screenPlays';
import { mockLoadClients } from '../clients/clients.mocks';
import { DocumentsScreen } from './DocumentsScreen';
import { makeDocumentRow, makeDocumentRows } from './documents.mocks';
import type { DocumentFilters, DocumentRow } from './documents.types';

const all = { view: true, create: true, edit: true, delete: true, download: true };
const readOnly = { view: true, create: false, edit: false, delete: false, download: false };
const documents = makeDocumentRows(5);
const list = listMaker<DocumentRow, DocumentFilters>({
  filters: { type: null },
  sort: { id: 'updated', direction: 'descending' },
});
// A small image, so the preview renders without a server.
const IMAGE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="160"><rect width="320" height="160" fill="#dbeafe"/><rect x="24" y="24" width="180" height="16" fill="#1e3a8a"/><rect x="24" y="56" width="272" height="10" fill="#64748b"/><rect x="24" y="76" width="240" height="10" fill="#64748b"/></svg>',
  );

const meta = {
  title: 'Screens/CRM/Documents',
  component: DocumentsScreen,
  decorators: [padded],
  args: {
    ...screenArgs(),
    list: list(documents),
    permissions: all,
    loadClients: mockLoadClients(),
    onDownload: fn((): Promise<void> => Promise.resolve()),
  },
} satisfies Meta<typeof DocumentsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const table = await listTable(canvasElement, 6);
    await expect(table).toHaveTextContent(msg('schema.documentType.contract'));
    await expect(table).toHaveTextContent('supply-agreement-2026.pdf');
    // File sizes in the locale's digits and units.
    await expect(table).toHaveTextContent(storyLocale().startsWith('ar') ? '٢٤٢٫٥ كيلوبايت' : '242.5 KB');
    await sortsByColumn(table, 4, args.list.onChange, 'fileSize');
    // "Upload document" opens the upload wizard.
    await addOpensWizard(canvasElement, 'widgets.crm.documents.screen.add', 'widgets.crm.documents.wizard.createTitle');
  },
};

export const FilteredByType: Story = {
  parameters: { screenshot: false },
  args: { list: list([documents[2]!], { filters: { type: 'legal' }, total: 1 }) },
  play: async ({ canvasElement }) => {
    const table = await listTable(canvasElement, 2);
    await expect(table).toHaveTextContent(msg('schema.documentType.legal'));
  },
};

export const ReadOnly: Story = {
  args: { permissions: readOnly },
  play: async ({ canvasElement }) => {
    await offersNoChanges(canvasElement, 'widgets.crm.documents.screen.add', 'Supply agreement 2026', ['delete']);
  },
};

export const Empty: Story = emptyList(list([], { total: 0, search: 'zzz' }), 'widgets.crm.documents.screen.emptyTitle');

export const Loading: Story = loadingList(list([], { total: 0, isLoading: true }));

export const ErrorState: Story = failedList(list([], { total: 0, error: true, onRetry: fn() }));

export const ViewerImagePreview: Story = {
  args: {
    viewer: { status: 'ready', record: documents[2]! },
    preview: { status: 'ready', url: IMAGE },
  },
  play: async ({ args }) => {
    const dialog = body().getByRole('dialog');
    await expect(within(dialog).getByRole('img', { name: 'Commercial register' })).toBeVisible();
    await expect(dialog).toHaveTextContent('KYC');
    // The download button stays pending until the download settles.
    let finish = () => undefined as void;
    args.onDownload.mockImplementationOnce(() => new Promise<void>((resolve) => (finish = resolve)));
    const download = within(dialog).getByRole('button', { name: msg('widgets.crm.documents.viewer.download') });
    await userEvent.click(download);
    await expect(args.onDownload).toHaveBeenCalledWith(documents[2]);
    await waitFor(() => expect(download).toHaveAttribute('data-pending', 'true'));
    finish();
    await waitFor(() => expect(download).not.toHaveAttribute('data-pending'));
  },
};

export const ViewerPdfPreview: Story = {
  args: {
    viewer: { status: 'ready', record: makeDocumentRow() },
    preview: { status: 'ready', url: 'about:blank' },
  },
  play: async () => {
    const frame = body().getByRole('dialog').querySelector('iframe[data-preview="pdf"]');
    await expect(frame).toHaveAttribute('title', 'Supply agreement 2026');
  },
};

export const ViewerNoPreviewForWord: Story = {
  args: {
    viewer: { status: 'ready', record: documents[1]! },
    preview: { status: 'ready', url: 'about:blank' },
  },
  play: async () => {
    await expect(body().getByRole('dialog')).toHaveTextContent(msg('widgets.crm.documents.viewer.previewUnavailable'));
  },
};

export const ViewerWithoutDownload: Story = {
  parameters: { screenshot: false },
  args: {
    permissions: readOnly,
    viewer: { status: 'ready', record: makeDocumentRow() },
    preview: null,
  },
  play: async () => {
    const dialog = body().getByRole('dialog');
    await expect(
      within(dialog).queryByRole('button', { name: msg('widgets.crm.documents.viewer.download') }),
    ).toBeNull();
    await expect(dialog.querySelector('iframe')).toBeNull();
  },
};

export const ViewerNotFound: Story = viewerNotFound('widgets.crm.documents.viewer.notFound');

export const ConfirmDelete: Story = {
  play: async ({ canvasElement, args }) => {
    const message = msg('widgets.crm.documents.screen.deleteMessage', { title: 'Supply agreement 2026' });
    await deletesRow(canvasElement, 'Supply agreement 2026', message, args.onDelete, documents[0]);
  },
};

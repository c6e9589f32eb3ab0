import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { makeDocumentRow, makeDocumentRows } from '../crm.mocks';
import { DocumentsScreen } from './DocumentsScreen';

const arabic = () => document.documentElement.lang === 'ar-EG';
const all = { view: true, create: true, edit: true, delete: true, download: true };
const documents = makeDocumentRows(5);
// A small image, so the preview renders without a server.
const IMAGE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="160"><rect width="320" height="160" fill="#dbeafe"/><rect x="24" y="24" width="180" height="16" fill="#1e3a8a"/><rect x="24" y="56" width="272" height="10" fill="#64748b"/><rect x="24" y="76" width="240" height="10" fill="#64748b"/></svg>',
  );

const meta = {
  title: 'Screens/CRM/Documents',
  component: DocumentsScreen,
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    documents,
    total: 5,
    page: 1,
    perPage: 30,
    search: '',
    filters: { type: null },
    sort: { id: 'updated', direction: 'descending' },
    permissions: all,
    onPageChange: fn(),
    onSearchChange: fn(),
    onFiltersChange: fn(),
    onSortChange: fn(),
    onAdd: fn(),
    onEdit: fn(),
    onView: fn(),
    onDelete: fn(),
    onDownload: fn(),
    onViewerClose: fn(),
    onDeleteConfirm: fn(async () => undefined),
    onDeleteCancel: fn(),
  },
} satisfies Meta<typeof DocumentsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table');
    await expect(within(table).getAllByRole('row')).toHaveLength(6);
    await expect(table).toHaveTextContent(arabic() ? 'عقد' : 'Contract');
    await expect(table).toHaveTextContent('supply-agreement-2026.pdf');
    // File sizes in the locale's digits and units.
    await expect(table).toHaveTextContent(arabic() ? '٢٤٢٫٥' : '242.5 kB');
    const sizeHeader = within(table).getAllByRole('columnheader')[4]!;
    await userEvent.click(within(sizeHeader).getByRole('button'));
    await expect(args.onSortChange).toHaveBeenCalledWith({ id: 'fileSize', direction: 'ascending' });
    await userEvent.click(canvas.getAllByRole('button', { name: arabic() ? 'رفع مستند' : 'Upload document' })[0]!);
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
  },
};

export const FilteredByType: Story = {
  args: { filters: { type: 'legal' }, documents: [documents[2]!], total: 1 },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    await expect(within(table).getAllByRole('row')).toHaveLength(2);
    await expect(table).toHaveTextContent(arabic() ? 'قانوني' : 'Legal');
  },
};

export const ReadOnly: Story = {
  args: { permissions: { view: true, create: false, edit: false, delete: false, download: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: arabic() ? 'رفع مستند' : 'Upload document' })).toBeNull();
    await expect(
      canvas.queryByRole('button', {
        name: arabic() ? 'حذف Supply agreement 2026' : 'Delete Supply agreement 2026',
      }),
    ).toBeNull();
  },
};

export const Empty: Story = {
  args: { documents: [], total: 0, search: 'zzz' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2 })).toHaveTextContent(
      arabic() ? 'لا توجد مستندات' : 'No documents found',
    );
  },
};

export const Loading: Story = {
  args: { documents: [], total: 0, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { documents: [], total: 0, error: true, onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await userEvent.click(within(alert).getByRole('button'));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const ViewerImagePreview: Story = {
  args: {
    viewer: { state: 'ready', document: documents[2]! },
    preview: { state: 'ready', url: IMAGE },
  },
  play: async ({ args }) => {
    const dialog = within(document.body).getByRole('dialog');
    await expect(within(dialog).getByRole('img', { name: 'Commercial register' })).toBeVisible();
    await expect(dialog).toHaveTextContent('KYC');
    await userEvent.click(within(dialog).getByRole('button', { name: arabic() ? 'تنزيل' : 'Download' }));
    await expect(args.onDownload).toHaveBeenCalledWith(documents[2]);
  },
};

export const ViewerPdfPreview: Story = {
  args: {
    viewer: { state: 'ready', document: makeDocumentRow() },
    preview: { state: 'ready', url: 'about:blank' },
  },
  play: async () => {
    const dialog = within(document.body).getByRole('dialog');
    const frame = dialog.querySelector('iframe[data-preview="pdf"]');
    await expect(frame).toHaveAttribute('title', 'Supply agreement 2026');
  },
};

export const ViewerNoPreviewForWord: Story = {
  args: {
    viewer: { state: 'ready', document: documents[1]! },
    preview: { state: 'ready', url: 'about:blank' },
  },
  play: async () => {
    const dialog = within(document.body).getByRole('dialog');
    await expect(dialog).toHaveTextContent(
      arabic() ? 'لا يمكن معاينة هذا النوع من الملفات' : 'This file type cannot be previewed',
    );
  },
};

export const ViewerWithoutDownload: Story = {
  args: {
    permissions: { view: true, create: false, edit: false, delete: false, download: false },
    viewer: { state: 'ready', document: makeDocumentRow() },
    preview: null,
  },
  play: async () => {
    const dialog = within(document.body).getByRole('dialog');
    await expect(within(dialog).queryByRole('button', { name: arabic() ? 'تنزيل' : 'Download' })).toBeNull();
    await expect(dialog.querySelector('iframe')).toBeNull();
  },
};

export const ViewerNotFound: Story = {
  args: { viewer: { state: 'not-found' } },
  play: async () => {
    const dialog = within(document.body).getByRole('dialog');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      arabic() ? 'هذا المستند غير موجود أو تم حذفه.' : 'This document does not exist or has been deleted.',
    );
  },
};

export const ConfirmDelete: Story = {
  args: { deleting: documents[0] },
  play: async ({ args }) => {
    const dialog = within(document.body).getByRole('alertdialog');
    await expect(dialog).toHaveTextContent(arabic() ? 'لا يمكن التراجع' : 'cannot be undone');
    await userEvent.click(within(dialog).getByRole('button', { name: arabic() ? 'حذف' : 'Delete' }));
    await expect(args.onDeleteConfirm).toHaveBeenCalledTimes(1);
  },
};

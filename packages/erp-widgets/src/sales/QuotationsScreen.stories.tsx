import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { makeQuotation, makeQuotationPermissions, makeQuotationSummaries } from './quotation.mocks';
import { QuotationsScreen } from './QuotationsScreen';
import { MOCK_TODAY } from './sales.mocks';
import { day, egp, t } from './sales.testing';

const quotations = makeQuotationSummaries(7);
const [draft, sent, accepted, invoiced] = quotations as [
  (typeof quotations)[0],
  (typeof quotations)[0],
  (typeof quotations)[0],
  (typeof quotations)[0],
];
const body = () => within(document.body);

/** Opens the row menu of a quotation and returns the menu's item labels. */
async function rowMenu(canvasElement: HTMLElement, number: string) {
  await userEvent.click(
    within(canvasElement).getByRole('button', { name: t(`More actions for ${number}`, `إجراءات أخرى لـ ${number}`) }),
  );
  const menu = await body().findByRole('menu');
  return {
    menu,
    items: within(menu)
      .getAllByRole('menuitem')
      .map((i) => i.textContent),
  };
}

const meta = {
  title: 'Screens/Sales/Quotations',
  component: QuotationsScreen,
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    quotations,
    total: 37,
    page: 1,
    perPage: 10,
    search: '',
    filters: { status: null, validUntil: 'all' },
    sort: { id: 'quotationNumber', direction: 'descending' },
    today: MOCK_TODAY,
    permissions: makeQuotationPermissions(),
    onPageChange: fn(),
    onSearchChange: fn(),
    onFiltersChange: fn(),
    onSortChange: fn(),
    onAdd: fn(),
    onView: fn(),
    onEdit: fn(),
    onSend: fn(),
    onAccept: fn(),
    onReject: fn(),
    onGenerateInvoice: fn(),
    onOpenInvoice: fn(),
    onDelete: fn(),
    onPrint: fn(),
    onDownloadPdf: fn(),
    onViewerClose: fn(),
    // Synchronous here: a pending confirm button announces itself through react-aria's live region, which outlives
    // the story and would point at a button the next story no longer has.
    onDeleteConfirm: fn(),
    onDeleteCancel: fn(),
    onTransitionConfirm: fn(),
    onTransitionCancel: fn(),
  },
} satisfies Meta<typeof QuotationsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t('Quotations', 'عروض الأسعار'));
    const table = canvas.getByRole('table');
    await expect(within(table).getAllByRole('row')).toHaveLength(8);
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    await expect(headers.slice(0, 7)).toEqual([
      t('Number', 'الرقم'),
      t('Client', 'العميل'),
      t('Issue date', 'تاريخ الإصدار'),
      t('Valid until', 'صالح حتى'),
      t('Total', 'الإجمالي'),
      t('Status', 'الحالة'),
      t('Invoice', 'الفاتورة'),
    ]);
    const rows = within(table).getAllByRole('row');
    // 20 × 185.50 + 2,400.00 = 6,110.00; VAT 14 % = 855.40.
    await expect(rows[1]).toHaveTextContent(egp(6965.4));
    await expect(rows[1]).toHaveTextContent(day('2026-12-02'));
    await expect(rows[1]).toHaveTextContent(t('Draft', 'مسودة'));
    await expect(rows[2]).toHaveTextContent(t('Sent', 'مُرسَل'));
    // The quotation that generated its invoice shows "Generated" and the invoice number.
    await expect(rows[4]).toHaveTextContent(t('Generated', 'تم الإنشاء'));
    await expect(rows[4]).toHaveTextContent('INV-2026-000130');
    await expect(rows[3]).not.toHaveTextContent('INV-');
    await userEvent.click(within(within(table).getAllByRole('columnheader')[1]!).getByRole('button'));
    await expect(args.onSortChange).toHaveBeenCalledWith({ id: 'client', direction: 'ascending' });
    await userEvent.click(canvas.getAllByRole('button', { name: t('New quotation', 'عرض سعر جديد') })[0]!);
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
    await userEvent.click(within(rows[2]!).getAllByRole('cell')[0]!);
    await expect(args.onView).toHaveBeenCalledWith(sent);
  },
};

export const DraftRowActions: Story = {
  name: 'Row actions: draft',
  play: async ({ canvasElement, args }) => {
    const { menu, items } = await rowMenu(canvasElement, draft.quotationNumber);
    await expect(items).toEqual([
      t('Edit', 'تعديل'),
      t('Mark as sent', 'تسجيل كمُرسَل'),
      t('Print', 'طباعة'),
      t('Download PDF', 'تنزيل PDF'),
      t('Delete', 'حذف'),
    ]);
    await userEvent.click(within(menu).getByRole('menuitem', { name: t('Mark as sent', 'تسجيل كمُرسَل') }));
    await expect(args.onSend).toHaveBeenCalledWith(draft);
  },
};

export const SentRowActions: Story = {
  name: 'Row actions: sent',
  play: async ({ canvasElement, args }) => {
    const { menu, items } = await rowMenu(canvasElement, sent.quotationNumber);
    await expect(items).toEqual([
      t('Accept', 'قبول'),
      t('Reject', 'رفض'),
      t('Print', 'طباعة'),
      t('Download PDF', 'تنزيل PDF'),
    ]);
    await userEvent.click(within(menu).getByRole('menuitem', { name: t('Reject', 'رفض') }));
    await expect(args.onReject).toHaveBeenCalledWith(sent);
  },
};

export const AcceptedRowActions: Story = {
  name: 'Row actions: accepted',
  play: async ({ canvasElement, args }) => {
    const { menu, items } = await rowMenu(canvasElement, accepted.quotationNumber);
    await expect(items).toEqual([
      t('Generate invoice', 'إنشاء فاتورة'),
      t('Print', 'طباعة'),
      t('Download PDF', 'تنزيل PDF'),
    ]);
    await userEvent.click(within(menu).getByRole('menuitem', { name: t('Generate invoice', 'إنشاء فاتورة') }));
    await expect(args.onGenerateInvoice).toHaveBeenCalledWith(accepted);
  },
};

export const InvoicedRowActions: Story = {
  name: 'Row actions: invoice generated',
  play: async ({ canvasElement, args }) => {
    const { menu, items } = await rowMenu(canvasElement, invoiced.quotationNumber);
    // One quotation generates one invoice: the action gives way to opening it.
    await expect(items).toEqual([
      t('Open invoice', 'فتح الفاتورة'),
      t('Print', 'طباعة'),
      t('Download PDF', 'تنزيل PDF'),
    ]);
    await userEvent.click(within(menu).getByRole('menuitem', { name: t('Open invoice', 'فتح الفاتورة') }));
    await expect(args.onOpenInvoice).toHaveBeenCalledWith(invoiced);
  },
};

export const ReadOnly: Story = {
  name: 'Read-only permissions',
  args: {
    permissions: makeQuotationPermissions({ create: false, edit: false, delete: false, generateInvoice: false }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: t('New quotation', 'عرض سعر جديد') })).toBeNull();
    for (const q of [draft, sent, accepted]) {
      const { items } = await rowMenu(canvasElement, q.quotationNumber);
      await expect(items).toEqual([t('Print', 'طباعة'), t('Download PDF', 'تنزيل PDF')]);
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(body().queryByRole('menu')).toBeNull());
    }
  },
};

export const StatusFilter: Story = {
  name: 'Filter: status',
  play: async ({ canvasElement, args }) => {
    const toolbar = within(canvasElement).getByRole('search');
    await userEvent.click(within(toolbar).getByRole('button', { name: new RegExp(t('Status', 'الحالة')) }));
    const listbox = await body().findByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      t('All', 'الكل'),
      t('Draft', 'مسودة'),
      t('Sent', 'مُرسَل'),
      t('Accepted', 'مقبول'),
      t('Rejected', 'مرفوض'),
      t('Expired', 'منتهي الصلاحية'),
    ]);
    await userEvent.click(within(listbox).getByRole('option', { name: t('Accepted', 'مقبول') }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ status: 'ACCEPTED', validUntil: 'all' });
  },
};

export const ValidUntilFilter: Story = {
  name: 'Filter: valid until',
  args: { filters: { status: 'SENT', validUntil: 'all' } },
  play: async ({ canvasElement, args }) => {
    const toolbar = within(canvasElement).getByRole('search');
    const group = within(toolbar).getByRole('group', { name: t('Valid until', 'صالح حتى') });
    await userEvent.click(within(group).getByRole('button'));
    const listbox = await body().findByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      t('All', 'الكل'),
      t('Next 7 Days', 'الأيام السبعة القادمة'),
      t('Next 30 Days', 'الـ ٣٠ يومًا القادمة'),
      t('Next 90 Days', 'الـ ٩٠ يومًا القادمة'),
    ]);
    await userEvent.click(within(listbox).getByRole('option', { name: t('Next 30 Days', 'الـ ٣٠ يومًا القادمة') }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ status: 'SENT', validUntil: 'next30Days' });
  },
};

export const Empty: Story = {
  args: { quotations: [], total: 0, search: 'QUO-2025' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      t('No quotations found', 'لا توجد عروض أسعار'),
    );
    await expect(canvas.getByRole('searchbox')).toHaveValue('QUO-2025');
    await userEvent.click(canvas.getAllByRole('button', { name: t('New quotation', 'عرض سعر جديد') }).at(-1)!);
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  args: { quotations: [], total: 0, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { quotations: [], total: 0, error: 'Failed to connect to the server.', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Failed to connect to the server.');
    await userEvent.click(within(alert).getByRole('button'));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const ConfirmSend: Story = {
  args: { transition: { quotation: draft, action: 'send' } },
  play: async ({ args }) => {
    const dialog = await body().findByRole('alertdialog');
    await expect(dialog).toHaveAccessibleName(
      t(`Mark quotation ${draft.quotationNumber} as sent?`, `تسجيل عرض السعر ${draft.quotationNumber} كمُرسَل؟`),
    );
    const transition = within(dialog).getByTestId('status-transition');
    await expect(transition).toHaveTextContent(t('Draft', 'مسودة'));
    await expect(transition).toHaveTextContent(t('Sent', 'مُرسَل'));
    const confirm = within(dialog).getByRole('button', { name: t('Mark as sent', 'تسجيل كمُرسَل') });
    await waitFor(() => expect(confirm).toHaveFocus());
    await userEvent.click(confirm);
    await expect(args.onTransitionConfirm).toHaveBeenCalledTimes(1);
  },
};

export const ConfirmAccept: Story = {
  args: { transition: { quotation: sent, action: 'accept' } },
  play: async ({ args }) => {
    const dialog = await body().findByRole('alertdialog');
    await expect(dialog).toHaveAccessibleName(
      t(`Accept quotation ${sent.quotationNumber}?`, `قبول عرض السعر ${sent.quotationNumber}؟`),
    );
    await expect(within(dialog).getByTestId('status-transition')).toHaveTextContent(t('Accepted', 'مقبول'));
    await userEvent.click(within(dialog).getByRole('button', { name: t('Accept quotation', 'قبول عرض السعر') }));
    await expect(args.onTransitionConfirm).toHaveBeenCalledTimes(1);
  },
};

export const ConfirmReject: Story = {
  args: { transition: { quotation: sent, action: 'reject' } },
  play: async ({ args }) => {
    const dialog = await body().findByRole('alertdialog');
    await expect(dialog).toHaveAccessibleName(
      t(`Reject quotation ${sent.quotationNumber}?`, `رفض عرض السعر ${sent.quotationNumber}؟`),
    );
    await expect(dialog).toHaveAttribute('data-variant', 'destructive');
    // A destructive confirmation starts on Cancel, so a hurried Enter rejects nothing.
    const cancel = within(dialog).getByRole('button', { name: t('Cancel', 'إلغاء') });
    await waitFor(() => expect(cancel).toHaveFocus());
    await userEvent.click(cancel);
    await expect(args.onTransitionConfirm).not.toHaveBeenCalled();
    await expect(args.onTransitionCancel).toHaveBeenCalledTimes(1);
  },
};

export const ConfirmDelete: Story = {
  args: { deleting: draft },
  play: async ({ args }) => {
    const dialog = await body().findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(t('cannot be undone', 'لا يمكن التراجع'));
    await expect(dialog).toHaveTextContent(draft.quotationNumber);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: t('Cancel', 'إلغاء') })).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: t('Delete', 'حذف') }));
    await expect(args.onDeleteConfirm).toHaveBeenCalledTimes(1);
  },
};

export const WithViewer: Story = {
  name: 'Viewer open',
  args: { viewer: { state: 'ready', quotation: makeQuotation({ status: 'SENT' }) } },
  play: async ({ args }) => {
    const dialog = await body().findByRole('dialog');
    await expect(within(dialog).getByRole('heading', { level: 2 })).toHaveTextContent(
      t('Quotation QUO-2026-000041', 'عرض السعر QUO-2026-000041'),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: t('Accept', 'قبول') }));
    await expect(args.onAccept).toHaveBeenCalledWith(expect.objectContaining({ id: 'qu_mock00000001' }));
  },
};

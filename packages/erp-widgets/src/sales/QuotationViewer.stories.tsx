import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { makeInvoicedQuotation, makeQuotation, makeQuotationPermissions } from './quotation.mocks';
import { QuotationViewer } from './QuotationViewer';
import { MOCK_TODAY } from './sales.mocks';
import { day, egp, t } from './sales.testing';

const dialog = () => within(document.body).getByRole('dialog');
/** The ids of the actions in the viewer's action bar, in order. */
const actionIds = () =>
  Array.from(dialog().querySelectorAll('[data-action-id]')).map((b) => b.getAttribute('data-action-id'));
const totalOf = (key: string) => dialog().querySelector(`[data-total="${key}"]`);

const draft = makeQuotation();
const sent = makeQuotation({ id: 'qu_mock00000002', quotationNumber: 'QUO-2026-000042', status: 'SENT' });
const accepted = makeQuotation({ id: 'qu_mock00000004', quotationNumber: 'QUO-2026-000044', status: 'ACCEPTED' });
const invoiced = makeInvoicedQuotation();

const meta = {
  title: 'Widgets/Sales/QuotationViewer',
  component: QuotationViewer,
  args: {
    viewer: { state: 'ready', quotation: draft },
    permissions: makeQuotationPermissions(),
    today: MOCK_TODAY,
    onClose: fn(),
    onRetry: fn(),
    onEdit: fn(),
    onSend: fn(),
    onAccept: fn(),
    onReject: fn(),
    onGenerateInvoice: fn(),
    onOpenInvoice: fn(),
    onDelete: fn(),
    onPrint: fn(),
    onDownloadPdf: fn(),
  },
} satisfies Meta<typeof QuotationViewer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Draft: Story = {
  play: async ({ args }) => {
    const viewer = within(dialog());
    await expect(viewer.getByRole('heading', { level: 2 })).toHaveTextContent(
      t('Quotation QUO-2026-000041', 'عرض السعر QUO-2026-000041'),
    );
    await expect(dialog()).toHaveTextContent(t('Cairo Steel Works', 'مصانع القاهرة للصلب'));
    await expect(dialog()).toHaveTextContent(day('2026-12-02'));
    await expect(dialog()).toHaveTextContent(t('Not generated yet', 'لم تُنشأ فاتورة بعد'));
    // 20 × 185.50 + 1 × 2,400.00 = 6,110.00; VAT 14 % = 855.40; total 6,965.40.
    const rows = within(viewer.getByRole('table')).getAllByRole('row');
    await expect(rows).toHaveLength(3);
    await expect(rows[1]).toHaveTextContent(egp(3710));
    await expect(rows[2]).toHaveTextContent(t('Custom item', 'بند مخصص'));
    await expect(totalOf('subtotal')).toHaveTextContent(egp(6110));
    await expect(totalOf('vat')).toHaveTextContent(egp(855.4));
    await expect(totalOf('total')).toHaveTextContent(egp(6965.4));
    await expect(dialog()).toHaveTextContent('technical-specification.pdf');
    await expect(actionIds()).toEqual(['send', 'edit', 'print', 'pdf', 'delete']);
    await userEvent.click(viewer.getByRole('button', { name: t('Mark as sent', 'تسجيل كمُرسَل') }));
    await expect(args.onSend).toHaveBeenCalledWith(draft);
    await userEvent.click(viewer.getByRole('button', { name: t('Download PDF', 'تنزيل PDF') }));
    await expect(args.onDownloadPdf).toHaveBeenCalledWith(draft);
  },
};

export const Sent: Story = {
  args: { viewer: { state: 'ready', quotation: sent } },
  play: async ({ args }) => {
    await expect(dialog()).toHaveTextContent(t('Sent', 'مُرسَل'));
    await expect(actionIds()).toEqual(['accept', 'print', 'pdf', 'reject']);
    await userEvent.click(within(dialog()).getByRole('button', { name: t('Accept', 'قبول') }));
    await expect(args.onAccept).toHaveBeenCalledWith(sent);
    await userEvent.click(within(dialog()).getByRole('button', { name: t('Reject', 'رفض') }));
    await expect(args.onReject).toHaveBeenCalledWith(sent);
  },
};

export const Accepted: Story = {
  args: { viewer: { state: 'ready', quotation: accepted } },
  play: async ({ args }) => {
    await expect(dialog()).toHaveTextContent(t('Accepted', 'مقبول'));
    await expect(actionIds()).toEqual(['invoice', 'print', 'pdf']);
    await userEvent.click(within(dialog()).getByRole('button', { name: t('Generate invoice', 'إنشاء فاتورة') }));
    await expect(args.onGenerateInvoice).toHaveBeenCalledWith(accepted);
  },
};

export const InvoiceGenerated: Story = {
  name: 'Accepted: invoice generated',
  args: { viewer: { state: 'ready', quotation: invoiced } },
  play: async ({ args }) => {
    const generated = dialog().querySelector<HTMLElement>('[data-invoice-generated]')!;
    await expect(generated).toHaveTextContent(t('Generated', 'تم الإنشاء'));
    await expect(generated).toHaveTextContent('INV-2026-000130');
    // One quotation, one invoice: no second generation is offered.
    await expect(actionIds()).toEqual(['print', 'pdf']);
    await userEvent.click(within(generated).getByRole('button', { name: t('Open invoice', 'فتح الفاتورة') }));
    await expect(args.onOpenInvoice).toHaveBeenCalledWith(invoiced);
  },
};

export const Rejected: Story = {
  args: { viewer: { state: 'ready', quotation: makeQuotation({ status: 'REJECTED' }) } },
  play: async () => {
    await expect(dialog()).toHaveTextContent(t('Rejected', 'مرفوض'));
    await expect(actionIds()).toEqual(['print', 'pdf']);
  },
};

export const Expired: Story = {
  args: { viewer: { state: 'ready', quotation: makeQuotation({ status: 'EXPIRED', validUntil: '2026-10-31' }) } },
  play: async () => {
    await expect(dialog()).toHaveTextContent(t('Expired', 'منتهي الصلاحية'));
    await expect(actionIds()).toEqual(['print', 'pdf']);
    // An expired quotation is final: the validity notice is for drafts and sent quotations only.
    await expect(within(dialog()).queryByTestId('quotation-past-validity')).toBeNull();
  },
};

export const DraftPastValidity: Story = {
  name: 'Draft past its valid-until date',
  args: { viewer: { state: 'ready', quotation: makeQuotation({ validUntil: '2026-11-05 00:00:00.000Z' }) } },
  play: async () => {
    await expect(within(dialog()).getByTestId('quotation-past-validity')).toHaveTextContent(
      t(
        `This quotation was valid until ${day('2026-11-05')}. Change the valid-until date before sending it.`,
        `كان عرض السعر هذا صالحًا حتى ${day('2026-11-05')}. عدّل تاريخ الصلاحية قبل إرساله.`,
      ),
    );
    await expect(actionIds()).toEqual(['send', 'edit', 'print', 'pdf', 'delete']);
  },
};

export const ReadOnly: Story = {
  name: 'Read-only permissions',
  args: {
    viewer: { state: 'ready', quotation: sent },
    permissions: makeQuotationPermissions({ create: false, edit: false, delete: false, generateInvoice: false }),
  },
  play: async () => {
    await expect(actionIds()).toEqual(['print', 'pdf']);
  },
};

export const Printing: Story = {
  name: 'Preparing the PDF',
  args: { busyAction: 'pdf' },
  play: async () => {
    const pdf = within(dialog()).getByRole('button', { name: new RegExp(t('Download PDF', 'تنزيل PDF')) });
    await expect(pdf).toHaveAttribute('data-pending');
    await expect(within(dialog()).getByRole('button', { name: t('Print', 'طباعة') })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { viewer: { state: 'loading' } },
  play: async () => {
    await expect(within(dialog()).getByRole('heading', { level: 2 })).toHaveTextContent(t('Quotation', 'عرض سعر'));
    await expect(within(dialog()).getByTestId('viewer-skeleton')).toBeInTheDocument();
    await expect(actionIds()).toEqual([]);
  },
};

export const NotFound: Story = {
  args: { viewer: { state: 'not-found' } },
  play: async () => {
    await expect(within(dialog()).getByRole('heading', { level: 2 })).toHaveTextContent(t('Error', 'خطأ'));
    await expect(within(dialog()).getByRole('alert')).toHaveTextContent(
      t('Quotation not found', 'عرض السعر غير موجود'),
    );
  },
};

export const LoadError: Story = {
  args: { viewer: { state: 'error' } },
  play: async ({ args }) => {
    const alert = within(dialog()).getByRole('alert');
    await expect(alert).toHaveTextContent(t('Failed to fetch quotation details', 'تعذّر جلب بيانات عرض السعر'));
    await userEvent.click(within(alert).getByRole('button'));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedDate, FormattedNumber, useIntl } from 'react-intl';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { ViewerDialog, type ViewerAction, type ViewerDialogProps, type ViewerSection } from './ViewerDialog';

const money = (value: number) => <FormattedNumber value={value} style="currency" currency="EGP" />;
const date = (iso: string) => <FormattedDate value={new Date(iso)} dateStyle="medium" timeZone="UTC" />;

function useInvoice(ar: boolean): {
  sections: ViewerSection[];
  actions: ViewerAction[];
  lines: [string, number, number][];
} {
  const t = (en: string, arText: string) => (ar ? arText : en);
  return {
    sections: [
      {
        id: 'details',
        title: t('Details', 'التفاصيل'),
        fields: [
          { label: t('Client', 'العميل'), value: t('Nile Delta Trading', 'دلتا النيل للتجارة') },
          { label: t('Issue date', 'تاريخ الإصدار'), value: date('2026-11-01') },
          { label: t('Due date', 'تاريخ الاستحقاق'), value: date('2026-12-01') },
          { label: t('Payment method', 'طريقة الدفع'), value: t('Bank Transfer', 'تحويل بنكي') },
        ],
      },
      {
        id: 'totals',
        title: t('Totals', 'الإجماليات'),
        fields: [
          { label: t('Subtotal', 'الإجمالي الفرعي'), value: money(14000) },
          { label: t('VAT (14%)', 'ضريبة القيمة المضافة (١٤٪)'), value: money(1960) },
          { label: t('Total', 'الإجمالي'), value: money(15960) },
          { label: t('Paid', 'المدفوع'), value: money(2280) },
          { label: t('Notes', 'ملاحظات'), value: null, isWide: true },
        ],
      },
    ],
    actions: [
      { id: 'edit', label: t('Edit', 'تعديل'), icon: 'edit', onAction: fn() },
      { id: 'print', label: t('Print', 'طباعة'), icon: 'print', onAction: fn() },
      { id: 'download', label: t('Download PDF', 'تنزيل PDF'), icon: 'download', onAction: fn() },
      { id: 'approve', label: t('Approve', 'اعتماد'), onAction: fn(), isHidden: true },
      { id: 'delete', label: t('Delete', 'حذف'), icon: 'trash', variant: 'danger', onAction: fn() },
    ],
    lines: [
      [t('Office chairs', 'كراسي مكتب'), 10, 1200],
      [t('Desk lamps', 'مصابيح مكتب'), 4, 500],
    ],
  };
}

function Invoice(props: Partial<ViewerDialogProps>) {
  const ar = useIntl().locale.startsWith('ar');
  const { sections, actions, lines } = useInvoice(ar);
  return (
    <ViewerDialog
      defaultOpen
      title={ar ? 'الفاتورة INV-2026-0042' : 'Invoice INV-2026-0042'}
      subtitle={ar ? 'دلتا النيل للتجارة' : 'Nile Delta Trading'}
      status={
        <span style={{ fontSize: 12, padding: '2px 8px', borderRadius: 999, background: '#fff3c4', color: '#5c3d00' }}>
          {ar ? 'مدفوعة جزئيًا' : 'Partially Paid'}
        </span>
      }
      sections={sections}
      actions={actions}
      {...props}
    >
      <table style={{ inlineSize: '100%', borderCollapse: 'collapse', textAlign: 'start' }}>
        <caption style={{ textAlign: 'start', fontWeight: 700, paddingBlockEnd: 8 }}>{ar ? 'البنود' : 'Lines'}</caption>
        <thead>
          <tr>
            <th style={{ textAlign: 'start' }}>{ar ? 'الوصف' : 'Description'}</th>
            <th style={{ textAlign: 'end' }}>{ar ? 'الكمية' : 'Qty'}</th>
            <th style={{ textAlign: 'end' }}>{ar ? 'الإجمالي' : 'Total'}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map(([name, qty, price]) => (
            <tr key={name}>
              <td>{name}</td>
              <td style={{ textAlign: 'end' }}>
                <FormattedNumber value={qty} />
              </td>
              <td style={{ textAlign: 'end' }}>{money(qty * price)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ViewerDialog>
  );
}

const meta = {
  title: 'Ui/ViewerDialog',
  component: ViewerDialog,
  tags: ['autodocs'],
  // Each story opens its own overlay: on the docs page they render in separate frames, not stacked on one page.
  parameters: { docs: { story: { inline: false, iframeHeight: 640 } } },
  args: { title: '', defaultOpen: true },
  decorators: [
    (Story) => (
      <div style={{ minBlockSize: '100vh' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ViewerDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => <Invoice />,
  play: async () => {
    const dialog = screen.getByRole('dialog');
    await expect(dialog).toHaveAttribute('data-state', 'ready');
    const toolbar = within(dialog).getByRole('toolbar');
    // The hidden "Approve" action is left out.
    await expect(within(toolbar).getAllByRole('button')).toHaveLength(4);
    // An empty value shows an em dash and is read as "Not set".
    await expect(within(dialog).getByText('—')).toBeInTheDocument();
    // Arrow keys move through the action bar in the reading direction.
    const [first, second] = within(toolbar).getAllByRole('button');
    first!.focus();
    await userEvent.keyboard(document.documentElement.dir === 'rtl' ? '{ArrowLeft}' : '{ArrowRight}');
    await waitFor(() => expect(second).toHaveFocus());
    first!.focus();
  },
};

export const Loading: Story = {
  render: () => <Invoice isLoading />,
  play: async () => {
    const dialog = screen.getByRole('dialog');
    await expect(dialog).toHaveAttribute('data-state', 'loading');
    await expect(within(dialog).getByRole('status')).toHaveTextContent(/Loading|جارٍ تحميل/);
    await expect(within(dialog).queryByRole('toolbar')).toBeNull();
  },
};

export const Error: Story = {
  render: () => <Invoice error onRetry={fn()} />,
  play: async () => {
    const dialog = screen.getByRole('dialog');
    await expect(dialog).toHaveAttribute('data-state', 'error');
    const alert = within(dialog).getByRole('alert');
    await expect(within(alert).getByRole('button', { name: /Try again|إعادة المحاولة/ })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  render: () => {
    const Render = () => {
      const ar = useIntl().locale.startsWith('ar');
      return (
        <ViewerDialog
          defaultOpen
          size="md"
          title={ar ? 'جهة الاتصال' : 'Contact'}
          sections={[
            {
              id: 'contact',
              fields: [
                { label: ar ? 'الاسم' : 'Name', value: ar ? 'منى سعيد' : 'Mona Said' },
                { label: ar ? 'المسمى الوظيفي' : 'Job title', value: '' },
                { label: ar ? 'البريد الإلكتروني' : 'Email', value: null },
                { label: ar ? 'الهاتف' : 'Phone', value: undefined },
              ],
            },
          ]}
        />
      );
    };
    return <Render />;
  },
  play: async () => {
    const dialog = screen.getByRole('dialog');
    await expect(within(dialog).getAllByText('—')).toHaveLength(3);
    await expect(within(dialog).queryByRole('toolbar')).toBeNull();
  },
};

export const LongContent: Story = {
  render: () => {
    const Render = () => {
      const ar = useIntl().locale.startsWith('ar');
      const note = ar
        ? 'يتم التسليم إلى مستودع العبور الجديد في المنطقة الصناعية الثالثة بمدينة العاشر من رمضان، مع إخطار أمين المخزن قبل الوصول بأربع وعشرين ساعة على الأقل وتقديم نسخة من أمر الشراء.'
        : 'Deliver to the new El Obour transit warehouse in the Third Industrial Zone of 10th of Ramadan City, notify the storekeeper at least twenty-four hours before arrival and bring a copy of the purchase order.';
      return (
        <Invoice
          subtitle={
            ar
              ? 'شركة دلتا النيل للتجارة والتوزيع والخدمات اللوجستية (فرع الإسكندرية الجديد)'
              : 'Nile Delta Trading, Distribution and Logistics Services Company (New Alexandria Branch)'
          }
          sections={[
            {
              id: 'notes',
              title: ar ? 'ملاحظات' : 'Notes',
              fields: [{ label: ar ? 'تعليمات التسليم' : 'Delivery instructions', value: note, isWide: true }],
            },
          ]}
        />
      );
    };
    return <Render />;
  },
  play: async () => {
    const dialog = screen.getByRole('dialog');
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth);
  },
};

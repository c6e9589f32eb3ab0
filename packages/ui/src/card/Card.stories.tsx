import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { Button } from '../button/Button';
import { EmptyState } from '../empty-state/EmptyState';
import { sample } from '../fields/storyText';
import { Icon } from '../icon/Icon';
import { Skeleton } from '../skeleton/Skeleton';
import { Card } from './Card';

const meta = {
  title: 'Ui/Card',
  component: Card,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <div style={{ padding: 24, maxInlineSize: 420 }}>
        <Story />
      </div>
    ),
  ],
  args: { title: 'Payment terms', children: 'Net 30 days from the invoice date. Late payments accrue no interest.' },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Payment terms' })).toBeInTheDocument();
  },
};

export const WithActionsAndFooter: Story = {
  args: {
    actions: (
      <Button size="sm" variant="ghost">
        Edit
      </Button>
    ),
    footer: (
      <>
        <Button size="sm">Cancel</Button>
        <Button size="sm">Save</Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(3);
  },
};

const visuallyHidden = {
  position: 'absolute',
  inlineSize: 1,
  blockSize: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;

/**
 * The card's content is loading. Card has no loading state of its own: the title shows at once, skeletons stand in
 * for the body, which is marked busy and announces the load.
 */
export const Loading: Story = {
  render: (args, { globals: { locale } }) => (
    <Card {...args} title={sample(locale, 'Payment terms', 'شروط السداد')}>
      <div aria-busy="true" style={{ display: 'grid', gap: 12 }}>
        <span role="status" style={visuallyHidden}>
          {sample(locale, 'Loading payment terms…', 'جارٍ تحميل شروط السداد…')}
        </span>
        <Skeleton variant="text" lines={3} />
        <Skeleton variant="block" height={40} />
      </div>
    </Card>
  ),
  play: async ({ canvasElement, globals: { locale } }) => {
    const region = within(canvasElement).getByRole('region', { name: sample(locale, 'Payment terms', 'شروط السداد') });
    await expect(region.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(within(region).getByRole('status')).toHaveTextContent(/Loading|جارٍ التحميل|جارٍ تحميل/);
    await expect(region.querySelectorAll('[data-variant]').length).toBeGreaterThan(0);
  },
};

/** Nothing to show yet: an EmptyState in the card body, with the action that fills it. */
export const Empty: Story = {
  render: (args, { globals: { locale } }) => (
    <Card {...args} title={sample(locale, 'Attachments', 'المرفقات')}>
      <EmptyState
        headingLevel={3}
        icon={<Icon name="file" />}
        title={sample(locale, 'No attachments yet', 'لا توجد مرفقات بعد')}
        description={sample(
          locale,
          'Signed contracts and receipts you attach appear here.',
          'تظهر هنا العقود الموقعة والإيصالات التي ترفقها.',
        )}
        action={
          <Button size="sm" icon={<Icon name="upload" />}>
            {sample(locale, 'Attach a file', 'إرفاق ملف')}
          </Button>
        }
      />
    </Card>
  ),
  play: async ({ canvasElement, globals: { locale } }) => {
    const region = within(canvasElement).getByRole('region', { name: sample(locale, 'Attachments', 'المرفقات') });
    await expect(within(region).getByRole('heading', { level: 3 })).toHaveTextContent(
      sample(locale, 'No attachments yet', 'لا توجد مرفقات بعد'),
    );
  },
};

/** A long title next to its actions, a long body and a footer of long buttons: everything wraps inside the card. */
export const LongContent: Story = {
  render: (args, { globals: { locale } }) => (
    <Card
      {...args}
      title={sample(
        locale,
        'Payment terms agreed with Nile Delta Trading and Distribution for the 2026 supply contract',
        'شروط السداد المتفق عليها مع دلتا النيل للتجارة والتوزيع لعقد توريد ٢٠٢٦',
      )}
      actions={
        <Button size="sm" variant="ghost">
          {sample(locale, 'Edit', 'تعديل')}
        </Button>
      }
      footer={
        <>
          <Button size="sm">{sample(locale, 'Download the signed agreement', 'تنزيل الاتفاقية الموقعة')}</Button>
          <Button size="sm" variant="primary">
            {sample(locale, 'Send the terms to the client for approval', 'إرسال الشروط إلى العميل للموافقة')}
          </Button>
        </>
      }
    >
      {sample(
        locale,
        'Net 30 days from the date the goods are received at the client’s warehouse, not from the invoice date. Payments made after 60 days accrue a late fee of 1.5% a month on the outstanding balance, and deliveries are suspended once the balance exceeds the credit limit of EGP 250,000.',
        'صافي ٣٠ يومًا من تاريخ استلام البضائع في مخزن العميل، وليس من تاريخ الفاتورة. تُحتسب على المدفوعات بعد ٦٠ يومًا غرامة تأخير ١٫٥٪ شهريًا على الرصيد المستحق، وتُوقف التسليمات متى تجاوز الرصيد حد الائتمان البالغ ٢٥٠٬٠٠٠ ج.م.',
      )}
    </Card>
  ),
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region');
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    await expect(within(region).getAllByRole('button')).toHaveLength(3);
  },
};

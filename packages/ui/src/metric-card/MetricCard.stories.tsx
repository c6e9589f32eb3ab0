import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { sample } from '../fields/storyText';
import { Icon } from '../icon/Icon';
import { MetricCard } from './MetricCard';

const meta = {
  title: 'Ui/MetricCard',
  component: MetricCard,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <div style={{ padding: 24, maxInlineSize: 320 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    label: "Today's invoices",
    value: 128450.5,
    format: { style: 'currency', currency: 'EGP' },
    trend: { direction: 'up', label: '12%' },
    subLabel: 'vs yesterday',
    icon: <Icon name="file" />,
  },
} satisfies Meta<typeof MetricCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const article = canvasElement.querySelector('article')!;
    await expect(article).toHaveAttribute('data-trend', 'up');
    // Numbers follow the locale: Arabic-Indic digits in ar-EG.
    const digits = document.documentElement.lang === 'ar-EG' ? /١٢٨٬٤٥٠٫٥٠/ : /128,450\.50/;
    await expect(digits.test(article.textContent ?? '')).toBe(true);
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('article')).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvasElement).getByRole('status')).toBeInTheDocument();
  },
};

export const Decrease: Story = {
  args: {
    label: 'Bills due today',
    value: 7,
    format: undefined,
    trend: { direction: 'down', label: '3' },
    subLabel: 'fewer than last week',
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('article')).toHaveAttribute('data-trend', 'down');
  },
};

/** The value failed to load: a dash with a translated "Unavailable" note, and no stale trend. */
export const Error: Story = {
  args: { error: true },
  render: (args, { globals: { locale } }) => (
    <MetricCard
      {...args}
      label={sample(locale, "Today's invoices", 'فواتير اليوم')}
      subLabel={sample(locale, 'vs yesterday', 'مقارنة بالأمس')}
    />
  ),
  play: async ({ canvasElement, globals: { locale } }) => {
    const article = canvasElement.querySelector('article')!;
    await expect(article).toHaveAttribute('data-error', 'true');
    await expect(article).not.toHaveAttribute('data-trend');
    await expect(within(article).getByText(sample(locale, 'Unavailable', 'غير متاح'))).toBeVisible();
    await expect(article).not.toHaveTextContent(sample(locale, 'vs yesterday', 'مقارنة بالأمس'));
  },
};

/** Nothing to count yet: a zero, with a sub-label that says so, and no trend. */
export const Empty: Story = {
  args: { value: 0, format: undefined, trend: undefined },
  render: (args, { globals: { locale } }) => (
    <MetricCard
      {...args}
      label={sample(locale, 'Overdue invoices', 'الفواتير المتأخرة')}
      subLabel={sample(locale, 'Nothing is overdue', 'لا يوجد شيء متأخر')}
    />
  ),
  play: async ({ canvasElement, globals: { locale } }) => {
    const article = canvasElement.querySelector('article')!;
    await expect(article).not.toHaveAttribute('data-trend');
    await expect(within(article).getByText(locale === 'ar-EG' ? '٠' : '0')).toBeVisible();
  },
};

/**
 * A large amount and long text: the label and sub-label wrap, the amount stays on one line (never broken inside the
 * number) and its text gets smaller in a narrower card, down to an ellipsis with the whole amount as a tooltip.
 */
export const LongContent: Story = {
  args: { value: 1234567890.75 },
  render: (args, { globals: { locale } }) => {
    const trend = { direction: 'up', label: sample(locale, '12.5%', '١٢٫٥٪') } as const;
    const label = sample(
      locale,
      'Receivables outstanding from wholesale customers across all branches this fiscal year',
      'المستحقات القائمة على عملاء الجملة في جميع الفروع خلال هذه السنة المالية',
    );
    const subLabel = sample(
      locale,
      'compared with the same period of the previous fiscal year',
      'مقارنة بالفترة نفسها من السنة المالية السابقة',
    );
    return (
      <div style={{ display: 'grid', gap: 16 }}>
        <MetricCard {...args} label={label} subLabel={subLabel} trend={trend} />
        <div style={{ inlineSize: 240 }}>
          <MetricCard {...args} label={label} subLabel={subLabel} trend={trend} />
        </div>
      </div>
    );
  },
  play: async ({ canvasElement, globals: { locale } }) => {
    const expected = new Intl.NumberFormat(String(locale), { style: 'currency', currency: 'EGP' }).format(
      1234567890.75,
    );
    const values = [...canvasElement.querySelectorAll<HTMLElement>('article p[title]')];
    await expect(values).toHaveLength(2);
    const [wide, narrow] = values.map((v) => parseFloat(getComputedStyle(v).fontSize));
    for (const value of values) {
      await expect(value.textContent).toBe(expected);
      await expect(value).toHaveAttribute('title', expected);
      // One line, and the whole amount shows: no ellipsis.
      await expect(value.getBoundingClientRect().height).toBeLessThan(2 * parseFloat(getComputedStyle(value).fontSize));
      await expect(value.scrollWidth).toBeLessThanOrEqual(value.clientWidth);
    }
    // The narrower card shows the amount smaller.
    await expect(narrow!).toBeLessThan(wide!);
  },
};

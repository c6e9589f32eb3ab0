import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { sample } from '../fields/storyText';
import { StatusBadge } from './StatusBadge';

const meta = {
  title: 'Ui/StatusBadge',
  component: StatusBadge,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
  args: { tone: 'success', label: 'Approved' },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-tone]')).toHaveAttribute('data-tone', 'success');
  },
};

export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <StatusBadge tone="neutral" label="Draft" />
      <StatusBadge tone="info" label="Pending" />
      <StatusBadge tone="success" label="Completed" />
      <StatusBadge tone="warning" label="Due today" />
      <StatusBadge tone="danger" label="Overdue" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const tones = [...canvasElement.querySelectorAll('[data-tone]')].map((e) => e.getAttribute('data-tone'));
    await expect(tones).toEqual(['neutral', 'info', 'success', 'warning', 'danger']);
  },
};

/** Long status labels: a badge keeps its label on one line (it never wraps), so it needs the room to show it. */
export const LongContent: Story = {
  render: (_args, { globals: { locale } }) => (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      <StatusBadge
        tone="warning"
        label={sample(locale, 'Awaiting second approval from finance', 'في انتظار الموافقة الثانية من الإدارة المالية')}
      />
      <StatusBadge
        tone="info"
        label={sample(locale, 'Partially paid: 3 of 5 instalments', 'مدفوعة جزئيًا: ٣ من ٥ أقساط')}
      />
      <StatusBadge
        tone="danger"
        label={sample(
          locale,
          'Overdue by more than 90 days and referred to collections',
          'متأخرة أكثر من ٩٠ يومًا ومحالة إلى التحصيل',
        )}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const badges = [...canvasElement.querySelectorAll<HTMLElement>('[data-tone]')];
    await expect(badges).toHaveLength(3);
    for (const badge of badges) {
      // One line: no taller than a short badge.
      await expect(badge.getBoundingClientRect().height).toBeLessThan(28);
      await expect(badge.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth);
    }
  },
};

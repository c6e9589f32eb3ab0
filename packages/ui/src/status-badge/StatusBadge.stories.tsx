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

const cell = {
  paddingBlock: 8,
  paddingInline: 12,
  borderBlockEnd: '1px solid var(--gray-4)',
  textAlign: 'start',
} as const;

/**
 * Long status labels in the status column of a table that has little room: a usual status stays on one line, a long
 * one wraps between words inside its badge (the dot stays by the first line) instead of widening the column, so the
 * whole status reads in the cell and the table fits its container.
 */
export const LongContent: Story = {
  render: (_args, { globals: { locale } }) => {
    const rows = [
      [
        'INV-2026-0142',
        sample(locale, 'Nile Delta Trading and Distribution', 'دلتا النيل للتجارة والتوزيع'),
        'success',
        sample(locale, 'Approved', 'معتمدة'),
      ],
      [
        'INV-2026-0139',
        sample(locale, 'Alexandria Port Logistics Services', 'خدمات الإسكندرية للوجستيات الموانئ'),
        'warning',
        sample(locale, 'Awaiting second approval from finance', 'في انتظار الموافقة الثانية من الإدارة المالية'),
      ],
      [
        'INV-2026-0131',
        sample(locale, 'Cairo Office Supplies', 'القاهرة للأدوات المكتبية'),
        'info',
        sample(locale, 'Partially paid: 3 of 5 instalments', 'مدفوعة جزئيًا: ٣ من ٥ أقساط'),
      ],
      [
        'INV-2025-0987',
        sample(locale, 'Upper Egypt Agricultural Cooperative', 'الجمعية التعاونية الزراعية بصعيد مصر'),
        'danger',
        sample(
          locale,
          'Overdue by more than 90 days and referred to collections',
          'متأخرة أكثر من ٩٠ يومًا ومحالة إلى التحصيل',
        ),
      ],
    ] as const;
    return (
      <div data-testid="container" style={{ inlineSize: 520 }}>
        <table style={{ inlineSize: '100%', borderCollapse: 'collapse', fontSize: 14 }}>
          <thead>
            <tr>
              <th style={cell}>{sample(locale, 'Invoice', 'الفاتورة')}</th>
              <th style={cell}>{sample(locale, 'Customer', 'العميل')}</th>
              <th style={cell}>{sample(locale, 'Status', 'الحالة')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([id, customer, tone, status]) => (
              <tr key={id}>
                <td style={{ ...cell, whiteSpace: 'nowrap' }}>{id}</td>
                <td style={cell}>{customer}</td>
                <td style={cell}>
                  <StatusBadge tone={tone} label={status} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  },
  play: async ({ canvas, canvasElement }) => {
    const container = canvas.getByTestId('container').getBoundingClientRect();
    const [short, ...long] = [...canvasElement.querySelectorAll<HTMLElement>('[data-tone]')];
    const oneLine = short!.getBoundingClientRect().height;
    // The table fits its container: no column was widened past it.
    await expect(canvasElement.querySelector('table')!.getBoundingClientRect().width).toBeLessThanOrEqual(
      container.width + 0.5,
    );
    for (const badge of [short!, ...long]) {
      const box = badge.getBoundingClientRect();
      const td = badge.closest('td')!.getBoundingClientRect();
      // Inside its cell, and nothing of the label overflows the badge.
      await expect(box.left).toBeGreaterThanOrEqual(td.left - 0.5);
      await expect(box.right).toBeLessThanOrEqual(td.right + 0.5);
      await expect(badge.scrollWidth).toBeLessThanOrEqual(badge.clientWidth);
    }
    // The longest status wraps; the short one stays a one-line pill.
    await expect(long.at(-1)!.getBoundingClientRect().height).toBeGreaterThan(1.5 * oneLine);
    await expect(oneLine).toBeLessThan(28);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

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

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { Button } from '../button/Button';
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

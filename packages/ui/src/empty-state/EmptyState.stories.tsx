import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { Button } from '../button/Button';
import { Icon } from '../icon/Icon';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Ui/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  args: {
    icon: <Icon name="file" />,
    title: 'No invoices yet',
    description: 'Invoices you create appear here, newest first.',
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2 })).toHaveTextContent('No invoices yet');
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

const onAdd = fn();
export const WithAction: Story = {
  args: {
    action: (
      <Button icon={<Icon name="plus" />} onPress={onAdd}>
        New invoice
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await expect(onAdd).toHaveBeenCalled();
  },
};

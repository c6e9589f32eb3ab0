import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { Button } from '../button/Button';
import { Icon } from '../icon/Icon';
import { PageHeader } from './PageHeader';

const meta = {
  title: 'Ui/PageHeader',
  component: PageHeader,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    title: 'Invoices',
    description: 'Customer invoices, their due dates and payments.',
    breadcrumbs: [
      { id: 'app', label: 'Home', href: '#/app' },
      { id: 'sales', label: 'Sales and finance', href: '#/app/sales' },
      { id: 'invoices', label: 'Invoices' },
    ],
    actions: <Button icon={<Icon name="plus" />}>New invoice</Button>,
  },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Invoices');
    const trail = canvas.getByRole('navigation');
    // The current page closes the trail as a disabled link marked aria-current.
    const links = within(trail).getAllByRole('link');
    await expect(links).toHaveLength(3);
    await expect(links[2]).toHaveAttribute('aria-current', 'page');
    await expect(links[0]).toHaveAttribute('href', '#/app');
  },
};

export const TitleOnly: Story = {
  args: { breadcrumbs: undefined, actions: undefined, description: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

export const LongContent: Story = {
  args: {
    title: 'Quarterly reconciliation of supplier bills, receipts and outstanding balances for all warehouses',
    description:
      'Every bill received this quarter, matched against receipts and purchase requests, with the remaining balance per supplier in EGP including 14% VAT.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toBeVisible();
  },
};

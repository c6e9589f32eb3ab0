import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { DashboardScreen } from './DashboardScreen';

const meta = {
  title: 'Screens/Dashboard',
  component: DashboardScreen,
  args: { userName: 'Ahmed', today: new Date('2026-11-22T09:00:00Z') },
} satisfies Meta<typeof DashboardScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvasElement.textContent).toContain('Ahmed');
  },
};

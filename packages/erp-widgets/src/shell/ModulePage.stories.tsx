import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { ModulePage } from './ModulePage';

const meta = { title: 'Screens/Shell/ModulePage', component: ModulePage, args: { page: 'invoices' } } satisfies Meta<
  typeof ModulePage
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 }).textContent).toMatch(/Invoices|الفواتير/);
  },
};

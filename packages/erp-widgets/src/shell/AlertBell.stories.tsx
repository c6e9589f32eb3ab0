import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { padded } from '../testing/listStories';
import { msg } from '../testing/messages';
import { AlertBell } from './AlertBell';

const meta = {
  title: 'Screens/Shell/AlertBell',
  component: AlertBell,
  decorators: [padded],
  args: { count: 7, href: '/app/dashboard#alerts' },
} satisfies Meta<typeof AlertBell>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The unread count as a badge, and in the link's name for screen readers. */
export const WithCount: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', {
      name: msg('widgets.appFrame.alertBell.label', { count: 7 }),
    });
    await expect(link.getAttribute('href')).toBe('/app/dashboard#alerts');
  },
};

export const NoneUnread: Story = {
  args: { count: 0 },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-count]')).toBeNull();
    await expect(
      within(canvasElement).getByRole('link', { name: msg('widgets.appFrame.alertBell.label', { count: 0 }) }),
    ).toBeVisible();
  },
};

export const Many: Story = {
  args: { count: 240 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-count]')?.textContent).toMatch(/\+$/);
  },
};

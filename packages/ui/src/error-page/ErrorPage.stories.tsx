import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { ErrorPage } from './ErrorPage';

const arabic = () => document.documentElement.lang === 'ar-EG';

const meta = {
  title: 'Ui/ErrorPage',
  component: ErrorPage,
  tags: ['autodocs'],
  args: { status: 404, homeHref: '#/app/dashboard' },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      arabic() ? 'الصفحة غير موجودة' : 'Page Not Found',
    );
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '#/app/dashboard');
  },
};

export const ServerError: Story = {
  args: { status: 500 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      arabic() ? 'خطأ داخلي في الخادم' : 'Internal Server Error',
    );
    // Arabic shows the status with Arabic-Indic digits.
    await expect(canvas.getByText(arabic() ? 'خطأ ٥٠٠' : 'Error 500')).toBeInTheDocument();
  },
};

export const WithMessage: Story = {
  args: { status: 403, message: 'You do not have permission to view invoices.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You do not have permission to view invoices.')).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      arabic() ? 'خطأ داخلي في الخادم' : 'Internal Server Error',
    );
  },
};

export const WithHomeButton: Story = {
  args: { status: 404, homeHref: undefined, onHome: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await expect(args.onHome).toHaveBeenCalledTimes(1);
  },
};

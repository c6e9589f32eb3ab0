import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { sample } from '../fields/storyText';
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

/** A long server message, with a long unbroken request id, wraps within the page. */
export const LongContent: Story = {
  render: (args, { globals: { locale } }) => (
    <ErrorPage
      {...args}
      status={503}
      message={sample(
        locale,
        'The invoices service did not answer within 30 seconds while the nightly backup of the accounting database was running. Your changes were not saved. Wait a few minutes and try again; if the problem continues, send this reference to support: req_7f3c9a2e41b84d0f9c6e5a1b2d3c4e5f6a7b8c9d.',
        'لم تستجب خدمة الفواتير خلال ٣٠ ثانية أثناء النسخ الاحتياطي الليلي لقاعدة بيانات الحسابات. لم تُحفظ تغييراتك. انتظر بضع دقائق ثم حاول مرة أخرى؛ وإذا استمرت المشكلة فأرسل هذا المرجع إلى الدعم: req_7f3c9a2e41b84d0f9c6e5a1b2d3c4e5f6a7b8c9d.',
      )}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/req_7f3c9a2e41b84d0f9c6e5a1b2d3c4e5f6a7b8c9d/)).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '#/app/dashboard');
  },
};

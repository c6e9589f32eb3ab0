import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';

import { renderWithLocale } from '../test-utils/renderWithLocale';
import { ErrorPage } from './ErrorPage';

const TEXT = {
  'en-US': {
    notFound: 'Page Not Found',
    server: 'Internal Server Error',
    home: 'Back to dashboard',
    status: 'Error 503',
  },
  'ar-EG': {
    notFound: 'الصفحة غير موجودة',
    server: 'خطأ داخلي في الخادم',
    home: 'العودة إلى لوحة التحكم',
    status: 'خطأ ٥٠٣',
  },
} as const;

describe.each(['en-US', 'ar-EG'] as const)('ErrorPage (%s)', (locale) => {
  const t = TEXT[locale];

  it('titles status 404 "Page Not Found" and links home', async () => {
    const screen = await renderWithLocale(<ErrorPage status={404} homeHref="/app/dashboard" />, locale);
    await expect.element(screen.getByRole('heading', { level: 1 })).toHaveTextContent(t.notFound);
    await expect.element(screen.getByRole('link', { name: t.home })).toHaveAttribute('href', '/app/dashboard');
  });

  it('titles any other status "Internal Server Error" and shows the error message instead of the generic text', async () => {
    const screen = await renderWithLocale(<ErrorPage status={503} message="Database is being upgraded." />, locale);
    await expect.element(screen.getByRole('heading', { level: 1 })).toHaveTextContent(t.server);
    await expect.element(screen.getByText('Database is being upgraded.')).toBeVisible();
    await expect.element(screen.getByText(t.status)).toBeVisible();
    // Without homeHref or onHome there is nothing to press.
    expect(screen.container.querySelector('a, button')).toBeNull();
  });

  it('calls onHome from the keyboard when no homeHref is given', async () => {
    const onHome = vi.fn();
    const screen = await renderWithLocale(<ErrorPage status={500} onHome={onHome} />, locale);
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('button', { name: t.home })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onHome).toHaveBeenCalledTimes(1);
  });
});

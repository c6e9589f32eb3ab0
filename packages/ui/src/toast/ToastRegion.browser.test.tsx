import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';

import '../theme/radix.css';
import '../theme/global.css';
import { renderWithLocale } from '../test-utils/renderWithLocale';
import { toast, toastQueue } from './toast';
import { ToastQueue } from './ToastQueue';
import { ToastRegion } from './ToastRegion';

describe.each(['en-US', 'ar-EG'] as const)('ToastRegion (%s)', (locale) => {
  afterEach(() => {
    vi.useRealTimers();
    toastQueue.clear();
  });

  it('renders only the visible toast, politely for success and assertively for errors', async () => {
    const queue = new ToastQueue();
    const screen = await renderWithLocale(<ToastRegion queue={queue} />, locale);
    const region = screen.getByRole('region');
    const status = screen.getByRole('status');
    const alert = screen.getByRole('alert');

    await expect.element(status).toHaveAttribute('aria-live', 'polite');
    await expect.element(alert).toHaveAttribute('aria-live', 'assertive');

    queue.add('success', 'Saved', { message: 'Invoice INV-1 saved.', duration: null });
    queue.add('error', 'Failed', { duration: null });
    await expect.element(status).toHaveTextContent('SavedInvoice INV-1 saved.');
    await expect.element(alert).toBeEmptyDOMElement();
    expect(region.element().querySelectorAll('[data-kind]')).toHaveLength(1);

    queue.close(queue.visible!.id);
    await expect.element(alert).toHaveTextContent('Failed');
    await expect.element(status).toBeEmptyDOMElement();
  });

  it('the close button works from the keyboard and the next toast follows after the gap', async () => {
    const queue = new ToastQueue();
    const screen = await renderWithLocale(<ToastRegion queue={queue} />, locale);
    queue.add('info', 'First', { duration: null });
    queue.add('warning', 'Second', { duration: null });

    const dismiss = screen.getByRole('button', { name: locale === 'ar-EG' ? 'إغلاق الإشعار' : 'Dismiss notification' });
    await userEvent.keyboard('{Tab}');
    await expect.element(dismiss).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByRole('status')).toBeEmptyDOMElement();
    await expect.element(screen.getByRole('alert')).toHaveTextContent('Second');

    // Bottom inline end: the right edge in English, the left edge in Arabic.
    const box = screen.getByRole('region').element().getBoundingClientRect();
    if (locale === 'ar-EG') expect(box.left).toBeLessThan(window.innerWidth / 2);
    else expect(box.right).toBeGreaterThan(window.innerWidth / 2);
  });

  it('hides a toast after 5000 ms and pauses while hovered', async () => {
    vi.useFakeTimers();
    const screen = await renderWithLocale(<ToastRegion />, locale);
    toast.success('Done');
    await expect.element(screen.getByRole('status')).toHaveTextContent('Done');
    vi.advanceTimersByTime(4999);
    await expect.element(screen.getByRole('status')).toHaveTextContent('Done');
    vi.advanceTimersByTime(1);
    await expect.element(screen.getByRole('status')).toBeEmptyDOMElement();

    const close = toast.info('Hover me');
    vi.advanceTimersByTime(300);
    await expect.element(screen.getByRole('status')).toHaveTextContent('Hover me');
    await userEvent.hover(screen.getByText('Hover me'));
    vi.advanceTimersByTime(10_000);
    await expect.element(screen.getByRole('status')).toHaveTextContent('Hover me');
    close();
    await expect.element(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';

import { renderWithLocale } from '../test-utils/renderWithLocale';
import { DatePicker, DateRangePicker } from './DatePicker';

describe.each(['en-US', 'ar-EG'] as const)('DatePicker (%s)', (locale) => {
  it('reports ISO dates, shows locale digits and steps days with the arrow keys in reading order', async () => {
    const onChange = vi.fn();
    const screen = await renderWithLocale(
      <DatePicker label="Issue date" defaultValue="2025-03-15" onChange={onChange} name="issueDate" />,
      locale,
    );
    expect(document.querySelector<HTMLInputElement>('input[name="issueDate"]')?.value).toBe('2025-03-15');
    const day = screen.getByRole('spinbutton', { name: /day|يوم/i });
    await expect.element(day).toHaveTextContent(locale === 'ar-EG' ? '١٥' : '15');
    (day.element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith('2025-03-16');

    await screen.getByRole('button').first().click();
    const grid = page.getByRole('grid');
    await expect.element(grid).toBeVisible();
    // The month arrows point outwards in reading order: "previous" sits at the start edge and points to it.
    const previous = document.querySelector<HTMLElement>('[role="dialog"] button[slot="previous"]')!;
    const next = document.querySelector<HTMLElement>('[role="dialog"] button[slot="next"]')!;
    expect(previous).toHaveAccessibleName(locale === 'ar-EG' ? 'السابق' : 'Previous');
    const startIsLeft = previous.getBoundingClientRect().x < next.getBoundingClientRect().x;
    expect(startIsLeft).toBe(locale === 'en-US');
    expect(getComputedStyle(previous.querySelector('svg')!).transform).toBe(
      locale === 'ar-EG' ? 'matrix(-1, 0, 0, 1, 0, 0)' : 'none',
    );
    await userEvent.keyboard('{ArrowRight}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(locale === 'ar-EG' ? '2025-03-15' : '2025-03-17');
  });

  it('marks an invalid date and describes it with the error', async () => {
    const screen = await renderWithLocale(
      <DatePicker label="Due date" defaultValue="2025-03-01" isInvalid errorMessage="Due before issue" />,
      locale,
    );
    const day = screen.getByRole('spinbutton', { name: /day|يوم/i });
    await expect.element(day).toHaveAttribute('aria-invalid', 'true');
    await expect.element(day).toHaveAccessibleDescription(/Due before issue/);
  });

  it('reports a range as ISO start and end', async () => {
    const onChange = vi.fn();
    const screen = await renderWithLocale(
      <DateRangePicker
        label="Period"
        defaultValue={{ start: '2025-03-10', end: '2025-03-14' }}
        onChange={onChange}
        name="period"
      />,
      locale,
    );
    expect(document.querySelector<HTMLInputElement>('input[name="periodEnd"]')?.value).toBe('2025-03-14');
    const endDay = screen.getByRole('spinbutton', { name: /day|يوم/i }).last();
    (endDay.element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith({ start: '2025-03-10', end: '2025-03-15' });
  });
});

import { describe, expect, it } from 'vitest';

import { renderWithLocale } from '../test-utils/renderWithLocale';
import { MetricCard } from './MetricCard';

describe.each([
  ['en-US', 'EGP 1,234.50', 'Increase', 'Unavailable'],
  ['ar-EG', '١٬٢٣٤٫٥٠', 'زيادة', 'غير متاح'],
] as const)('MetricCard (%s)', (locale, formatted, increase, unavailable) => {
  it('formats a numeric value with the locale and announces the trend direction', async () => {
    const screen = await renderWithLocale(
      <MetricCard
        label="Balance"
        value={1234.5}
        format={{ style: 'currency', currency: 'EGP' }}
        trend={{ direction: 'up', label: '5%' }}
      />,
      locale,
    );
    const card = screen.container.querySelector('article')!;
    expect(card.textContent?.replace(/\s/g, ' ')).toContain(formatted);
    expect(card.textContent).toContain(increase);
    expect(card.getAttribute('data-trend')).toBe('up');
    expect(card.hasAttribute('aria-busy')).toBe(false);
  });

  it('shows skeletons and is busy while loading', async () => {
    const screen = await renderWithLocale(<MetricCard label="Balance" value={1} isLoading />, locale);
    const card = screen.container.querySelector('article')!;
    expect(card.getAttribute('aria-busy')).toBe('true');
    expect(card.querySelectorAll('[data-variant]').length).toBeGreaterThan(0);
    await expect.element(screen.getByRole('status')).toBeInTheDocument();
  });

  it('shows a dash and a translated "Unavailable" note instead of a value that failed to load', async () => {
    const screen = await renderWithLocale(
      <MetricCard
        label="Balance"
        value={1234.5}
        format={{ style: 'currency', currency: 'EGP' }}
        trend={{ direction: 'up', label: '5%' }}
        subLabel="vs yesterday"
        isLoading
        error
      />,
      locale,
    );
    const card = screen.container.querySelector('article')!;
    expect(card.getAttribute('data-error')).toBe('true');
    // The error wins over loading, and the stale value, trend and sub-label are gone.
    expect(card.hasAttribute('aria-busy')).toBe(false);
    expect(card.hasAttribute('data-trend')).toBe(false);
    expect(card.textContent).not.toContain(formatted);
    expect(card.textContent).not.toContain('vs yesterday');
    expect(card.textContent).toContain('\u2014');
    await expect.element(screen.getByText(unavailable)).toBeVisible();
    // Screen readers hear the note, not the dash.
    expect(screen.getByText('\u2014').element().closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it("shows the caller's note when the error is text", async () => {
    const screen = await renderWithLocale(
      <MetricCard label="Balance" value={1} error="Could not load the balance." />,
      locale,
    );
    await expect.element(screen.getByText('Could not load the balance.')).toBeVisible();
    expect(screen.container.textContent).not.toContain(unavailable);
  });

  it('keeps a large amount on one line, smaller in a narrow card, with the whole amount as its title', async () => {
    const format = { style: 'currency', currency: 'EGP' } as const;
    const screen = await renderWithLocale(
      <>
        <div style={{ inlineSize: 480 }}>
          <MetricCard label="Balance" value={1234.5} format={format} />
        </div>
        <div style={{ inlineSize: 240 }}>
          <MetricCard label="Balance" value={1234567890.75} format={format} />
        </div>
        <div style={{ inlineSize: 150 }}>
          <MetricCard label="Balance" value={1234567890.75} format={format} />
        </div>
      </>,
      locale,
    );
    const [short, large, cut] = [...screen.container.querySelectorAll<HTMLElement>('article p[title]')];
    const amount = new Intl.NumberFormat(locale, format).format(1234567890.75);
    const size = (e: HTMLElement) => parseFloat(getComputedStyle(e).fontSize);
    for (const value of [large!, cut!]) {
      expect(value.textContent).toBe(amount);
      expect(value.title).toBe(amount);
      // One line: the height of the short value's line box.
      expect(value.getBoundingClientRect().height).toBe(short!.getBoundingClientRect().height);
    }
    // Smaller text, and the whole amount shows.
    expect(size(large!)).toBeLessThan(size(short!));
    expect(large!.scrollWidth).toBeLessThanOrEqual(large!.clientWidth);
    // Too narrow even for the smallest size: cut with an ellipsis, the title holding the whole amount.
    expect(cut!.scrollWidth).toBeGreaterThan(cut!.clientWidth);
  });
});

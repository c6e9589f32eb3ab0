import { describe, expect, it } from 'vitest';

import { renderWithLocale } from '../test-utils/renderWithLocale';
import { MetricCard } from './MetricCard';

describe.each([
  ['en-US', 'EGP 1,234.50', 'Increase'],
  ['ar-EG', '١٬٢٣٤٫٥٠', 'زيادة'],
] as const)('MetricCard (%s)', (locale, formatted, increase) => {
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
});

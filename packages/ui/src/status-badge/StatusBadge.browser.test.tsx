import { describe, expect, it } from 'vitest';

// Token CSS (loaded by the package entry in apps and Storybook), so colours resolve.
import '../theme/radix.css';
import { renderWithLocale } from '../test-utils/renderWithLocale';
import { StatusBadge } from './StatusBadge';

const LABELS = {
  'en-US': { ok: 'Approved', bad: 'Overdue', neutral: 'Draft' },
  'ar-EG': { ok: 'معتمد', bad: 'متأخرة', neutral: 'مسودة' },
} as const;

describe.each(['en-US', 'ar-EG'] as const)('StatusBadge (%s)', (locale) => {
  const l = LABELS[locale];

  it('exposes its tone and gives each tone a different colour while the label carries the meaning', async () => {
    const screen = await renderWithLocale(
      <>
        <StatusBadge tone="success" label={l.ok} />
        <StatusBadge tone="danger" label={l.bad} />
        <StatusBadge label={l.neutral} />
      </>,
      locale,
    );
    const [ok, bad, neutral] = [l.ok, l.bad, l.neutral].map((text) => screen.getByText(text).element());
    expect(ok!.getAttribute('data-tone')).toBe('success');
    expect(bad!.getAttribute('data-tone')).toBe('danger');
    expect(neutral!.getAttribute('data-tone')).toBe('neutral');
    expect(getComputedStyle(ok!).backgroundColor).not.toBe(getComputedStyle(bad!).backgroundColor);
    expect(getComputedStyle(ok!).backgroundColor).not.toBe(getComputedStyle(neutral!).backgroundColor);
  });

  it('takes the direction of the locale and sits at the inline start of its line', async () => {
    const screen = await renderWithLocale(
      <div style={{ inlineSize: 400 }}>
        <StatusBadge tone="info" label={l.ok} />
      </div>,
      locale,
    );
    const badge = screen.getByText(l.ok).element();
    expect(getComputedStyle(badge).direction).toBe(locale === 'ar-EG' ? 'rtl' : 'ltr');
    const box = badge.getBoundingClientRect();
    const line = badge.parentElement!.getBoundingClientRect();
    if (locale === 'ar-EG') expect(Math.abs(box.right - line.right)).toBeLessThan(1);
    else expect(Math.abs(box.left - line.left)).toBeLessThan(1);
  });
});

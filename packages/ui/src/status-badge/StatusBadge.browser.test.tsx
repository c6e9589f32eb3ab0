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
    const [ok, bad, neutral] = [l.ok, l.bad, l.neutral].map((text) =>
      screen.getByText(text).element().closest<HTMLElement>('[data-tone]'),
    );
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
    const badge = screen.getByText(l.ok).element().closest('[data-tone]')!;
    expect(getComputedStyle(badge).direction).toBe(locale === 'ar-EG' ? 'rtl' : 'ltr');
    const box = badge.getBoundingClientRect();
    const line = badge.parentElement!.getBoundingClientRect();
    if (locale === 'ar-EG') expect(Math.abs(box.right - line.right)).toBeLessThan(1);
    else expect(Math.abs(box.left - line.left)).toBeLessThan(1);
  });

  it('wraps a label too long for its column inside the badge, and keeps a short one on one line', async () => {
    const long =
      locale === 'ar-EG' ? 'في انتظار الموافقة الثانية من الإدارة المالية' : 'Awaiting second approval from finance';
    const screen = await renderWithLocale(
      <div style={{ inlineSize: 140 }}>
        <StatusBadge tone="warning" label={long} />
        <StatusBadge label={l.neutral} />
      </div>,
      locale,
    );
    const column = screen.container.querySelector('div')!.getBoundingClientRect();
    const wrapped = screen.getByText(long).element().closest<HTMLElement>('[data-tone]')!;
    const single = screen.getByText(l.neutral).element().closest<HTMLElement>('[data-tone]')!;
    const box = wrapped.getBoundingClientRect();
    expect(box.width).toBeLessThanOrEqual(column.width + 0.5);
    expect(wrapped.scrollWidth).toBeLessThanOrEqual(wrapped.clientWidth);
    expect(box.height).toBeGreaterThan(1.5 * single.getBoundingClientRect().height);
  });

  it('keeps a usual status on one line in a crowded table, where other columns give way', async () => {
    const status = locale === 'ar-EG' ? 'قيد المراجعة' : 'Pending review';
    const text = 'Train tickets to Alexandria for the port audit and the customs inspection of the new warehouse';
    const screen = await renderWithLocale(
      <table style={{ inlineSize: 300, borderCollapse: 'collapse' }}>
        <tbody>
          <tr>
            <td>{text}</td>
            <td>
              <StatusBadge tone="warning" label={status} />
            </td>
          </tr>
        </tbody>
      </table>,
      locale,
    );
    const badge = screen.getByText(status).element().closest<HTMLElement>('[data-tone]')!;
    const label = screen.getByText(status).element() as HTMLElement;
    // One line of the label: its height is its line height.
    expect(label.getBoundingClientRect().height).toBe(parseFloat(getComputedStyle(label).lineHeight));
    expect(badge.scrollWidth).toBeLessThanOrEqual(badge.clientWidth);
  });
});

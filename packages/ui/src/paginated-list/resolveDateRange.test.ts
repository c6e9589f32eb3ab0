import { describe, expect, it } from 'vitest';

import { resolveDateRange, weekStartOf } from './resolveDateRange';

// 2026-11-22 is a Sunday.
const TODAY = '2026-11-22';

describe('resolveDateRange', () => {
  it('has no range for all and custom', () => {
    expect(resolveDateRange('all', TODAY, 6)).toBeNull();
    expect(resolveDateRange('custom', TODAY, 6)).toBeNull();
  });

  it('resolves today to a one-day range', () => {
    expect(resolveDateRange('today', TODAY, 6)).toEqual({ start: TODAY, end: TODAY });
  });

  it('starts this week on Saturday for Egypt and on Sunday for the US', () => {
    expect(resolveDateRange('thisWeek', TODAY, 6)).toEqual({ start: '2026-11-21', end: '2026-11-27' });
    expect(resolveDateRange('thisWeek', TODAY, 0)).toEqual({ start: '2026-11-22', end: '2026-11-28' });
    expect(resolveDateRange('thisWeek', TODAY, 1)).toEqual({ start: '2026-11-16', end: '2026-11-22' });
    // On the first day of the week itself, the week starts today.
    expect(resolveDateRange('thisWeek', '2026-11-21', 6)).toEqual({ start: '2026-11-21', end: '2026-11-27' });
    // On a Friday, the Egyptian week started the Saturday before.
    expect(resolveDateRange('thisWeek', '2026-11-27', 6)).toEqual({ start: '2026-11-21', end: '2026-11-27' });
  });

  it('covers the whole month, including February in a leap year', () => {
    expect(resolveDateRange('thisMonth', TODAY, 6)).toEqual({ start: '2026-11-01', end: '2026-11-30' });
    expect(resolveDateRange('thisMonth', '2028-02-10', 6)).toEqual({ start: '2028-02-01', end: '2028-02-29' });
  });

  it('counts last and next N days inclusive of today', () => {
    expect(resolveDateRange('last7Days', TODAY, 6)).toEqual({ start: '2026-11-16', end: TODAY });
    expect(resolveDateRange('last30Days', TODAY, 6)).toEqual({ start: '2026-10-24', end: TODAY });
    expect(resolveDateRange('last90Days', TODAY, 6)).toEqual({ start: '2026-08-25', end: TODAY });
    expect(resolveDateRange('next7Days', TODAY, 6)).toEqual({ start: TODAY, end: '2026-11-28' });
    expect(resolveDateRange('next30Days', TODAY, 6)).toEqual({ start: TODAY, end: '2026-12-21' });
    expect(resolveDateRange('next90Days', '2026-12-15', 6)).toEqual({ start: '2026-12-15', end: '2027-03-14' });
  });
});

describe('weekStartOf', () => {
  it('takes the first day of the week from the locale', () => {
    expect(weekStartOf('ar-EG')).toBe(6);
    expect(weekStartOf('ar-EG-u-nu-latn')).toBe(6);
    expect(weekStartOf('en-US')).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';

import { todayIso } from './today';

describe('todayIso', () => {
  it("answers the company's day, which can differ from the browser's", () => {
    // 23:30 UTC on 26 November is already 27 November in Cairo (UTC+2), and still 26 November in New York.
    const lateEvening = new Date('2026-11-26T23:30:00Z');
    expect(todayIso(lateEvening, 'Africa/Cairo')).toBe('2026-11-27');
    expect(todayIso(lateEvening, 'America/New_York')).toBe('2026-11-26');
    expect(todayIso(new Date('2026-01-05T08:00:00Z'), 'Africa/Cairo')).toBe('2026-01-05');
  });

  it("falls back to the browser's day without a time zone or with one it does not know", () => {
    const now = new Date(2026, 10, 26, 23, 30); // local time
    expect(todayIso(now)).toBe('2026-11-26');
    expect(todayIso(now, '')).toBe('2026-11-26');
    expect(todayIso(now, 'Mars/Olympus_Mons')).toBe('2026-11-26');
  });
});

// Filters on calendar days: documents keep their dates at midnight UTC, and the business week starts on Saturday.
import type { WeekDay } from '@erp/ui';
import type PocketBase from 'pocketbase';

/** The first day of the Egyptian business week (Saturday). */
export const BUSINESS_WEEK_START: WeekDay = 6;

/** A `YYYY-MM-DD` day as the instant PocketBase stores for it. */
export const dayStart = (day: string) => `${day} 00:00:00.000Z`;

/** The day after a `YYYY-MM-DD` day. */
export function nextDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** A filter keeping `field` within the inclusive days of `range`: from midnight of the first to midnight after the last. */
export function dayRangeFilter(pb: PocketBase, field: string, range: { start: string; end: string }): string {
  return pb.filter(`${field} >= {:start} && ${field} < {:end}`, {
    start: dayStart(range.start),
    end: dayStart(nextDay(range.end)),
  });
}

// Calendar days in list filters. Documents store their dates at midnight UTC, so a range of days is bound from
// midnight of its first day to midnight after its last.
import type { WeekDay } from '@erp/ui';
import type PocketBase from 'pocketbase';

/** Egypt's business week starts on Saturday: "this week" means Saturday to Friday in both languages. */
export const BUSINESS_WEEK_START: WeekDay = 6;

/** A `YYYY-MM-DD` day as the instant PocketBase stores for it. */
export const dayStart = (day: string) => `${day} 00:00:00.000Z`;

/** The day after a `YYYY-MM-DD` day. */
export function nextDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** A filter keeping `field` within the inclusive days of `range` (either end may be open). */
export function dayRangeFilter(
  pb: PocketBase,
  field: string,
  range: { start: string | null; end: string | null },
): string {
  const parts: string[] = [];
  if (range.start) parts.push(pb.filter(`${field} >= {:start}`, { start: dayStart(range.start) }));
  if (range.end) parts.push(pb.filter(`${field} < {:end}`, { end: dayStart(nextDay(range.end)) }));
  return parts.join(' && ');
}

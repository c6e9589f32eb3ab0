import { endOfMonth, parseDate, startOfMonth, type CalendarDate } from '@internationalized/date';

/** Date-range presets a list filter can offer. `all` means no range; `custom` reveals two date inputs. */
export type DateRangePreset =
  | 'all'
  | 'today'
  | 'thisWeek'
  | 'thisMonth'
  | 'last7Days'
  | 'last30Days'
  | 'last90Days'
  | 'next7Days'
  | 'next30Days'
  | 'next90Days'
  | 'custom';

/** Every preset, in the order they are usually offered. */
export const DATE_RANGE_PRESETS: readonly DateRangePreset[] = [
  'all',
  'today',
  'thisWeek',
  'thisMonth',
  'last7Days',
  'last30Days',
  'last90Days',
  'next7Days',
  'next30Days',
  'next90Days',
  'custom',
];

/** An inclusive range of ISO calendar dates (`YYYY-MM-DD`). */
export type IsoDateRange = { start: string; end: string };

/** First day of the week: 0 = Sunday … 6 = Saturday (Egypt's business week starts on Saturday, 6). */
export type WeekDay = 0 | 1 | 2 | 3 | 4 | 5 | 6;

const dayOfWeek = (d: CalendarDate): WeekDay => new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay() as WeekDay;

/**
 * The inclusive ISO date range a preset stands for, seen from `today` (an ISO date in the user's time zone).
 * "Last N days" and "next N days" include today, so each spans exactly N days. `thisWeek` starts on
 * `weekStartsOn` and lasts seven days. `all` and `custom` have no computed range and return `null`.
 */
export function resolveDateRange(preset: DateRangePreset, today: string, weekStartsOn: WeekDay): IsoDateRange | null {
  const t = parseDate(today);
  const range = (start: CalendarDate, end: CalendarDate): IsoDateRange => ({
    start: start.toString(),
    end: end.toString(),
  });
  switch (preset) {
    case 'all':
    case 'custom':
      return null;
    case 'today':
      return range(t, t);
    case 'thisWeek': {
      const start = t.subtract({ days: (dayOfWeek(t) - weekStartsOn + 7) % 7 });
      return range(start, start.add({ days: 6 }));
    }
    case 'thisMonth':
      return range(startOfMonth(t), endOfMonth(t));
    case 'last7Days':
      return range(t.subtract({ days: 6 }), t);
    case 'last30Days':
      return range(t.subtract({ days: 29 }), t);
    case 'last90Days':
      return range(t.subtract({ days: 89 }), t);
    case 'next7Days':
      return range(t, t.add({ days: 6 }));
    case 'next30Days':
      return range(t, t.add({ days: 29 }));
    case 'next90Days':
      return range(t, t.add({ days: 89 }));
  }
}

/**
 * First day of the week for a locale tag, from CLDR via `Intl.Locale#getWeekInfo` (ar-EG → Saturday,
 * en-US → Sunday). Falls back to Saturday for Arabic and Sunday otherwise where the API is missing.
 */
export function weekStartOf(locale: string): WeekDay {
  try {
    const loc = new Intl.Locale(locale) as Intl.Locale & {
      getWeekInfo?: () => { firstDay: number };
      weekInfo?: { firstDay: number };
    };
    const info = loc.getWeekInfo?.() ?? loc.weekInfo;
    if (info) return (info.firstDay % 7) as WeekDay; // ISO 1 = Monday … 7 = Sunday
  } catch {
    // An invalid tag falls through to the default below.
  }
  return locale.startsWith('ar') ? 6 : 0;
}

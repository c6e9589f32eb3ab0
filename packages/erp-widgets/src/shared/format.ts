// How every screen shows dates, money, quantities, sizes and names, in the active locale.
import type { IntlShape } from 'react-intl';

/** PocketBase dates ("2026-11-02 09:30:00.000Z") as Date, or null when empty or invalid. */
export function parseServerDate(value: string | undefined | null): Date | null {
  if (!value) return null;
  const date = new Date(value.replace(' ', 'T'));
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * The company's date and time formats (app_settings.dateFormat, timeFormat), which the app hands to the locale
 * provider (`displayFormats`); they reach these helpers as react-intl's named formats `erpDate` and `erpTime`.
 * Without them (stories, the sign-in page) dates take the locale's medium style.
 */
type DisplayFormats = { date?: { erpDate?: { pattern?: string } }; time?: { erpTime?: { hour12?: boolean } } };

const companyDatePattern = (intl: IntlShape): string | undefined =>
  (intl.formats as DisplayFormats).date?.erpDate?.pattern || undefined;

const companyHour12 = (intl: IntlShape): boolean | undefined => (intl.formats as DisplayFormats).time?.erpTime?.hour12;

// A list formats the same few days and amounts on every row and every render: the strings are kept by what
// determines them (locale, pattern, time zone, value), so a page of 30 rows does not build them again on each
// sort or filter change. Bounded: the cache starts afresh past a few thousand strings.
const formatted = new Map<string, string>();
function remember(key: string, make: () => string): string {
  let text = formatted.get(key);
  if (text === undefined) {
    if (formatted.size >= 5000) formatted.clear();
    text = make();
    formatted.set(key, text);
  }
  return text;
}

/**
 * A date in the company's pattern (DD/MM/YYYY, MM/DD/YYYY or YYYY-MM-DD), with the locale's digits: the order and
 * separator are the company's, the digits the reader's ("٢٥/١١/٢٠٢٦" in Arabic), as the PDFs print them.
 */
function patternDate(intl: IntlShape, date: Date | number, pattern: string, timeZone?: string): string {
  const parts = intl.formatDateToParts(date, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone });
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const values: Record<string, string> = { DD: part('day'), MM: part('month'), YYYY: part('year') };
  return pattern.replace(/DD|MM|YYYY/g, (token) => values[token] ?? token);
}

/** A server timestamp's day in the company's date format, else the locale's (empty when absent). */
export function formatServerDate(intl: IntlShape, value: string | undefined | null): string {
  const date = parseServerDate(value);
  if (!date) return '';
  const pattern = companyDatePattern(intl);
  return pattern ? patternDate(intl, date, pattern) : intl.formatDate(date, { dateStyle: 'medium' });
}

/** A server timestamp with its time, in the company's date and time formats (12- or 24-hour). */
export function formatServerDateTime(intl: IntlShape, value: string | undefined | null): string {
  const date = parseServerDate(value);
  if (!date) return '';
  const pattern = companyDatePattern(intl);
  const hour12 = companyHour12(intl);
  const time = intl.formatTime(date, {
    hour: 'numeric',
    minute: '2-digit',
    ...(hour12 === undefined ? {} : { hour12 }),
  });
  if (!pattern && hour12 === undefined) return intl.formatDate(date, { dateStyle: 'medium', timeStyle: 'short' });
  return `${pattern ? patternDate(intl, date, pattern) : intl.formatDate(date, { dateStyle: 'medium' })} ${time}`;
}

/** The calendar day of a server date ("2026-11-02 00:00:00.000Z" → "2026-11-02"), or '' when empty. */
export function isoDay(value: string | undefined | null): string {
  return value && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : '';
}

/** Today in the browser's time zone, as `YYYY-MM-DD`. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const utc = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));

/** Whole days from `from` to `to` (both `YYYY-MM-DD`); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((utc(to) - utc(from)) / 86_400_000);
}

/**
 * A date-only server value in the company's date format, else the locale's medium style ("Nov 2, 2026" / "٢ نوفمبر
 * ٢٠٢٦"). Document dates are calendar
 * days stored at midnight UTC, so they are formatted in UTC: the day never shifts with the viewer's time zone.
 */
export function formatDay(intl: IntlShape, value: string | undefined | null): string {
  const day = isoDay(value);
  if (!day) return '';
  const pattern = companyDatePattern(intl);
  return remember(`day ${intl.locale} ${pattern ?? ''} ${day}`, () =>
    pattern
      ? patternDate(intl, utc(day), pattern, 'UTC')
      : intl.formatDate(utc(day), { dateStyle: 'medium', timeZone: 'UTC' }),
  );
}

/**
 * An EGP amount in the active locale ("EGP 1,234.50" / "‏١٬٢٣٤٫٥٠ ج.م.‏"); '' when there is none (a field the
 * record lacks), which a viewer shows as "—", never as NaN.
 */
export function formatMoney(intl: IntlShape, pounds: number | null | undefined): string {
  if (!Number.isFinite(pounds)) return '';
  return remember(`money ${intl.locale} ${pounds}`, () =>
    intl.formatNumber(pounds as number, { style: 'currency', currency: 'EGP' }),
  );
}

/** A rate in percent as a localized percentage ("14%" / "١٤٪؜"); '' when there is none (see {@link formatMoney}). */
export function formatRate(intl: IntlShape, ratePercent: number | null | undefined): string {
  if (!Number.isFinite(ratePercent)) return '';
  return intl.formatNumber((ratePercent as number) / 100, { style: 'percent', maximumFractionDigits: 2 });
}

/** A quantity with up to three decimals. */
export function formatQuantity(intl: IntlShape, quantity: number): string {
  return intl.formatNumber(quantity, { maximumFractionDigits: 3 });
}

/**
 * A byte count in binary steps (1 KB = 1024 B), formatted by Intl units in the active locale: "617 B", "240 KB",
 * "1.2 MB" in English (the unit's symbol as people write it, in the place and with the spacing Intl gives it);
 * "٦١٧ بايت", "٢٤٠ كيلوبايت", "١٫٢ ميغابايت" in Arabic (Intl's long units, one kind of word for every size).
 */
export function formatFileSize(intl: IntlShape, bytes: number): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const name = units[unit] ?? 'byte';
  // How English readers write file sizes: CLDR's short units would read "617 byte" and "240 kB".
  const symbols = { byte: 'B', kilobyte: 'KB', megabyte: 'MB', gigabyte: 'GB' } as const;
  const options = { style: 'unit', unit: name, maximumFractionDigits: unit === 0 ? 0 : 1 } as const;
  if (intl.locale.startsWith('ar')) return intl.formatNumber(value, { ...options, unitDisplay: 'long' });
  return intl
    .formatNumberToParts(value, { ...options, unitDisplay: 'short' })
    .map((part) => (part.type === 'unit' ? symbols[name] : part.value))
    .join('');
}

/** The name in the active language: the Arabic one in Arabic when there is one. */
export function localName(locale: string, names: { name: string; nameAr?: string }): string {
  return locale.startsWith('ar') && names.nameAr ? names.nameAr : names.name;
}

/** "First Last", skipping an empty part. */
export function fullName(person: { firstName: string; lastName: string }): string {
  return [person.firstName, person.lastName].filter(Boolean).join(' ');
}

/**
 * The name a user gave an attachment: PocketBase stores `scan_a1b2c3d4e5.pdf` for an upload of `scan.pdf`, so
 * the ten-character suffix it adds is left out.
 */
export function attachmentName(stored: string): string {
  return stored.replace(/_[a-z0-9]{10}(\.[^.]+)$/i, '$1');
}

/** How a file is previewed, from its name: PDFs in a frame, images inline, anything else not at all. */
export function previewKind(fileName: string): 'pdf' | 'image' | null {
  const ext = fileName.toLowerCase().split('.').pop() ?? '';
  if (ext === 'pdf') return 'pdf';
  if (['png', 'jpg', 'jpeg'].includes(ext)) return 'image';
  return null;
}

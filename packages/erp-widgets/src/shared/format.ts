// How every screen shows dates, money, quantities, sizes and names, in the active locale.
import type { IntlShape } from 'react-intl';

/** PocketBase dates ("2026-11-02 09:30:00.000Z") as Date, or null when empty or invalid. */
export function parseServerDate(value: string | undefined | null): Date | null {
  if (!value) return null;
  const date = new Date(value.replace(' ', 'T'));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A server timestamp formatted for the active locale (empty when absent). */
export function formatServerDate(intl: IntlShape, value: string | undefined | null): string {
  const date = parseServerDate(value);
  return date ? intl.formatDate(date, { dateStyle: 'medium' }) : '';
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
 * A date-only server value in the active locale ("Nov 2, 2026" / "٢ نوفمبر ٢٠٢٦"). Document dates are calendar
 * days stored at midnight UTC, so they are formatted in UTC: the day never shifts with the viewer's time zone.
 */
export function formatDay(intl: IntlShape, value: string | undefined | null): string {
  const day = isoDay(value);
  return day ? intl.formatDate(utc(day), { dateStyle: 'medium', timeZone: 'UTC' }) : '';
}

/**
 * An EGP amount in the active locale ("EGP 1,234.50" / "‏١٬٢٣٤٫٥٠ ج.م.‏"); '' when there is none (a field the
 * record lacks), which a viewer shows as "—", never as NaN.
 */
export function formatMoney(intl: IntlShape, pounds: number | null | undefined): string {
  return Number.isFinite(pounds) ? intl.formatNumber(pounds as number, { style: 'currency', currency: 'EGP' }) : '';
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

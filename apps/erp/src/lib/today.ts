// Kept apart from the list search module, which the always-loaded route tree includes.
const dayInZone = new Map<string, Intl.DateTimeFormat>();

/**
 * Today as `YYYY-MM-DD` in `timeZone` (an IANA name), or in the browser's time zone without one or with one the
 * browser does not know.
 */
export function todayIso(now: Date = new Date(), timeZone?: string): string {
  if (timeZone) {
    let format = dayInZone.get(timeZone);
    if (!format) {
      try {
        // en-CA writes the day as YYYY-MM-DD, with Latin digits.
        format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
      } catch {
        format = undefined;
      }
      if (format) dayInZone.set(timeZone, format);
    }
    if (format) return format.format(now);
  }
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

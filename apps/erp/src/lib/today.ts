// Kept apart from the list search module, which the always-loaded route tree includes.
/** Today in the browser's time zone, `YYYY-MM-DD` (the day the date filters of the lists count from). */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';

import { formatDay, formatServerDate, formatServerDateTime } from './format';

// The app hands the company's formats to the locale provider as named formats; these are what react-intl then holds.
const intlWith = (locale: string, dateFormat?: string, timeFormat?: string) =>
  createIntl({
    locale,
    messages: {},
    formats: {
      date: dateFormat ? { erpDate: { pattern: dateFormat } as Intl.DateTimeFormatOptions } : {},
      time: timeFormat ? { erpTime: { hour12: timeFormat === '12h' } } : {},
    },
  });

describe('dates follow the company formats', () => {
  it.each([
    ['en-US', 'DD/MM/YYYY', '05/03/2026'],
    ['en-US', 'MM/DD/YYYY', '03/05/2026'],
    ['en-US', 'YYYY-MM-DD', '2026-03-05'],
    ['ar-EG', 'DD/MM/YYYY', '٠٥/٠٣/٢٠٢٦'],
    ['ar-EG', 'YYYY-MM-DD', '٢٠٢٦-٠٣-٠٥'],
  ])('%s %s', (locale, pattern, expected) => {
    const intl = intlWith(locale, pattern);
    expect(formatDay(intl, '2026-03-05 00:00:00.000Z')).toBe(expected);
    expect(formatServerDate(intl, '2026-03-05 10:00:00.000Z')).toBe(expected);
  });

  it('keeps the locale style without company formats', () => {
    expect(formatDay(intlWith('en-US'), '2026-03-05 00:00:00.000Z')).toBe('Mar 5, 2026');
  });

  it('writes the time on the company clock', () => {
    const at = '2026-03-05 15:07:00.000Z';
    const h24 = formatServerDateTime(intlWith('en-US', 'YYYY-MM-DD', '24h'), at);
    const h12 = formatServerDateTime(intlWith('en-US', 'YYYY-MM-DD', '12h'), at);
    expect(h24).toMatch(/^2026-03-05 \d{2}:07$/);
    expect(h12).toMatch(/^2026-03-05 \d{1,2}:07\s?[AP]M$/);
  });
});

import { useIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';

import { MoneyField } from '../fields/NumberField';
import { PaginatedList } from '../paginated-list/PaginatedList';
import type { ArabicDigits, Locale } from './locale';
import { LocaleProvider } from './LocaleProvider';
import { loadUiMessages } from './messages';

const ARABIC_INDIC = /[\u0660-\u0669]/;

/** Numbers formatted through react-intl: a plain number, money and a date. */
function Figures() {
  const intl = useIntl();
  return (
    <ul>
      <li data-testid="number">{intl.formatNumber(1234.5)}</li>
      <li data-testid="money">{intl.formatNumber(9419.25, { style: 'currency', currency: 'EGP' })}</li>
      <li data-testid="date">{intl.formatDate(new Date(2026, 10, 22), { dateStyle: 'short' })}</li>
    </ul>
  );
}

const rows = Array.from({ length: 10 }, (_, i) => ({ id: `r${i + 1}`, number: `INV-${i + 1}` }));

async function renderDigits(locale: Locale, arabicDigits?: ArabicDigits) {
  return render(
    <LocaleProvider locale={locale} messages={await loadUiMessages(locale)} arabicDigits={arabicDigits}>
      <Figures />
      <MoneyField label="Amount" defaultValue={1500} />
      <PaginatedList
        label="Invoices"
        columns={[{ id: 'number', header: 'Number', cell: (r) => r.number }]}
        rows={rows}
        total={42}
        page={1}
        pageSize={10}
        onPageChange={() => {}}
      />
    </LocaleProvider>,
  );
}

describe.each(['en-US', 'ar-EG'] as const)('LocaleProvider with arabicDigits="latn" (%s)', (locale) => {
  const dir = locale === 'ar-EG' ? 'rtl' : 'ltr';

  it('formats numbers, money, dates and the pagination with Latin digits while the direction follows the locale', async () => {
    const screen = await renderDigits(locale, 'latn');
    const text = (id: string) => screen.getByTestId(id).element().textContent ?? '';
    expect(text('number')).toBe('1,234.5');
    expect(text('money')).toContain('9,419.25');
    expect(text('date')).toMatch(/\b22\b/);
    const footer = screen.container.querySelector('[data-list-summary]')!.textContent!;
    const pageOf = screen.container.querySelector('[data-list-page]')!.textContent!;
    expect(footer).toBe(locale === 'ar-EG' ? 'عرض 10 من 42' : 'Showing 10 of 42');
    expect(pageOf).toBe(locale === 'ar-EG' ? 'صفحة 1 من 5' : 'Page 1 of 5');
    // react-aria's fields read the same digits from the provider.
    const amount = screen.getByRole('textbox', { name: 'Amount' }).element() as HTMLInputElement;
    expect(amount.value).toContain('1,500.00');
    for (const value of [text('number'), text('money'), text('date'), footer, pageOf, amount.value]) {
      expect(value).not.toMatch(ARABIC_INDIC);
    }
    // Digits are a formatting choice only: language and direction still come from the locale.
    const root = screen.container.querySelector('.radix-themes')!;
    expect(root.getAttribute('lang')).toBe(locale);
    expect(root.getAttribute('dir')).toBe(dir);
    expect(document.documentElement.dir).toBe(dir);
    expect(document.documentElement.lang).toBe(locale);
    expect(getComputedStyle(screen.getByRole('table').element()).direction).toBe(dir);
  });

  it('keeps the locale digits by default: Arabic-Indic in Arabic, Latin in English', async () => {
    const screen = await renderDigits(locale);
    const pageOf = screen.container.querySelector('[data-list-page]')!.textContent!;
    const money = screen.getByTestId('money').element().textContent!;
    if (locale === 'ar-EG') {
      expect(pageOf).toBe('صفحة ١ من ٥');
      expect(money).toMatch(ARABIC_INDIC);
    } else {
      expect(pageOf).toBe('Page 1 of 5');
      expect(money).toContain('9,419.25');
    }
    expect(document.documentElement.dir).toBe(dir);
  });
});

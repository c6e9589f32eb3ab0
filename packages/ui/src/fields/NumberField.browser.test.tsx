import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';

import { renderWithLocale } from '../test-utils/renderWithLocale';
import { MoneyField, NumberField, PercentField } from './NumberField';

describe.each(['en-US', 'ar-EG'] as const)('NumberField (%s)', (locale) => {
  it('increments with ArrowUp and shows the locale digits', async () => {
    const onChange = vi.fn();
    const screen = await renderWithLocale(
      <NumberField label="Quantity" defaultValue={9} onChange={onChange} />,
      locale,
    );
    const input = screen.getByRole('textbox', { name: 'Quantity' });
    await input.click();
    await userEvent.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith(10);
    await expect.element(input).toHaveValue(locale === 'ar-EG' ? '١٠' : '10');
  });

  it('formats money as EGP with two decimals: Arabic-Indic digits in ar-EG, Latin in en-US', async () => {
    const screen = await renderWithLocale(<MoneyField label="Price" defaultValue={1234.5} name="price" />, locale);
    const input = screen.getByRole('textbox', { name: 'Price' });
    const shown = (input.element() as HTMLInputElement).value;
    if (locale === 'ar-EG') {
      expect(shown).toContain('١٬٢٣٤٫٥٠');
      expect(shown).toContain('ج.م.');
      expect(shown).not.toMatch(/[0-9]/);
    } else {
      expect(shown).toMatch(/^EGP\s1,234\.50$/);
    }
    // The submitted value is the plain number in pounds.
    expect(document.querySelector<HTMLInputElement>('input[type="hidden"][name="price"]')?.value).toBe('1234.5');
  });

  it('refuses negative money by default and parses typed amounts', async () => {
    const onChange = vi.fn();
    const screen = await renderWithLocale(<MoneyField label="Price" onChange={onChange} />, locale);
    const input = screen.getByRole('textbox', { name: 'Price' });
    await input.click();
    await userEvent.keyboard(locale === 'ar-EG' ? '٢٥٠٫٧٥' : '250.75');
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith(250.75);
    // With min 0 the minus sign is not accepted while typing, and ArrowDown stops at zero.
    await input.click();
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
    await userEvent.keyboard('-5');
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith(5);
    await input.click();
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}0');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith(0);
    expect(onChange.mock.calls.every(([v]) => v === null || v >= 0)).toBe(true);
  });

  it('works in percentage points for PercentField', async () => {
    const onChange = vi.fn();
    const screen = await renderWithLocale(<PercentField label="VAT" defaultValue={14} onChange={onChange} />, locale);
    const input = screen.getByRole('textbox', { name: 'VAT' });
    await expect.element(input).toHaveValue(locale === 'ar-EG' ? '١٤٪؜' : '14%');
    await input.click();
    await userEvent.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith(13);
  });

  it('keeps two decimals of a percentage: 18.75 stays 18.75, not a rounded 19', async () => {
    const onChange = vi.fn();
    const screen = await renderWithLocale(
      <PercentField label="Social insurance" onChange={onChange} defaultValue={2.5} />,
      locale,
    );
    const input = screen.getByRole('textbox', { name: 'Social insurance' });
    // A VAT-like rate with one decimal shows as given.
    await expect.element(input).toHaveValue(locale === 'ar-EG' ? '٢٫٥٪؜' : '2.5%');
    await input.click();
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
    await userEvent.keyboard(locale === 'ar-EG' ? '١٨٫٧٥' : '18.75');
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith(18.75);
    await expect.element(input).toHaveValue(locale === 'ar-EG' ? '١٨٫٧٥٪؜' : '18.75%');
    // The arrows still move by whole points.
    await input.click();
    await userEvent.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith(19);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';

import { renderWithLocale } from '../test-utils/renderWithLocale';
import { ComboBox } from './ComboBox';
import type { FieldOption } from './options';

const options: FieldOption[] = [
  { id: 'sales', label: 'Sales' },
  { id: 'finance', label: 'Finance' },
  { id: 'hr', label: 'Human resources' },
];

describe.each(['en-US', 'ar-EG'] as const)('ComboBox (%s)', (locale) => {
  it('is reached by Tab; typing searches, ArrowDown opens, Escape closes and keeps focus in the field', async () => {
    const onChange = vi.fn();
    const screen = await renderWithLocale(
      <>
        <button type="button">Before</button>
        <ComboBox label="Department" options={options} onChange={onChange} />
      </>,
      locale,
    );
    (screen.getByRole('button', { name: 'Before' }).element() as HTMLElement).focus();
    await userEvent.keyboard('{Tab}');
    const input = screen.getByRole('combobox', { name: 'Department' });
    await expect.element(input).toHaveFocus();
    await expect.element(input).toHaveAttribute('aria-expanded', 'false');

    // ArrowDown on an empty field opens the whole list, with the first option focused.
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(input).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(() => page.getByRole('option').elements().length).toBe(3);
    await expect.element(page.getByRole('option', { name: 'Sales' })).toHaveAttribute('data-focused', 'true');
    await expect.element(input).toHaveAttribute('aria-activedescendant');
    // The list pops up in the page's direction.
    expect(getComputedStyle(page.getByRole('listbox').element()).direction).toBe(locale === 'ar-EG' ? 'rtl' : 'ltr');
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('listbox')).not.toBeInTheDocument();
    await expect.element(input).toHaveAttribute('aria-expanded', 'false');
    await expect.element(input).toHaveFocus();

    // Typing filters as a search; Escape closes the list, keeps the focus and, with nothing picked, reverts the text.
    await userEvent.keyboard('hum');
    await expect
      .poll(() =>
        page
          .getByRole('option')
          .elements()
          .map((o) => o.textContent),
      )
      .toEqual(['Human resources']);
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('listbox')).not.toBeInTheDocument();
    await expect.element(input).toHaveFocus();
    await expect.element(input).toHaveValue('');
    expect(onChange).not.toHaveBeenCalled();

    // Search again, ArrowDown moves into the filtered choices and Enter picks one.
    await userEvent.keyboard('fin');
    await expect
      .poll(() =>
        page
          .getByRole('option')
          .elements()
          .map((o) => o.textContent),
      )
      .toEqual(['Finance']);
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(page.getByRole('option', { name: 'Finance' })).toHaveAttribute('data-focused', 'true');
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => onChange.mock.calls.at(-1)).toEqual(['finance']);
    await expect.element(input).toHaveValue('Finance');
    await expect.element(input).toHaveFocus();
    // Escape on a closed field with a choice keeps both.
    await userEvent.keyboard('{Escape}');
    await expect.element(input).toHaveValue('Finance');
    await expect.element(input).toHaveFocus();
  });

  it('filters a fixed list as the user types and picks with Enter', async () => {
    const onChange = vi.fn();
    const screen = await renderWithLocale(<ComboBox label="Client" options={options} onChange={onChange} />, locale);
    const input = screen.getByRole('combobox', { name: 'Client' });
    await userEvent.type(input, 'fin');
    await expect.element(page.getByRole('option')).toHaveTextContent('Finance');
    expect(page.getByRole('option').elements()).toHaveLength(1);
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(page.getByRole('option')).toHaveAttribute('data-focused', 'true');
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => onChange.mock.calls.at(-1)).toEqual(['finance']);
    await expect.element(input).toHaveValue('Finance');
  });

  it('debounces async loading, aborts stale queries and shows "No results"', async () => {
    const calls: { query: string; signal: AbortSignal }[] = [];
    const loadOptions = (query: string, signal: AbortSignal) => {
      calls.push({ query, signal });
      return Promise.resolve(options.filter((o) => o.label.toLowerCase().includes(query.toLowerCase())));
    };
    const screen = await renderWithLocale(
      <ComboBox label="Client" loadOptions={loadOptions} debounceMs={1000} />,
      locale,
    );
    const input = screen.getByRole('combobox', { name: 'Client' });
    // Two edits within the debounce delay make one request, for the latest text.
    await userEvent.fill(input, 'hu');
    await userEvent.fill(input, 'hum');
    await expect.element(page.getByRole('option', { name: 'Human resources' })).toBeVisible();
    expect(calls.map((c) => c.query)).toEqual(['hum']);
    await userEvent.type(input, 'zz');
    await expect
      .element(page.getByRole('listbox'))
      .toHaveTextContent(locale === 'ar-EG' ? 'لا توجد نتائج' : 'No results');
    expect(calls.at(-1)?.query).toBe('humzz');
    // Every superseded request was aborted through its signal.
    expect(calls.slice(0, -1).every((c) => c.signal.aborted)).toBe(true);
  });
});

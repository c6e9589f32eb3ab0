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

import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';

import { renderWithLocale } from '../test-utils/renderWithLocale';
import type { FieldOption } from './options';
import { TagField } from './TagField';

const options: FieldOption[] = [
  { id: 'sales', label: 'Sales' },
  { id: 'finance', label: 'Finance' },
  { id: 'hr', label: 'Human resources' },
];

describe.each(['en-US', 'ar-EG'] as const)('TagField (%s)', (locale) => {
  it('adds tags from the list and removes them with Backspace and Delete', async () => {
    const onChange = vi.fn();
    const screen = await renderWithLocale(
      <TagField
        label="Departments"
        options={options}
        defaultValue={['sales', 'finance']}
        onChange={onChange}
        name="departments"
      />,
      locale,
    );
    const input = screen.getByRole('combobox', { name: 'Departments' });
    await userEvent.type(input, 'hum');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['sales', 'finance', 'hr']);
    await userEvent.keyboard('{Escape}');

    // The first tag, focused from the keyboard, goes with Delete; the next focused one with Backspace.
    const grid = page.getByRole('grid');
    await expect.element(grid.getByRole('row')).toHaveLength(3);
    (grid.getByRole('row').first().element() as HTMLElement).focus();
    await userEvent.keyboard('{Delete}');
    expect(onChange).toHaveBeenLastCalledWith(['finance', 'hr']);
    await expect.element(grid.getByRole('row')).toHaveLength(2);
    (grid.getByRole('row').first().element() as HTMLElement).focus();
    await userEvent.keyboard('{Backspace}');
    expect(onChange).toHaveBeenLastCalledWith(['hr']);

    // Backspace in the empty search input removes the last tag.
    await input.click();
    await userEvent.keyboard('{Escape}{Backspace}');
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(document.querySelectorAll('input[type="hidden"][name="departments"]')).toHaveLength(0);
  });

  it('removes a tag with its labelled button and submits the chosen ids', async () => {
    const screen = await renderWithLocale(
      <TagField label="Departments" options={options} defaultValue={['sales', 'hr']} name="departments" />,
      locale,
    );
    await screen
      .getByRole('button', { name: locale === 'ar-EG' ? 'إزالة Sales' : 'Remove Sales', exact: true })
      .click();
    const submitted = [...document.querySelectorAll<HTMLInputElement>('input[type="hidden"][name="departments"]')].map(
      (i) => i.value,
    );
    expect(submitted).toEqual(['hr']);
  });
});

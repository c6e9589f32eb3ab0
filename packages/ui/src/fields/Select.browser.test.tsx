import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';

import { renderWithLocale } from '../test-utils/renderWithLocale';
import type { FieldOption } from './options';
import { Select } from './Select';

const options: FieldOption[] = [
  { id: 'sales', label: 'Sales' },
  { id: 'finance', label: 'Finance' },
  { id: 'hr', label: 'Human resources' },
];

describe.each(['en-US', 'ar-EG'] as const)('Select (%s)', (locale) => {
  it.each(['{ArrowDown}', '{Enter}'])('opens with %s and picks with the keyboard', async (key) => {
    const onChange = vi.fn();
    const screen = await renderWithLocale(
      <Select label="Department" options={options} onChange={onChange} name="department" />,
      locale,
    );
    const trigger = screen.getByRole('button', { name: /Department/ });
    (trigger.element() as HTMLElement).focus();
    await userEvent.keyboard(key);
    await expect.element(page.getByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('finance');
    await expect.element(page.getByRole('listbox')).not.toBeInTheDocument();
    await expect.element(trigger).toHaveTextContent('Finance');
  });

  it('is marked invalid with the error as description', async () => {
    const screen = await renderWithLocale(
      <Select label="Department" options={options} isInvalid errorMessage="Choose a department" name="department" />,
      locale,
    );
    const trigger = screen.getByRole('button', { name: /Department/ });
    await expect.element(trigger).toHaveAccessibleDescription('Choose a department');
    // Forms find the first invalid field by aria-invalid, so the trigger carries it.
    await expect.element(trigger).toHaveAttribute('aria-invalid', 'true');
    expect(document.querySelector('select[name="department"]')).not.toBeNull();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';

import { renderWithLocale } from '../test-utils/renderWithLocale';
import { TextArea, TextField } from './TextField';

describe.each(['en-US', 'ar-EG'] as const)('TextField (%s)', (locale) => {
  it('exposes aria-invalid and uses the error text as the accessible description', async () => {
    const screen = await renderWithLocale(
      <TextField
        label="Email"
        name="email"
        type="email"
        description="Work address"
        isInvalid
        errorMessage="Email already used"
      />,
      locale,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    await expect.element(input).toHaveAttribute('name', 'email');
    await expect.element(input).toHaveAccessibleDescription('Work address Email already used');
  });

  it('keeps email and phone numbers left-to-right inside the page direction', async () => {
    const screen = await renderWithLocale(
      <>
        <TextField label="Phone" type="tel" defaultValue="+20 100 123 4567" />
        <TextField label="Name" />
      </>,
      locale,
    );
    await expect.element(screen.getByRole('textbox', { name: 'Phone' })).toHaveAttribute('dir', 'ltr');
    await expect.element(screen.getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('dir');
    const phone = screen.getByRole('textbox', { name: 'Phone' }).element() as HTMLInputElement;
    // Aligned with the label at the start of the paragraph: left in English, right in Arabic.
    expect(getComputedStyle(phone).textAlign).toBe(locale === 'ar-EG' ? 'end' : 'start');
  });

  it('shows a translated required message after a native form submit, and reports typing', async () => {
    const onChange = vi.fn();
    const screen = await renderWithLocale(
      <form onSubmit={(e) => e.preventDefault()}>
        <TextArea label="Notes" name="notes" isRequired onChange={onChange} />
        <button type="submit">Save</button>
      </form>,
      locale,
    );
    await screen.getByRole('button', { name: 'Save' }).click();
    const notes = screen.getByRole('textbox', { name: 'Notes' });
    await expect.element(notes).toHaveAttribute('aria-invalid', 'true');
    await expect
      .element(notes)
      .toHaveAccessibleDescription(locale === 'ar-EG' ? 'هذا الحقل مطلوب.' : 'This field is required.');
    await userEvent.type(notes, 'Gate 2');
    expect(onChange).toHaveBeenLastCalledWith('Gate 2');
    await userEvent.tab();
    await expect.element(notes).not.toHaveAttribute('aria-invalid');
  });
});

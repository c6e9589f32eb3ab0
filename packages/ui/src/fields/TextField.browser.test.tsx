import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';

import { renderWithLocale } from '../test-utils/renderWithLocale';
import { TextArea, TextField } from './TextField';

const TEXT = {
  'en-US': { email: 'Email', notes: 'Notes', before: 'Before', error: 'Enter a valid email address.' },
  'ar-EG': { email: 'البريد الإلكتروني', notes: 'ملاحظات', before: 'قبل', error: 'أدخل بريدًا إلكترونيًا صحيحًا.' },
} as const;

/** An email field checked as the user types (controlled validation) and a notes area, after a button. */
function KeyboardForm({ locale, onNotes }: { locale: 'en-US' | 'ar-EG'; onNotes: (value: string) => void }) {
  const t = TEXT[locale];
  const [email, setEmail] = useState('');
  const invalid = email !== '' && !/^\S+@\S+\.\S+$/.test(email);
  return (
    <>
      <button type="button">{t.before}</button>
      <TextField
        label={t.email}
        type="email"
        value={email}
        onChange={setEmail}
        isInvalid={invalid}
        errorMessage={t.error}
      />
      <TextArea label={t.notes} onChange={onNotes} />
    </>
  );
}

describe.each(['en-US', 'ar-EG'] as const)('TextField (%s)', (locale) => {
  it('is reached by Tab through its label, takes typing, describes its error, and the area keeps new lines', async () => {
    const t = TEXT[locale];
    const onNotes = vi.fn();
    const screen = await renderWithLocale(<KeyboardForm locale={locale} onNotes={onNotes} />, locale);
    (screen.getByRole('button', { name: t.before }).element() as HTMLElement).focus();
    await userEvent.keyboard('{Tab}');
    const email = screen.getByRole('textbox', { name: t.email });
    await expect.element(email).toHaveFocus();
    await userEvent.keyboard('mona');
    await expect.element(email).toHaveValue('mona');
    await expect.element(email).toHaveAttribute('aria-invalid', 'true');
    await expect.element(email).toHaveAccessibleDescription(t.error);
    await userEvent.keyboard('@example.com');
    await expect.element(email).not.toHaveAttribute('aria-invalid');
    await expect.element(email).not.toHaveAccessibleDescription(t.error);

    await userEvent.keyboard('{Tab}');
    const notes = screen.getByRole('textbox', { name: t.notes });
    await expect.element(notes).toHaveFocus();
    // Enter in a text area is a new line, not a submit.
    await userEvent.keyboard('Gate 2{Enter}Floor 3');
    expect(onNotes).toHaveBeenLastCalledWith('Gate 2\nFloor 3');
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await expect.element(email).toHaveFocus();
  });

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

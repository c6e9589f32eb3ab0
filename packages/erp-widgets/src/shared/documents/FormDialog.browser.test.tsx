import { TextField, type FieldErrors } from '@erp/ui';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';

import { renderWithLocale } from '../renderWithLocale';
import { FormDialog } from './FormDialog';

const L = {
  'en-US': { cancel: 'Cancel' },
  'ar-EG': { cancel: 'إلغاء' },
} as const;

/** A one-field form: the reference is required. */
function ReferenceDialog({ onSubmit }: { onSubmit: (reference: string) => void | Promise<unknown> }) {
  const [reference, setReference] = useState('');
  return (
    <FormDialog
      title="Reference"
      submitLabel="Save"
      validate={(): FieldErrors => (reference.trim() ? {} : { reference: 'Enter a reference.' })}
      onSubmit={() => onSubmit(reference)}
      onClose={vi.fn()}
    >
      <TextField name="reference" label="Reference" value={reference} onChange={setReference} />
    </FormDialog>
  );
}

describe.each(['en-US', 'ar-EG'] as const)('FormDialog (%s)', (locale) => {
  it('checks the form at submit, focuses the invalid field, and submits with Enter once valid', async () => {
    const onSubmit = vi.fn();
    await renderWithLocale(<ReferenceDialog onSubmit={onSubmit} />, locale);
    const field = page.getByRole('textbox', { name: 'Reference' });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.element(field).toHaveAttribute('aria-invalid', 'true');
    await expect.element(field).toHaveAccessibleDescription('Enter a reference.');
    await expect.element(field).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(field, 'PO-7781{Enter}');
    await expect.poll(() => onSubmit.mock.calls.length).toBe(1);
    expect(onSubmit).toHaveBeenCalledWith('PO-7781');
  });

  it('stays pending while the submit runs, then shows the field errors a refusal carries', async () => {
    let refuse: (reason: unknown) => void = () => {};
    const onSubmit = vi.fn(() => new Promise((_, reject) => (refuse = reject)));
    await renderWithLocale(<ReferenceDialog onSubmit={onSubmit} />, locale);
    const field = page.getByRole('textbox', { name: 'Reference' });
    await userEvent.type(field, 'PO-1');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.element(page.getByRole('dialog')).toHaveAttribute('data-pending', 'true');
    await expect.element(page.getByRole('button', { name: L[locale].cancel })).toBeDisabled();
    await expect.element(field).toHaveAttribute('readonly');
    refuse(Object.assign(new Error('refused'), { fieldErrors: { reference: 'Already used.' } }));
    await expect.element(field).toHaveAttribute('aria-invalid', 'true');
    await expect.element(field).toHaveAccessibleDescription('Already used.');
    await expect.element(field).toHaveFocus();
    await expect.element(page.getByRole('dialog')).not.toHaveAttribute('data-pending');
  });
});

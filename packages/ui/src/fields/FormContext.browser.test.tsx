import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';

import '../theme/radix.css';
import '../theme/global.css';
import { renderWithLocale } from '../test-utils/renderWithLocale';
import { WizardDialog } from '../wizard/WizardDialog';
import { FormStateProvider, fieldErrorsOf, useFormState } from './FormContext';
import { NumberField } from './NumberField';
import { Select } from './Select';
import { TextField } from './TextField';

describe('FormStateProvider', () => {
  it.each(['en-US', 'ar-EG'] as const)(
    'binds errors by name and the busy state to every field (%s)',
    async (locale) => {
      await renderWithLocale(
        <FormStateProvider errors={{ email: 'Already in use', amount: 'Too high' }} isReadOnly>
          <TextField name="email" label="Email" />
          <TextField name="name" label="Name" />
          <NumberField errorKey="amount" label="Amount" />
          <Select name="kind" label="Kind" options={[{ id: 'a', label: 'A' }]} />
          <TextField name="phone" label="Phone" isReadOnly={false} errorMessage="Own message" isInvalid />
        </FormStateProvider>,
        locale,
      );
      const email = page.getByRole('textbox', { name: 'Email' });
      await expect.element(email).toHaveAttribute('aria-invalid', 'true');
      await expect.element(email).toHaveAccessibleDescription('Already in use');
      await expect.element(email).toHaveAttribute('readonly');
      await expect.element(page.getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('aria-invalid');
      await expect.element(page.getByRole('textbox', { name: 'Amount' })).toHaveAttribute('aria-invalid', 'true');
      await expect.element(page.getByText('Too high')).toBeVisible();
      // A select cannot be read-only: a busy form disables it.
      await expect.element(page.getByRole('button', { name: /Kind/ })).toBeDisabled();
      // A field's own props win over the form's.
      const phone = page.getByRole('textbox', { name: 'Phone' });
      await expect.element(phone).not.toHaveAttribute('readonly');
      await expect.element(phone).toHaveAccessibleDescription('Own message');
    },
  );
});

describe('useFormState', () => {
  function State() {
    const { errors, isReadOnly } = useFormState();
    return <output>{`${Object.keys(errors).join(',') || 'none'} ${isReadOnly ? 'busy' : 'idle'}`}</output>;
  }

  it('reads the form around a part that is not a field, and an idle form outside any', async () => {
    await renderWithLocale(
      <>
        <FormStateProvider errors={{ items: 'Add at least one item.' }} isReadOnly>
          <State />
        </FormStateProvider>
        <State />
      </>,
      'en-US',
    );
    await expect.element(page.getByText('items busy')).toBeVisible();
    await expect.element(page.getByText('none idle')).toBeVisible();
  });
});

describe('fieldErrorsOf', () => {
  it('reads the string field errors a rejected submit carries', () => {
    expect(fieldErrorsOf(Object.assign(new Error('x'), { fieldErrors: { a: 'A', b: 3 } }))).toEqual({ a: 'A' });
    expect(fieldErrorsOf(new Error('x'))).toBeNull();
    expect(fieldErrorsOf(null)).toBeNull();
  });
});

describe('WizardDialog with a rejected submit', () => {
  it.each(['en-US', 'ar-EG'] as const)(
    'shows the field errors the rejection carries on their step (%s)',
    async (locale) => {
      const onSubmit = vi
        .fn()
        .mockRejectedValueOnce(Object.assign(new Error('refused'), { fieldErrors: { email: 'Already in use' } }))
        .mockResolvedValueOnce(undefined);
      await renderWithLocale(
        <WizardDialog
          isOpen
          title="New client"
          submitLabel="Create"
          onSubmit={onSubmit}
          steps={[
            { id: 'one', title: 'Contact', fields: ['email'], content: <TextField name="email" label="Email" /> },
            { id: 'two', title: 'Review', content: <p>Ready</p> },
          ]}
          defaultStep={1}
        />,
        locale,
      );
      await userEvent.click(page.getByRole('button', { name: 'Create' }));
      const email = page.getByRole('textbox', { name: 'Email' });
      await expect.element(email).toHaveAttribute('aria-invalid', 'true');
      await expect.element(email).toHaveFocus();
      await expect.element(page.getByTestId('wizard-error-summary').getByText('Already in use')).toBeVisible();
      // The next submit clears them.
      await userEvent.keyboard('{Enter}');
      await userEvent.click(page.getByRole('button', { name: 'Create' }));
      await expect.poll(() => onSubmit.mock.calls.length).toBe(2);
      await expect.element(page.getByTestId('wizard-error-summary')).not.toBeInTheDocument();
    },
  );
});

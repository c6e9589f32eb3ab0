import { TextField } from '@erp/ui';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';

import { renderWithLocale } from '../renderWithLocale';
import { useFormValues, valuesDiffer } from './useFormValues';

type Values = { name: string; label: string };

/** A name field bound by the hook, and whether the form changed (the label is only shown, so it is ignored). */
function NameForm({ init }: { init: () => Values }) {
  const { values, set, bind, isChanged } = useFormValues(init);
  return (
    <div>
      <TextField {...bind('name')} label="Name" />
      <button type="button" onClick={() => set('label')(`${values.label}!`)}>
        Relabel
      </button>
      <output data-testid="changed">{String(isChanged((v) => ({ ...v, label: '' })))}</output>
      <output data-testid="any-change">{String(isChanged())}</output>
    </div>
  );
}

describe('useFormValues', () => {
  it('binds a field, and says whether the values differ from the initial ones under the given view', async () => {
    const init = vi.fn((): Values => ({ name: 'Laila', label: 'Client' }));
    await renderWithLocale(<NameForm init={init} />, 'en-US');
    const changed = page.getByTestId('changed');
    await expect.element(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Laila');
    await expect.element(changed).toHaveTextContent('false');

    await userEvent.type(page.getByRole('textbox', { name: 'Name' }), 'a');
    await expect.element(changed).toHaveTextContent('true');
    await userEvent.keyboard('{Backspace}');
    await expect.element(changed).toHaveTextContent('false');

    await userEvent.click(page.getByRole('button', { name: 'Relabel' }));
    await expect.element(changed).toHaveTextContent('false');
    await expect.element(page.getByTestId('any-change')).toHaveTextContent('true');
    expect(init).toHaveBeenCalledTimes(1);
  });

  it('compares values as data', () => {
    expect(valuesDiffer({ a: 1, b: [1, 2] }, { a: 1, b: [1, 2] })).toBe(false);
    expect(valuesDiffer({ a: 1, b: [1, 2] }, { a: 1, b: [2, 1] })).toBe(true);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';

import { renderWithLocale } from '../test-utils/renderWithLocale';
import { Checkbox } from './Checkbox';
import { Switch } from './Switch';

describe.each(['en-US', 'ar-EG'] as const)('Switch and Checkbox (%s)', (locale) => {
  it('toggles the switch with Space and moves the thumb to the inline end', async () => {
    const onChange = vi.fn();
    const screen = await renderWithLocale(<Switch onChange={onChange}>Enable VAT</Switch>, locale);
    const input = screen.getByRole('switch', { name: 'Enable VAT' });
    const thumb = () =>
      document.querySelector('[role="switch"]')!.closest('label')!.querySelector('[aria-hidden] > span')!;
    const offX = thumb().getBoundingClientRect().x;
    (input.element() as HTMLElement).focus();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(true);
    await expect.element(input).toBeChecked();
    // Wait for the slide to finish, then compare: right in English, left in Arabic.
    await expect.poll(() => Math.sign(thumb().getBoundingClientRect().x - offX)).toBe(locale === 'ar-EG' ? -1 : 1);
    await userEvent.keyboard(' ');
    await expect.element(input).not.toBeChecked();
  });

  it('toggles a checkbox with Space and wires its error as the description', async () => {
    const onChange = vi.fn();
    const screen = await renderWithLocale(
      <Checkbox
        name="confirm"
        isInvalid
        errorMessage="Please confirm"
        description="Required to submit"
        onChange={onChange}
      >
        Confirm
      </Checkbox>,
      locale,
    );
    const box = screen.getByRole('checkbox', { name: 'Confirm' });
    await expect.element(box).toHaveAttribute('aria-invalid', 'true');
    await expect.element(box).toHaveAttribute('name', 'confirm');
    await expect.element(box).toHaveAccessibleDescription('Required to submit Please confirm');
    (box.element() as HTMLElement).focus();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(true);
  });
});

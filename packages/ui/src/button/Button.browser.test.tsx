import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';

import { renderWithLocale } from '../test-utils/renderWithLocale';
import { Button } from './Button';

describe.each(['en-US', 'ar-EG'] as const)('Button (%s)', (locale) => {
  it('fires onPress from the keyboard and not while pending', async () => {
    const onPress = vi.fn();
    const screen = await renderWithLocale(
      <>
        <Button onPress={onPress}>Save</Button>
        <Button onPress={onPress} isPending>
          Busy
        </Button>
      </>,
      locale,
    );
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(1);
    await page.getByRole('button', { name: 'Busy' }).click({ force: true });
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(document.documentElement.dir).toBe(locale === 'ar-EG' ? 'rtl' : 'ltr');
  });
});

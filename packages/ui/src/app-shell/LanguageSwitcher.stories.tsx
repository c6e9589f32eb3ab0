import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

import type { Locale } from '../i18n/locale';
import { LanguageSwitcher, type LanguageSwitcherProps } from './LanguageSwitcher';

function Demo(props: LanguageSwitcherProps) {
  const [value, setValue] = useState<Locale>(props.value);
  return (
    <div style={{ padding: 24 }}>
      <LanguageSwitcher
        {...props}
        value={value}
        onChange={(locale) => {
          setValue(locale);
          props.onChange(locale);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Ui/LanguageSwitcher',
  component: Demo,
  tags: ['autodocs'],
  args: { value: 'en-US', onChange: fn() },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const group = within(canvasElement).getByRole('radiogroup');
    const english = within(group).getByRole('radio', { name: 'English' });
    const arabic = within(group).getByRole('radio', { name: 'العربية' });
    await expect(english).toBeChecked();
    await expect(arabic.closest('label')).toHaveAttribute('lang', 'ar');
    await userEvent.click(arabic);
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith('ar-EG');
    await expect(arabic).toBeChecked();
  },
};

export const WithLabel: Story = {
  args: { showLabel: true, value: 'ar-EG' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'العربية' })).toBeChecked();
  },
};

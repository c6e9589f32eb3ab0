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
    const trigger = within(canvasElement).getByRole('button');
    await expect(trigger).toHaveTextContent('English');
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await within(document.body).findByRole('listbox');
    const arabic = within(listbox).getByRole('option', { name: 'العربية' });
    await expect(arabic).toHaveAttribute('lang', 'ar');
    await userEvent.keyboard('{Escape}');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const WithLabel: Story = {
  args: { showLabel: true, value: 'ar-EG' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toHaveTextContent('العربية');
  },
};

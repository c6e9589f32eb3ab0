import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';

import { departmentOptions } from './fields.mocks';
import { sample } from './storyText';
import { TagField } from './TagField';

const meta = {
  title: 'Ui/Fields/TagField',
  component: TagField,
  tags: ['autodocs'],
  args: { label: 'Departments', options: [], onChange: fn() },
  decorators: [
    (Story) => (
      <div
        style={{ padding: 16, maxInlineSize: 360, minBlockSize: 320, display: 'grid', gap: 16, alignContent: 'start' }}
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TagField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args, { globals: { locale } }) => (
    <TagField
      {...args}
      label={sample(locale, 'Departments', 'الأقسام')}
      options={departmentOptions(locale)}
      defaultValue={['sales', 'finance']}
      name="departments"
    />
  ),
  play: async ({ canvas, userEvent, args, globals: { locale } }) => {
    const input = canvas.getByRole('combobox');
    await userEvent.type(input, sample(locale, 'ware', 'المخ'));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['sales', 'finance', 'warehouse']);
    // The open list hides the rest of the page from assistive technology; close it to reach the tags.
    await userEvent.keyboard('{Escape}');
    const grid = await waitFor(() => canvas.getByRole('grid'));
    const tags = within(grid).getAllByRole('row');
    await expect(tags).toHaveLength(3);
    await userEvent.click(tags[0]!);
    await userEvent.keyboard('{Delete}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['finance', 'warehouse']);
  },
};

export const Empty: Story = {
  render: (args, { globals: { locale } }) => (
    <TagField {...args} label={sample(locale, 'Departments', 'الأقسام')} options={departmentOptions(locale)} />
  ),
  play: async ({ canvas, globals: { locale } }) => {
    await expect(canvas.getByText(sample(locale, 'Nothing selected', 'لم يتم اختيار شيء'))).toBeVisible();
  },
};

export const Disabled: Story = {
  render: (args, { globals: { locale } }) => (
    <TagField
      {...args}
      label={sample(locale, 'Departments', 'الأقسام')}
      options={departmentOptions(locale)}
      defaultValue={['hr']}
      isDisabled
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox')).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: /remove|إزالة/i })).toBeNull();
  },
};

export const Invalid: Story = {
  render: (args, { globals: { locale } }) => (
    <TagField
      {...args}
      label={sample(locale, 'Departments', 'الأقسام')}
      options={departmentOptions(locale)}
      isRequired
      isInvalid
      errorMessage={sample(locale, 'Choose at least one department.', 'اختر قسمًا واحدًا على الأقل.')}
    />
  ),
  play: async ({ canvas, globals: { locale } }) => {
    const input = canvas.getByRole('combobox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      sample(locale, 'Choose at least one department.', 'اختر قسمًا واحدًا على الأقل.'),
    );
  },
};

export const LongContent: Story = {
  render: (args, { globals: { locale } }) => (
    <TagField
      {...args}
      label={sample(locale, 'Departments', 'الأقسام')}
      options={departmentOptions(locale).map((o) => ({ ...o, isDisabled: false }))}
      defaultValue={['sales', 'finance', 'hr', 'warehouse', 'it']}
    />
  ),
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('grid')).getAllByRole('row')).toHaveLength(5);
  },
};

/**
 * Options still loading. TagField has no loading state of its own: while the caller fetches the options it shows the
 * field disabled, with a placeholder that says so (chosen tags stay visible).
 */
export const Loading: Story = {
  render: (args, { globals: { locale } }) => (
    <TagField
      {...args}
      label={sample(locale, 'Departments', 'الأقسام')}
      options={[]}
      placeholder={sample(locale, 'Loading departments…', 'جارٍ تحميل الأقسام…')}
      isDisabled
    />
  ),
  play: async ({ canvas, globals: { locale } }) => {
    const input = canvas.getByRole('combobox');
    await expect(input).toBeDisabled();
    await expect(input).toHaveAttribute('placeholder', sample(locale, 'Loading departments…', 'جارٍ تحميل الأقسام…'));
  },
};

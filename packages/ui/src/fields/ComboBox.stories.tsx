import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';

import { ComboBox } from './ComboBox';
import { clientOptions, fakeSearch } from './fields.mocks';
import { sample } from './storyText';

const meta = {
  title: 'Ui/Fields/ComboBox',
  component: ComboBox,
  tags: ['autodocs'],
  args: { label: 'Client', onChange: fn() },
  decorators: [
    (Story) => (
      <div
        style={{ padding: 16, maxInlineSize: 360, minBlockSize: 320, display: 'grid', gap: 16, alignContent: 'start' }}
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ComboBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args, { globals: { locale } }) => (
    <ComboBox {...args} label={sample(locale, 'Client', 'العميل')} options={clientOptions(locale)} name="client" />
  ),
  play: async ({ canvas, userEvent, args, globals: { locale } }) => {
    const input = canvas.getByRole('combobox');
    await userEvent.type(input, sample(locale, 'del', 'الدلتا'));
    const listbox = await within(document.body).findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(1);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('c3');
    await expect(input).toHaveValue(sample(locale, 'Delta Cotton', 'قطن الدلتا'));
  },
};

export const AsyncSearch: Story = {
  render: (args, { globals: { locale } }) => (
    <ComboBox
      {...args}
      label={sample(locale, 'Client', 'العميل')}
      loadOptions={fakeSearch(clientOptions(locale))}
      debounceMs={100}
      description={sample(locale, 'Type to search all clients.', 'اكتب للبحث في كل العملاء.')}
    />
  ),
  play: async ({ canvas, userEvent, args, globals: { locale } }) => {
    const input = canvas.getByRole('combobox');
    await userEvent.type(input, sample(locale, 'giza', 'الجيزة'));
    const option = await within(document.body).findByRole('option', {
      name: sample(locale, 'Giza Pharma', 'الجيزة للأدوية'),
    });
    await userEvent.click(option);
    await expect(args.onChange).toHaveBeenLastCalledWith('c4');
  },
};

export const Empty: Story = {
  render: (args, { globals: { locale } }) => (
    <ComboBox {...args} label={sample(locale, 'Client', 'العميل')} options={clientOptions(locale)} />
  ),
  play: async ({ canvas, userEvent, globals: { locale } }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'zzz');
    const listbox = await within(document.body).findByRole('listbox');
    await waitFor(() => expect(listbox).toHaveTextContent(sample(locale, 'No results', 'لا توجد نتائج')));
  },
};

export const Disabled: Story = {
  render: (args, { globals: { locale } }) => (
    <ComboBox
      {...args}
      label={sample(locale, 'Client', 'العميل')}
      options={clientOptions(locale)}
      defaultValue="c1"
      isDisabled
    />
  ),
  play: async ({ canvas, globals: { locale } }) => {
    const input = canvas.getByRole('combobox');
    await expect(input).toBeDisabled();
    await expect(input).toHaveValue(sample(locale, 'Cairo Steel', 'حديد القاهرة'));
  },
};

export const Invalid: Story = {
  render: (args, { globals: { locale } }) => (
    <ComboBox
      {...args}
      label={sample(locale, 'Client', 'العميل')}
      options={clientOptions(locale)}
      name="client"
      isRequired
      isInvalid
      errorMessage={sample(locale, 'Choose the client for this invoice.', 'اختر عميل هذه الفاتورة.')}
    />
  ),
  play: async ({ canvas, globals: { locale } }) => {
    const input = canvas.getByRole('combobox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      sample(locale, 'Choose the client for this invoice.', 'اختر عميل هذه الفاتورة.'),
    );
  },
};

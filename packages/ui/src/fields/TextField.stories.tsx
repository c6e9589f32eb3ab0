import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { sample } from './storyText';
import { TextArea, TextField } from './TextField';

const meta = {
  title: 'Ui/Fields/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: { label: 'Company name' },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxInlineSize: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args, { globals: { locale } }) => (
    <TextField
      {...args}
      label={sample(locale, 'Company name', 'اسم الشركة')}
      description={sample(locale, 'As printed on invoices.', 'كما يظهر في الفواتير.')}
      defaultValue={sample(locale, 'Nile Trading Co.', 'شركة النيل للتجارة')}
      name="companyName"
      isRequired
    />
  ),
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox');
    await expect(input).toHaveAttribute('name', 'companyName');
    await expect(input).toBeRequired();
    await userEvent.clear(input);
    await userEvent.type(input, 'Delta');
    await expect(input).toHaveValue('Delta');
  },
};

export const Empty: Story = {
  render: (args, { globals: { locale } }) => (
    <TextField {...args} label={sample(locale, 'Website', 'الموقع الإلكتروني')} type="url" placeholder="https://" />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toHaveValue('');
  },
};

export const EmailAndPhone: Story = {
  render: (args, { globals: { locale } }) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <TextField
        {...args}
        label={sample(locale, 'Email', 'البريد الإلكتروني')}
        type="email"
        defaultValue="sales@nile.example"
      />
      <TextField {...args} label={sample(locale, 'Phone', 'الهاتف')} type="tel" defaultValue="+20 100 123 4567" />
    </div>
  ),
  play: async ({ canvas }) => {
    for (const input of canvas.getAllByRole('textbox')) await expect(input).toHaveAttribute('dir', 'ltr');
  },
};

export const Disabled: Story = {
  render: (args, { globals: { locale } }) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <TextField
        {...args}
        label={sample(locale, 'Invoice number', 'رقم الفاتورة')}
        defaultValue="INV-0042"
        isDisabled
      />
      <TextField {...args} label={sample(locale, 'Created by', 'أنشأها')} defaultValue="Mona" isReadOnly />
    </div>
  ),
  play: async ({ canvas }) => {
    const [disabled, readOnly] = canvas.getAllByRole('textbox');
    await expect(disabled).toBeDisabled();
    await expect(readOnly).toHaveAttribute('readonly');
  },
};

export const Invalid: Story = {
  render: (args, { globals: { locale } }) => (
    <TextField
      {...args}
      label={sample(locale, 'Email', 'البريد الإلكتروني')}
      type="email"
      defaultValue="sales@"
      isInvalid
      errorMessage={sample(locale, 'This email is already used by another client.', 'هذا البريد مستخدم لعميل آخر.')}
    />
  ),
  play: async ({ canvas, globals: { locale } }) => {
    const input = canvas.getByRole('textbox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      sample(locale, 'This email is already used by another client.', 'هذا البريد مستخدم لعميل آخر.'),
    );
  },
};

export const LongContent: Story = {
  render: (args, { globals: { locale } }) => (
    <TextArea
      {...args}
      label={sample(
        locale,
        'Delivery instructions for the warehouse team and the courier',
        'تعليمات التسليم لفريق المخزن ومندوب الشحن',
      )}
      description={sample(locale, 'Shown on the delivery note.', 'تظهر في إذن التسليم.')}
      defaultValue={sample(
        locale,
        'Deliver to the back gate between 9:00 and 14:00. Call the store manager before arrival; the loading bay is closed on Fridays.',
        'التسليم عند البوابة الخلفية بين الساعة ٩ و١٤. يرجى الاتصال بمدير المخزن قبل الوصول؛ رصيف التحميل مغلق يوم الجمعة.',
      )}
    />
  ),
  play: async ({ canvas }) => {
    const area = canvas.getByRole('textbox');
    await expect(area.tagName).toBe('TEXTAREA');
    await expect(area).toHaveAccessibleDescription(/.+/);
  },
};

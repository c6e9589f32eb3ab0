import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { Checkbox } from './Checkbox';
import { sample } from './storyText';
import { Switch } from './Switch';

const meta = {
  title: 'Ui/Fields/Checkbox and Switch',
  component: Checkbox,
  tags: ['autodocs'],
  args: { children: 'Remember me', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxInlineSize: 360, display: 'grid', gap: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args, { globals: { locale } }) => (
    <>
      <Checkbox
        {...args}
        name="remember"
        description={sample(locale, 'Stay signed in on this device.', 'ابقَ مسجلًا على هذا الجهاز.')}
      >
        {sample(locale, 'Remember me', 'تذكرني')}
      </Checkbox>
      <Checkbox {...args} defaultSelected>
        {sample(locale, 'Taxable allowance', 'بدل خاضع للضريبة')}
      </Checkbox>
      <Checkbox {...args} isIndeterminate>
        {sample(locale, 'Select all', 'تحديد الكل')}
      </Checkbox>
    </>
  ),
  play: async ({ canvas, userEvent, args }) => {
    const [remember] = canvas.getAllByRole('checkbox');
    await expect(remember).toHaveAttribute('name', 'remember');
    await userEvent.click(remember!);
    await expect(remember).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(remember).not.toBeChecked();
  },
};

export const Switches: Story = {
  render: (args, { globals: { locale } }) => (
    <>
      <Switch name="vat" defaultSelected onChange={args.onChange}>
        {sample(locale, 'Enable VAT calculations', 'تفعيل حساب ضريبة القيمة المضافة')}
      </Switch>
      <Switch
        description={sample(locale, 'Inactive users cannot sign in.', 'لا يمكن للمستخدمين غير النشطين تسجيل الدخول.')}
      >
        {sample(locale, 'Active', 'نشط')}
      </Switch>
    </>
  ),
  play: async ({ canvas, userEvent, args }) => {
    const [vat] = canvas.getAllByRole('switch');
    await expect(vat).toBeChecked();
    vat!.focus();
    await userEvent.keyboard(' ');
    await expect(vat).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
    await userEvent.keyboard(' ');
    await expect(vat).toBeChecked();
  },
};

export const Disabled: Story = {
  render: (args, { globals: { locale } }) => (
    <>
      <Checkbox {...args} isDisabled defaultSelected>
        {sample(locale, 'Read-only role', 'دور للقراءة فقط')}
      </Checkbox>
      <Switch isDisabled>{sample(locale, 'Active', 'نشط')}</Switch>
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toBeDisabled();
    await expect(canvas.getByRole('switch')).toBeDisabled();
  },
};

export const Invalid: Story = {
  render: (args, { globals: { locale } }) => (
    <Checkbox
      {...args}
      name="terms"
      isRequired
      isInvalid
      errorMessage={sample(locale, 'Confirm the data is correct.', 'أكد أن البيانات صحيحة.')}
    >
      {sample(locale, 'I confirm the payroll data is correct', 'أؤكد صحة بيانات الرواتب')}
    </Checkbox>
  ),
  play: async ({ canvas, globals: { locale } }) => {
    const box = canvas.getByRole('checkbox');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription(
      sample(locale, 'Confirm the data is correct.', 'أكد أن البيانات صحيحة.'),
    );
  },
};

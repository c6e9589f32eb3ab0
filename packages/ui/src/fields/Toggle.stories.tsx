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

/** Long labels and descriptions wrap beside the box or switch, which stays at the inline start of the first line. */
export const LongContent: Story = {
  render: (args, { globals: { locale } }) => (
    <>
      <Checkbox
        {...args}
        description={sample(
          locale,
          'The employee’s bank is notified the same day, and the amount appears on the next payslip as a separate line.',
          'يُخطَر بنك الموظف في اليوم نفسه، ويظهر المبلغ في قسيمة الراتب التالية في سطر مستقل.',
        )}
      >
        {sample(
          locale,
          'Pay the transport allowance with the monthly salary instead of reimbursing it against receipts',
          'صرف بدل الانتقال مع الراتب الشهري بدلًا من استرداده مقابل الإيصالات',
        )}
      </Checkbox>
      <Switch
        defaultSelected
        description={sample(
          locale,
          'Invoices above EGP 100,000 wait for a second approver from the finance department before they are sent.',
          'تنتظر الفواتير التي تتجاوز ١٠٠٬٠٠٠ ج.م. موافقة معتمد ثانٍ من الإدارة المالية قبل إرسالها.',
        )}
      >
        {sample(
          locale,
          'Require a second approval for large invoices issued to new clients',
          'اشتراط موافقة ثانية على الفواتير الكبيرة الصادرة للعملاء الجدد',
        )}
      </Switch>
    </>
  ),
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox');
    const toggle = canvas.getByRole('switch');
    await expect(box).not.toBeChecked();
    await expect(toggle).toBeChecked();
    await expect(box).toHaveAccessibleDescription(/bank|بنك/);
  },
};

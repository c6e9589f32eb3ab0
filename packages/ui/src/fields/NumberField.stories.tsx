import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { MoneyField, NumberField, PercentField } from './NumberField';
import { sample } from './storyText';

const meta = {
  title: 'Ui/Fields/NumberField',
  component: NumberField,
  tags: ['autodocs'],
  args: { label: 'Quantity', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxInlineSize: 360, display: 'grid', gap: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args, { globals: { locale } }) => (
    <NumberField
      {...args}
      label={sample(locale, 'Quantity', 'الكمية')}
      defaultValue={1250}
      name="quantity"
      minValue={0}
    />
  ),
  play: async ({ canvas, userEvent, args, globals: { locale } }) => {
    const input = canvas.getByRole('textbox');
    await expect(input).toHaveValue(locale === 'ar-EG' ? '١٬٢٥٠' : '1,250');
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith(1251);
    await expect(input).toHaveValue(locale === 'ar-EG' ? '١٬٢٥١' : '1,251');
    await userEvent.tab();
  },
};

export const Money: Story = {
  render: (args, { globals: { locale } }) => (
    <>
      <MoneyField
        {...args}
        label={sample(locale, 'Unit price', 'سعر الوحدة')}
        defaultValue={1234.5}
        name="unitPrice"
        description={sample(locale, 'Before 14% VAT.', 'قبل ضريبة القيمة المضافة ١٤٪.')}
      />
      <MoneyField {...args} label={sample(locale, 'Discount', 'الخصم')} name="discount" />
    </>
  ),
  play: async ({ canvas, globals: { locale } }) => {
    const [price, discount] = canvas.getAllByRole('textbox');
    // The same formatter the field uses: EGP with Arabic-Indic digits in ar-EG, Latin digits in en-US.
    const expected = new Intl.NumberFormat(String(locale), { style: 'currency', currency: 'EGP' }).format(1234.5);
    await expect(price).toHaveValue(expected);
    await expect(expected).toMatch(locale === 'ar-EG' ? /١٬٢٣٤٫٥٠/ : /EGP\s1,234\.50/);
    await expect(discount).toHaveValue('');
  },
};

export const Percent: Story = {
  render: (args, { globals: { locale } }) => (
    <PercentField {...args} label={sample(locale, 'VAT rate', 'نسبة الضريبة')} defaultValue={14} name="vatRate" />
  ),
  play: async ({ canvas, userEvent, args, globals: { locale } }) => {
    const input = canvas.getByRole('textbox');
    await expect(input).toHaveValue(locale === 'ar-EG' ? '١٤٪؜' : '14%');
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith(15);
    await userEvent.tab();
  },
};

export const Disabled: Story = {
  render: (args, { globals: { locale } }) => (
    <>
      <MoneyField {...args} label={sample(locale, 'Total', 'الإجمالي')} defaultValue={9990} isDisabled />
      <MoneyField {...args} label={sample(locale, 'Amount paid', 'المبلغ المدفوع')} defaultValue={500} isReadOnly />
    </>
  ),
  play: async ({ canvas }) => {
    const [disabled, readOnly] = canvas.getAllByRole('textbox');
    await expect(disabled).toBeDisabled();
    await expect(readOnly).toHaveAttribute('readonly');
  },
};

export const Invalid: Story = {
  render: (args, { globals: { locale } }) => (
    <MoneyField
      {...args}
      label={sample(locale, 'Monthly salary', 'الراتب الشهري')}
      name="salary"
      isRequired
      isInvalid
      errorMessage={sample(locale, 'Enter the monthly salary.', 'أدخل الراتب الشهري.')}
    />
  ),
  play: async ({ canvas, globals: { locale } }) => {
    const input = canvas.getByRole('textbox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(sample(locale, 'Enter the monthly salary.', 'أدخل الراتب الشهري.'));
  },
};

/** No value yet: each field shows an empty input (a placeholder when given), not a zero. */
export const Empty: Story = {
  render: (args, { globals: { locale } }) => (
    <>
      <NumberField {...args} label={sample(locale, 'Quantity', 'الكمية')} name="quantity" minValue={0} />
      <MoneyField
        {...args}
        label={sample(locale, 'Unit price', 'سعر الوحدة')}
        name="unitPrice"
        placeholder={sample(locale, 'e.g. 250.00', 'مثلًا ٢٥٠٫٠٠')}
      />
      <PercentField {...args} label={sample(locale, 'Discount rate', 'نسبة الخصم')} name="discountRate" />
    </>
  ),
  play: async ({ canvas, args }) => {
    const inputs = canvas.getAllByRole('textbox');
    await expect(inputs).toHaveLength(3);
    for (const input of inputs) await expect(input).toHaveValue('');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/**
 * Long labels and help text wrap above and below the control; a large amount and a rate with two decimals still
 * show in full.
 */
export const LongContent: Story = {
  render: (args, { globals: { locale } }) => (
    <>
      <MoneyField
        {...args}
        label={sample(
          locale,
          'Total contract value including all instalments, variations and retention amounts',
          'إجمالي قيمة العقد شاملًا جميع الأقساط والتعديلات ومبالغ الضمان المحتجزة',
        )}
        description={sample(
          locale,
          'Enter the amount in Egyptian pounds before 14% VAT. It is split across the payment schedule on the next step and cannot be changed after the contract is approved.',
          'أدخل المبلغ بالجنيه المصري قبل ضريبة القيمة المضافة ١٤٪. يُوزَّع المبلغ على جدول السداد في الخطوة التالية ولا يمكن تغييره بعد اعتماد العقد.',
        )}
        defaultValue={987654321.5}
        name="contractValue"
      />
      <NumberField
        {...args}
        label={sample(
          locale,
          'Number of units delivered to the Alexandria warehouse this quarter',
          'عدد الوحدات المسلَّمة إلى مخزن الإسكندرية خلال هذا الربع',
        )}
        defaultValue={1250000}
      />
      <PercentField
        {...args}
        label={sample(
          locale,
          'Withholding tax rate applied to payments to this supplier',
          'نسبة ضريبة الخصم من المنبع المطبقة على مدفوعات هذا المورد',
        )}
        defaultValue={18.75}
      />
    </>
  ),
  play: async ({ canvasElement, canvas, globals: { locale } }) => {
    const [money, , percent] = canvas.getAllByRole('textbox');
    const expected = new Intl.NumberFormat(String(locale), { style: 'currency', currency: 'EGP' }).format(987654321.5);
    await expect(money).toHaveValue(expected);
    await expect(percent).toHaveValue(locale === 'ar-EG' ? '١٨٫٧٥٪؜' : '18.75%');
    // The whole amount fits in the input: nothing is scrolled out of sight.
    await expect(money!.scrollWidth).toBeLessThanOrEqual(money!.clientWidth);
    // Labels wrap instead of widening the fields past their 360px column.
    for (const label of canvasElement.querySelectorAll('label'))
      await expect(label.getBoundingClientRect().width).toBeLessThanOrEqual(360);
  },
};

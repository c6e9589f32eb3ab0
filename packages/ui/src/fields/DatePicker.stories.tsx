import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';

import { DatePicker, DateRangePicker } from './DatePicker';
import { sample } from './storyText';

const meta = {
  title: 'Ui/Fields/DatePicker',
  component: DatePicker,
  tags: ['autodocs'],
  args: { label: 'Issue date', onChange: fn() },
  decorators: [
    (Story) => (
      <div
        style={{ padding: 16, maxInlineSize: 360, minBlockSize: 420, display: 'grid', gap: 16, alignContent: 'start' }}
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args, { globals: { locale } }) => (
    <DatePicker
      {...args}
      label={sample(locale, 'Issue date', 'تاريخ الإصدار')}
      defaultValue="2025-03-15"
      name="issueDate"
    />
  ),
  play: async ({ canvasElement, canvas, globals: { locale } }) => {
    await expect(canvasElement.querySelector('input[name="issueDate"]')).toHaveValue('2025-03-15');
    const group = canvas.getAllByRole('group')[0]!;
    const digits = locale === 'ar-EG' ? /١٥/ : /15/;
    await expect(group).toHaveTextContent(digits);
  },
};

export const Open: Story = {
  render: (args, { globals: { locale } }) => (
    <DatePicker {...args} label={sample(locale, 'Due date', 'تاريخ الاستحقاق')} defaultValue="2025-03-15" />
  ),
  play: async ({ canvas, userEvent, args, globals: { locale } }) => {
    await userEvent.click(canvas.getByRole('button'));
    const dialog = await within(document.body).findByRole('dialog');
    const grid = within(dialog).getByRole('grid');
    await waitFor(() =>
      expect(grid.querySelector('[data-focused]')).toHaveTextContent(locale === 'ar-EG' ? '١٥' : '15'),
    );
    // ArrowRight moves towards the reading end: the next day in English, the previous day in Arabic.
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(locale === 'ar-EG' ? '2025-03-14' : '2025-03-16'),
    );
    await userEvent.click(canvas.getByRole('button'));
    await within(document.body).findByRole('dialog');
  },
};

export const Range: Story = {
  render: (_args, { globals: { locale } }) => (
    <DateRangePicker
      label={sample(locale, 'Leave period', 'فترة الإجازة')}
      defaultValue={{ start: '2025-03-10', end: '2025-03-14' }}
      name="leave"
      description={sample(locale, 'Both days included.', 'شاملة اليومين.')}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('input[name="leaveStart"]')).toHaveValue('2025-03-10');
    await expect(canvasElement.querySelector('input[name="leaveEnd"]')).toHaveValue('2025-03-14');
  },
};

export const Empty: Story = {
  render: (args, { globals: { locale } }) => (
    <DatePicker {...args} label={sample(locale, 'Hire date', 'تاريخ التعيين')} />
  ),
  play: async ({ canvas }) => {
    const segments = canvas.getAllByRole('spinbutton');
    await expect(segments.length).toBeGreaterThanOrEqual(3);
    for (const s of segments) await expect(s).not.toHaveAttribute('aria-valuenow');
  },
};

export const Disabled: Story = {
  render: (args, { globals: { locale } }) => (
    <DatePicker {...args} label={sample(locale, 'Issue date', 'تاريخ الإصدار')} defaultValue="2025-03-15" isDisabled />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toBeDisabled();
  },
};

export const Invalid: Story = {
  render: (args, { globals: { locale } }) => (
    <DatePicker
      {...args}
      label={sample(locale, 'Due date', 'تاريخ الاستحقاق')}
      defaultValue="2025-03-01"
      isInvalid
      errorMessage={sample(
        locale,
        'The due date must be after the issue date.',
        'يجب أن يكون تاريخ الاستحقاق بعد تاريخ الإصدار.',
      )}
    />
  ),
  play: async ({ canvas, globals: { locale } }) => {
    const [first] = canvas.getAllByRole('spinbutton');
    await expect(first).toHaveAttribute('aria-invalid', 'true');
    await expect(first!.getAttribute('aria-describedby')).toBeTruthy();
    await expect(
      canvas.getByText(
        sample(locale, 'The due date must be after the issue date.', 'يجب أن يكون تاريخ الاستحقاق بعد تاريخ الإصدار.'),
      ),
    ).toBeVisible();
  },
};

/** Long labels, help text and errors wrap above and below the date fields, for a single date and a range. */
export const LongContent: Story = {
  render: (args, { globals: { locale } }) => (
    <>
      <DatePicker
        {...args}
        label={sample(
          locale,
          'Date the goods were received at the warehouse and checked against the purchase order',
          'تاريخ استلام البضائع في المخزن ومطابقتها مع أمر الشراء',
        )}
        description={sample(
          locale,
          'The payment term of 30 days starts on this date, not on the invoice date printed by the supplier.',
          'تبدأ مهلة السداد البالغة ٣٠ يومًا من هذا التاريخ، وليس من تاريخ الفاتورة الذي يطبعه المورد.',
        )}
        defaultValue="2025-12-28"
      />
      <DateRangePicker
        label={sample(
          locale,
          'Unpaid leave period approved by the department manager and human resources',
          'فترة الإجازة بدون أجر المعتمدة من مدير القسم والموارد البشرية',
        )}
        defaultValue={{ start: '2025-12-28', end: '2026-01-11' }}
        isInvalid
        errorMessage={sample(
          locale,
          'The period overlaps the annual stocktaking from 1 to 5 January, when no leave can be taken.',
          'تتداخل الفترة مع الجرد السنوي من ١ إلى ٥ يناير، ولا يمكن أخذ إجازة خلاله.',
        )}
      />
    </>
  ),
  play: async ({ canvasElement }) => {
    // Labels, help and errors wrap inside the 360px column instead of widening the fields.
    for (const el of canvasElement.querySelectorAll<HTMLElement>('[class*="field"], label'))
      await expect(el.getBoundingClientRect().width).toBeLessThanOrEqual(360);
    await expect(canvasElement.querySelectorAll('[aria-invalid="true"]').length).toBeGreaterThan(0);
  },
};

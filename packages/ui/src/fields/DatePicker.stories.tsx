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

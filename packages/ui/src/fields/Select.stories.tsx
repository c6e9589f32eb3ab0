import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';

import { departmentOptions } from './fields.mocks';
import { Select } from './Select';
import { sample } from './storyText';

const meta = {
  title: 'Ui/Fields/Select',
  component: Select,
  tags: ['autodocs'],
  args: { label: 'Department', options: [], onChange: fn() },
  decorators: [
    (Story) => (
      <div
        style={{ padding: 16, maxInlineSize: 360, minBlockSize: 320, display: 'grid', gap: 16, alignContent: 'start' }}
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args, { globals: { locale } }) => (
    <Select
      {...args}
      label={sample(locale, 'Department', 'القسم')}
      options={departmentOptions(locale)}
      defaultValue="finance"
      name="department"
    />
  ),
  play: async ({ canvas, userEvent, args, globals: { locale } }) => {
    const trigger = canvas.getByRole('button');
    await expect(trigger).toHaveTextContent(sample(locale, 'Finance', 'المالية'));
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await within(document.body).findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('hr');
    await waitFor(() => expect(listbox).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent(sample(locale, 'Human resources', 'الموارد البشرية'));
  },
};

export const Empty: Story = {
  render: (args, { globals: { locale } }) => (
    <Select {...args} label={sample(locale, 'Department', 'القسم')} options={departmentOptions(locale)} isRequired />
  ),
  play: async ({ canvas, globals: { locale } }) => {
    await expect(canvas.getByRole('button')).toHaveTextContent(sample(locale, 'Select an option', 'اختر خيارًا'));
  },
};

export const Open: Story = {
  render: (args, { globals: { locale } }) => (
    <Select
      {...args}
      label={sample(locale, 'Department', 'القسم')}
      options={departmentOptions(locale)}
      defaultValue="sales"
    />
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button'));
    const listbox = await within(document.body).findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    await expect(options).toHaveLength(5);
    await expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await expect(options[4]).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Disabled: Story = {
  render: (args, { globals: { locale } }) => (
    <Select
      {...args}
      label={sample(locale, 'Department', 'القسم')}
      options={departmentOptions(locale)}
      defaultValue="sales"
      isDisabled
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toBeDisabled();
  },
};

export const Invalid: Story = {
  render: (args, { globals: { locale } }) => (
    <Select
      {...args}
      label={sample(locale, 'Department', 'القسم')}
      options={departmentOptions(locale)}
      isRequired
      isInvalid
      errorMessage={sample(locale, 'Choose a department.', 'اختر القسم.')}
    />
  ),
  play: async ({ canvas, globals: { locale } }) => {
    await expect(canvas.getByText(sample(locale, 'Choose a department.', 'اختر القسم.'))).toBeVisible();
    await expect(canvas.getByRole('button')).toHaveAccessibleDescription(
      sample(locale, 'Choose a department.', 'اختر القسم.'),
    );
  },
};

const longOptions = (locale: unknown) => [
  {
    id: 'ops',
    label: sample(
      locale,
      'Operations, logistics and warehouse management (Alexandria and Port Said)',
      'العمليات والخدمات اللوجستية وإدارة المخازن (الإسكندرية وبورسعيد)',
    ),
  },
  {
    id: 'finance',
    label: sample(
      locale,
      'Finance, accounts payable and receivable, and treasury',
      'المالية والحسابات الدائنة والمدينة والخزينة',
    ),
  },
  { id: 'hr', label: sample(locale, 'Human resources', 'الموارد البشرية') },
];

/**
 * Long labels, help text and options: labels and help wrap, the chosen value is cut with an ellipsis, and the open
 * list (of the second field) wraps within the viewport.
 */
export const LongContent: Story = {
  render: (args, { globals: { locale } }) => (
    <>
      <Select
        {...args}
        label={sample(
          locale,
          'Department responsible for approving purchase requests above the monthly limit',
          'القسم المسؤول عن اعتماد طلبات الشراء التي تتجاوز الحد الشهري',
        )}
        description={sample(
          locale,
          'Requests above EGP 50,000 also need the general manager’s approval after the department’s.',
          'الطلبات التي تتجاوز ٥٠٬٠٠٠ ج.م. تحتاج أيضًا إلى موافقة المدير العام بعد موافقة القسم.',
        )}
        options={longOptions(locale)}
        defaultValue="ops"
      />
      <Select
        {...args}
        label={sample(locale, 'Cost centre for this request', 'مركز التكلفة لهذا الطلب')}
        options={longOptions(locale)}
        defaultValue="finance"
      />
    </>
  ),
  play: async ({ canvas, userEvent }) => {
    const [first, second] = canvas.getAllByRole('button');
    await expect(first!.scrollWidth).toBeLessThanOrEqual(first!.clientWidth);
    await userEvent.click(second!);
    const listbox = await within(document.body).findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(3);
    // The open list stays inside the viewport.
    const box = listbox.getBoundingClientRect();
    await expect(box.x).toBeGreaterThanOrEqual(0);
    await expect(box.x + box.width).toBeLessThanOrEqual(window.innerWidth);
  },
};

/**
 * Options still loading. Select has no loading state of its own: while the caller fetches the options it shows the
 * field disabled, with a placeholder that says so.
 */
export const Loading: Story = {
  render: (args, { globals: { locale } }) => (
    <Select
      {...args}
      label={sample(locale, 'Department', 'القسم')}
      options={[]}
      placeholder={sample(locale, 'Loading departments…', 'جارٍ تحميل الأقسام…')}
      isDisabled
    />
  ),
  play: async ({ canvas, globals: { locale } }) => {
    const trigger = canvas.getByRole('button');
    await expect(trigger).toBeDisabled();
    await expect(trigger).toHaveTextContent(sample(locale, 'Loading departments…', 'جارٍ تحميل الأقسام…'));
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';

import { ComboBox } from './ComboBox';
import { clientOptions, fakeSearch } from './fields.mocks';
import type { FieldOption } from './options';
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

const longClients = (locale: unknown): FieldOption[] => [
  {
    id: 'l1',
    label: sample(
      locale,
      'Nile Delta Trading, Distribution and Logistics Services Company (New Alexandria Branch)',
      'شركة دلتا النيل للتجارة والتوزيع والخدمات اللوجستية (فرع الإسكندرية الجديد)',
    ),
  },
  {
    id: 'l2',
    label: sample(
      locale,
      'Upper Egypt Agricultural Cooperative for Cotton and Sugar Cane',
      'الجمعية التعاونية الزراعية لصعيد مصر للقطن وقصب السكر',
    ),
  },
  { id: 'l3', label: sample(locale, 'Giza Pharma', 'الجيزة للأدوية') },
];

/**
 * A long label and long options: the label wraps, and the open list wraps within the viewport. (One field only: an
 * open list hides the rest of the page from assistive technology, so a second field would be hidden yet focusable.)
 */
export const LongContent: Story = {
  render: (args, { globals: { locale } }) => (
    <ComboBox
      {...args}
      label={sample(
        locale,
        'Client to invoice for the delivered goods and the related transport services',
        'العميل الذي ستصدر له فاتورة البضائع المسلَّمة وخدمات النقل المرتبطة بها',
      )}
      description={sample(
        locale,
        'Only clients with an active contract and no overdue balance above the credit limit are listed.',
        'تظهر فقط العملاء الذين لديهم عقد سارٍ وليس عليهم رصيد متأخر يتجاوز حد الائتمان.',
      )}
      options={longClients(locale)}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button'));
    const listbox = await within(document.body).findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(3);
    const box = listbox.getBoundingClientRect();
    await expect(box.x).toBeGreaterThanOrEqual(0);
    await expect(box.x + box.width).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** A search that never answers, so the list stays in its loading state: a spinner and a translated "Loading…". */
const pendingSearch = () => new Promise<FieldOption[]>(() => undefined);

export const Loading: Story = {
  render: (args, { globals: { locale } }) => (
    <ComboBox {...args} label={sample(locale, 'Client', 'العميل')} loadOptions={pendingSearch} debounceMs={0} />
  ),
  play: async ({ canvas, userEvent, globals: { locale } }) => {
    await userEvent.click(canvas.getByRole('button'));
    const listbox = await within(document.body).findByRole('listbox');
    await waitFor(() =>
      expect(within(listbox).getByRole('status')).toHaveTextContent(sample(locale, 'Loading…', 'جارٍ التحميل…')),
    );
  },
};

/** The option search failed (useAsyncOptions' error state): the list says so and the user can type to try again. */
const failingSearch = () => Promise.reject(new TypeError('Failed to fetch'));

export const Error: Story = {
  render: (args, { globals: { locale } }) => (
    <ComboBox {...args} label={sample(locale, 'Client', 'العميل')} loadOptions={failingSearch} debounceMs={0} />
  ),
  play: async ({ canvas, userEvent, globals: { locale } }) => {
    await userEvent.type(canvas.getByRole('combobox'), sample(locale, 'cai', 'القا'));
    const listbox = await within(document.body).findByRole('listbox');
    await waitFor(() =>
      expect(listbox).toHaveTextContent(
        sample(locale, 'Could not load the options. Try again.', 'تعذر تحميل الخيارات. حاول مرة أخرى.'),
      ),
    );
    // The message is the list's status, not a choice: no client option is offered.
    await expect(within(listbox).getByRole('status')).toBeInTheDocument();
    await expect(within(listbox).queryByRole('option', { name: /Cairo|القاهرة/ })).toBeNull();
  },
};

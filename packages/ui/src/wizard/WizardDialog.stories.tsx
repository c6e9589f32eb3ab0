import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { DatePicker, type IsoDate } from '../fields/DatePicker';
import { MoneyField } from '../fields/NumberField';
import { Select } from '../fields/Select';
import { TextField } from '../fields/TextField';
import { ClientWizard, FILLED, FILLED_AR, type ClientWizardProps } from './ClientWizard.fixture';
import { useWizard } from './WizardContext';
import { WizardDialog, type FieldErrors, type WizardStep } from './WizardDialog';

const dialog = () => screen.getByRole('dialog');
const next = () => within(dialog()).getByRole('button', { name: /^(Next|التالي)$/ });

function Filled(props: ClientWizardProps) {
  const ar = useIntl().locale.startsWith('ar');
  return <ClientWizard initial={ar ? FILLED_AR : FILLED} {...props} />;
}

// A "new expense" wizard built from @erp/ui's own fields (the ClientWizard fixture uses raw react-aria ones), so the
// stories show the fields' labels, errors and focus inside the wizard as the app renders them.

type Expense = {
  description: string;
  category: string | null;
  date: IsoDate | null;
  amount: number | null;
  ref: string;
};

const EMPTY_EXPENSE: Expense = { description: '', category: null, date: null, amount: null, ref: '' };

const filledExpense = (ar: boolean): Expense => ({
  description: ar ? 'تذاكر قطار إلى الإسكندرية لزيارة العميل' : 'Train tickets to Alexandria for the client visit',
  category: 'travel',
  date: '2026-03-15',
  amount: 1250,
  ref: 'RCPT-88213',
});

function useExpenseText() {
  const ar = useIntl().locale.startsWith('ar');
  return { ar, t: (en: string, arText: string) => (ar ? arText : en) };
}

/** Step 1: what, which category, when. Reads its errors from the wizard. */
function ExpenseDetails({ value, set }: { value: Expense; set: (patch: Partial<Expense>) => void }) {
  const { t } = useExpenseText();
  const { errors, isSubmitting } = useWizard();
  return (
    <>
      <TextField
        name="description"
        label={t('Description', 'الوصف')}
        value={value.description}
        onChange={(description) => set({ description })}
        isRequired
        isReadOnly={isSubmitting}
        isInvalid={errors.description != null}
        errorMessage={errors.description}
      />
      <Select
        name="category"
        label={t('Category', 'الفئة')}
        options={[
          { id: 'travel', label: t('Travel', 'السفر') },
          { id: 'meals', label: t('Meals', 'الوجبات') },
          { id: 'supplies', label: t('Office supplies', 'مستلزمات مكتبية') },
        ]}
        value={value.category}
        onChange={(category) => set({ category })}
        isRequired
        isDisabled={isSubmitting}
        isInvalid={errors.category != null}
        errorMessage={errors.category}
      />
      <DatePicker
        name="date"
        label={t('Date', 'التاريخ')}
        value={value.date}
        onChange={(date) => set({ date })}
        isRequired
        isReadOnly={isSubmitting}
        isInvalid={errors.date != null}
        errorMessage={errors.date}
      />
    </>
  );
}

/** Step 2: how much, and the receipt's number. */
function ExpenseAmount({ value, set }: { value: Expense; set: (patch: Partial<Expense>) => void }) {
  const { t } = useExpenseText();
  const { errors, isSubmitting } = useWizard();
  return (
    <>
      <MoneyField
        name="amount"
        label={t('Amount', 'المبلغ')}
        value={value.amount}
        onChange={(amount) => set({ amount })}
        isRequired
        isReadOnly={isSubmitting}
        isInvalid={errors.amount != null}
        errorMessage={errors.amount}
      />
      <TextField
        name="ref"
        label={t('Receipt number', 'رقم الإيصال')}
        description={t('As printed on the receipt, if there is one.', 'كما هو مطبوع على الإيصال، إن وُجد.')}
        value={value.ref}
        onChange={(ref) => set({ ref })}
        isReadOnly={isSubmitting}
      />
    </>
  );
}

type ExpenseWizardProps = {
  initial?: Expense;
  /** Show a final read-only summary step (the default); without it Submit sits on the amount step. */
  withSummary?: boolean;
  defaultStep?: number;
  onSubmit?: () => void;
};

function ExpenseWizard({ initial = EMPTY_EXPENSE, withSummary = true, defaultStep, onSubmit }: ExpenseWizardProps) {
  const { ar, t } = useExpenseText();
  const [value, setValue] = useState<Expense>(initial);
  const set = (patch: Partial<Expense>) => setValue((v) => ({ ...v, ...patch }));
  const money = new Intl.NumberFormat(ar ? 'ar-EG' : 'en-US', { style: 'currency', currency: 'EGP' });

  const steps: WizardStep[] = [
    {
      id: 'details',
      title: t('Details', 'البيانات'),
      description: t('What was the money spent on?', 'فيمَ أُنفق المبلغ؟'),
      fields: ['description', 'category', 'date'],
      validate: () => {
        const errors: FieldErrors = {};
        if (!value.description.trim()) errors.description = t('Describe the expense.', 'اكتب وصف المصروف.');
        if (!value.category) errors.category = t('Choose a category.', 'اختر الفئة.');
        if (!value.date) errors.date = t('Enter the date of the expense.', 'أدخل تاريخ المصروف.');
        return errors;
      },
      content: <ExpenseDetails value={value} set={set} />,
    },
    {
      id: 'amount',
      title: t('Amount', 'المبلغ'),
      fields: ['amount', 'ref'],
      validate: () =>
        value.amount && value.amount > 0
          ? null
          : { amount: t('Enter an amount above zero.', 'أدخل مبلغًا أكبر من صفر.') },
      content: <ExpenseAmount value={value} set={set} />,
    },
  ];
  if (withSummary)
    steps.push({
      id: 'summary',
      title: t('Summary', 'الملخص'),
      content: (
        <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 16px', margin: 0 }}>
          <dt>{t('Description', 'الوصف')}</dt>
          <dd style={{ margin: 0 }}>{value.description}</dd>
          <dt>{t('Amount', 'المبلغ')}</dt>
          <dd style={{ margin: 0 }}>{value.amount != null ? money.format(value.amount) : '\u2014'}</dd>
        </dl>
      ),
    });

  return (
    <WizardDialog
      defaultOpen
      defaultStep={defaultStep}
      isDirty={JSON.stringify(value) !== JSON.stringify(initial)}
      title={t('New expense', 'مصروف جديد')}
      submitLabel={t('Record expense', 'تسجيل المصروف')}
      fieldLabels={{ description: t('Description', 'الوصف'), amount: t('Amount', 'المبلغ') }}
      onSubmit={() => onSubmit?.()}
      steps={steps}
    />
  );
}

function FilledExpenseWizard(props: Omit<ExpenseWizardProps, 'initial'>) {
  const ar = useIntl().locale.startsWith('ar');
  return <ExpenseWizard initial={filledExpense(ar)} {...props} />;
}

/** Presses Next on an empty first step and checks that every field shows its error, the first one focused. */
async function expectExpenseDetailsInvalid() {
  await userEvent.click(next());
  const d = dialog();
  const description = within(d).getByRole('textbox', { name: /^(Description|الوصف)/ });
  await waitFor(() => expect(description).toHaveFocus());
  await expect(description).toHaveAttribute('aria-invalid', 'true');
  await expect(description).toHaveAccessibleDescription(/Describe the expense|اكتب وصف المصروف/);
  await expect(within(d).getByText(/^(Choose a category\.|اختر الفئة\.)$/)).toBeVisible();
  await expect(within(d).getByText(/^(Enter the date of the expense\.|أدخل تاريخ المصروف\.)$/)).toBeVisible();
  await expect(d.querySelectorAll('[aria-invalid="true"], [data-invalid]').length).toBeGreaterThanOrEqual(3);
  await expect(d).toHaveAttribute('data-step', '0');
}

const meta = {
  title: 'Ui/Wizard',
  component: WizardDialog,
  tags: ['autodocs'],
  // Each story opens its own overlay: on the docs page they render in separate frames, not stacked on one page.
  parameters: { docs: { story: { inline: false, iframeHeight: 640 } } },
  args: { title: '', steps: [], onSubmit: fn() },
  decorators: [
    (Story) => (
      <div style={{ minBlockSize: '100vh' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof WizardDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => <ClientWizard />,
  play: async () => {
    const d = dialog();
    const current = d.querySelector('[aria-current="step"]');
    await expect(current).toHaveTextContent(/Details|البيانات/);
    await expect(d.querySelectorAll('[data-status="upcoming"]')).toHaveLength(2);
    await expect(within(d).queryByRole('button', { name: /^(Back|السابق)$/ })).toBeNull();
    // Next sits at the inline end of the footer: rightmost in English, leftmost in Arabic.
    const cancel = within(d)
      .getByRole('button', { name: /^(Cancel|إلغاء)$/ })
      .getBoundingClientRect();
    const nextBox = next().getBoundingClientRect();
    if (document.documentElement.dir === 'rtl') await expect(nextBox.left).toBeLessThan(cancel.left);
    else await expect(nextBox.left).toBeGreaterThan(cancel.left);
  },
};

export const Invalid: Story = {
  parameters: { screenshot: false },
  render: () => <ClientWizard />,
  play: async () => {
    await userEvent.click(next());
    const d = dialog();
    const name = within(d).getByRole('textbox', { name: /^(Name|الاسم)$/ });
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(/Enter the client name|أدخل اسم العميل/);
    await expect(d).toHaveAttribute('data-step', '0');
  },
};

export const Summary: Story = {
  render: () => <Filled defaultStep={2} />,
  play: async () => {
    const d = dialog();
    await expect(d.querySelectorAll('[data-status="complete"]')).toHaveLength(2);
    await expect(within(d).getByRole('button', { name: /Create client|إنشاء العميل/ })).toBeInTheDocument();
    await expect(within(d).getByRole('button', { name: /^(Back|السابق)$/ })).toBeInTheDocument();
  },
};

export const ServerError: Story = {
  render: () => {
    const Render = () => {
      const ar = useIntl().locale.startsWith('ar');
      return (
        <Filled
          defaultStep={2}
          rejectWith={{ email: ar ? 'هذا البريد الإلكتروني مستخدم بالفعل.' : 'The email is already in use.' }}
        />
      );
    };
    return <Render />;
  },
  play: async () => {
    await userEvent.click(within(dialog()).getByRole('button', { name: /Create client|إنشاء العميل/ }));
    const d = dialog();
    await waitFor(() => expect(d).toHaveAttribute('data-step', '0'));
    const email = within(d).getByRole('textbox', { name: /^(Email|البريد الإلكتروني)$/ });
    await waitFor(() => expect(email).toHaveFocus());
    await expect(within(d).getByRole('alert')).toHaveTextContent(/already in use|مستخدم بالفعل/);
  },
};

export const Submitting: Story = {
  render: () => <Filled defaultStep={2} isSubmitting />,
  play: async () => {
    const d = dialog();
    await expect(d).toHaveAttribute('data-submitting', 'true');
    await expect(within(d).getByRole('button', { name: /Create client|إنشاء العميل/ })).toHaveAttribute(
      'data-pending',
      'true',
    );
    await expect(within(d).getByRole('button', { name: /^(Back|السابق)$/ })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog')).toBeInTheDocument();
  },
};

export const DirtyClose: Story = {
  parameters: { screenshot: false },
  render: () => <Filled />,
  play: async () => {
    // Editing makes the wizard dirty; Escape then asks before throwing the change away.
    await userEvent.type(within(dialog()).getByRole('textbox', { name: /^(Name|الاسم)$/ }), ' Co.');
    await userEvent.keyboard('{Escape}');
    const confirm = await screen.findByRole('alertdialog');
    await expect(confirm).toHaveTextContent(/Discard changes|تجاهل التغييرات/);
    await expect(screen.getByRole('dialog')).toBeInTheDocument();
  },
};

export const LongContent: Story = {
  render: () => {
    const Render = () => {
      const ar = useIntl().locale.startsWith('ar');
      return (
        <WizardDialog
          defaultOpen
          defaultStep={3}
          title={
            ar
              ? 'فاتورة جديدة لشركة دلتا النيل للتجارة والتوزيع'
              : 'New invoice for Nile Delta Trading and Distribution'
          }
          submitLabel={ar ? 'إنشاء الفاتورة' : 'Create invoice'}
          onSubmit={() => undefined}
          error={
            ar
              ? 'تعذر الاتصال بالخادم. تحقق من الاتصال ثم حاول مرة أخرى.'
              : 'Could not reach the server. Check the connection and try again.'
          }
          steps={(ar
            ? ['العميل', 'البنود', 'الضريبة والخصومات', 'المرفقات والملاحظات', 'المراجعة']
            : ['Client', 'Line items', 'Tax and discounts', 'Attachments and notes', 'Review']
          ).map((title, i) => ({ id: String(i), title, content: <p style={{ margin: 0 }}>{title}</p> }))}
        />
      );
    };
    return <Render />;
  },
  play: async () => {
    const d = dialog();
    await expect(d.querySelectorAll('li')).toHaveLength(5);
    await expect(within(d).getByRole('alert')).toHaveTextContent(/server|الخادم/);
    await expect(d.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The wizard with @erp/ui's TextField, Select, DatePicker and MoneyField, filled in, on its first step. */
export const WithUiFields: Story = {
  render: () => <FilledExpenseWizard />,
  play: async () => {
    const d = dialog();
    await expect(within(d).getByRole('textbox', { name: /^(Description|الوصف)/ })).toHaveValue(
      document.documentElement.lang === 'ar-EG'
        ? 'تذاكر قطار إلى الإسكندرية لزيارة العميل'
        : 'Train tickets to Alexandria for the client visit',
    );
    await expect(d.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
    await userEvent.click(next());
    await waitFor(() => expect(d).toHaveAttribute('data-step', '1'));
    await expect(within(d).getByRole('textbox', { name: /^(Amount|المبلغ)/ })).toBeInTheDocument();
    await userEvent.click(within(d).getByRole('button', { name: /^(Back|السابق)$/ }));
    await waitFor(() => expect(d).toHaveAttribute('data-step', '0'));
  },
};

/** Next pressed on the empty first step: each @erp/ui field shows its error and the first one takes focus. */
export const WithUiFieldsInvalid: Story = {
  parameters: { screenshot: false },
  render: () => <ExpenseWizard />,
  play: expectExpenseDetailsInvalid,
};

/**
 * A wizard without a summary step: the last step holds fields, and its primary button is Submit. Pressing it runs
 * that step's validation, then submits.
 */
export const WithoutSummaryStep: Story = {
  render: (args) => <FilledExpenseWizard withSummary={false} defaultStep={1} onSubmit={args.onSubmit} />,
  play: async ({ args }) => {
    const d = dialog();
    await expect(d.querySelectorAll('li')).toHaveLength(2);
    await expect(within(d).queryByRole('button', { name: /^(Next|التالي)$/ })).toBeNull();
    const amount = within(d).getByRole('textbox', { name: /^(Amount|المبلغ)/ });
    await expect(amount).toBeInTheDocument();
    // Clearing the amount makes Submit stop at the step's own validation.
    await userEvent.clear(amount);
    await userEvent.click(within(d).getByRole('button', { name: /Record expense|تسجيل المصروف/ }));
    await waitFor(() => expect(amount).toHaveAttribute('aria-invalid', 'true'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(amount, '1250');
    await userEvent.click(within(d).getByRole('button', { name: /Record expense|تسجيل المصروف/ }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
  },
};

/** The invalid wizard in the dark theme: fields, errors and the dialog on dark surfaces, in both locales. */
export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  render: () => <ExpenseWizard />,
  play: async () => {
    await expect(document.documentElement).toHaveClass('dark');
    await expectExpenseDetailsInvalid();
  },
};

import { toastQueue, ToastRegion } from '@erp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { ExpenseWizard } from './ExpenseWizard';
import { makeExpense, mockSearch, MOCK_EMPLOYEES, MOCK_TODAY } from './finance.mocks';
import { body, dialog, egp, t } from './finance.testing';

const wizard = () => within(dialog());
const next = () => userEvent.click(wizard().getByRole('button', { name: t('Next', 'التالي') }));

async function choose(label: string, option: string) {
  await userEvent.click(wizard().getByRole('button', { name: new RegExp(label) }));
  await userEvent.click(await body().findByRole('option', { name: option }));
}

const meta = {
  title: 'Widgets/Finance/ExpenseWizard',
  component: ExpenseWizard,
  decorators: [
    (Story) => (
      <>
        <Story />
        <ToastRegion />
      </>
    ),
  ],
  // The toast queue is global: start every story without the previous one's toasts.
  beforeEach: () => toastQueue.clear(),
  args: { loadEmployees: mockSearch(MOCK_EMPLOYEES), today: MOCK_TODAY, onSubmit: fn(), onClose: fn() },
} satisfies Meta<typeof ExpenseWizard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RequiredFields: Story = {
  play: async ({ args }) => {
    await expect(wizard().getByRole('heading', { level: 2 })).toHaveTextContent(t('New expense', 'مصروف جديد'));
    await next();
    await expect(wizard().getByRole('textbox', { name: t('Amount', 'المبلغ') })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(dialog()).toHaveTextContent(t('This field is required.', 'هذا الحقل مطلوب.'));
    const toast = await body().findByText(t('Please fill in all required fields.', 'يرجى ملء جميع الحقول المطلوبة.'));
    await expect(toast).toBeVisible();
    await expect(body().getByText(t('Validation Error', 'خطأ في التحقق'))).toBeVisible();
    // The optional fields are not marked.
    await expect(wizard().getByRole('textbox', { name: t('Reference', 'المرجع') })).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const FillAndCreate: Story = {
  play: async ({ args }) => {
    await choose(t('Category', 'الفئة'), t('Office Supplies', 'أدوات مكتبية'));
    const amount = wizard().getByRole('textbox', { name: t('Amount', 'المبلغ') });
    await userEvent.type(amount, '1234.5');
    await userEvent.tab();
    await choose(t('Payment method', 'طريقة الدفع'), t('Corporate Card', 'بطاقة الشركة'));
    await userEvent.type(wizard().getByRole('textbox', { name: t('Reference', 'المرجع') }), 'INV-7781');
    const employee = wizard().getByRole('combobox', { name: t('Employee', 'الموظف') });
    await userEvent.type(employee, 'Sal');
    await userEvent.click(await body().findByRole('option', { name: 'Salma Nabil' }));
    await next();

    // The description is required too.
    await next();
    await expect(wizard().getByRole('textbox', { name: t('Description', 'الوصف') })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await userEvent.type(wizard().getByRole('textbox', { name: t('Description', 'الوصف') }), 'Printer toner');
    await next();
    await expect(dialog()).toHaveTextContent(egp(1234.5));
    await expect(dialog()).toHaveTextContent('Salma Nabil');
    await userEvent.click(wizard().getByRole('button', { name: t('Create expense', 'إنشاء المصروف') }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      date: MOCK_TODAY,
      category: 'Office Supplies',
      amount: 1234.5,
      paymentMethod: 'Corporate Card',
      reference: 'INV-7781',
      employee: 'em_salma0000002',
      description: 'Printer toner',
      notes: '',
      files: [],
      removedAttachments: [],
    });
  },
};

export const DescriptionAndAttachments: Story = {
  args: { expense: makeExpense(), defaultStep: 1 },
  play: async () => {
    await expect(wizard().getByRole('heading', { level: 2 })).toHaveTextContent(t('Edit expense', 'تعديل المصروف'));
    await expect(wizard().getByRole('textbox', { name: t('Description', 'الوصف') })).toHaveValue(
      'Train tickets to Alexandria for the port audit',
    );
    await expect(dialog()).toHaveTextContent('ticket_scan.pdf');
  },
};

export const ReviewAndSave: Story = {
  args: { expense: makeExpense(), defaultStep: 2 },
  play: async ({ args }) => {
    await expect(dialog()).toHaveTextContent(t('Travel', 'سفر وانتقالات'));
    await expect(dialog()).toHaveTextContent(t('1 file', 'ملف واحد'));
    await userEvent.click(wizard().getByRole('button', { name: t('Save changes', 'حفظ التغييرات') }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        amount: 1850.5,
        employee: 'em_omar00000001',
        category: 'Travel',
        paymentMethod: 'Cash',
      }),
    );
  },
};

export const ServerErrors: Story = {
  args: { expense: makeExpense(), serverErrors: { amount: 'Amount must be greater than 0.' } },
  play: async () => {
    await expect(wizard().getByTestId('wizard-error-summary')).toHaveTextContent('Amount must be greater than 0.');
    await waitFor(() =>
      expect(wizard().getByRole('textbox', { name: t('Amount', 'المبلغ') })).toHaveAttribute('aria-invalid', 'true'),
    );
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { InvoicePaymentDialog } from './InvoicePaymentDialog';
import { makeInvoice, MOCK_TODAY } from './sales.mocks';
import { egp, t } from './sales.testing';

const dialog = () => within(document.body).getByRole('dialog');
const summaryOf = (key: string) => dialog().querySelector(`[data-summary="${key}"]`);
const amountField = () => within(dialog()).getByRole('textbox', { name: t('Payment amount', 'مبلغ الدفعة') });
const submitButton = () => within(dialog()).getByRole('button', { name: t('Record payment', 'تسجيل دفعة') });

// Total 3,938.69, 1,500.00 paid before: 2,438.69 remains.
const invoice = makeInvoice({ status: 'Partially Paid', amountPaid: 1500 });

const meta = {
  title: 'Widgets/Sales/InvoicePaymentDialog',
  component: InvoicePaymentDialog,
  args: { invoice, today: MOCK_TODAY, onSubmit: fn(), onClose: fn() },
} satisfies Meta<typeof InvoicePaymentDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    await expect(within(dialog()).getByRole('heading', { level: 2 })).toHaveTextContent(
      t('Record payment', 'تسجيل دفعة'),
    );
    await expect(dialog()).toHaveTextContent('INV-2026-000123');
    // The whole remaining balance is proposed, and the amount field has the focus.
    await waitFor(() => expect(amountField()).toHaveFocus());
    await expect(summaryOf('total')).toHaveTextContent(egp(3938.69));
    await expect(summaryOf('previous')).toHaveTextContent(egp(1500));
    await expect(summaryOf('payment')).toHaveTextContent(egp(2438.69));
    await expect(summaryOf('balance')).toHaveTextContent(egp(0));
    await userEvent.clear(amountField());
    await userEvent.type(amountField(), '1000.5');
    await userEvent.tab();
    await expect(summaryOf('payment')).toHaveTextContent(egp(1000.5));
    await expect(summaryOf('balance')).toHaveTextContent(egp(1438.19));
    await userEvent.click(
      within(dialog()).getByRole('button', { name: new RegExp(t('Payment method', 'طريقة الدفع')) }),
    );
    await userEvent.click(await within(document.body).findByRole('option', { name: t('Bank Transfer', 'تحويل بنكي') }));
    await userEvent.type(within(dialog()).getByRole('textbox', { name: t('Notes', 'ملاحظات') }), 'Second instalment');
    await userEvent.click(submitButton());
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        amount: 1000.5,
        method: 'Bank Transfer',
        date: MOCK_TODAY,
        notes: 'Second instalment',
        idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/),
      }),
    );
  },
};

export const AmountTooHigh: Story = {
  name: 'Invalid: more than the remaining balance',
  args: { defaultMethod: 'Cash' },
  play: async ({ args }) => {
    await userEvent.clear(amountField());
    await userEvent.type(amountField(), '2500');
    await userEvent.click(submitButton());
    await waitFor(() => expect(amountField()).toHaveAttribute('aria-invalid', 'true'));
    await expect(dialog()).toHaveTextContent(
      t(
        `The amount cannot exceed the remaining balance of ${egp(2438.69)}.`,
        `لا يمكن أن يتجاوز المبلغ الرصيد المتبقي وقدره ${egp(2438.69)}.`,
      ),
    );
    await expect(amountField()).toHaveAccessibleDescription(
      expect.stringContaining(t('cannot exceed the remaining balance', 'لا يمكن أن يتجاوز المبلغ الرصيد المتبقي')),
    );
    await expect(amountField()).toHaveFocus();
    await expect(summaryOf('balance')).toHaveTextContent(egp(-61.31));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Missing: Story = {
  name: 'Invalid: no amount, no method',
  play: async ({ args }) => {
    await userEvent.clear(amountField());
    // Enter in a field submits, as in any form.
    await userEvent.type(amountField(), '{Enter}');
    await waitFor(() => expect(amountField()).toHaveAttribute('aria-invalid', 'true'));
    await expect(dialog()).toHaveTextContent(t('Enter an amount greater than 0.', 'أدخل مبلغًا أكبر من صفر.'));
    await expect(dialog()).toHaveTextContent(t('Choose a payment method.', 'اختر طريقة الدفع.'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Failed: Story = {
  args: { defaultMethod: 'Cash', error: 'The server could not be reached. Please try again.' },
  play: async ({ args }) => {
    await expect(within(dialog()).getByRole('alert')).toHaveTextContent(
      'The server could not be reached. Please try again.',
    );
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { BillPaymentDialog } from './BillPaymentDialog';
import { makeBill, MOCK_TODAY } from './finance.mocks';
import { body, dialog, egp, t } from './finance.testing';

const summary = (key: string) => dialog().querySelector(`[data-summary="${key}"]`);
const amountField = () => within(dialog()).getByRole('textbox', { name: t('Payment amount', 'مبلغ الدفعة') });
const submit = () => userEvent.click(within(dialog()).getByRole('button', { name: t('Record payment', 'تسجيل دفعة') }));

async function typeAmount(value: string) {
  await userEvent.clear(amountField());
  await userEvent.type(amountField(), value);
  await userEvent.tab();
}

async function chooseMethod(label: string) {
  await userEvent.click(within(dialog()).getByRole('button', { name: new RegExp(t('Payment method', 'طريقة الدفع')) }));
  await userEvent.click(await body().findByRole('option', { name: label }));
}

const meta = {
  title: 'Widgets/Finance/BillPaymentDialog',
  component: BillPaymentDialog,
  args: { bill: makeBill(), today: MOCK_TODAY, onSubmit: fn(), onClose: fn() },
} satisfies Meta<typeof BillPaymentDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async () => {
    await expect(within(dialog()).getByRole('heading', { level: 2 })).toHaveTextContent(
      t('Record payment', 'تسجيل دفعة'),
    );
    // The whole remaining balance is proposed: total 9,199.80, paid 5,000.00, this payment 4,199.80, nothing left.
    await expect(summary('total')).toHaveTextContent(egp(9199.8));
    await expect(summary('previous')).toHaveTextContent(egp(5000));
    await expect(summary('payment')).toHaveTextContent(egp(4199.8));
    await expect(summary('balance')).toHaveTextContent(egp(0));
  },
};

export const PartialPayment: Story = {
  play: async ({ args }) => {
    await typeAmount('1000');
    await expect(summary('payment')).toHaveTextContent(egp(1000));
    await expect(summary('balance')).toHaveTextContent(egp(3199.8));
    await chooseMethod(t('Cash', 'نقدًا'));
    await userEvent.type(within(dialog()).getByRole('textbox', { name: t('Notes', 'ملاحظات') }), 'Second instalment');
    await submit();
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        amount: 1000,
        method: 'Cash',
        date: MOCK_TODAY,
        notes: 'Second instalment',
      }),
    );
  },
};

export const OverRemaining: Story = {
  play: async ({ args }) => {
    await typeAmount('5000');
    await chooseMethod(t('Check', 'شيك'));
    await expect(summary('balance')).toHaveAttribute('data-negative', 'true');
    await submit();
    const amount = amountField();
    await waitFor(() => expect(amount).toHaveAttribute('aria-invalid', 'true'));
    await expect(dialog()).toHaveTextContent(
      t(
        `The amount cannot exceed the remaining balance of ${egp(4199.8)}.`,
        `لا يمكن أن يتجاوز المبلغ الرصيد المتبقي وقدره ${egp(4199.8)}.`,
      ),
    );
    await expect(amount).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const MissingMethod: Story = {
  play: async ({ args }) => {
    await submit();
    await waitFor(() => expect(dialog()).toHaveTextContent(t('Choose a payment method.', 'اختر طريقة الدفع.')));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { isSubmitting: true },
  play: async ({ args }) => {
    await expect(within(dialog()).getByRole('button', { name: t('Cancel', 'إلغاء') })).toBeDisabled();
    await expect(dialog()).toHaveAttribute('data-pending', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const ServerRefusal: Story = {
  args: {
    error: 'The payment of EGP 5,000.00 exceeds the remaining balance of EGP 4,199.80.',
    serverErrors: { amount: 'The payment of EGP 5,000.00 exceeds the remaining balance of EGP 4,199.80.' },
  },
  play: async () => {
    await expect(within(dialog()).getAllByRole('alert')[0]).toHaveTextContent('exceeds the remaining balance');
    await expect(amountField()).toHaveAttribute('aria-invalid', 'true');
  },
};

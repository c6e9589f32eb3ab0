import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';

import { renderWithLocale } from '../../shared/renderWithLocale';
import { MOCK_TODAY } from '../sales.mocks';
import { makeInvoice } from './invoices.mocks';
import type { PaymentMethod } from '../../shared/documents/paymentMethods';
import { InvoicePaymentDialog, type InvoicePaymentDialogProps } from './InvoicePaymentDialog';

const L = {
  'en-US': { amount: 'Payment amount', method: 'Payment method', cash: 'Cash', submit: 'Record payment' },
  'ar-EG': { amount: 'مبلغ الدفعة', method: 'طريقة الدفع', cash: 'نقدًا', submit: 'تسجيل دفعة' },
} as const;

// Total 3,938.69 with 1,500.00 paid: 2,438.69 remains.
const invoice = makeInvoice({ status: 'Partially Paid', amountPaid: 1500 });

describe.each(['en-US', 'ar-EG'] as const)('InvoicePaymentDialog (%s)', (locale) => {
  const l = L[locale];
  /** Opens the dialog on the partly paid invoice, proposing `defaultMethod` when given. */
  const open = (onSubmit: InvoicePaymentDialogProps['onSubmit'] = vi.fn(), defaultMethod?: PaymentMethod) =>
    renderWithLocale(
      <InvoicePaymentDialog
        invoice={invoice}
        today={MOCK_TODAY}
        defaultMethod={defaultMethod}
        onSubmit={onSubmit}
        onClose={vi.fn()}
      />,
      locale,
    );

  it('submits with Enter the amount typed just before, once', async () => {
    const onSubmit = vi.fn();
    await open(onSubmit, 'Cash');
    const amount = page.getByRole('textbox', { name: l.amount });
    await expect.element(amount).toHaveFocus();
    await userEvent.clear(amount);
    await userEvent.type(amount, '250.5');
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => onSubmit.mock.calls.length).toBe(1);
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ amount: 250.5, method: 'Cash', date: MOCK_TODAY, notes: '' }),
    );
  });

  it('refuses more than the remaining balance and keeps the focus on the amount', async () => {
    const onSubmit = vi.fn();
    await open(onSubmit, 'Cash');
    const amount = page.getByRole('textbox', { name: l.amount });
    await userEvent.clear(amount);
    // One piastre over what is owed.
    await userEvent.type(amount, '2438.70');
    await page.getByRole('button', { name: l.submit }).click();
    await expect.element(amount).toHaveAttribute('aria-invalid', 'true');
    await expect.element(amount).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
    // Exactly the balance is accepted.
    await userEvent.clear(amount);
    await userEvent.type(amount, '2438.69');
    await page.getByRole('button', { name: l.submit }).click();
    await expect.poll(() => onSubmit.mock.calls.length).toBe(1);
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ amount: 2438.69 });
  });

  it('checks the amount as it is typed: too much is refused at once, with no negative balance, until it is right', async () => {
    await open();
    const amount = page.getByRole('textbox', { name: l.amount });
    const balance = () => document.querySelector('[data-summary="balance"]')?.textContent ?? '';
    await userEvent.clear(amount);
    await userEvent.type(amount, '3000');
    // Still typing (no blur, no submit): the refusal and the summary follow.
    await expect.element(amount).toHaveAttribute('aria-invalid', 'true');
    expect(balance()).toBe('—');
    await userEvent.clear(amount);
    await userEvent.type(amount, '100');
    await expect.element(amount).not.toHaveAttribute('aria-invalid', 'true');
    expect(balance()).toBe(new Intl.NumberFormat(locale, { style: 'currency', currency: 'EGP' }).format(2338.69));
  });

  it('keeps one idempotency key for the dialog, so a retried submit is recognisable', async () => {
    const onSubmit = vi.fn(() => Promise.reject(new Error('network')));
    await open(onSubmit, 'Cash');
    const submit = page.getByRole('button', { name: l.submit });
    await submit.click();
    await expect.poll(() => onSubmit.mock.calls.length).toBe(1);
    await expect.element(submit).not.toHaveAttribute('data-pending');
    await submit.click();
    await expect.poll(() => onSubmit.mock.calls.length).toBe(2);
    const [first, second] = onSubmit.mock.calls.map((c) => (c as unknown as [{ idempotencyKey: string }])[0]);
    expect(first?.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
    expect(second?.idempotencyKey).toBe(first?.idempotencyKey);
  });

  it('puts the submit button at the inline end of the footer', async () => {
    await open();
    const submit = page.getByRole('button', { name: l.submit }).element().getBoundingClientRect();
    const amount = page.getByRole('textbox', { name: l.amount }).element().getBoundingClientRect();
    const method = page
      .getByRole('button', { name: new RegExp(l.method) })
      .element()
      .getBoundingClientRect();
    if (locale === 'ar-EG') {
      expect(submit.left).toBeLessThan(amount.left);
      expect(method.left).toBeLessThan(amount.left);
    } else {
      expect(submit.right).toBeGreaterThan(amount.right);
      expect(method.left).toBeGreaterThan(amount.left);
    }
  });
});

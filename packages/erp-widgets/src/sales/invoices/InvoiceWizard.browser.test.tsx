import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';

import type { DocumentLine } from '../../shared/documents/lines';
import { renderWithLocale } from '../../shared/renderWithLocale';
import {
  lineFromItem,
  makeClientSearch,
  makeInventoryItems,
  makeInventorySearch,
  makeVatRates,
  MOCK_TODAY,
} from '../sales.mocks';
import { makeDraftInvoice } from './invoices.mocks';
import { InvoiceWizard, type InvoiceWizardProps } from './InvoiceWizard';

const L = {
  'en-US': {
    quantity: 'Quantity',
    description: 'Description',
    warning: 'Quantity exceeds available stock!',
    addCustom: 'Add custom item',
    remove: (n: string) => `Remove item ${n}`,
    next: 'Next',
    save: 'Save changes',
    notes: 'Notes',
    tooLong: (max: string) => `Use at most ${max} characters.`,
  },
  'ar-EG': {
    quantity: 'الكمية',
    description: 'الوصف',
    warning: 'الكمية تتجاوز المخزون المتاح!',
    addCustom: 'إضافة بند مخصص',
    remove: (n: string) => `حذف البند ${n}`,
    next: 'التالي',
    save: 'حفظ التغييرات',
    notes: 'ملاحظات',
    tooLong: (max: string) => `استخدم ${max} حرفًا على الأكثر.`,
  },
} as const;

const [pipe] = makeInventoryItems();

function wizard(locale: 'en-US' | 'ar-EG', items: DocumentLine[], props: Partial<InvoiceWizardProps> = {}) {
  return renderWithLocale(
    <InvoiceWizard
      invoice={makeDraftInvoice({ items })}
      settings={{ vatRates: makeVatRates() }}
      today={MOCK_TODAY}
      searchClients={makeClientSearch()}
      searchInventory={makeInventorySearch()}
      onSubmit={vi.fn()}
      onClose={vi.fn()}
      defaultStep={1}
      {...props}
    />,
    locale,
  );
}

const cards = () => Array.from(document.querySelectorAll<HTMLElement>('[data-line-key]'));
const total = (key: string) => document.querySelector(`[data-total="${key}"]`)?.textContent?.replace(/\s+/g, ' ');
const money = (locale: string, pounds: number) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'EGP' }).format(pounds).replace(/\s+/g, ' ');

describe.each(['en-US', 'ar-EG'] as const)('InvoiceWizard (%s)', (locale) => {
  const l = L[locale];

  it('warns while typing when the lines of one item add up to more than its warehouse holds', async () => {
    await wizard(locale, [lineFromItem(pipe!, 100), lineFromItem(pipe!, 10)]);
    await expect.element(page.getByText(l.warning).first()).not.toBeInTheDocument();
    // 100 + 30 of the 120 pipes on hand: both lines are over.
    const second = page.getByRole('textbox', { name: l.quantity }).nth(1);
    await userEvent.clear(second);
    await userEvent.type(second, '30');
    await userEvent.tab();
    await expect.poll(() => cards().filter((c) => c.querySelector('[role="status"]')).length).toBe(2);
    await userEvent.clear(second);
    await userEvent.type(second, '20');
    await userEvent.tab();
    await expect.poll(() => cards().filter((c) => c.querySelector('[role="status"]')).length).toBe(0);
  });

  it('updates the line total and the totals as a quantity is typed, before leaving the field', async () => {
    const dimes = [{ description: 'Sample', quantity: 1, unitPrice: 0.1, total: 0.1 }];
    await wizard(locale, dimes, { invoice: makeDraftInvoice({ items: dimes, vatRate: 0 }) });
    await expect.poll(() => total('subtotal')).toBe(money(locale, 0.1));
    const quantity = page.getByRole('textbox', { name: l.quantity });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '25');
    // Still in the field: nothing committed yet, the sums already follow.
    await expect.element(quantity).toHaveFocus();
    await expect.poll(() => total('subtotal')).toBe(money(locale, 2.5));
  });

  it('totals many small lines to the piastre, as the server does', async () => {
    const dimes = Array.from({ length: 10 }, (_, i) => ({
      description: `Sample ${i + 1}`,
      quantity: 1,
      unitPrice: 0.1,
      total: 0.1,
    }));
    await wizard(locale, dimes, { invoice: makeDraftInvoice({ items: dimes, vatRate: 5 }) });
    await expect.poll(() => total('subtotal')).toBe(money(locale, 1));
    expect(total('vat')).toBe(money(locale, 0.05));
    expect(total('total')).toBe(money(locale, 1.05));
  });

  it('focuses the first field of an added line, and the add buttons after a removal', async () => {
    await wizard(locale, [lineFromItem(pipe!, 1)]);
    await page.getByRole('button', { name: l.addCustom }).click();
    const description = page.getByRole('textbox', { name: l.description }).nth(1);
    await expect.element(description).toHaveFocus();
    const two = new Intl.NumberFormat(locale).format(2);
    await page.getByRole('button', { name: l.remove(two) }).click();
    expect(cards()).toHaveLength(1);
    await expect
      .element(page.getByRole('button', { name: new RegExp(locale === 'ar-EG' ? 'المخزون' : 'inventory') }))
      .toHaveFocus();
  });

  it('puts a line total at the inline end of its card', async () => {
    await wizard(locale, [lineFromItem(pipe!, 3)]);
    const card = cards()[0]!;
    const description = card.querySelector('input[name$=".description"]')!.getBoundingClientRect();
    const lineTotal = card.querySelector('[data-line-total]')!.getBoundingClientRect();
    if (locale === 'ar-EG') expect(lineTotal.right).toBeLessThan(description.left);
    else expect(lineTotal.left).toBeGreaterThan(description.right);
  });

  it('keeps a line description and the notes within what the server stores, before sending', async () => {
    const onSubmit = vi.fn();
    await wizard(locale, [lineFromItem(pipe!, 1)], { onSubmit });
    const number = (n: number) => new Intl.NumberFormat(locale).format(n);
    const description = page.getByRole('textbox', { name: l.description });
    await userEvent.fill(description, 'ب'.repeat(501));
    await page.getByRole('button', { name: l.next }).click();
    await expect.element(page.getByText(l.tooLong(number(500))).first()).toBeVisible();
    await userEvent.fill(description, 'ب'.repeat(500));
    await page.getByRole('button', { name: l.next }).click();
    const notes = page.getByRole('textbox', { name: l.notes });
    await userEvent.fill(notes, 'x'.repeat(5001));
    await page.getByRole('button', { name: l.save }).click();
    await expect.element(page.getByText(l.tooLong(number(5000))).first()).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.fill(notes, 'x'.repeat(5000));
    await page.getByRole('button', { name: l.save }).click();
    await expect.poll(() => onSubmit.mock.calls.length).toBe(1);
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ notes: 'x'.repeat(5000), dueDate: expect.any(String) });
  });
});

import type { Page } from '@playwright/test';

import { signInAs } from '../fixtures/auth';
import { ACCOUNTS } from '../fixtures/env';
import { expect, test, type AppLocale } from '../fixtures/test';
import { CrmApi } from '../pages/CrmApi';
import { BillsPage } from '../pages/BillsPage';

/** An EGP amount as the app shows it, formatted by the browser's own Intl (the same ICU data as the app). */
function money(page: Page, locale: AppLocale, pounds: number): Promise<string> {
  return page.evaluate(([l, n]) => new Intl.NumberFormat(l, { style: 'currency', currency: 'EGP' }).format(n), [
    locale,
    pounds,
  ] as const);
}

type BillRecord = { id: string; billNumber: string; status: string; amountPaid: number; remaining: number };

const today = () => new Date().toISOString().slice(0, 10);
const lines = [{ description: 'Steel pipe', quantity: 3, unitPrice: 33.33 }];

// Each locale's run seeds its own supplier under a unique prefix, so both projects share one server safely.
test.describe('Supplier bills', () => {
  let prefix: string;
  let supplierName: string;
  let supplierNameAr: string;
  let supplierId: string;
  /** The supplier as the screen names it in the locale under test. */
  let shown: string;

  test.beforeEach(async ({ request, appLocale }, testInfo) => {
    const admin = await CrmApi.signIn(request, ACCOUNTS.admin);
    prefix = `Zb${appLocale.slice(0, 2)}${testInfo.testId.slice(0, 6)}${Date.now().toString(36)}`;
    supplierName = `${prefix} Steel`;
    supplierNameAr = `${prefix} للصلب`;
    supplierId = (
      await admin.seed<{ id: string }>('suppliers', { name: supplierName, nameAr: supplierNameAr, status: 'active' })
    ).id;
    shown = appLocale === 'ar-EG' ? supplierNameAr : supplierName;
  });

  test('a bill created in the wizard is paid in part, then in full, with its payment history', async ({
    page,
    t,
    appLocale,
    request,
  }) => {
    await signInAs(page, t, ACCOUNTS.sales);
    const bills = new BillsPage(page, t, appLocale);
    await bills.goto();

    // The Sales & Finance role picks a supplier although it holds no stock keys, by its name in the language.
    await bills.addButton.click();
    const wizard = page.getByRole('dialog');
    await expect(wizard.getByRole('heading', { level: 2 })).toHaveText(t('widgets.sales.bills.wizard.createTitle'));
    await wizard.getByRole('button', { name: t('ui.wizard.next') }).click();
    await expect(wizard).toContainText(t('widgets.sales.bills.wizard.supplierRequired'));
    await wizard.getByRole('combobox', { name: t('widgets.common.lines.supplier') }).fill(prefix);
    await page.getByRole('option', { name: shown }).click();
    await wizard.getByRole('button', { name: t('ui.wizard.next') }).click();

    // 3 × 33.33 at the default 14 %: 99.99 + 14.00 = 113.99, as the server will compute it.
    await wizard.getByRole('textbox', { name: t('widgets.common.description'), exact: true }).fill('Steel pipe');
    await wizard.getByRole('textbox', { name: t('widgets.common.lines.quantity'), exact: true }).fill('3');
    await wizard.getByRole('textbox', { name: t('widgets.common.lines.unitPrice'), exact: true }).fill('33.33');
    await wizard.getByRole('textbox', { name: t('widgets.common.lines.unitPrice'), exact: true }).press('Tab');
    await expect(wizard.locator('[data-total="total"]')).toHaveText(await money(page, appLocale, 113.99));
    await wizard.getByRole('button', { name: t('ui.wizard.next') }).click();
    await wizard
      .getByRole('textbox', { name: t('widgets.common.notes'), exact: true })
      .fill(`${prefix} first delivery`);
    await wizard.getByRole('button', { name: t('ui.wizard.next') }).click();
    await expect(wizard).toContainText(shown);
    await wizard.getByRole('button', { name: t('widgets.sales.bills.wizard.createSubmit') }).click();
    await expect(wizard).toBeHidden();

    const admin = await CrmApi.signIn(request, ACCOUNTS.admin);
    const [bill] = await admin.list<BillRecord>('bills', `supplier = "${supplierId}"`);
    expect(bill).toMatchObject({ status: 'PENDING', remaining: 113.99 });
    const number = bill!.billNumber;
    const row = bills.rowLabel(number, shown);
    await expect(page.getByText(t('widgets.sales.bills.wizard.created', { number }))).toBeVisible();

    // The list finds it by the supplier's name and shows the supplier in the language, in the row and its buttons.
    await bills.searchFor(prefix);
    await expect(bills.rows).toHaveCount(1);
    await expect(bills.rows.first()).toContainText(number);
    await expect(bills.rows.first()).toContainText(shown);
    await expect(bills.rowAction('view', row)).toBeVisible();
    // The same "Sort by" control as every list.
    await expect(page.getByRole('group', { name: t('widgets.common.sortBy') })).toBeVisible();

    // A partial payment: the summary shows what will remain.
    await bills.rowMenuAction(row, t('widgets.common.payment.title'));
    let dialog = bills.paymentDialog;
    const amount = dialog.getByRole('textbox', { name: t('widgets.common.payment.amount') });
    await expect(amount).toHaveValue(await money(page, appLocale, 113.99));
    await amount.fill('50');
    await amount.press('Tab');
    await expect(dialog.locator('[data-summary="balance"]')).toHaveText(await money(page, appLocale, 63.99));
    await dialog.getByRole('button', { name: t('widgets.common.payment.method') }).click();
    await page.getByRole('option', { name: t('widgets.common.paymentMethod.cash'), exact: true }).click();
    await dialog.getByRole('button', { name: t('widgets.common.payment.title') }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByText(t('widgets.sales.bills.payment.recorded', { amount: await money(page, appLocale, 50), number })),
    ).toBeVisible();
    await expect(bills.rows.first()).toContainText(t('schema.billStatus.PARTIALLY_PAID'));
    await expect(bills.rows.first()).toContainText(await money(page, appLocale, 63.99));

    // The rest: the dialog proposes exactly what remains, by the method of the last payment.
    await bills.rowMenuAction(row, t('widgets.common.payment.title'));
    dialog = bills.paymentDialog;
    await expect(dialog.getByRole('textbox', { name: t('widgets.common.payment.amount') })).toHaveValue(
      await money(page, appLocale, 63.99),
    );
    const method = dialog.getByRole('button', { name: t('widgets.common.payment.method') });
    await expect(method).toContainText(t('widgets.common.paymentMethod.cash'));
    await method.click();
    await page.getByRole('option', { name: t('widgets.common.paymentMethod.bankTransfer'), exact: true }).click();
    await dialog.getByRole('button', { name: t('widgets.common.payment.title') }).click();
    await expect(dialog).toBeHidden();
    await expect(bills.rows.first()).toContainText(t('schema.billStatus.PAID'));
    // A paid bill keeps its actions in their place, none of them available.
    await bills.moreActions(row).click();
    await expect(page.getByRole('menuitem', { name: t('widgets.common.payment.title') })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await page.keyboard.press('Escape');

    // The viewer lists both payments, oldest first.
    await bills.rowAction('view', row).click();
    await expect(bills.viewer.getByRole('heading', { level: 2 })).toContainText(number);
    await expect(bills.viewer).toContainText(shown);
    const history = bills.viewer.getByTestId('bill-payments').locator('tbody tr');
    await expect(history).toHaveCount(2);
    await expect(history.nth(0)).toContainText(await money(page, appLocale, 50));
    await expect(history.nth(0)).toContainText(t('schema.paymentMethod.Cash'));
    await expect(history.nth(1)).toContainText(await money(page, appLocale, 63.99));
    await expect(history.nth(1)).toContainText(t('schema.paymentMethod.Bank Transfer'));
    await expect(bills.viewer.locator('[data-total="remaining"]')).toHaveText(await money(page, appLocale, 0));
  });

  test('a refused payment shows one toast and keeps the dialog open with the reason', async ({
    page,
    t,
    appLocale,
    request,
  }) => {
    const sales = await CrmApi.signIn(request, ACCOUNTS.sales);
    const bill = await sales.seed<BillRecord>('bills', {
      supplier: supplierId,
      issueDate: `${today()} 00:00:00.000Z`,
      vatRate: 14,
      items: lines,
    });
    await signInAs(page, t, ACCOUNTS.sales);
    const bills = new BillsPage(page, t, appLocale);
    await bills.goto(`?search=${prefix}`);
    await bills.rowMenuAction(bills.rowLabel(bill.billNumber, shown), t('widgets.common.payment.title'));
    const dialog = bills.paymentDialog;
    await dialog.getByRole('button', { name: t('widgets.common.payment.method') }).click();
    await page.getByRole('option', { name: t('widgets.common.paymentMethod.cash'), exact: true }).click();
    // Someone cancels the bill meanwhile: the server refuses the payment.
    expect((await sales.action(`bills/${bill.id}/cancel`)).status()).toBe(200);
    await dialog.getByRole('button', { name: t('widgets.common.payment.title') }).click();
    await expect(bills.errorToasts).toHaveCount(1);
    await expect(bills.errorToasts).toContainText(t('widgets.sales.bills.payment.failed'));
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(t('schema.billStatus.CANCELLED'));
  });

  test('the server refuses more than the balance and records a repeated payment once', async ({ request }) => {
    const sales = await CrmApi.signIn(request, ACCOUNTS.sales);
    const bill = await sales.seed<BillRecord>('bills', {
      supplier: supplierId,
      issueDate: `${today()} 00:00:00.000Z`,
      vatRate: 14,
      items: lines,
    });
    const over = await sales.action(`bills/${bill.id}/payments`, { amount: 114, method: 'Cash' });
    expect(over.status()).toBe(400);
    expect(((await over.json()) as { data: { amount: { code: string } } }).data.amount.code).toBe(
      'amount_exceeds_remaining',
    );

    const key = { 'Idempotency-Key': `${prefix}-double-click` };
    const [first, second] = await Promise.all([
      sales.action(`bills/${bill.id}/payments`, { amount: 13.99, method: 'Check' }, key),
      sales.action(`bills/${bill.id}/payments`, { amount: 13.99, method: 'Check' }, key),
    ]);
    expect([first.status(), second.status()]).toEqual([200, 200]);
    expect(await sales.count('bill_payments', `bill = "${bill.id}"`)).toBe(1);
    const after = (await (await sales.get('bills', bill.id)).json()) as BillRecord;
    expect(after).toMatchObject({ status: 'PARTIALLY_PAID', amountPaid: 13.99, remaining: 100 });
  });

  test('a role without bill permissions sees no actions and the server refuses them', async ({
    page,
    t,
    appLocale,
    request,
  }) => {
    const admin = await CrmApi.signIn(request, ACCOUNTS.admin);
    const bill = await admin.seed<BillRecord>('bills', {
      supplier: supplierId,
      issueDate: `${today()} 00:00:00.000Z`,
      vatRate: 14,
      items: lines,
    });

    await signInAs(page, t, ACCOUNTS.stock);
    const bills = new BillsPage(page, t, appLocale);
    await bills.goto(`?search=${prefix}`);
    await expect(
      page.getByRole('heading', { level: 2, name: t('widgets.sales.bills.screen.emptyTitle') }),
    ).toBeVisible();
    await expect(bills.addButton).toHaveCount(0);
    await expect(bills.moreActions(bills.rowLabel(bill.billNumber, shown))).toHaveCount(0);

    // The same calls made directly with the storekeeper's token are refused, and nothing changes.
    const stock = await CrmApi.signIn(request, ACCOUNTS.stock);
    const paid = await stock.action(`bills/${bill.id}/payments`, { amount: 10, method: 'Cash' });
    expect(paid.status()).toBe(403);
    expect((await stock.action(`bills/${bill.id}/cancel`)).status()).toBe(403);
    const created = await stock.create('bills', {
      supplier: supplierId,
      issueDate: `${today()} 00:00:00.000Z`,
      vatRate: 14,
      items: lines,
    });
    expect([400, 403]).toContain(created.status());
    expect(await admin.count('bills', `supplier = "${supplierId}"`)).toBe(1);
    const after = (await (await admin.get('bills', bill.id)).json()) as BillRecord;
    expect(after).toMatchObject({ status: 'PENDING', amountPaid: 0 });
  });
});

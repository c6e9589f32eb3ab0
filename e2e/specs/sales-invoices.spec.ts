import type { Page } from '@playwright/test';

import { signInAs } from '../fixtures/auth';
import { ACCOUNTS, BASE_URL } from '../fixtures/env';
import { expect, test, type Translate } from '../fixtures/test';
import { CrmApi } from '../pages/CrmApi';
import { LISTS, ListPage } from '../pages/ListPage';

type Invoice = { id: string; invoiceNumber: string; status: string; remaining: number; receipt: string };

/** The item's quantity on hand, read by the administrator. */
async function stockOf(admin: CrmApi, page: Page, id: string): Promise<number> {
  const res = await admin.get('inventory_items', id);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { quantity: number }).quantity;
}

/** Runs an invoice action route as a user, answering the raw response. */
function action(page: Page, api: CrmApi, id: string, name: string, data: Record<string, unknown> = {}) {
  return page.request.post(`${BASE_URL}/api/erp/invoices/${id}/${name}`, {
    headers: { Authorization: api.token },
    data,
  });
}

/** Presses an action of the open viewer. */
async function viewerAction(page: Page, t: Translate, id: string) {
  await page
    .getByRole('dialog')
    .getByRole('button', { name: t(id), exact: true })
    .click();
}

test.describe('sales invoices', () => {
  let prefix: string;
  let clientName: string;
  let clientId: string;
  let itemId: string;
  let itemName: string;
  let warehouseId: string;

  test.beforeEach(async ({ request, appLocale }, testInfo) => {
    const admin = await CrmApi.signIn(request, ACCOUNTS.admin);
    prefix = `Zi${appLocale.slice(0, 2)}${testInfo.testId.slice(0, 6)}${Date.now().toString(36)}`;
    clientName = `${prefix} Trading`;
    clientId = (await admin.seed<{ id: string }>('clients', { name: clientName, type: 'business', status: 'active' }))
      .id;
    const warehouses = await request.get(`${BASE_URL}/api/collections/warehouses/records`, {
      headers: { Authorization: admin.token },
      params: { perPage: 1, sort: 'name' },
    });
    warehouseId = ((await warehouses.json()) as { items: Array<{ id: string }> }).items[0]!.id;
    itemName = `${prefix} cable`;
    itemId = (
      await admin.seed<{ id: string }>('inventory_items', {
        name: itemName,
        warehouse: warehouseId,
        quantity: 5,
        minQuantity: 0,
        maxQuantity: 1000,
        unitPrice: 100,
      })
    ).id;
  });

  test('create an invoice with a stock line, issue it, pay it in two parts and make its one receipt', async ({
    page,
    t,
    appLocale,
  }) => {
    const admin = await CrmApi.signIn(page.request, ACCOUNTS.admin);
    const sales = await CrmApi.signIn(page.request, ACCOUNTS.sales);
    await signInAs(page, t, ACCOUNTS.sales);
    const invoices = new ListPage(page, t, appLocale, LISTS.invoices);
    await invoices.goto();
    await invoices.addButton.click();
    // A dialog replaces the viewer, so each action starts again from the invoice's row.
    const openViewer = async (number: string) => {
      await invoices.rowAction('view', number).click();
      await expect(invoices.viewer).toContainText(number);
    };

    const wizard = page.getByRole('dialog');
    const next = wizard.getByRole('button', { name: t('ui.wizard.next') });
    await wizard.getByRole('combobox', { name: t('widgets.common.client') }).fill(prefix);
    await page.getByRole('option', { name: clientName }).click();
    await next.click();
    await wizard.getByRole('button', { name: t('widgets.common.lines.addInventoryLine') }).click();
    await wizard.getByRole('combobox', { name: t('widgets.common.lines.item') }).fill(prefix);
    await page.getByRole('option', { name: new RegExp(itemName) }).click();
    const quantity = wizard.getByRole('textbox', { name: t('widgets.common.lines.quantity') });
    await quantity.fill('9');
    await quantity.press('Tab');
    // More than the warehouse holds: the wizard warns before the server would refuse it.
    await expect(wizard).toContainText(t('widgets.common.lines.quantityExceedsStock'));
    await quantity.fill('2');
    await quantity.press('Tab');
    await expect(wizard).not.toContainText(t('widgets.common.lines.quantityExceedsStock'));
    await next.click();
    await wizard.getByRole('button', { name: t('widgets.sales.invoices.wizard.createSubmit') }).click();
    await expect(wizard).toBeHidden();

    const list = await page.request.get(`${BASE_URL}/api/collections/invoices/records`, {
      headers: { Authorization: sales.token },
      params: { filter: `client = "${clientId}"` },
    });
    const [created] = ((await list.json()) as { items: Array<Invoice & { total: number }> }).items;
    expect(created?.status).toBe('Draft');
    // 2 × 100 EGP plus 14 % VAT, computed by the server.
    expect(created?.total).toBe(228);
    const id = created!.id;

    await page.goto(`/app/sales/invoices?view=${id}`);
    await expect(page.getByRole('dialog')).toContainText(created!.invoiceNumber);
    await viewerAction(page, t, 'widgets.sales.invoices.screen.issue');
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: t('widgets.sales.invoices.screen.issueConfirm') })
      .click();
    await expect(
      page.getByText(t('widgets.sales.invoices.screen.issued', { number: created!.invoiceNumber })),
    ).toBeVisible();
    expect(await stockOf(admin, page, itemId)).toBe(3);
    const number = created!.invoiceNumber;
    await openViewer(number);
    await expect(page.getByRole('dialog')).toContainText(t('schema.invoiceStatus.Pending'));

    // A partial payment, then the rest.
    await viewerAction(page, t, 'widgets.common.payment.title');
    const pay = page
      .getByRole('dialog')
      .filter({ has: page.getByRole('textbox', { name: t('widgets.common.payment.amount') }) });
    await pay.getByRole('textbox', { name: t('widgets.common.payment.amount') }).fill('100');
    await pay.getByRole('button', { name: new RegExp(t('widgets.common.payment.method')) }).click();
    await page.getByRole('option', { name: t('widgets.common.paymentMethod.cash'), exact: true }).click();
    await pay.getByRole('button', { name: t('widgets.common.payment.title') }).click();
    await expect(pay).toBeHidden();
    await openViewer(number);
    await expect(page.getByRole('dialog')).toContainText(t('schema.invoiceStatus.Partially Paid'));
    let stored = (await (await sales.get('invoices', id)).json()) as Invoice;
    expect([stored.status, stored.remaining]).toEqual(['Partially Paid', 128]);

    // The next payment proposes the method of the last one.
    await viewerAction(page, t, 'widgets.common.payment.title');
    await expect(pay.getByRole('button', { name: new RegExp(t('widgets.common.payment.method')) })).toContainText(
      t('widgets.common.paymentMethod.cash'),
    );
    await pay.getByRole('button', { name: new RegExp(t('widgets.common.payment.method')) }).click();
    await page.getByRole('option', { name: t('widgets.common.paymentMethod.bankTransfer'), exact: true }).click();
    await pay.getByRole('button', { name: t('widgets.common.payment.title') }).click();
    await expect(pay).toBeHidden();
    await openViewer(number);
    await expect(page.getByRole('dialog')).toContainText(t('schema.invoiceStatus.Paid'));
    stored = (await (await sales.get('invoices', id)).json()) as Invoice;
    expect([stored.status, stored.remaining]).toEqual(['Paid', 0]);

    // One receipt; the second is refused and names the first.
    await viewerAction(page, t, 'widgets.sales.invoices.receiptDialog.title');
    const receipt = page.getByRole('dialog').filter({ hasText: t('widgets.sales.invoices.receiptDialog.receiptDate') });
    await receipt.getByRole('button', { name: t('widgets.sales.invoices.receiptDialog.title') }).click();
    await expect(receipt).toBeHidden();
    stored = (await (await sales.get('invoices', id)).json()) as Invoice;
    expect(stored.receipt).toBeTruthy();
    const second = await action(page, sales, id, 'receipt', { paymentMethod: 'Cash' });
    expect(second.status()).toBe(400);
    const refusal = (await second.json()) as { data: { receipt: { code: string; params: { receiptNumber: string } } } };
    expect(refusal.data.receipt.code).toBe('receipt_already_exists');
    await openViewer(number);
    await expect(page.getByRole('dialog')).toContainText(refusal.data.receipt.params.receiptNumber);
  });

  test('by keyboard alone, closing each dialog returns focus to the control that opened it', async ({
    page,
    t,
    appLocale,
  }) => {
    const sales = await CrmApi.signIn(page.request, ACCOUNTS.admin);
    const seedInvoice = () =>
      sales.seed<Invoice>('invoices', {
        client: clientId,
        issueDate: '2026-11-01',
        dueDate: '2026-12-01',
        vatRate: 14,
        items: [{ description: `${prefix} service`, quantity: 1, unitPrice: 100, total: 100 }],
      });
    const issued = await seedInvoice();
    expect((await action(page, sales, issued.id, 'issue')).ok()).toBe(true);
    const draft = await seedInvoice();

    await signInAs(page, t, ACCOUNTS.admin);
    const invoices = new ListPage(page, t, appLocale, LISTS.invoices);
    await invoices.goto(`?search=${prefix}`);
    const press = async (key: string) => page.keyboard.press(key);

    // The viewer, opened from the URL, gives focus back to the row's view button when closed by Escape.
    const view = invoices.rowAction('view', issued.invoiceNumber);
    await view.focus();
    await press('Enter');
    await expect(page).toHaveURL(new RegExp(`view=${issued.id}`));
    await expect(invoices.viewer).toContainText(issued.invoiceNumber);
    await press('Escape');
    await expect(page).not.toHaveURL(/view=/);
    await expect(view).toBeFocused();

    // The payment dialog takes the viewer's place; closing it leaves focus on the row the two belong to.
    await press('Enter');
    await expect(invoices.viewer).toContainText(issued.invoiceNumber);
    const payButton = invoices.viewer.getByRole('button', { name: t('widgets.common.payment.title'), exact: true });
    await payButton.focus();
    await press('Enter');
    const amount = page.getByRole('dialog').getByRole('textbox', { name: t('widgets.common.payment.amount') });
    await expect(amount).toBeVisible();
    await press('Escape');
    await expect(amount).toBeHidden();
    await expect(view).toBeFocused();

    // The wizard, closed untouched, gives focus back to the add button.
    await invoices.addButton.focus();
    await press('Enter');
    await expect(invoices.viewer.getByRole('heading', { level: 2 })).toHaveText(
      t('widgets.sales.invoices.wizard.createTitle'),
    );
    await press('Escape');
    await expect(invoices.viewer).toBeHidden();
    await expect(invoices.addButton).toBeFocused();

    // A confirmation chosen from a row's menu, kept by Escape, gives focus back to that menu's button.
    const more = invoices.moreActions(draft.invoiceNumber);
    await more.focus();
    await press('Enter');
    await page.getByRole('menuitem', { name: t('widgets.common.delete'), exact: true }).press('Enter');
    await expect(invoices.confirm).toBeVisible();
    await press('Escape');
    await expect(invoices.confirm).toBeHidden();
    await expect(more).toBeFocused();
  });

  test('cancelling an issued invoice returns its stock', async ({ page, t }) => {
    const admin = await CrmApi.signIn(page.request, ACCOUNTS.admin);
    const sales = await CrmApi.signIn(page.request, ACCOUNTS.sales);
    const invoice = await sales.seed<Invoice>('invoices', {
      client: clientId,
      issueDate: '2026-11-01',
      dueDate: '2026-12-01',
      vatRate: 14,
      items: [{ item: itemId, warehouse: warehouseId, description: itemName, quantity: 4, unitPrice: 100, total: 400 }],
    });
    expect((await action(page, sales, invoice.id, 'issue')).ok()).toBe(true);
    expect(await stockOf(admin, page, itemId)).toBe(1);

    await signInAs(page, t, ACCOUNTS.sales);
    await page.goto(`/app/sales/invoices?view=${invoice.id}`);
    await expect(page.getByRole('dialog')).toContainText(invoice.invoiceNumber);
    await viewerAction(page, t, 'widgets.sales.invoices.cancelDialog.confirm');
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: t('widgets.sales.invoices.cancelDialog.confirm') })
      .click();
    await expect(
      page.getByText(t('widgets.sales.invoices.cancelDialog.cancelled', { number: invoice.invoiceNumber })),
    ).toBeVisible();
    expect(await stockOf(admin, page, itemId)).toBe(5);
    const stored = (await (await sales.get('invoices', invoice.id)).json()) as Invoice;
    expect(stored.status).toBe('Cancelled');
  });

  test('a role without invoice permissions sees no actions and the server refuses them', async ({ page, t }) => {
    const sales = await CrmApi.signIn(page.request, ACCOUNTS.sales);
    const stock = await CrmApi.signIn(page.request, ACCOUNTS.stock);
    const invoice = await sales.seed<Invoice>('invoices', {
      client: clientId,
      issueDate: '2026-11-01',
      dueDate: '2026-12-01',
      vatRate: 14,
      items: [{ description: 'Consulting', quantity: 1, unitPrice: 500, total: 500 }],
    });
    await signInAs(page, t, ACCOUNTS.stock);
    await page.goto('/app/sales/invoices');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: t('widgets.sales.invoices.screen.add') })).toHaveCount(0);

    expect((await action(page, stock, invoice.id, 'issue')).status()).toBe(403);
    expect((await action(page, stock, invoice.id, 'payments', { amount: 10, method: 'Cash' })).status()).toBe(403);
    const stored = (await (await sales.get('invoices', invoice.id)).json()) as Invoice;
    expect(stored.status).toBe('Draft');
  });
});

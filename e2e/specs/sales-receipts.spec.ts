import { readFileSync } from 'node:fs';

import type { Page } from '@playwright/test';

import { signInAs } from '../fixtures/auth';
import { ACCOUNTS } from '../fixtures/env';
import { expect, test, type Translate } from '../fixtures/test';
import { CrmApi } from '../pages/CrmApi';
import { LISTS, ListPage } from '../pages/ListPage';

type InvoiceRecord = { id: string; invoiceNumber: string; status: string; total: number; receipt: string };
type ReceiptRecord = {
  id: string;
  receiptNumber: string;
  client: string;
  invoice: string;
  invoiceNumber: string;
  paymentMethod: string;
  total: number;
};
type Refusal = { data: Record<string, { code: string; params?: Record<string, string> }> };

/** A calendar day `days` from today, `YYYY-MM-DD` in the machine's time zone (the browser's too). */
function dayFromToday(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

const viewerOf = (page: Page) => page.getByRole('dialog').first();

async function viewerAction(page: Page, t: Translate, id: string) {
  await viewerOf(page)
    .getByRole('button', { name: t(id), exact: true })
    .click();
}

// Each locale's run seeds its own client and invoice under a unique prefix, so both projects share one server safely.
test.describe('Sales receipts', () => {
  let prefix: string;
  let clientName: string;
  let clientId: string;
  let invoice: InvoiceRecord;

  test.beforeEach(async ({ request, appLocale }, testInfo) => {
    const admin = await CrmApi.signIn(request, ACCOUNTS.admin);
    const sales = await CrmApi.signIn(request, ACCOUNTS.sales);
    prefix = `Zr${appLocale.slice(0, 2)}${testInfo.testId.slice(0, 6)}${Date.now().toString(36)}`;
    clientName = `${prefix} Pharma`;
    clientId = (await admin.seed<{ id: string }>('clients', { name: clientName, type: 'business', status: 'active' }))
      .id;
    // An invoice issued and paid in full by cheque, through the API.
    const draft = await sales.seed<InvoiceRecord>('invoices', {
      client: clientId,
      issueDate: dayFromToday(0),
      dueDate: dayFromToday(30),
      vatRate: 14,
      items: [{ description: `${prefix} installation`, quantity: 1, unitPrice: 1000, total: 1000 }],
    });
    expect((await sales.action(`invoices/${draft.id}/issue`)).ok()).toBe(true);
    const paid = await sales.action(`invoices/${draft.id}/payments`, { amount: 1140, method: 'Check' });
    expect(paid.ok()).toBe(true);
    invoice = (await paid.json()) as InvoiceRecord;
    expect(invoice.status).toBe('Paid');
  });

  /** A receipt without an invoice for the test's client, created through the API. */
  const seedReceipt = (api: CrmApi, method: string, unitPrice: number, daysAgo = 0) =>
    api.seed<ReceiptRecord>('receipts', {
      client: clientId,
      issueDate: dayFromToday(-daysAgo),
      paymentMethod: method,
      vatRate: 0,
      items: [{ description: `${prefix} payment`, quantity: 1, unitPrice, total: unitPrice }],
    });

  test('a receipt is made for an issued invoice, a second one is refused naming the first', async ({
    page,
    t,
    appLocale,
  }) => {
    const sales = await CrmApi.signIn(page.request, ACCOUNTS.sales);
    await signInAs(page, t, ACCOUNTS.sales);
    const receipts = new ListPage(page, t, appLocale, LISTS.receipts);
    await receipts.goto();

    await receipts.addButton.click();
    const wizard = page.getByRole('dialog');
    const next = wizard.getByRole('button', { name: t('ui.wizard.next') });
    const invoiceField = wizard.getByRole('combobox', { name: t('widgets.sales.receipts.wizard.invoice') });
    await expect(wizard.getByRole('heading', { level: 2 })).toHaveText(t('widgets.sales.receipts.screen.add'));
    // The client, the issue date and the payment method are required.
    await next.click();
    await expect(wizard).toContainText(t('widgets.common.payment.methodRequired'));
    // Choosing the invoice fills in its client and the method of its last payment.
    await invoiceField.fill(invoice.invoiceNumber);
    await page.getByRole('option', { name: new RegExp(invoice.invoiceNumber) }).click();
    await expect(wizard.getByRole('combobox', { name: t('widgets.common.client') })).toHaveValue(clientName);
    await expect(wizard.getByRole('button', { name: new RegExp(t('widgets.common.payment.method')) })).toContainText(
      t('widgets.common.paymentMethod.check'),
    );
    await next.click();
    await expect(wizard.getByRole('textbox', { name: t('widgets.common.description'), exact: true })).toHaveValue(
      `${prefix} installation`,
    );
    await next.click();
    await wizard.getByRole('button', { name: t('widgets.sales.receipts.wizard.createSubmit') }).click();
    await expect(wizard).toBeHidden();

    const [receipt] = await sales.list<ReceiptRecord>('receipts', `invoice = "${invoice.id}"`);
    expect(receipt).toMatchObject({
      client: clientId,
      invoiceNumber: invoice.invoiceNumber,
      paymentMethod: 'Check',
      total: 1140,
    });
    await expect(
      page.getByText(t('widgets.sales.receipts.wizard.created', { number: receipt!.receiptNumber })),
    ).toBeVisible();
    expect(((await (await sales.get('invoices', invoice.id)).json()) as InvoiceRecord).receipt).toBe(receipt!.id);
    await receipts.searchFor(prefix);
    await expect(receipts.rows).toHaveCount(1);
    await expect(receipts.rows.first()).toContainText(invoice.invoiceNumber);

    // A second receipt for the invoice: the wizard names the one it has and does not go on.
    await receipts.addButton.click();
    await invoiceField.fill(invoice.invoiceNumber);
    await page.getByRole('option', { name: new RegExp(invoice.invoiceNumber) }).click();
    const notice = wizard.getByTestId('receipt-exists');
    await expect(notice).toContainText(t('widgets.sales.documents.receiptOfInvoice.alreadyExistsTitle'));
    await expect(notice).toContainText(
      t('widgets.sales.documents.receiptOfInvoice.alreadyExists', { receiptNumber: receipt!.receiptNumber }),
    );
    await next.click();
    await expect(invoiceField).toHaveAttribute('aria-invalid', 'true');
    await expect(wizard.getByRole('button', { name: t('widgets.sales.receipts.wizard.createSubmit') })).toHaveCount(0);

    // The server refuses it too, through the records API and through the invoice's receipt action.
    const direct = await sales.create('receipts', {
      client: clientId,
      invoice: invoice.id,
      issueDate: dayFromToday(0),
      paymentMethod: 'Cash',
      vatRate: 14,
      items: [{ description: 'Again', quantity: 1, unitPrice: 1000, total: 1000 }],
    });
    expect(direct.status()).toBe(400);
    expect(((await direct.json()) as Refusal).data.invoice?.code).toBe('receipt_already_exists');
    const viaAction = await sales.action(`invoices/${invoice.id}/receipt`, { paymentMethod: 'Cash' });
    expect(viaAction.status()).toBe(400);
    const refusal = ((await viaAction.json()) as Refusal).data.receipt!;
    expect([refusal.code, refusal.params?.receiptNumber]).toEqual(['receipt_already_exists', receipt!.receiptNumber]);
    expect(await sales.count('receipts', `invoice = "${invoice.id}"`)).toBe(1);
  });

  test('deleting a receipt after its confirmation frees its invoice', async ({ page, t, appLocale }) => {
    const sales = await CrmApi.signIn(page.request, ACCOUNTS.sales);
    const made = await sales.action(`invoices/${invoice.id}/receipt`, { paymentMethod: 'Check' });
    expect(made.ok()).toBe(true);
    const [receipt] = await sales.list<ReceiptRecord>('receipts', `invoice = "${invoice.id}"`);

    await signInAs(page, t, ACCOUNTS.sales);
    const receipts = new ListPage(page, t, appLocale, LISTS.receipts);
    await receipts.goto(`?search=${prefix}`);
    await receipts.rowAction('delete', receipt!.receiptNumber).click();
    await expect(receipts.confirm).toContainText(
      t('widgets.sales.receipts.screen.deleteLinkedMessage', {
        number: receipt!.receiptNumber,
        invoiceNumber: invoice.invoiceNumber,
      }),
    );
    await receipts.confirm.getByRole('button', { name: t('ui.confirmationDialog.deleteConfirm') }).click();
    await expect(
      // Exactly: in Arabic the confirmation's "سيتم حذف…" contains the toast's "تم حذف…".
      page.getByText(t('widgets.sales.receipts.screen.deleted', { number: receipt!.receiptNumber }), { exact: true }),
    ).toBeVisible();
    await expect(receipts.rows).toHaveCount(0);
    expect(((await (await sales.get('invoices', invoice.id)).json()) as InvoiceRecord).receipt).toBe('');
  });

  test('payment-method and date filters and the sort are server-side and kept in the URL', async ({
    page,
    t,
    appLocale,
  }) => {
    const sales = await CrmApi.signIn(page.request, ACCOUNTS.sales);
    const cashToday = await seedReceipt(sales, 'Cash', 100);
    const chequeToday = await seedReceipt(sales, 'Check', 300);
    const cashOld = await seedReceipt(sales, 'Cash', 200, 40);

    await signInAs(page, t, ACCOUNTS.sales);
    const receipts = new ListPage(page, t, appLocale, LISTS.receipts);
    await receipts.goto(`?search=${prefix}`);
    await expect(receipts.rows).toHaveCount(3);

    await receipts.filter('widgets.common.payment.method', t('widgets.common.paymentMethod.cash'));
    await expect(page).toHaveURL(/method=Cash/);
    await expect(receipts.rows).toHaveCount(2);
    await receipts.filter('widgets.common.date', t('ui.paginatedList.rangeLast30Days'));
    await expect(page).toHaveURL(/date=last30Days/);
    await expect(receipts.rows).toHaveCount(1);
    await expect.poll(() => receipts.firstCellTexts()).toEqual([cashToday.receiptNumber]);
    await receipts.filter('widgets.common.payment.method', t('ui.paginatedList.filterAll'));
    await expect(page).not.toHaveURL(/method=/);
    await receipts.filter('widgets.common.date', t('ui.paginatedList.rangeToday'));
    await expect(page).toHaveURL(/date=today/);
    await expect(receipts.rows).toHaveCount(2);

    await receipts.sortBy('widgets.common.amount');
    await expect(page).toHaveURL(/sort=total/);
    await expect.poll(() => receipts.firstCellTexts()).toEqual([cashToday.receiptNumber, chequeToday.receiptNumber]);
    await receipts.sortBy('widgets.common.amount');
    await expect(page).toHaveURL(/sort=-total/);
    await expect(receipts.rows.first()).toContainText(chequeToday.receiptNumber);
    await receipts.sortBy('widgets.common.payment.method');
    await expect(page).toHaveURL(/sort=paymentMethod/);
    await expect(receipts.rows.first()).toContainText(cashToday.receiptNumber);

    await receipts.filter('widgets.common.date', t('ui.paginatedList.rangeAll'));
    await expect(page).not.toHaveURL(/date=/);
    await expect(receipts.rows).toHaveCount(3);
    // The whole state survives a reload.
    await page.reload();
    await expect(receipts.search).toHaveValue(prefix);
    await expect(page).toHaveURL(/sort=paymentMethod/);
    await expect.poll(() => receipts.firstCellTexts()).toContain(cashOld.receiptNumber);
    await expect(receipts.rows).toHaveCount(3);
  });

  test('a receipt downloads and prints as a PDF', async ({ page, t, appLocale }) => {
    const sales = await CrmApi.signIn(page.request, ACCOUNTS.sales);
    expect((await sales.action(`invoices/${invoice.id}/receipt`, { paymentMethod: 'Check' })).ok()).toBe(true);
    const [receipt] = await sales.list<ReceiptRecord>('receipts', `invoice = "${invoice.id}"`);

    await signInAs(page, t, ACCOUNTS.sales);
    const receipts = new ListPage(page, t, appLocale, LISTS.receipts);
    await receipts.goto(`?view=${receipt!.id}`);
    await expect(viewerOf(page)).toContainText(receipt!.receiptNumber);
    await expect(viewerOf(page)).toContainText(invoice.invoiceNumber);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      viewerAction(page, t, 'widgets.sales.documents.action.downloadPdf'),
    ]);
    expect(download.suggestedFilename()).toBe(`${receipt!.receiptNumber}.pdf`);
    expect(
      readFileSync((await download.path())!)
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');

    const [printed] = await Promise.all([
      page.waitForResponse((r) => r.url().includes(`/api/erp/receipts/${receipt!.id}/pdf`)),
      viewerAction(page, t, 'widgets.sales.documents.action.print'),
    ]);
    expect(printed.status()).toBe(200);
    expect(printed.url()).toContain('inline=1');
    expect(printed.headers()['content-type']).toContain('application/pdf');
    await expect(page.locator('iframe[data-print-frame]')).toHaveCount(1);
  });

  test('a role without receipt permissions sees no actions and the server refuses them', async ({
    page,
    t,
    appLocale,
  }) => {
    const sales = await CrmApi.signIn(page.request, ACCOUNTS.sales);
    const stock = await CrmApi.signIn(page.request, ACCOUNTS.stock);
    const receipt = await seedReceipt(sales, 'Cash', 100);

    await signInAs(page, t, ACCOUNTS.stock);
    const receipts = new ListPage(page, t, appLocale, LISTS.receipts);
    await receipts.goto(`?search=${prefix}`);
    await expect(
      receipts.summary.or(page.getByRole('heading', { level: 2, name: t('widgets.sales.receipts.screen.emptyTitle') })),
    ).toBeVisible();
    await expect(receipts.addButton).toHaveCount(0);
    await expect(receipts.moreActions(receipt.receiptNumber)).toHaveCount(0);
    await receipts.goto(`?view=${receipt.id}`);
    await expect(viewerOf(page).getByRole('alert')).toHaveText(t('widgets.sales.receipts.viewer.notFound'));
    await expect(viewerOf(page).locator('[data-action-id]')).toHaveCount(0);

    // The same calls made directly with the storekeeper's token are refused, and nothing changes.
    const created = await stock.create('receipts', {
      client: clientId,
      issueDate: dayFromToday(0),
      paymentMethod: 'Cash',
      vatRate: 0,
      items: [{ description: 'Intruder', quantity: 1, unitPrice: 1, total: 1 }],
    });
    expect([400, 403]).toContain(created.status());
    const viaAction = await stock.action(`invoices/${invoice.id}/receipt`, { paymentMethod: 'Cash' });
    expect([403, 404]).toContain(viaAction.status());
    expect(((await (await sales.get('invoices', invoice.id)).json()) as InvoiceRecord).receipt).toBe('');
    expect((await stock.update('receipts', receipt.id, { paymentMethod: 'Check' })).ok()).toBe(false);
    expect((await stock.remove('receipts', receipt.id)).ok()).toBe(false);
    const stored = (await (await sales.get('receipts', receipt.id)).json()) as ReceiptRecord;
    expect(stored.paymentMethod).toBe('Cash');
    expect(await sales.count('receipts', `client = "${clientId}"`)).toBe(1);
  });
});

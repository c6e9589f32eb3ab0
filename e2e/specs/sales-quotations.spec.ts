import { readFileSync } from 'node:fs';

import type { Page } from '@playwright/test';

import { signInAs } from '../fixtures/auth';
import { ACCOUNTS } from '../fixtures/env';
import { expect, test, type Translate } from '../fixtures/test';
import { CrmApi } from '../pages/CrmApi';
import { LISTS, ListPage } from '../pages/ListPage';

type QuotationRecord = {
  id: string;
  quotationNumber: string;
  status: string;
  total: number;
  invoice: string;
  invoiceNumber: string;
};
type Line = { item?: string; description: string; quantity: number; unitPrice: number; total: number };
type InvoiceRecord = {
  id: string;
  invoiceNumber: string;
  status: string;
  client: string;
  vatRate: number;
  items: Line[];
};
type Refusal = { data: Record<string, { code: string; params?: Record<string, string> }> };

/** A calendar day `days` from today, `YYYY-MM-DD` in the machine's time zone (the browser's too). */
function dayFromToday(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The open viewer (the first dialog: a confirmation or the generate-invoice dialog opens above it). */
const viewerOf = (page: Page) => page.getByRole('dialog').first();

/** Presses an action of the open viewer. */
async function viewerAction(page: Page, t: Translate, id: string) {
  await viewerOf(page)
    .getByRole('button', { name: t(id), exact: true })
    .click();
}

// Each locale's run seeds its own client under a unique prefix, so both projects share one server safely.
test.describe('Sales quotations', () => {
  let prefix: string;
  let clientName: string;
  let clientId: string;

  test.beforeEach(async ({ request, appLocale }, testInfo) => {
    const admin = await CrmApi.signIn(request, ACCOUNTS.admin);
    prefix = `Zo${appLocale.slice(0, 2)}${testInfo.testId.slice(0, 6)}${Date.now().toString(36)}`;
    clientName = `${prefix} Contracting`;
    clientId = (await admin.seed<{ id: string }>('clients', { name: clientName, type: 'business', status: 'active' }))
      .id;
  });

  /** A draft quotation for the test's client, created through the API. */
  const seedQuotation = (api: CrmApi, validInDays: number, unitPrice = 1000) =>
    api.seed<QuotationRecord>('quotations', {
      client: clientId,
      issueDate: dayFromToday(0),
      validUntil: dayFromToday(validInDays),
      vatRate: 14,
      items: [{ description: `${prefix} survey`, quantity: 1, unitPrice, total: unitPrice }],
    });

  test('a quotation made in the wizard is sent, accepted and generates its one invoice', async ({
    page,
    t,
    appLocale,
  }) => {
    const sales = await CrmApi.signIn(page.request, ACCOUNTS.sales);
    await signInAs(page, t, ACCOUNTS.sales);
    const quotations = new ListPage(page, t, appLocale, LISTS.quotations);
    await quotations.goto();

    await quotations.addButton.click();
    const wizard = page.getByRole('dialog');
    const next = wizard.getByRole('button', { name: t('ui.wizard.next') });
    await expect(wizard.getByRole('heading', { level: 2 })).toHaveText(t('widgets.sales.quotations.screen.add'));
    // Client, issue date and valid-until date are required; the dates come filled in.
    await next.click();
    await expect(wizard).toContainText(t('widgets.sales.documents.wizard.clientRequired'));
    await wizard.getByRole('combobox', { name: t('widgets.common.client') }).fill(prefix);
    await page.getByRole('option', { name: clientName }).click();
    await next.click();
    await wizard.getByRole('button', { name: t('widgets.common.lines.addCustomLine') }).click();
    await wizard.getByRole('textbox', { name: t('widgets.common.description'), exact: true }).fill('Site survey');
    await wizard.getByRole('textbox', { name: t('widgets.common.lines.quantity'), exact: true }).fill('2');
    const price = wizard.getByRole('textbox', { name: t('widgets.common.lines.unitPrice'), exact: true });
    await price.fill('750');
    await price.press('Tab');
    await next.click();
    await wizard.getByRole('button', { name: t('widgets.sales.quotations.wizard.createSubmit') }).click();
    await expect(wizard).toBeHidden();

    const [created] = await sales.list<QuotationRecord>('quotations', `client = "${clientId}"`);
    expect(created?.status).toBe('DRAFT');
    // 2 × 750 EGP plus 14 % VAT, computed by the server.
    expect(created?.total).toBe(1710);
    const number = created!.quotationNumber;
    await expect(page.getByText(t('widgets.sales.quotations.wizard.created', { number }))).toBeVisible();

    await quotations.rowAction('view', number).click();
    await expect(viewerOf(page)).toContainText(number);
    await viewerAction(page, t, 'widgets.sales.quotations.screen.send');
    await quotations.confirm.getByRole('button', { name: t('widgets.sales.quotations.screen.send') }).click();
    await expect(page.getByText(t('widgets.sales.quotations.screen.sent', { number }))).toBeVisible();
    // A dialog replaces the viewer, so each action starts from the list.
    await quotations.rowAction('view', number).click();
    await expect(viewerOf(page)).toContainText(t('schema.quotationStatus.SENT'));

    await viewerAction(page, t, 'widgets.sales.quotations.screen.accept');
    await quotations.confirm.getByRole('button', { name: t('widgets.sales.quotations.screen.acceptConfirm') }).click();
    await expect(page.getByText(t('widgets.sales.quotations.screen.accepted', { number }))).toBeVisible();
    await quotations.rowAction('view', number).click();
    await expect(viewerOf(page)).toContainText(t('schema.quotationStatus.ACCEPTED'));

    await viewerAction(page, t, 'widgets.sales.quotations.invoiceDialog.title');
    const generate = page.getByRole('dialog').filter({ hasText: t('widgets.sales.quotations.invoiceDialog.intro') });
    await generate.getByRole('button', { name: t('widgets.sales.quotations.invoiceDialog.title') }).click();
    await expect(generate).toBeHidden();
    await expect(page.getByText(t('widgets.sales.quotations.invoiceDialog.generated'))).toBeVisible();
    await quotations.rowAction('view', number).click();

    // The quotation carries the new invoice's number, shown as "Generated" in the viewer.
    const stored = (await (await sales.get('quotations', created!.id)).json()) as QuotationRecord;
    expect(stored.status).toBe('ACCEPTED');
    expect(stored.invoiceNumber).toMatch(/^INV-\d{4}-\d{6}$/);
    const generated = viewerOf(page).locator('[data-invoice-generated]');
    await expect(generated).toContainText(t('widgets.sales.quotations.screen.generated'));
    await expect(generated).toContainText(stored.invoiceNumber);
    await expect(
      viewerOf(page).getByRole('button', { name: t('widgets.sales.quotations.invoiceDialog.title'), exact: true }),
    ).toHaveCount(0);

    // The invoice is a draft for the same client with the same lines and VAT rate.
    const invoice = (await (await sales.get('invoices', stored.invoice)).json()) as InvoiceRecord;
    expect(invoice.status).toBe('Draft');
    expect(invoice.invoiceNumber).toBe(stored.invoiceNumber);
    expect(invoice.client).toBe(clientId);
    expect(invoice.vatRate).toBe(14);
    expect(
      invoice.items.map(({ description, quantity, unitPrice, total }) => [description, quantity, unitPrice, total]),
    ).toEqual([['Site survey', 2, 750, 1500]]);

    // A second invoice from the same quotation is refused, naming the first.
    const again = await sales.action(`quotations/${created!.id}/invoice`);
    expect(again.status()).toBe(400);
    const refusal = ((await again.json()) as Refusal).data.invoice!;
    expect(refusal.code).toBe('invoice_already_generated');
    expect(refusal.params?.invoiceNumber).toBe(stored.invoiceNumber);
    expect(await sales.count('invoices', `client = "${clientId}"`)).toBe(1);
  });

  test('generating again from a stale dialog shows the refusal with the invoice number', async ({
    page,
    t,
    appLocale,
  }) => {
    const sales = await CrmApi.signIn(page.request, ACCOUNTS.sales);
    const quotation = await seedQuotation(sales, 30);
    expect((await sales.action(`quotations/${quotation.id}/send`)).ok()).toBe(true);
    expect((await sales.action(`quotations/${quotation.id}/accept`)).ok()).toBe(true);

    await signInAs(page, t, ACCOUNTS.sales);
    const quotations = new ListPage(page, t, appLocale, LISTS.quotations);
    await quotations.goto(`?view=${quotation.id}`);
    await expect(viewerOf(page)).toContainText(quotation.quotationNumber);
    await viewerAction(page, t, 'widgets.sales.quotations.invoiceDialog.title');
    const generate = page.getByRole('dialog').filter({ hasText: t('widgets.sales.quotations.invoiceDialog.intro') });
    await expect(generate).toBeVisible();

    // Someone else generates the invoice while the dialog is open.
    const first = await sales.action(`quotations/${quotation.id}/invoice`);
    expect(first.ok()).toBe(true);
    const { invoiceNumber } = (await first.json()) as QuotationRecord;

    await generate.getByRole('button', { name: t('widgets.sales.quotations.invoiceDialog.title') }).click();
    // One toast says why, in the schema's words; the dialog stays open.
    await expect(page.getByText(t('widgets.sales.quotations.invoiceDialog.failed'))).toHaveCount(1);
    await expect(page.getByText(t('schema.refusal.invoice_already_generated', { invoiceNumber }))).toBeVisible();
    await expect(generate).toBeVisible();
    expect(await sales.count('invoices', `client = "${clientId}"`)).toBe(1);
  });

  test('status and valid-until filters and the sort are server-side and kept in the URL', async ({
    page,
    t,
    appLocale,
  }) => {
    const sales = await CrmApi.signIn(page.request, ACCOUNTS.sales);
    const soon = await seedQuotation(sales, 3, 1000);
    const month = await seedQuotation(sales, 20, 2000);
    const later = await seedQuotation(sales, 60, 3000);
    expect((await sales.action(`quotations/${month.id}/send`)).ok()).toBe(true);

    await signInAs(page, t, ACCOUNTS.sales);
    const quotations = new ListPage(page, t, appLocale, LISTS.quotations);
    await quotations.goto(`?search=${prefix}`);
    await expect(quotations.rows).toHaveCount(3);
    // Newest first by default.
    await expect.poll(() => quotations.firstCellTexts()).toEqual([later, month, soon].map((q) => q.quotationNumber));

    await quotations.filter('widgets.common.status', t('schema.quotationStatus.SENT'));
    await expect(page).toHaveURL(/status=SENT/);
    await expect(quotations.rows).toHaveCount(1);
    await expect.poll(() => quotations.firstCellTexts()).toEqual([month.quotationNumber]);
    await quotations.filter('widgets.common.status', t('ui.paginatedList.filterAll'));
    await expect(page).not.toHaveURL(/status=/);

    await quotations.filter('widgets.sales.quotations.field.validUntil', t('ui.paginatedList.rangeNext7Days'));
    await expect(page).toHaveURL(/validUntil=next7Days/);
    await expect(quotations.rows).toHaveCount(1);
    await expect.poll(() => quotations.firstCellTexts()).toEqual([soon.quotationNumber]);
    await quotations.filter('widgets.sales.quotations.field.validUntil', t('ui.paginatedList.rangeNext30Days'));
    await expect(page).toHaveURL(/validUntil=next30Days/);
    await expect(quotations.rows).toHaveCount(2);

    await quotations.sortBy('widgets.sales.quotations.field.validUntil');
    await expect(page).toHaveURL(/sort=validUntil/);
    await expect(quotations.rows.first()).toContainText(soon.quotationNumber);
    await quotations.sortBy('widgets.sales.quotations.field.validUntil');
    await expect(page).toHaveURL(/sort=-validUntil/);
    await expect(quotations.rows.first()).toContainText(month.quotationNumber);

    // The whole state survives a reload.
    await page.reload();
    await expect(quotations.search).toHaveValue(prefix);
    await expect(quotations.rows).toHaveCount(2);
    await expect.poll(() => quotations.firstCellTexts()).toEqual([month.quotationNumber, soon.quotationNumber]);
  });

  test('a quotation downloads and prints as a PDF', async ({ page, t, appLocale }) => {
    const sales = await CrmApi.signIn(page.request, ACCOUNTS.sales);
    const quotation = await seedQuotation(sales, 30);
    await signInAs(page, t, ACCOUNTS.sales);
    const quotations = new ListPage(page, t, appLocale, LISTS.quotations);
    await quotations.goto(`?view=${quotation.id}`);
    await expect(viewerOf(page)).toContainText(quotation.quotationNumber);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      viewerAction(page, t, 'widgets.sales.documents.action.downloadPdf'),
    ]);
    expect(download.suggestedFilename()).toBe(`${quotation.quotationNumber}.pdf`);
    expect(
      readFileSync((await download.path())!)
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');

    // Print asks for the same document inline, in the user's language, and hands it to the browser.
    const [printed] = await Promise.all([
      page.waitForResponse((r) => r.url().includes(`/api/erp/quotations/${quotation.id}/pdf`)),
      viewerAction(page, t, 'widgets.sales.documents.action.print'),
    ]);
    expect(printed.status()).toBe(200);
    expect(printed.url()).toContain('inline=1');
    expect(printed.url()).toContain(`locale=${appLocale}`);
    expect(printed.headers()['content-type']).toContain('application/pdf');
    await expect(page.locator('iframe[data-print-frame]')).toHaveCount(1);
    await expect(page.getByText(t('widgets.sales.documents.action.printFailed'))).toHaveCount(0);
  });

  test('a role without quotation permissions sees no actions and the server refuses them', async ({
    page,
    t,
    appLocale,
  }) => {
    const sales = await CrmApi.signIn(page.request, ACCOUNTS.sales);
    const stock = await CrmApi.signIn(page.request, ACCOUNTS.stock);
    const quotation = await seedQuotation(sales, 30);

    await signInAs(page, t, ACCOUNTS.stock);
    const quotations = new ListPage(page, t, appLocale, LISTS.quotations);
    await quotations.goto(`?search=${prefix}`);
    await expect(
      quotations.summary.or(
        page.getByRole('heading', { level: 2, name: t('widgets.sales.quotations.screen.emptyTitle') }),
      ),
    ).toBeVisible();
    await expect(quotations.addButton).toHaveCount(0);
    await expect(quotations.moreActions(quotation.quotationNumber)).toHaveCount(0);
    // A direct link shows nothing of the quotation, and no action.
    await quotations.goto(`?view=${quotation.id}`);
    await expect(viewerOf(page).getByRole('alert')).toHaveText(t('widgets.sales.quotations.viewer.notFound'));
    await expect(viewerOf(page).locator('[data-action-id]')).toHaveCount(0);

    // The same calls made directly with the storekeeper's token are refused, and nothing changes.
    for (const name of ['send', 'accept', 'reject', 'invoice']) {
      const res = await stock.action(`quotations/${quotation.id}/${name}`);
      expect([403, 404]).toContain(res.status());
    }
    const created = await stock.create('quotations', {
      client: clientId,
      issueDate: dayFromToday(0),
      validUntil: dayFromToday(10),
      vatRate: 14,
      items: [{ description: 'Intruder', quantity: 1, unitPrice: 1, total: 1 }],
    });
    expect([400, 403]).toContain(created.status());
    expect((await stock.remove('quotations', quotation.id)).ok()).toBe(false);
    const stored = (await (await sales.get('quotations', quotation.id)).json()) as QuotationRecord;
    expect([stored.status, stored.invoice]).toEqual(['DRAFT', '']);
    expect(await sales.count('quotations', `client = "${clientId}"`)).toBe(1);
  });
});

import type { APIRequestContext, Page } from '@playwright/test';

import { signInAs } from '../fixtures/auth';
import { ACCOUNTS, BASE_URL } from '../fixtures/env';
import { expect, test, type Translate } from '../fixtures/test';
import { CrmApi } from '../pages/CrmApi';

type Dashboard = { date: string; selectedCards: string[]; allowedCards: string[] };

/** As the superuser: a role holding keys and an active user with it. */
async function userWith(request: APIRequestContext, prefix: string, name: string, keys: string[]) {
  const root = await CrmApi.superuser(request);
  const role = await root.seed<{ id: string }>('roles', { name: `${prefix} ${name}`, permissions: keys });
  const email = `${name}-${prefix.toLowerCase()}@e2e.test`;
  const password = 'Dashboard123!';
  await root.seed('users', {
    email,
    password,
    passwordConfirm: password,
    firstName: 'Dash',
    lastName: name,
    roleId: role.id,
    active: true,
    status: 'active',
  });
  return { email, password };
}

function dashboardOf(request: APIRequestContext, api: CrmApi) {
  return request.get(`${BASE_URL}/api/erp/dashboard`, { headers: { Authorization: api.token } });
}

function saveCards(request: APIRequestContext, api: CrmApi, cards: string[]) {
  return request.put(`${BASE_URL}/api/erp/dashboard/preferences`, {
    headers: { Authorization: api.token },
    data: { cards },
  });
}

async function openCustomiser(page: Page, t: Translate) {
  await page.getByRole('button', { name: t('widgets.dashboard.screen.customise') }).click();
  return page.getByRole('dialog');
}

const card = (page: Page, kind: string) => page.locator(`[data-card="${kind}"]`);

test.describe('dashboard and alert centre', () => {
  let prefix: string;

  test.beforeEach(async ({ appLocale }, testInfo) => {
    prefix = `Zd${appLocale.slice(0, 2)}${testInfo.testId.slice(0, 6)}${Date.now().toString(36)}`;
  });

  test('pick three cards (the fourth is refused) and see a card change when an invoice is issued elsewhere', async ({
    page,
    request,
    t,
  }) => {
    const account = await userWith(request, prefix, 'desk', [
      'view:daily-invoices',
      'view:daily-expenses',
      'view:daily-balance',
      'view:new-quotations',
    ]);
    await signInAs(page, t, account);
    await page.goto('/app/dashboard');
    await expect(page.locator('[data-card]')).toHaveCount(3);

    const dialog = await openCustomiser(page, t);
    const box = (id: string) => dialog.getByRole('checkbox', { name: t(id) });
    const toggle = (id: string) => dialog.getByText(t(id), { exact: true }).click();
    // A fourth card is refused and stays unchosen.
    await toggle('widgets.dashboard.card.newQuotations');
    await expect(dialog.getByRole('alert')).toHaveText(t('widgets.dashboard.customiser.maxCards'));
    await expect(box('widgets.dashboard.card.newQuotations')).not.toBeChecked();
    await toggle('widgets.dashboard.card.dailyBalance');
    await toggle('widgets.dashboard.card.newQuotations');
    await expect(box('widgets.dashboard.card.newQuotations')).toBeChecked();
    await dialog.getByRole('button', { name: t('widgets.common.saveChanges') }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('[data-card]')).toHaveCount(3);
    await expect(card(page, 'new-quotations')).toBeVisible();
    await expect(card(page, 'daily-balance')).toHaveCount(0);

    // The choice is kept on the server: it survives a reload, and the server refuses a fourth card too.
    await page.reload();
    await expect(card(page, 'new-quotations')).toBeVisible();
    const user = await CrmApi.signIn(request, account);
    const refused = await saveCards(request, user, [
      'daily-invoices',
      'daily-expenses',
      'daily-balance',
      'new-quotations',
    ]);
    expect(refused.status()).toBe(400);
    expect(((await refused.json()) as { data: { cards: { code: string } } }).data.cards.code).toBe(
      'dashboard_card_limit',
    );

    // An invoice issued elsewhere (through the API) changes today's invoices without a reload.
    const { date } = (await (await dashboardOf(request, user)).json()) as Dashboard;
    const admin = await CrmApi.signIn(request, ACCOUNTS.admin);
    const sales = await CrmApi.signIn(request, ACCOUNTS.sales);
    const client = await admin.seed<{ id: string }>('clients', {
      name: `${prefix} Foods`,
      type: 'business',
      status: 'active',
    });
    const before = await card(page, 'daily-invoices').locator('p').first().textContent();
    const invoice = await sales.seed<{ id: string }>('invoices', {
      client: client.id,
      issueDate: date,
      dueDate: date,
      vatRate: 0,
      items: [{ description: 'Consulting', quantity: 1, unitPrice: 1234.5, total: 1234.5 }],
    });
    expect((await sales.action(`invoices/${invoice.id}/issue`)).ok()).toBe(true);
    await expect
      .poll(() => card(page, 'daily-invoices').locator('p').first().textContent(), { timeout: 10_000 })
      .not.toBe(before);
  });

  test('a low-stock alert appears live, its action opens the purchase-request wizard, dismiss and clear all', async ({
    page,
    request,
    t,
  }) => {
    const account = await userWith(request, prefix, 'keeper', [
      'view:inventory-movement',
      'view:low-stock-alerts',
      'view:overdue-invoice-alerts',
      'subscribe:alerts',
    ]);
    const admin = await CrmApi.signIn(request, ACCOUNTS.admin);
    const sales = await CrmApi.signIn(request, ACCOUNTS.sales);
    const warehouses = await request.get(`${BASE_URL}/api/collections/warehouses/records`, {
      headers: { Authorization: admin.token },
      params: { perPage: 1, sort: 'name', filter: 'isActive = true' },
    });
    const warehouseId = ((await warehouses.json()) as { items: Array<{ id: string }> }).items[0]!.id;
    const itemName = `${prefix} valve`;
    const item = await admin.seed<{ id: string }>('inventory_items', {
      name: itemName,
      warehouse: warehouseId,
      quantity: 5,
      minQuantity: 3,
      maxQuantity: 40,
      unitPrice: 50,
    });
    const client = await admin.seed<{ id: string }>('clients', {
      name: `${prefix} Build`,
      type: 'business',
      status: 'active',
    });

    await signInAs(page, t, account);
    // Wait for the server to hold the page's subscription to alerts, so that the alert below arrives as an event
    // (one raised while the page is still subscribing shows by the refetch the page makes once subscribed).
    const subscribed = page.waitForResponse(
      (r) =>
        r.url().endsWith('/api/realtime') &&
        r.request().method() === 'POST' &&
        (r.request().postData() ?? '').includes('alerts/*'),
    );
    await page.goto('/app/dashboard');
    const panel = page.locator('#alerts');
    await expect(panel.getByRole('heading', { name: t('widgets.dashboard.alerts.title') })).toBeVisible();
    expect((await subscribed).ok()).toBe(true);
    const ours = panel.getByRole('listitem').filter({ hasText: itemName });
    await expect(ours).toHaveCount(0);

    // An invoice takes 4 of the 5 units: 1 left, below the minimum of 3.
    const invoice = await sales.seed<{ id: string }>('invoices', {
      client: client.id,
      issueDate: '2026-11-01',
      dueDate: '2026-12-01',
      vatRate: 0,
      items: [{ item: item.id, warehouse: warehouseId, description: itemName, quantity: 4, unitPrice: 50, total: 200 }],
    });
    expect((await sales.action(`invoices/${invoice.id}/issue`)).ok()).toBe(true);
    await expect(ours).toHaveCount(1, { timeout: 10_000 });
    await expect(ours.getByRole('heading')).toHaveText(t('schema.alertKind.low_stock'));

    // Act on it: Create PO opens the purchase-request wizard for the item, with what brings it back to 40.
    const bell = page.locator('a[href="/app/dashboard#alerts"]');
    await ours.getByRole('link', { name: t('widgets.dashboard.action.createPo') }).click();
    await expect(page).toHaveURL(new RegExp(`/app/stock/purchase-requests\\?new=1&item=${item.id}&quantity=39$`));
    // The bell is on every screen and leads back to the panel.
    await expect(bell).toBeVisible();
    await bell.click();
    await expect(page).toHaveURL(/\/app\/dashboard#alerts$/);

    // Dismiss it: gone for this user (after a reload too), still there for another.
    await ours
      .getByRole('button', {
        name: t('widgets.dashboard.alerts.dismissNamed', { title: t('schema.alertKind.low_stock') }),
      })
      .first()
      .click();
    await expect(ours).toHaveCount(0);
    await page.reload();
    await expect(panel.getByRole('heading', { name: t('widgets.dashboard.alerts.title') })).toBeVisible();
    await expect(ours).toHaveCount(0);
    const adminAlerts = await request.get(`${BASE_URL}/api/erp/alerts?limit=200`, {
      headers: { Authorization: admin.token },
    });
    expect(JSON.stringify(await adminAlerts.json())).toContain(itemName);

    // Clear all: the panel is empty.
    await panel.getByRole('button', { name: t('widgets.dashboard.alerts.clearAll') }).click();
    await expect(panel.getByText(t('widgets.dashboard.alerts.empty'), { exact: true })).toBeVisible();
  });

  test('a role without a key sees neither the card nor the alert kind, and the server refuses it', async ({
    page,
    request,
    t,
  }) => {
    const account = await userWith(request, prefix, 'clerk', ['view:daily-expenses', 'view:overdue-bill-alerts']);
    const user = await CrmApi.signIn(request, account);
    const admin = await CrmApi.signIn(request, ACCOUNTS.admin);
    const [low] = await admin.list<{ id: string }>('alerts', 'kind = "low_stock"');
    expect(low, 'the demo data has a low-stock alert').toBeTruthy();

    await signInAs(page, t, account);
    await page.goto('/app/dashboard');
    await expect(page.locator('[data-card]')).toHaveCount(1);
    await expect(card(page, 'daily-expenses')).toBeVisible();
    await expect(card(page, 'daily-invoices')).toHaveCount(0);
    const dialog = await openCustomiser(page, t);
    await expect(dialog.getByRole('checkbox', { name: t('widgets.dashboard.card.dailyInvoices') })).toHaveCount(0);
    await dialog.getByRole('button', { name: t('widgets.common.cancel') }).click();
    await expect(page.locator('#alerts [data-alert="low_stock"]')).toHaveCount(0);

    const refused = await saveCards(request, user, ['daily-invoices']);
    expect(refused.status()).toBe(400);
    expect(((await refused.json()) as { data: { cards: { code: string } } }).data.cards.code).toBe(
      'dashboard_card_not_allowed',
    );
    expect(await user.count('alerts', 'kind = "low_stock"')).toBe(0);
    expect((await user.get('alerts', low!.id)).status()).toBe(404);
    const dismiss = await request.post(`${BASE_URL}/api/erp/alerts/dismiss`, {
      headers: { Authorization: user.token },
      data: { alert: low!.id },
    });
    expect(dismiss.status()).toBe(404);
  });
});

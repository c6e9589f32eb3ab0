import { signInAs } from '../fixtures/auth';
import { ACCOUNTS } from '../fixtures/env';
import { expect, test } from '../fixtures/test';
import { CrmApi } from '../pages/CrmApi';
import { formatMessage } from '../pages/ListPage';
import { StockFlowsPage } from '../pages/StockFlowsPage';

type Item = { id: string; name: string; sku: string; quantity: number };
type RequestRecord = { id: string; number: string; status: string; total: number };

const today = () => `${new Date().toISOString().slice(0, 10)} 00:00:00.000Z`;
const STATUS = (s: string) => `schema.purchaseRequestStatus.${s}`;

// Each locale's run seeds its own warehouse and item under a unique prefix, so both projects share one server.
test.describe('Purchase requests', () => {
  let prefix: string;
  let admin: CrmApi;
  let warehouse: { id: string };
  let cable: Item;

  test.beforeEach(async ({ request, appLocale }, testInfo) => {
    admin = await CrmApi.signIn(request, ACCOUNTS.admin);
    prefix = `Pr${appLocale.slice(0, 2)}${testInfo.testId.slice(0, 6)}${Date.now().toString(36)}`;
    warehouse = await admin.seed('warehouses', {
      name: `${prefix} Depot`,
      nameAr: `${prefix} المستودع`,
      capacity: 100,
      isActive: true,
    });
    cable = await admin.seed<Item>('inventory_items', {
      name: `${prefix} Cable`,
      warehouse: warehouse.id,
      quantity: 5,
      minQuantity: 10,
      maxQuantity: 50,
      unitPrice: 7.5,
    });
  });

  const seedRequest = (status: 'draft' | 'pending', quantity = 20) =>
    admin.seed<RequestRecord>('purchase_requests', {
      date: today(),
      priority: 'high',
      warehouse: warehouse.id,
      status,
      notes: `${prefix} restock`,
      items: [{ item: cable.id, quantity, unitPrice: 7.5 }],
    });
  const stockOf = async () => (await admin.list<Item>('inventory_items', `id = "${cable.id}"`))[0]?.quantity;

  test('a request goes from draft to fulfilled, each step confirmed, and the stock rises once', async ({
    page,
    t,
    appLocale,
    request,
  }) => {
    const pr = await seedRequest('draft');
    const number = pr.number;
    await signInAs(page, t, ACCOUNTS.stock);
    const requests = new StockFlowsPage(page, t, appLocale, 'purchaseRequests');
    await requests.goto(`?search=${prefix}`);
    await expect(requests.rows).toHaveCount(1);
    await expect(requests.rows.first()).toContainText(t(STATUS('draft')));
    await expect(requests.rows.first()).toContainText(t('schema.priority.high'));

    await requests.rowAction('view', number).click();
    await expect(requests.viewer.getByRole('table', { name: t('widgets.stock.flows.items') })).toContainText(
      cable.name,
    );
    const steps = [
      ['widgets.stock.flows.submit', 'pending'],
      ['widgets.stock.purchaseRequests.screen.approve', 'approved'],
      ['widgets.stock.purchaseRequests.screen.order', 'awaiting_delivery'],
      ['widgets.stock.purchaseRequests.screen.receive', 'received'],
      ['widgets.stock.purchaseRequests.screen.fulfil', 'fulfilled'],
    ] as const;
    let from = 'draft';
    for (const [label, status] of steps) {
      await requests.viewerAction(label);
      await expect(requests.confirm.getByRole('heading')).toHaveText(
        t('widgets.stock.purchaseRequests.screen.confirmTitle', { number }),
      );
      await expect(requests.confirm.locator('[data-status="from"]')).toContainText(t(STATUS(from)));
      await expect(requests.confirm.locator('[data-status="to"]')).toContainText(t(STATUS(status)));
      await requests.confirmAction(label);
      await expect(
        page.getByText(t('widgets.stock.purchaseRequests.screen.statusChanged', { status: t(STATUS(status)) }), {
          exact: true,
        }),
      ).toBeVisible();
      await expect(requests.viewer).toContainText(t(STATUS(status)));
      // Receiving adds the quantity to the warehouse's stock; no other step touches it.
      expect(await stockOf()).toBe(status === 'received' || status === 'fulfilled' ? 25 : 5);
      from = status;
    }
    for (const [label] of steps)
      await expect(requests.viewer.getByRole('button', { name: t(label), exact: true })).toHaveCount(0);
    const stock = await CrmApi.signIn(request, ACCOUNTS.stock);
    expect((await stock.action(`purchase_requests/${pr.id}/receive`)).status()).toBe(400);
    expect(await stockOf()).toBe(25);
  });

  test('a pending request is rejected after a confirmation, then deleted', async ({ page, t, appLocale }) => {
    const pr = await seedRequest('pending');
    await signInAs(page, t, ACCOUNTS.stock);
    const requests = new StockFlowsPage(page, t, appLocale, 'purchaseRequests');
    await requests.goto(`?view=${pr.id}`);
    await requests.viewerAction('widgets.stock.purchaseRequests.screen.reject');
    await expect(requests.confirm.locator('[data-status="to"]')).toContainText(t(STATUS('rejected')));
    await requests.confirmAction('widgets.stock.purchaseRequests.screen.reject');
    await expect(requests.viewer).toContainText(t(STATUS('rejected')));
    await requests.viewerAction('widgets.common.delete');
    await requests.confirm.getByRole('button', { name: t('ui.confirmationDialog.deleteConfirm') }).click();
    await expect(
      page.getByText(t('widgets.stock.purchaseRequests.screen.deleted', { number: pr.number }), { exact: true }),
    ).toBeVisible();
    expect((await admin.get('purchase_requests', pr.id)).status()).toBe(404);
    expect(await stockOf()).toBe(5);
  });

  test('the wizard opens from a link with the item and quantity, warns as the user types, and nobody approves their own', async ({
    page,
    t,
    appLocale,
    request,
  }) => {
    await signInAs(page, t, ACCOUNTS.stock);
    const requests = new StockFlowsPage(page, t, appLocale, 'purchaseRequests');
    await requests.goto(`?new=1&item=${cable.id}&quantity=3`);
    const wizard = requests.wizard;
    await expect(wizard.getByRole('heading', { name: t('widgets.stock.purchaseRequests.screen.add') })).toBeVisible();
    // The item's warehouse is proposed.
    await expect(wizard.getByRole('button', { name: t('widgets.common.lines.warehouse') })).toContainText(
      appLocale === 'ar-EG' ? `${prefix} المستودع` : `${prefix} Depot`,
    );
    await requests.next();
    await expect(wizard.getByRole('combobox', { name: t('widgets.common.lines.item') })).toHaveValue(cable.name);
    const quantity = wizard.getByRole('textbox', { name: t('widgets.common.lines.quantity'), exact: true });
    await expect(quantity).toHaveValue(requests.n(3));
    const n = requests.n.bind(requests);
    const warning = (id: string, values: Record<string, string>) =>
      wizard.getByText(t(`widgets.stock.purchaseRequests.wizard.${id}`, values), { exact: true });
    await expect(warning('belowMinimum', { stock: n(5), min: n(10) })).toBeVisible();
    await expect(warning('stillBelowMinimum', { after: n(8), min: n(10) })).toBeVisible();
    // As the user types: above the maximum, then beyond the warehouse's room, then a quantity that only restocks.
    await quantity.fill('60');
    await expect(warning('aboveMaximum', { after: n(65), max: n(50) })).toBeVisible();
    await expect(warning('stillBelowMinimum', { after: n(8), min: n(10) })).toHaveCount(0);
    await quantity.fill('120');
    await expect(warning('overCapacity', { free: n(95), requested: n(120) })).toBeVisible();
    await quantity.fill('20');
    await expect(warning('overCapacity', { free: n(95), requested: n(120) })).toHaveCount(0);
    await expect(warning('aboveMaximum', { after: n(65), max: n(50) })).toHaveCount(0);
    await expect(wizard.locator('[data-line-total]')).toContainText(
      new Intl.NumberFormat(appLocale, { minimumFractionDigits: 2 }).format(150),
    );

    // An incomplete line stops the step with the specification's messages.
    await wizard.getByRole('button', { name: t('widgets.common.lines.addLine') }).click();
    await requests.next();
    await expect(
      wizard.getByText(formatMessage(t('widgets.stock.flows.incomplete'), appLocale, { n: 2 }), { exact: true }),
    ).toBeVisible();
    await expect(wizard.getByText(t('widgets.stock.flows.fixErrors'), { exact: true })).toBeVisible();
    await wizard
      .getByRole('button', { name: formatMessage(t('widgets.common.lines.removeLine'), appLocale, { n: 2 }) })
      .click();
    await requests.next();
    await requests.next();
    await wizard.getByRole('button', { name: t('widgets.stock.flows.saveDraft') }).click();
    await expect(wizard).toBeHidden();

    const [created] = await admin.list<RequestRecord>('purchase_requests', `warehouse = "${warehouse.id}"`);
    expect(created).toMatchObject({ status: 'draft', total: 150 });
    await expect(
      page.getByText(t('widgets.stock.purchaseRequests.wizard.created', { number: created!.number }), { exact: true }),
    ).toBeVisible();
    await requests.goto(`?view=${created!.id}`);
    await requests.viewerAction('widgets.stock.flows.submit');
    await requests.confirmAction('widgets.stock.flows.submit');
    await expect(requests.viewer).toContainText(t(STATUS('pending')));
    await expect(
      requests.viewer.getByRole('button', { name: t('widgets.stock.purchaseRequests.screen.approve'), exact: true }),
    ).toHaveCount(0);
    await expect(requests.viewer.getByRole('note')).toHaveText(t('widgets.stock.purchaseRequests.viewer.ownRequest'));
    const stock = await CrmApi.signIn(request, ACCOUNTS.stock);
    const refused = await stock.action(`purchase_requests/${created!.id}/approve`);
    expect(refused.status()).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain('own_request_approval');
  });

  test('a role without the purchase keys sees no actions, and the server refuses its calls', async ({
    page,
    t,
    appLocale,
    request,
  }) => {
    const pr = await seedRequest('pending');
    const root = await CrmApi.superuser(request);
    const role = await root.seed<{ id: string }>('roles', {
      name: `${prefix} viewer`,
      permissions: ['view:purchase-requests', 'view:inventory', 'view:warehouses'],
    });
    const account = { email: `viewer-${prefix.toLowerCase()}@e2e.test`, password: 'Viewer12345!' };
    await root.seed('users', {
      ...account,
      passwordConfirm: account.password,
      firstName: 'View',
      lastName: 'Only',
      roleId: role.id,
      active: true,
      status: 'active',
    });
    await signInAs(page, t, account);
    const requests = new StockFlowsPage(page, t, appLocale, 'purchaseRequests');
    await requests.goto(`?search=${prefix}`);
    await expect(requests.addButton).toHaveCount(0);
    await expect(requests.moreActions(pr.number)).toHaveCount(0);
    await requests.rowAction('view', pr.number).click();
    await expect(requests.viewer).toContainText(cable.name);
    for (const label of [
      'widgets.stock.purchaseRequests.screen.approve',
      'widgets.stock.purchaseRequests.screen.reject',
      'widgets.common.delete',
    ])
      await expect(requests.viewer.getByRole('button', { name: t(label), exact: true })).toHaveCount(0);

    for (const who of [account, ACCOUNTS.sales]) {
      const api = await CrmApi.signIn(request, who);
      for (const action of ['submit', 'approve', 'reject', 'order', 'receive', 'fulfil'])
        expect((await api.action(`purchase_requests/${pr.id}/${action}`)).status()).toBe(403);
    }
    expect(await stockOf()).toBe(5);
  });
});

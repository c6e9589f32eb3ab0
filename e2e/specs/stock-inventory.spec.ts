import { signInAs } from '../fixtures/auth';
import { ACCOUNTS, BASE_URL } from '../fixtures/env';
import { expect, test } from '../fixtures/test';
import { CrmApi } from '../pages/CrmApi';
import { STOCK_LISTS, StockPage } from '../pages/StockPage';

type Item = { id: string; name: string; sku: string; quantity: number };

// Each locale's run stocks its own warehouse under a unique prefix, so both projects share one server safely.
test.describe('Stock inventory', () => {
  let prefix: string;
  let warehouse: { id: string; name: string };
  let items: Item[];

  test.beforeEach(async ({ request, appLocale }, testInfo) => {
    const keeper = await CrmApi.signIn(request, ACCOUNTS.stock);
    prefix = `Zs${appLocale.slice(0, 2)}${testInfo.testId.slice(0, 5)}${Date.now().toString(36)}`;
    warehouse = await keeper.seed('warehouses', {
      name: `${prefix} Depot`,
      capacity: 5000,
      isActive: true,
      location: 'Tanta',
    });
    items = [];
    const levels = [
      { quantity: 40, minQuantity: 10, maxQuantity: 100 }, // in stock
      { quantity: 4, minQuantity: 10, maxQuantity: 100 }, // low
      { quantity: 0, minQuantity: 10, maxQuantity: 100 }, // out
      { quantity: 130, minQuantity: 10, maxQuantity: 100 }, // over
    ];
    for (const [i, level] of levels.entries())
      items.push(
        await keeper.seed<Item>('inventory_items', {
          name: `${prefix} Item ${i + 1}`,
          category: i % 2 ? 'Tiles' : 'Steel',
          warehouse: warehouse.id,
          unitPrice: 25,
          ...level,
        }),
      );
  });

  test('search, filter by level and warehouse from the URL and the toolbar', async ({ page, t, appLocale }) => {
    await signInAs(page, t, ACCOUNTS.stock);
    const inventory = new StockPage(page, t, appLocale, STOCK_LISTS.inventory);
    await inventory.goto(`?search=${prefix}`);
    await expect(inventory.summary).toContainText(inventory.summaryText(4, 4, 1, 1).showing);
    // The SKU is searched too.
    await inventory.searchFor(items[2]!.sku);
    await expect(inventory.rows).toHaveCount(1);
    await expect(inventory.rows.first()).toContainText(t('schema.inventoryStatus.out of stock'));

    // The overview's links land on a filtered list: low, out of and over stock.
    await inventory.goto(`?search=${prefix}&status=low%20stock`);
    await expect(inventory.rows).toHaveCount(1);
    await expect(inventory.rows.first()).toContainText(`${prefix} Item 2`);
    await inventory.goto(`?search=${prefix}&status=over%20stock`);
    await expect(inventory.rows).toHaveCount(1);
    await expect(inventory.rows.first()).toContainText(`${prefix} Item 4`);
    await expect(inventory.rows.first()).toContainText(t('widgets.stock.inventory.field.overStock'));

    await inventory.goto(`?search=${prefix}`);
    await inventory.filter('widgets.stock.inventory.field.category', 'Tiles');
    await expect(page).toHaveURL(/category=Tiles/);
    await expect(inventory.rows).toHaveCount(2);
    await inventory.filter('widgets.stock.inventory.field.warehouse', `${prefix} Depot`);
    await expect(page).toHaveURL(new RegExp(`warehouse=${warehouse.id}`));
    await expect(inventory.rows).toHaveCount(2);
    await page.reload();
    await expect(inventory.rows).toHaveCount(2);
  });

  test('create an item with the wizard, adjust its stock (one refusal), see its history and delete it', async ({
    page,
    t,
    appLocale,
  }) => {
    await signInAs(page, t, ACCOUNTS.stock);
    const inventory = new StockPage(page, t, appLocale, STOCK_LISTS.inventory);
    await inventory.goto(`?search=${prefix}`);
    const name = `${prefix} Copper Wire`;

    await inventory.addButton.click();
    const wizard = inventory.viewer;
    await expect(wizard.getByRole('heading', { level: 2 })).toHaveText(t('widgets.stock.inventory.wizard.createTitle'));
    await wizard.getByRole('button', { name: t('ui.wizard.next') }).click();
    await expect(page.getByText(t('widgets.stock.inventory.wizard.requiredFields'))).toBeVisible();
    await wizard.getByRole('textbox', { name: t('widgets.common.name'), exact: true }).fill(name);
    await wizard
      .getByRole('textbox', { name: t('widgets.stock.inventory.field.category'), exact: true })
      .fill('Electrical');
    await inventory.choose(wizard, 'widgets.stock.inventory.field.warehouse', `${prefix} Depot`);
    await wizard.getByRole('button', { name: t('ui.wizard.next') }).click();
    await wizard.getByRole('textbox', { name: t('widgets.stock.inventory.field.openingQuantity') }).fill('20');
    await wizard.getByRole('textbox', { name: t('widgets.stock.inventory.field.minQuantity') }).fill('30');
    await wizard.getByRole('textbox', { name: t('widgets.stock.inventory.field.maxQuantity') }).fill('10');
    await wizard.getByRole('textbox', { name: t('widgets.stock.inventory.field.unitPrice') }).fill('12');
    await wizard.getByRole('button', { name: t('ui.wizard.next') }).click();
    // The minimum must not exceed the maximum.
    await expect(wizard).toContainText(t('widgets.stock.inventory.wizard.maxBelowMin'));
    await wizard.getByRole('textbox', { name: t('widgets.stock.inventory.field.minQuantity') }).fill('5');
    await wizard.getByRole('textbox', { name: t('widgets.stock.inventory.field.maxQuantity') }).fill('200');
    await wizard.getByRole('button', { name: t('ui.wizard.next') }).click();
    await wizard.getByRole('button', { name: t('ui.wizard.next') }).click();
    await wizard.getByRole('button', { name: t('widgets.stock.inventory.screen.add') }).click();
    await expect(wizard).toBeHidden();
    // The server derived the SKU and says it.
    await expect(inventory.successToasts).toContainText(name);
    await expect(inventory.successToasts).toContainText(/[A-Z0-9]+-[A-Z0-9-]+-\d{4}/);

    await inventory.searchFor(name);
    await expect(inventory.rows).toHaveCount(1);
    await inventory.rowAction('view', name).click();
    const viewer = inventory.viewer;
    await expect(viewer).toContainText(t('schema.movementReason.opening'));

    // A count equal to the recorded quantity is refused by the server, translated, on its field.
    await viewer.getByRole('button', { name: t('widgets.stock.inventory.screen.adjust') }).click();
    const adjust = page.getByRole('dialog', { name: t('widgets.stock.inventory.screen.adjust') });
    await adjust.getByRole('textbox', { name: t('widgets.stock.inventory.adjust.reason') }).fill('Yearly count');
    await adjust.getByRole('button', { name: t('widgets.stock.inventory.screen.adjust'), exact: true }).click();
    await expect(adjust).toContainText(
      t('schema.refusal.adjustment_no_change', { quantity: new Intl.NumberFormat(appLocale).format(20) }),
    );
    await expect(inventory.errorToasts).toContainText(t('widgets.stock.inventory.adjust.failed'));
    // A signed change goes through and writes the ledger.
    await inventory.choose(
      adjust,
      'widgets.stock.inventory.adjust.mode',
      t('widgets.stock.inventory.adjust.modeChange'),
    );
    await adjust.getByRole('textbox', { name: t('widgets.stock.inventory.adjust.changeField') }).fill('-3');
    await adjust.getByRole('button', { name: t('widgets.stock.inventory.screen.adjust'), exact: true }).click();
    await expect(adjust).toBeHidden();
    await expect(inventory.successToasts).toContainText(
      t('widgets.stock.inventory.adjust.adjusted', { name, quantity: new Intl.NumberFormat(appLocale).format(17) }),
    );
    await expect(inventory.rows.first()).toContainText(new Intl.NumberFormat(appLocale).format(17));
    await inventory.rowAction('view', name).click();
    await expect(viewer).toContainText(t('schema.movementReason.adjustment'));
    await expect(viewer).toContainText(t('widgets.stock.movements.adjustmentNote', { reason: 'Yearly count' }));

    await viewer.getByRole('button', { name: t('widgets.common.delete') }).click();
    await expect(inventory.confirm).toContainText(
      t('widgets.stock.inventory.screen.deleteHolds', { name, quantity: new Intl.NumberFormat(appLocale).format(17) }),
    );
    await inventory.confirm.getByRole('button', { name: t('ui.confirmationDialog.deleteConfirm') }).click();
    await expect(inventory.confirm).toBeHidden();
    await expect(inventory.rows).toHaveCount(0);
  });

  test('a movement links to the document that caused it', async ({ page, t, appLocale, request }) => {
    const admin = await CrmApi.signIn(request, ACCOUNTS.admin);
    const w2 = await admin.seed<{ id: string }>('warehouses', {
      name: `${prefix} Annex`,
      capacity: 500,
      isActive: true,
    });
    const keeper = await CrmApi.signIn(request, ACCOUNTS.stock);
    // The storekeeper requests it; another person approves (never one's own transfer).
    const tr = await keeper.seed<{ id: string; transferNumber: string }>('stock_transfers', {
      date: '2026-03-01 00:00:00.000Z',
      fromWarehouse: warehouse.id,
      toWarehouse: w2.id,
      status: 'draft',
      items: [{ item: items[0]!.id, quantity: 5 }],
    });
    expect((await keeper.action(`stock_transfers/${tr.id}/submit`)).status()).toBe(200);
    expect((await admin.action(`stock_transfers/${tr.id}/approve`)).status()).toBe(200);
    expect((await admin.action(`stock_transfers/${tr.id}/complete`)).status()).toBe(200);

    await signInAs(page, t, ACCOUNTS.stock);
    const inventory = new StockPage(page, t, appLocale, STOCK_LISTS.inventory);
    await inventory.goto(`?view=${items[0]!.id}`);
    const link = inventory.viewer.getByRole('link', { name: tr.transferNumber });
    await expect(link).toHaveAttribute('href', `/app/stock/transfers?view=${tr.id}`);
    await expect(inventory.viewer).toContainText(t('schema.movementReason.transfer_out'));
  });

  test('a role without the stock keys sees no stock actions and its direct calls are refused', async ({
    page,
    t,
    appLocale,
    request,
  }) => {
    await signInAs(page, t, ACCOUNTS.sales);
    await expect(page.getByRole('link', { name: t('widgets.nav.inventory') })).toHaveCount(0);
    const inventory = new StockPage(page, t, appLocale, STOCK_LISTS.inventory);
    // Sales may read the stock (its wizards search it) but changes nothing.
    await inventory.goto(`?search=${prefix}`);
    await expect(inventory.rows).toHaveCount(4);
    await expect(inventory.addButton).toHaveCount(0);
    await expect(inventory.rowAction('edit', `${prefix} Item 1`)).toHaveCount(0);
    await expect(inventory.rowAction('delete', `${prefix} Item 1`)).toHaveCount(0);
    await expect(inventory.moreActions(`${prefix} Item 1`)).toHaveCount(0);

    const sales = await CrmApi.signIn(request, ACCOUNTS.sales);
    const adjust = await sales.action(`inventory_items/${items[0]!.id}/adjust`, { change: 5, reason: 'Found' });
    expect(adjust.status()).toBe(403);
    const refused = [400, 403, 404];
    expect(refused).toContain((await sales.update('inventory_items', items[0]!.id, { minQuantity: 1 })).status());
    expect(refused).toContain((await sales.remove('inventory_items', items[0]!.id)).status());
    expect(refused).toContain((await sales.create('inventory_items', { name: 'x', warehouse: warehouse.id })).status());
    const after = (await (await sales.get('inventory_items', items[0]!.id)).json()) as Item & { minQuantity: number };
    expect(after).toMatchObject({ quantity: 40, minQuantity: 10 });
    const overview = await request.get(`${BASE_URL}/api/erp/stock/overview`, {
      headers: { Authorization: sales.token },
    });
    expect(await overview.json()).toMatchObject({ warehouses: null, levels: null, movements: null, transfers: null });
  });
});

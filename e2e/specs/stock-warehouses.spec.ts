import { signInAs } from '../fixtures/auth';
import { ACCOUNTS } from '../fixtures/env';
import { expect, test } from '../fixtures/test';
import { CrmApi } from '../pages/CrmApi';
import { STOCK_LISTS, StockPage } from '../pages/StockPage';

test.describe('Stock warehouses', () => {
  let prefix: string;
  let full: { id: string; name: string };
  let empty: { id: string; name: string };

  test.beforeEach(async ({ request, appLocale }, testInfo) => {
    const keeper = await CrmApi.signIn(request, ACCOUNTS.stock);
    prefix = `Zw${appLocale.slice(0, 2)}${testInfo.testId.slice(0, 5)}${Date.now().toString(36)}`;
    full = await keeper.seed('warehouses', { name: `${prefix} Giza`, location: 'Giza', capacity: 100, isActive: true });
    empty = await keeper.seed('warehouses', {
      name: `${prefix} Suez`,
      location: 'Suez',
      capacity: 400,
      isActive: true,
    });
    for (let i = 1; i <= 12; i++)
      await keeper.seed('inventory_items', {
        name: `${prefix} Tile ${String(i).padStart(2, '0')}`,
        category: 'Tiles',
        warehouse: full.id,
        quantity: i === 12 ? 4 : 7,
        minQuantity: 1,
        maxQuantity: 50,
      });
  });

  test('a row opens the details with its items, paged and searchable; near capacity and empty are marked', async ({
    page,
    t,
    appLocale,
  }) => {
    await signInAs(page, t, ACCOUNTS.stock);
    const warehouses = new StockPage(page, t, appLocale, STOCK_LISTS.warehouses);
    await warehouses.goto(`?search=${prefix}`);
    await expect(warehouses.rows).toHaveCount(2);
    // 11 × 7 + 4 = 81 of 100: not yet near (90 %); the other is empty.
    await expect(warehouses.rows.filter({ hasText: `${prefix} Suez` })).toContainText(
      t('widgets.stock.warehouses.occupancy.empty'),
    );
    await warehouses.rows
      .filter({ hasText: `${prefix} Giza` })
      .locator('td')
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`view=${full.id}`));
    const viewer = warehouses.viewer;
    const items = viewer.getByRole('table', { name: t('widgets.stock.warehouses.viewer.items') });
    await expect(items.locator('tbody tr')).toHaveCount(10);
    await viewer.getByRole('button', { name: t('ui.paginatedList.nextPage') }).click();
    await expect(items.locator('tbody tr')).toHaveCount(2);
    await viewer.getByRole('searchbox').fill(`${prefix} Tile 12`);
    await viewer.getByRole('searchbox').press('Enter');
    await expect(items.locator('tbody tr')).toHaveCount(1);
    // An item opens on the inventory page.
    await viewer
      .getByRole('button', { name: t('ui.paginatedList.viewRow', { label: `${prefix} Tile 12` }), exact: true })
      .click();
    await expect(page).toHaveURL(/\/app\/stock\/inventory\?view=/);
    await expect(page.getByRole('dialog')).toContainText(`${prefix} Tile 12`);
  });

  test('deleting a warehouse that holds stock is refused and said; an empty one is created, edited and deleted', async ({
    page,
    t,
    appLocale,
  }) => {
    await signInAs(page, t, ACCOUNTS.stock);
    const warehouses = new StockPage(page, t, appLocale, STOCK_LISTS.warehouses);
    await warehouses.goto(`?search=${prefix}`);
    const nf = new Intl.NumberFormat(appLocale);

    await warehouses.rowAction('delete', `${prefix} Giza`).click();
    await expect(warehouses.confirm).toContainText(
      t('widgets.stock.warehouses.screen.deleteMessage', { name: `${prefix} Giza` }),
    );
    await warehouses.confirm.getByRole('button', { name: t('ui.confirmationDialog.deleteConfirm') }).click();
    await expect(warehouses.errorToasts).toContainText(t('widgets.stock.warehouses.screen.deleteFailed'));
    await expect(warehouses.errorToasts).toContainText(
      t('schema.refusal.warehouse_holds_stock', { quantity: nf.format(81), items: nf.format(12) }),
    );
    await warehouses.confirm.getByRole('button', { name: t('ui.confirmationDialog.cancel') }).click();
    await expect(warehouses.rows).toHaveCount(2);

    // A new warehouse through the wizard: the capacity must be a whole number.
    await warehouses.addButton.click();
    const wizard = warehouses.viewer;
    const name = `${prefix} Minya`;
    await wizard.getByRole('textbox', { name: t('widgets.common.name'), exact: true }).fill(name);
    await wizard.getByRole('textbox', { name: t('widgets.stock.warehouses.field.location') }).fill('Minya');
    await wizard.getByRole('textbox', { name: t('widgets.stock.warehouses.field.capacity') }).fill('12.5');
    await wizard.getByRole('button', { name: t('ui.wizard.next') }).click();
    await expect(wizard).toContainText(t('widgets.stock.warehouses.field.capacityInvalid'));
    await wizard.getByRole('textbox', { name: t('widgets.stock.warehouses.field.capacity') }).fill('800');
    await wizard.getByRole('button', { name: t('ui.wizard.next') }).click();
    await wizard.getByRole('button', { name: t('ui.wizard.next') }).click();
    await wizard.getByRole('button', { name: t('widgets.stock.warehouses.screen.add') }).click();
    await expect(wizard).toBeHidden();
    await expect(warehouses.successToasts).toContainText(t('widgets.stock.warehouses.wizard.created', { name }));
    await expect(warehouses.rows).toHaveCount(3);

    await warehouses.rowAction('edit', name).click();
    await wizard.getByRole('textbox', { name: t('widgets.stock.warehouses.field.capacity') }).fill('900');
    await wizard.getByRole('button', { name: t('ui.wizard.next') }).click();
    await wizard.getByRole('button', { name: t('ui.wizard.next') }).click();
    await wizard.getByRole('button', { name: t('widgets.common.saveChanges') }).click();
    await expect(warehouses.rows.filter({ hasText: name })).toContainText(nf.format(900));

    await warehouses.rowAction('delete', name).click();
    await warehouses.confirm.getByRole('button', { name: t('ui.confirmationDialog.deleteConfirm') }).click();
    await expect(warehouses.confirm).toBeHidden();
    await expect(warehouses.rows).toHaveCount(2);
  });

  test('a role without the warehouse keys changes nothing', async ({ page, t, appLocale, request }) => {
    await signInAs(page, t, ACCOUNTS.sales);
    const warehouses = new StockPage(page, t, appLocale, STOCK_LISTS.warehouses);
    await warehouses.goto(`?search=${prefix}`);
    await expect(warehouses.rows).toHaveCount(2);
    await expect(warehouses.addButton).toHaveCount(0);
    await expect(warehouses.rowAction('delete', `${prefix} Suez`)).toHaveCount(0);
    const sales = await CrmApi.signIn(request, ACCOUNTS.sales);
    expect([400, 403, 404]).toContain((await sales.remove('warehouses', empty.id)).status());
    expect((await sales.get('warehouses', empty.id)).status()).toBe(200);
  });
});

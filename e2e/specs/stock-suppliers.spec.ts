import { signInAs } from '../fixtures/auth';
import { ACCOUNTS } from '../fixtures/env';
import { expect, test } from '../fixtures/test';
import { CrmApi } from '../pages/CrmApi';
import { STOCK_LISTS, StockPage } from '../pages/StockPage';

test.describe('Stock suppliers', () => {
  let prefix: string;
  let supplier: { id: string; name: string };

  test.beforeEach(async ({ request, appLocale }, testInfo) => {
    const keeper = await CrmApi.signIn(request, ACCOUNTS.stock);
    prefix = `Zp${appLocale.slice(0, 2)}${testInfo.testId.slice(0, 5)}${Date.now().toString(36)}`;
    supplier = await keeper.seed('suppliers', {
      name: `${prefix} Delta Cement`,
      nameAr: `${prefix} الدلتا للأسمنت`,
      status: 'active',
      email: 'sales@delta.example',
      phone: '+20 2 2345 0000',
    });
    const w = await keeper.seed<{ id: string }>('warehouses', {
      name: `${prefix} Depot`,
      capacity: 900,
      isActive: true,
    });
    for (const n of ['Cement 50kg', 'White Cement'])
      await keeper.seed('inventory_items', {
        name: `${prefix} ${n}`,
        warehouse: w.id,
        supplier: supplier.id,
        quantity: 30,
      });
  });

  test('one modal shows the supplier with its items, edits it and deletes it after saying it cannot be undone', async ({
    page,
    t,
    appLocale,
  }) => {
    await signInAs(page, t, ACCOUNTS.stock);
    const suppliers = new StockPage(page, t, appLocale, STOCK_LISTS.suppliers);
    await suppliers.goto(`?search=${prefix}`);
    const shown = appLocale === 'ar-EG' ? `${prefix} الدلتا للأسمنت` : `${prefix} Delta Cement`;
    await suppliers.rowAction('view', shown).click();
    const modal = suppliers.viewer;
    await expect(modal).toContainText(t('widgets.stock.suppliers.modal.items'));
    await expect(modal.getByRole('link', { name: `${prefix} Cement 50kg` })).toHaveAttribute(
      'href',
      /\/app\/stock\/inventory\?view=/,
    );
    await expect(modal.getByRole('link', { name: `${prefix} White Cement` })).toBeVisible();

    // Edit in the same modal, then back to the details.
    await modal.getByRole('button', { name: t('widgets.common.edit') }).click();
    await expect(modal.getByRole('heading', { level: 2 })).toHaveText(t('widgets.stock.suppliers.modal.editTitle'));
    await modal.getByRole('textbox', { name: t('widgets.common.email') }).fill('not-an-email');
    await modal.getByRole('button', { name: t('widgets.common.saveChanges') }).click();
    await expect(modal).toContainText(t('widgets.common.emailInvalid'));
    await modal.getByRole('textbox', { name: t('widgets.common.email') }).fill('orders@delta.example');
    await modal.getByRole('button', { name: t('widgets.common.saveChanges') }).click();
    await expect(suppliers.successToasts).toContainText(
      t('widgets.stock.suppliers.modal.saved', { name: `${prefix} Delta Cement` }),
    );
    await expect(modal).toContainText('orders@delta.example');

    await modal.getByRole('button', { name: t('widgets.common.delete') }).click();
    const confirm = suppliers.confirm;
    await expect(confirm).toContainText(t('widgets.stock.suppliers.modal.deleteMessage', { name: shown }));
    await confirm.getByRole('button', { name: t('widgets.common.delete') }).click();
    await expect(confirm).toBeHidden();
    await expect(suppliers.successToasts).toContainText(
      t('widgets.stock.suppliers.screen.deleted', { name: `${prefix} Delta Cement` }),
    );
    await expect(suppliers.rows).toHaveCount(0);

    // A stale link says the supplier is gone.
    await suppliers.goto(`?view=${supplier.id}`);
    await expect(suppliers.viewer).toContainText(t('widgets.stock.suppliers.modal.notFound'));
  });

  test('a new supplier from the list', async ({ page, t, appLocale }) => {
    await signInAs(page, t, ACCOUNTS.stock);
    const suppliers = new StockPage(page, t, appLocale, STOCK_LISTS.suppliers);
    await suppliers.goto(`?search=${prefix}`);
    await suppliers.addButton.click();
    const modal = suppliers.viewer;
    await modal.getByRole('button', { name: t('widgets.stock.suppliers.screen.add') }).click();
    await expect(modal).toContainText(t('widgets.common.required'));
    await modal.getByRole('textbox', { name: t('widgets.common.name'), exact: true }).fill(`${prefix} Canal Cables`);
    await modal.getByRole('button', { name: t('widgets.stock.suppliers.screen.add') }).click();
    await expect(modal).toBeHidden();
    await expect(suppliers.rows).toHaveCount(2);
  });
});

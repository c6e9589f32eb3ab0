import { signInAs } from '../fixtures/auth';
import { ACCOUNTS } from '../fixtures/env';
import { expect, test } from '../fixtures/test';
import { AppShellPage } from '../pages/AppShellPage';

test.describe('Stock overview', () => {
  test('figures link to the filtered inventory, warehouses and pending documents', async ({ page, t }) => {
    await signInAs(page, t, ACCOUNTS.stock);
    await page.goto('/app/stock');
    await expect(page.getByRole('heading', { level: 1, name: t('widgets.nav.stockOverview') })).toBeVisible();
    // The demo data has nearly full (Alexandria) and empty (Port Said) warehouses.
    await expect(page.locator('[data-level="near"]').first()).toBeVisible();
    await expect(page.locator('[data-level="empty"]').first()).toBeVisible();
    await expect(page.getByText(t('widgets.stock.overview.screen.movements'))).toBeVisible();
    await expect(page.getByText(t('widgets.stock.overview.screen.requests'))).toBeVisible();
    await expect(page.getByText(t('widgets.stock.overview.screen.transfers'))).toBeVisible();

    await page.locator('[data-level="out"]').getByRole('link').click();
    await expect(page).toHaveURL(/\/app\/stock\/inventory\?status=out(\+|%20)of(\+|%20)stock/);
    await expect(page.locator('tbody tr').first()).toContainText(t('schema.inventoryStatus.out of stock'));
  });

  test('the side navigation marks only the current stock page', async ({ page, t }) => {
    await signInAs(page, t, ACCOUNTS.stock);
    const shell = new AppShellPage(page, t);
    for (const [href, key] of [
      ['/app/stock/inventory', 'widgets.nav.inventory'],
      ['/app/stock/warehouses', 'widgets.nav.warehouses'],
      ['/app/stock', 'widgets.nav.stockOverview'],
    ] as const) {
      await page.goto(href);
      const current = shell.navigation.locator('[aria-current="page"]');
      await expect(current).toHaveCount(1);
      await expect(current).toHaveAttribute('href', href);
      await expect(current).toContainText(t(key));
    }
  });

  test('a role without stock keys sees no stock figure', async ({ page, t }) => {
    await signInAs(page, t, ACCOUNTS.sales);
    await page.goto('/app/stock');
    await expect(page.getByText(t('widgets.stock.overview.screen.nothing'))).toBeVisible();
    await expect(page.locator('[role="meter"]')).toHaveCount(0);
    await expect(page.getByText(t('widgets.stock.overview.screen.levels'))).toHaveCount(0);
  });
});

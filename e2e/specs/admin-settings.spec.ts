import { signInAs } from '../fixtures/auth';
import { ACCOUNTS } from '../fixtures/env';
import { expect, test } from '../fixtures/test';
import { CrmApi } from '../pages/CrmApi';
import { LISTS, ListPage } from '../pages/ListPage';

type Settings = { id: string; dateFormat: string; vatRates: Array<Record<string, unknown>> };

test.describe('Administration: settings the whole app obeys', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a new date format and a new VAT rate reach the invoices screen and its wizard', async ({
    page,
    t,
    appLocale,
  }) => {
    const admin = await CrmApi.signIn(page.request, ACCOUNTS.admin);
    const before = (await admin.list<Settings>('app_settings', ''))[0]!;
    const prefix = `Zs${appLocale.slice(0, 2)}${Date.now().toString(36)}`;
    const client = await admin.seed<{ id: string }>('clients', { name: `${prefix} Client`, type: 'business' });
    try {
      await signInAs(page, t, ACCOUNTS.admin);
      await page.goto('/app/admin/settings');
      const general = page.getByRole('region', { name: t('widgets.admin.settings.general.company') });
      await general.getByRole('button', { name: t('widgets.admin.settings.general.dateFormat') }).click();
      await page.getByRole('option', { name: t('schema.dateFormat.YYYY-MM-DD'), exact: true }).click();
      await general.getByRole('button', { name: t('widgets.admin.settings.form.save'), exact: true }).click();
      await expect(page.getByText(t('widgets.admin.settings.screen.saved')).first()).toBeVisible();

      // VAT: a new rate, saved on its own tab.
      await page.getByRole('tab', { name: t('widgets.admin.settings.screen.tabVat'), exact: true }).click();
      const vat = page.getByRole('region', { name: t('widgets.admin.settings.vat.title') });
      await vat.getByRole('button', { name: t('widgets.admin.settings.form.addRow'), exact: true }).click();
      const row = vat.getByRole('group', {
        name: t('widgets.admin.settings.form.rowLabel', { n: before.vatRates.length + 1 }),
        exact: true,
      });
      await row.getByRole('textbox', { name: t('widgets.common.name'), exact: true }).fill(`${prefix} reduced`);
      await row.getByRole('textbox', { name: t('widgets.admin.settings.payroll.bracketRate'), exact: true }).fill('7');
      await vat.getByRole('button', { name: t('widgets.admin.settings.form.save'), exact: true }).click();
      await expect(page.getByText(t('widgets.admin.settings.screen.saved')).first()).toBeVisible();
      await expect
        .poll(async () => (await admin.list<Settings>('app_settings', ''))[0]!.vatRates.length)
        .toBe(before.vatRates.length + 1);

      // The invoices list shows its dates as YYYY-MM-DD, in the reader's digits.
      const invoices = new ListPage(page, t, appLocale, LISTS.invoices);
      await invoices.goto();
      const digit = appLocale === 'ar-EG' ? '[٠-٩]' : '\\d';
      const isoDay = new RegExp(`${digit}{4}-${digit}{2}-${digit}{2}`);
      await expect(invoices.rows.first()).toContainText(isoDay);

      // The invoice wizard offers the new rate.
      await invoices.addButton.click();
      const wizard = page.getByRole('dialog');
      await wizard.getByRole('combobox', { name: t('widgets.common.client') }).fill(prefix);
      await page.getByRole('option', { name: `${prefix} Client` }).click();
      await wizard.getByRole('button', { name: t('ui.wizard.next') }).click();
      await wizard.getByRole('button', { name: t('widgets.common.lines.vatRate') }).click();
      await expect(page.getByRole('option', { name: new RegExp(`${prefix} reduced`) })).toBeVisible();
      await page.keyboard.press('Escape');
    } finally {
      await admin.update('app_settings', before.id, { dateFormat: before.dateFormat, vatRates: before.vatRates });
      await admin.remove('clients', client.id);
    }
  });
});

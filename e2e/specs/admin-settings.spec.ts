import { execFileSync } from 'node:child_process';

import { signInAs } from '../fixtures/auth';
import { ACCOUNTS, BASE_URL } from '../fixtures/env';
import { expect, test } from '../fixtures/test';
import { CrmApi } from '../pages/CrmApi';
import { LISTS, ListPage } from '../pages/ListPage';

type Settings = {
  id: string;
  dateFormat: string;
  companyName: string;
  companyNameAr: string;
  vatRates: Array<Record<string, unknown>>;
};

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

  test('a new company name and date format reach the invoice PDF', async ({ page, t, appLocale }) => {
    const admin = await CrmApi.signIn(page.request, ACCOUNTS.admin);
    const before = (await admin.list<Settings>('app_settings', ''))[0]!;
    const prefix = `Zp${appLocale.slice(0, 2)}${Date.now().toString(36)}`;
    const company = `${prefix} Trading`;
    const client = await admin.seed<{ id: string }>('clients', { name: `${prefix} Client`, type: 'business' });
    const invoice = await admin.seed<{ id: string; invoiceNumber: string }>('invoices', {
      client: client.id,
      issueDate: '2026-11-03',
      dueDate: '2026-12-03',
      vatRate: 14,
      items: [{ description: `${prefix} service`, quantity: 1, unitPrice: 100, total: 100 }],
    });
    const issued = await page.request.post(`${BASE_URL}/api/erp/invoices/${invoice.id}/issue`, {
      headers: { Authorization: admin.token },
      data: {},
    });
    expect(issued.ok()).toBe(true);
    try {
      await signInAs(page, t, ACCOUNTS.admin);
      await page.goto('/app/admin/settings');
      const general = page.getByRole('region', { name: t('widgets.admin.settings.general.company') });
      // The printed name is the document's language's: both are changed.
      for (const id of [
        'widgets.admin.settings.general.companyName',
        'widgets.admin.settings.general.companyNameAr',
      ] as const)
        await general.getByRole('textbox', { name: t(id), exact: true }).fill(company);
      await general.getByRole('button', { name: t('widgets.admin.settings.general.dateFormat') }).click();
      await page.getByRole('option', { name: t('schema.dateFormat.YYYY-MM-DD'), exact: true }).click();
      await general.getByRole('button', { name: t('widgets.admin.settings.form.save'), exact: true }).click();
      await expect(page.getByText(t('widgets.admin.settings.screen.saved')).first()).toBeVisible();

      // The invoice's PDF, downloaded from its viewer, prints the new name and the new date format.
      const invoices = new ListPage(page, t, appLocale, LISTS.invoices);
      await invoices.goto(`?view=${invoice.id}`);
      const viewer = page.getByRole('dialog').first();
      await expect(viewer).toContainText(invoice.invoiceNumber);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        viewer.getByRole('button', { name: t('widgets.sales.documents.action.downloadPdf'), exact: true }).click(),
      ]);
      const text = execFileSync('pdftotext', [(await download.path())!, '-']).toString('utf8');
      expect(text.replace(/\s+/g, '')).toContain(company.replace(/\s+/g, ''));
      // The issue date in YYYY-MM-DD, in the reader's digits.
      expect(text).toMatch(appLocale === 'ar-EG' ? /٢٠٢٦-١١-٠٣|٠٣-١١-٢٠٢٦/ : /2026-11-03/);
    } finally {
      await admin.update('app_settings', before.id, {
        dateFormat: before.dateFormat,
        companyName: before.companyName,
        companyNameAr: before.companyNameAr,
      });
    }
  });
});

import { ACCOUNTS } from '../fixtures/env';
import { waitForMail } from '../fixtures/mail';
import { expect, test } from '../fixtures/test';

test.describe('forgot password', () => {
  test('validates, sends a real reset e-mail, confirms and leads back to sign in', async ({ page, t, appLocale }) => {
    // PocketBase sends one reset e-mail per account every few minutes, so each language uses its own account.
    const account = appLocale === 'ar-EG' ? ACCOUNTS.stock : ACCOUNTS.sales;
    await page.goto('/auth');
    await page.getByRole('link', { name: t('widgets.auth.forgotPassword') }).click();
    await expect(page).toHaveURL(/\/auth\/forgot-password$/);
    const heading = page.getByRole('heading', { level: 1, name: t('widgets.auth.forgot.title') });
    await expect(heading).toBeVisible();

    const submit = page.getByRole('button', { name: t('widgets.auth.forgot.submit') });
    await submit.click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(t('widgets.auth.error.missingEmail'));

    // The page talks to the server stored at sign-in time, or the default; point it at the suite's server.
    await page.evaluate((url) => localStorage.setItem('erp_server_url', url), new URL(page.url()).origin);
    await page.reload();
    const since = Date.now() - 1000;
    await page.getByRole('textbox', { name: t('widgets.auth.email') }).fill(account.email);
    await page.getByRole('button', { name: t('widgets.auth.forgot.submit') }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      t('widgets.auth.forgot.sent', { email: account.email }),
    );

    const mail = await waitForMail(account.email, since);
    expect(mail).toMatch(/confirm-password-reset\/[\w.-]+/);

    await page.getByRole('link', { name: t('widgets.auth.forgot.back') }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('a server that cannot be reached reports the failure', async ({ page, t }) => {
    await page.goto('/auth/forgot-password');
    await page.evaluate(() => localStorage.setItem('erp_server_url', 'http://127.0.0.1:9'));
    await page.reload();
    await page.getByRole('textbox', { name: t('widgets.auth.email') }).fill('someone@example.com');
    await page.getByRole('button', { name: t('widgets.auth.forgot.submit') }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(t('widgets.auth.error.resetFailed'));
  });
});

import { ACCOUNTS, E2E_HOST } from '../fixtures/env';
import { expect, test } from '../fixtures/test';
import { AppShellPage } from '../pages/AppShellPage';
import { SignInPage } from '../pages/SignInPage';

const admin = ACCOUNTS.admin;

test.describe('routing and session', () => {
  test('signed-out users are sent to /auth from every path but the auth pages', async ({ page, t }) => {
    for (const path of ['/', '/app', '/app/dashboard', '/app/sales/invoices', '/no/such/page']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/auth$/);
    }
    await page.goto('/auth/forgot-password');
    await expect(page).toHaveURL(/\/auth\/forgot-password$/);
    await expect(page.getByRole('heading', { level: 1, name: t('widgets.auth.forgot.title') })).toBeVisible();
  });

  test('sign-in validates, reports the failure, then signs in with a full page load to /app', async ({
    page,
    t,
    appLocale,
  }) => {
    const signIn = new SignInPage(page, t);
    await signIn.goto();
    await expect(page.locator('html')).toHaveAttribute('lang', appLocale);

    await signIn.submit.click();
    await expect(signIn.error).toHaveText(t('widgets.auth.error.missingCredentials'));
    await expect(signIn.email).toBeFocused();

    await signIn.fill(admin.email, admin.password, '');
    await signIn.submit.click();
    await expect(signIn.error).toHaveText(t('widgets.auth.error.missingHostname'));
    await expect(signIn.hostname).toBeFocused();

    await signIn.signIn(admin.email, 'wrong-password', E2E_HOST);
    await expect(signIn.error).toHaveText(t('widgets.auth.error.loginFailed'));

    const loads: string[] = [];
    page.on('load', () => loads.push(page.url()));
    await signIn.signIn(admin.email, admin.password, E2E_HOST);
    await expect(page).toHaveURL(/\/app$/);
    expect(loads.some((u) => u.endsWith('/app'))).toBe(true);
    const shell = new AppShellPage(page, t);
    await expect(shell.navigation).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: t('widgets.nav.dashboard') })).toBeVisible();

    // The hostname typed without a scheme was stored with http:// in front, and is reused.
    expect(await page.evaluate(() => localStorage.getItem('erp_server_url'))).toBe(`http://${E2E_HOST}`);
    const auth = await page.evaluate(() => JSON.parse(localStorage.getItem('pocketbase_auth') ?? '{}'));
    expect(auth.token).toBeTruthy();
    expect(auth.record.expand.roleId.permissions).toContain('view:invoices');

    // A signed-in user is sent from /auth (and /) to the dashboard.
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
  });

  test('a corrupted token ends the session with the expired message', async ({ page, t }) => {
    const signIn = new SignInPage(page, t);
    await signIn.goto();
    await signIn.signIn(admin.email, admin.password, E2E_HOST);
    await expect(page).toHaveURL(/\/app$/);
    await page.evaluate(() => {
      const auth = JSON.parse(localStorage.getItem('pocketbase_auth') ?? '{}');
      auth.token = 'corrupted.token.value';
      localStorage.setItem('pocketbase_auth', JSON.stringify(auth));
    });
    await page.goto('/app/dashboard');
    await expect(page).toHaveURL(/\/auth$/);
    await expect(signIn.error).toHaveText(t('widgets.auth.error.sessionExpired'));
    expect(await page.evaluate(() => localStorage.getItem('pocketbase_auth'))).toBeNull();
  });

  test('sign out clears the session', async ({ page, t }) => {
    const signIn = new SignInPage(page, t);
    await signIn.goto();
    await signIn.signIn(admin.email, admin.password, E2E_HOST);
    const shell = new AppShellPage(page, t);
    await expect(shell.navigation).toBeVisible();
    const name = await page.evaluate(() => {
      const r = JSON.parse(localStorage.getItem('pocketbase_auth') ?? '{}').record;
      return [r.firstName, r.lastName].filter(Boolean).join(' ');
    });
    await shell.signOut(name);
    await expect(page).toHaveURL(/\/auth$/);
    expect(await page.evaluate(() => localStorage.getItem('pocketbase_auth'))).toBeNull();
    await page.goto('/app/dashboard');
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('an unknown page inside the app shows Page Not Found', async ({ page, t }) => {
    const signIn = new SignInPage(page, t);
    await signIn.goto();
    await signIn.signIn(admin.email, admin.password, E2E_HOST);
    await expect(page).toHaveURL(/\/app$/);
    await page.goto('/app/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: t('ui.errorPage.notFoundTitle') })).toBeVisible();
  });

  test('every route of the specification exists in the shell', async ({ page, t }) => {
    const signIn = new SignInPage(page, t);
    await signIn.goto();
    await signIn.signIn(admin.email, admin.password, E2E_HOST);
    await expect(page).toHaveURL(/\/app$/);
    const shell = new AppShellPage(page, t);
    const links = shell.navigation.getByRole('link');
    await expect(links).toHaveCount(25);
    for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')!))) {
      await shell.navigation.locator(`a[href="${href}"]`).click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(shell.navigation.locator(`a[href="${href}"]`)).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  });
});

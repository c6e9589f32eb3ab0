import type { APIRequestContext, Page } from '@playwright/test';

import { signInAs } from '../fixtures/auth';
import { ACCOUNTS, E2E_HOST } from '../fixtures/env';
import { expect, test, type AppLocale, type Translate } from '../fixtures/test';
import { AppShellPage } from '../pages/AppShellPage';
import { CrmApi } from '../pages/CrmApi';
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
    // Leave the app first (a same-origin page without it): the live dashboard would otherwise send the
    // corrupted token itself (its alerts' realtime subscription) and end the session before the visit below.
    await page.goto('/api/health');
    await page.evaluate(() => {
      const auth = JSON.parse(localStorage.getItem('pocketbase_auth') ?? '{}');
      auth.token = 'corrupted.token.value';
      localStorage.setItem('pocketbase_auth', JSON.stringify(auth));
    });
    await page.goto('/app/dashboard');
    // The expired session keeps its page for after signing in again.
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fapp%2Fdashboard$/);
    await expect(signIn.error).toHaveText(t('widgets.auth.error.sessionExpired'));
    expect(await page.evaluate(() => localStorage.getItem('pocketbase_auth'))).toBeNull();
  });

  test('a revoked session sends the user to sign in on their next action, and back to their page after', async ({
    page,
    t,
    appLocale,
    request,
  }) => {
    const { account, revoke } = await revocableAccount(request, appLocale, 'next');
    await signInAs(page, t, account);
    const shell = new AppShellPage(page, t);
    // A page without live lists: a list's realtime connection would notice the revocation before any action.
    await shell.navigation.locator('a[href="/app/dashboard"]').click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // An administrator sets a new password: the tokens issued before it are revoked.
    const password = await revoke();
    // The click itself (pointing at a link already preloads its page, which may end the session first).
    await shell.navigation.locator('a[href="/app/crm/contacts"]').dispatchEvent('click');
    await expectExpired(page, t, '/app/crm/contacts');

    const signIn = new SignInPage(page, t);
    await signIn.signIn(account.email, password, E2E_HOST);
    await expect(page).toHaveURL(/\/app\/crm\/contacts$/);
    await expect(shell.navigation.locator('a[href="/app/crm/contacts"]')).toHaveAttribute('aria-current', 'page');
  });

  test('a revoked session is noticed when the window regains focus, without any action', async ({
    page,
    t,
    appLocale,
    request,
  }) => {
    const { account, revoke } = await revocableAccount(request, appLocale, 'focus');
    await signInAs(page, t, account);
    await page.goto('/app/crm/clients?search=Cairo');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await revoke();
    // Coming back to the window refreshes the session (at most every few seconds), which the server refuses.
    await expect
      .poll(
        async () => {
          await page.evaluate(() => window.dispatchEvent(new Event('focus')));
          return new URL(page.url()).pathname;
        },
        { timeout: 15_000, intervals: [500, 1_000, 2_000] },
      )
      .toBe('/auth');
    await expectExpired(page, t, '/app/crm/clients?search=Cairo');
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

test.describe('sign-in throttling', () => {
  test('a guessed password is throttled: the page says how long to wait, in the user’s language', async ({
    page,
    t,
    appLocale,
  }) => {
    // A fresh address per run and language, so the per-account budget of no other test is touched.
    const email = `guessed-${appLocale.toLowerCase()}-${Date.now().toString(36)}@e2e.test`;
    const signInUrl = '/api/collections/users/auth-with-password';
    for (let i = 0; i < 10; i++) {
      const res = await page.request.post(signInUrl, { data: { identity: email, password: `guess-${i}` } });
      expect(res.status()).toBe(400);
    }
    const signIn = new SignInPage(page, t);
    await signIn.goto();
    const answer = page.waitForResponse((r) => r.url().includes(signInUrl));
    await signIn.signIn(email, 'one-more-guess', E2E_HOST);
    const res = await answer;
    expect(res.status()).toBe(429);
    const body = (await res.json()) as { data: { attempts: { code: string; params: { seconds: number } } } };
    expect(body.data.attempts.code).toBe('too_many_attempts');
    const seconds = body.data.attempts.params.seconds;
    expect(seconds).toBeGreaterThan(800);
    expect(Number(res.headers()['retry-after'])).toBe(seconds);
    const wait = new Intl.NumberFormat(appLocale).format(seconds);
    await expect(signIn.error).toHaveText(t('widgets.auth.error.tooManyAttempts').replace('{seconds, number}', wait));
    await expect(page).toHaveURL(/\/auth$/);
  });
});

/** A throwaway account signed in by the test, and a way for an administrator to revoke its sessions. */
async function revocableAccount(request: APIRequestContext, locale: AppLocale, tag: string) {
  const root = await CrmApi.superuser(request);
  const email = `revoked-${tag}-${locale.toLowerCase()}-${Date.now().toString(36)}@e2e.test`;
  const user = await root.throwawayUser(email, 'Before-Revoke-1');
  const revoke = async () => {
    const password = 'After-Revoke-2';
    const res = await root.update('users', user.id, { password, passwordConfirm: password });
    expect(res.status()).toBe(200);
    return password;
  };
  return { account: { email, password: 'Before-Revoke-1' }, revoke };
}

/** The sign-in page says the session expired and keeps `path` to return to. */
async function expectExpired(page: Page, t: Translate, path: string) {
  await expect(page).toHaveURL((url) => url.pathname === '/auth' && url.searchParams.get('redirect') === path);
  await expect(new SignInPage(page, t).error).toHaveText(t('widgets.auth.error.sessionExpired'));
  expect(await page.evaluate(() => localStorage.getItem('pocketbase_auth'))).toBeNull();
}

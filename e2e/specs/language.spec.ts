import path from 'node:path';

import { ACCOUNTS, E2E_HOST, ROOT } from '../fixtures/env';
import { expect, test } from '../fixtures/test';
import { AppShellPage } from '../pages/AppShellPage';
import { SignInPage } from '../pages/SignInPage';

const SCREENS = path.join(ROOT, '.test-results', 'e2e-screens');
const OTHER = {
  'en-US': { name: 'العربية', locale: 'ar-EG', dir: 'rtl' },
  'ar-EG': { name: 'English', locale: 'en-US', dir: 'ltr' },
} as const;

test.describe('language', () => {
  test('the page follows the locale: lang, dir and the translated texts', async ({ page, t, appLocale }) => {
    const signIn = new SignInPage(page, t);
    await signIn.goto();
    await expect(page.locator('html')).toHaveAttribute('lang', appLocale);
    await expect(page.locator('html')).toHaveAttribute('dir', appLocale === 'ar-EG' ? 'rtl' : 'ltr');
    await expect(signIn.heading).toBeVisible();
    await page.screenshot({ path: path.join(SCREENS, `sign-in-${appLocale}.png`), fullPage: true });
  });

  test('switching language in the shell flips direction, is kept 365 days and survives a reload', async ({
    page,
    context,
    t,
    appLocale,
  }) => {
    const signIn = new SignInPage(page, t);
    await signIn.goto();
    await signIn.signIn(ACCOUNTS.admin.email, ACCOUNTS.admin.password, E2E_HOST);
    const shell = new AppShellPage(page, t);
    await expect(shell.navigation).toBeVisible();
    await page.screenshot({ path: path.join(SCREENS, `shell-${appLocale}.png`) });

    // The navigation sits at the inline start: on the left in English, on the right in Arabic.
    const nav = await shell.navigation.boundingBox();
    const viewport = page.viewportSize()!;
    if (appLocale === 'ar-EG') expect(nav!.x + nav!.width).toBeGreaterThan(viewport.width - 5);
    else expect(nav!.x).toBeLessThan(5);

    const other = OTHER[appLocale];
    await shell.chooseLanguage(other.name);
    await expect(page.locator('html')).toHaveAttribute('lang', other.locale);
    await expect(page.locator('html')).toHaveAttribute('dir', other.dir);

    const cookie = (await context.cookies()).find((c) => c.name === 'erp_locale');
    expect(cookie?.value).toBe(other.locale);
    const days = (cookie!.expires - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365.01);

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', other.locale);
    await expect(page.locator('html')).toHaveAttribute('dir', other.dir);
  });

  test('the sign-in page offers the language control too', async ({ page, t, appLocale }) => {
    const signIn = new SignInPage(page, t);
    await signIn.goto();
    const shell = new AppShellPage(page, t);
    await shell.chooseLanguage(OTHER[appLocale].name);
    await expect(page.locator('html')).toHaveAttribute('lang', OTHER[appLocale].locale);
  });
});

import { signInAs } from '../fixtures/auth';
import { ACCOUNTS, BASE_URL } from '../fixtures/env';
import { expect, test } from '../fixtures/test';
import { CrmApi } from '../pages/CrmApi';

/** The list footer's "Page X of Y" in the locale, with its digits. */
const pageOf = (locale: string, page: number, pages: number) => {
  const n = new Intl.NumberFormat(locale).format;
  return locale === 'ar-EG' ? `صفحة ${n(page)} من ${n(pages)}` : `Page ${n(page)} of ${n(pages)}`;
};

test.describe('Administration: the access page', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the role matrix, a user locked and unlocked, and the audit trail that records it, a page at a time', async ({
    page,
    request,
    t,
    appLocale,
  }) => {
    const su = await CrmApi.superuser(request);
    const email = `locked.${appLocale.toLowerCase()}.${Date.now().toString(36)}@nile-trading.eg`;
    // The password keeps its spaces: it is signed in with exactly as it was set.
    const password = ' Locked pass 2026 ';
    const user = await su.throwawayUser(email, password);
    const own = (token: string) =>
      request.get(`${BASE_URL}/api/collections/users/records/${user.id}`, { headers: { Authorization: token } });
    const signIn = () =>
      request.post(`${BASE_URL}/api/collections/users/auth-with-password`, { data: { identity: email, password } });
    const first = await signIn();
    expect(first.ok()).toBe(true);
    const token = ((await first.json()) as { token: string }).token;
    expect((await own(token)).ok()).toBe(true);
    expect(
      (
        await request.post(`${BASE_URL}/api/collections/users/auth-with-password`, {
          data: { identity: email, password: password.trim() },
        })
      ).ok(),
    ).toBe(false);

    await signInAs(page, t, ACCOUNTS.admin);
    await page.goto('/app/admin/access');

    // Who can do what: every role against every module, with the role's holders.
    const matrix = page.getByRole('table', { name: t('widgets.admin.access.screen.tabMatrix') });
    await expect(matrix.getByRole('columnheader')).toHaveCount(10);
    const [salesRole] = await su.list<{ id: string }>('roles', 'name = "Sales & Finance"');
    const sales = matrix.locator(`[data-role="${salesRole!.id}"]`);
    await expect(sales.locator('[data-module="sales"]')).toContainText(/\d|[٠-٩]/);
    await expect(sales).toContainText('Test User');

    // Sessions: lock the account; its session and its sign-in are refused.
    await page.getByRole('tab', { name: t('widgets.admin.access.screen.tabSessions'), exact: true }).click();
    const row = page.locator(`[data-user="${email}"]`);
    await row.getByRole('button', { name: t('widgets.admin.access.sessions.lock'), exact: true }).click();
    await expect(row).toContainText(t('widgets.admin.access.sessions.locked'));
    await expect.poll(async () => (await own(token)).status()).toBeGreaterThanOrEqual(400);
    expect((await signIn()).ok()).toBe(false);

    // Unlock: the account signs in again and its new session works.
    await row.getByRole('button', { name: t('widgets.admin.access.sessions.unlock'), exact: true }).click();
    await expect(row).toContainText(t('widgets.admin.access.sessions.signedIn'));
    const again = await signIn();
    expect(again.ok()).toBe(true);
    expect((await own(((await again.json()) as { token: string }).token)).ok()).toBe(true);

    // The audit trail lists both changes of the account, newest first, under its filters, with its page.
    await page.getByRole('tab', { name: t('widgets.admin.access.screen.tabAudit'), exact: true }).click();
    const trail = page.getByRole('tabpanel');
    await trail.getByRole('button', { name: t('widgets.admin.access.audit.collection') }).click();
    await page.getByRole('option', { name: 'users', exact: true }).click();
    await expect(page).toHaveURL(/collection=users/);
    const entries = trail.getByRole('row').filter({ hasText: `users/${user.id}` });
    // Locked, then unlocked, by the administrator, with the values before and after.
    const byAdmin = entries.filter({ hasText: ACCOUNTS.admin.email });
    await expect(byAdmin).toHaveCount(2);
    await expect(byAdmin.first()).toContainText('status');

    // A long trail is paged: ten a page, the next page sought from the first one's last row.
    const total = await su.count('audit_log', 'collection = "users"');
    const pages = Math.ceil(total / 10);
    await page.goto('/app/admin/access?tab=audit&collection=users&perPage=10');
    await expect(page.getByRole('tabpanel')).toContainText(pageOf(appLocale, 1, pages));
    if (pages > 1) {
      await page.getByRole('button', { name: t('ui.paginatedList.nextPage'), exact: true }).click();
      await expect(page).toHaveURL(/page=2/);
      await expect(page.getByRole('tabpanel')).toContainText(pageOf(appLocale, 2, pages));
    }
  });
});

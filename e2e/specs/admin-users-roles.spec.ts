import type { Page } from '@playwright/test';

import { signInAs } from '../fixtures/auth';
import { ACCOUNTS, BASE_URL } from '../fixtures/env';
import { expect, test } from '../fixtures/test';
import { CrmApi } from '../pages/CrmApi';
import { LISTS, ListPage } from '../pages/ListPage';

const VIEW_CLIENTS = { 'en-US': 'View clients', 'ar-EG': 'عرض العملاء' } as const;
const VIEW_CONTACTS = { 'en-US': 'View contacts', 'ar-EG': 'عرض جهات الاتصال' } as const;

/** Presses the open wizard's Next. */
const next = (page: Page, t: (id: string) => string) =>
  page
    .getByRole('dialog')
    .getByRole('button', { name: t('ui.wizard.next'), exact: true })
    .click();

test.describe('Administration: users and roles', () => {
  // Two sessions, a role, a user and a password change: longer than one screen's flow.
  test.describe.configure({ timeout: 120_000 });
  test('a role built in the editor, a user given it: the user sees what it allows, a new password ends the old session', async ({
    page,
    browser,
    t,
    appLocale,
    request,
  }) => {
    const prefix = `Zr${appLocale.slice(0, 2)}${Date.now().toString(36)}`;
    const roleName = `${prefix} Clerks`;
    const email = `${prefix.toLowerCase()}@nile-trading.example`;
    const password = 'Clerk-pass-2026';

    await signInAs(page, t, ACCOUNTS.admin);
    // The role, built in the permission editor: two keys found by searching in the screen's language.
    const roles = new ListPage(page, t, appLocale, LISTS.roles);
    await roles.goto();
    await roles.addButton.click();
    const wizard = page.getByRole('dialog');
    await wizard.getByRole('textbox', { name: t('widgets.common.name'), exact: true }).fill(roleName);
    await next(page, t);
    const search = wizard.getByRole('searchbox', { name: t('widgets.admin.roles.editor.search') });
    for (const name of [VIEW_CLIENTS[appLocale], VIEW_CONTACTS[appLocale]]) {
      await search.fill(name);
      await wizard.getByText(name, { exact: true }).click();
      await expect(wizard.getByRole('checkbox', { name, exact: true })).toBeChecked();
    }
    await expect(wizard.locator('[data-module="crm"]')).toContainText(
      t('widgets.admin.roles.editor.count', { selected: 2, total: 13 }),
    );
    await next(page, t);
    await wizard.getByRole('button', { name: t('widgets.admin.roles.wizard.createSubmit') }).click();
    await expect(wizard).toBeHidden();

    // The user, given the new role.
    const users = new ListPage(page, t, appLocale, LISTS.users);
    await users.goto();
    await users.addButton.click();
    await wizard.getByRole('textbox', { name: t('widgets.common.email'), exact: true }).fill(email);
    await wizard.getByRole('textbox', { name: t('widgets.common.firstName'), exact: true }).fill('Laila');
    await wizard.getByRole('textbox', { name: t('widgets.common.lastName'), exact: true }).fill('Samir');
    await wizard.getByRole('button', { name: t('widgets.admin.users.field.role') }).click();
    await page.getByRole('option', { name: roleName, exact: true }).click();
    await next(page, t);
    await wizard.getByLabel(t('widgets.admin.users.field.password'), { exact: true }).fill('short');
    await next(page, t);
    await expect(wizard).toContainText(t('widgets.admin.users.wizard.passwordTooShort'));
    await wizard.getByLabel(t('widgets.admin.users.field.password'), { exact: true }).fill(password);
    await wizard.getByLabel(t('widgets.admin.users.field.passwordConfirm'), { exact: true }).fill(password);
    await next(page, t);
    await wizard.getByRole('button', { name: t('widgets.admin.users.wizard.createSubmit') }).click();
    await expect(wizard).toBeHidden();
    await users.searchFor(prefix.toLowerCase());
    await expect(users.rows.first()).toContainText(roleName);

    // Signed in as the user: the clients page is there, the invoices are not, and the server refuses them too.
    const clerkContext = await browser.newContext({ locale: appLocale });
    const clerkPage = await clerkContext.newPage();
    await signInAs(clerkPage, t, { email, password });
    const nav = clerkPage.getByRole('navigation', { name: t('ui.appShell.navigation') }).first();
    await expect(nav.getByRole('link', { name: t('widgets.nav.clients'), exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: t('widgets.nav.invoices'), exact: true })).toHaveCount(0);
    const clerk = await CrmApi.signIn(request, { email, password });
    expect(await clerk.count('clients', '')).toBeGreaterThan(0);
    expect((await clerk.create('invoices', { client: 'x' })).status()).toBeGreaterThanOrEqual(400);
    expect((await clerk.create('clients', { name: `${prefix} refused`, type: 'business' })).status()).toBe(400);

    // The administrator sets a new password: the user's session ends at once.
    await users.rowAction('edit', 'Laila Samir').click();
    await next(page, t);
    await wizard.getByLabel(t('widgets.admin.users.field.password'), { exact: true }).fill('Another-pass-2026');
    await wizard.getByLabel(t('widgets.admin.users.field.passwordConfirm'), { exact: true }).fill('Another-pass-2026');
    await next(page, t);
    await wizard.getByRole('button', { name: t('widgets.common.saveChanges') }).click();
    await expect(wizard).toBeHidden();
    const stale = await request.get(`${BASE_URL}/api/collections/clients/records`, {
      headers: { Authorization: clerk.token },
    });
    expect(stale.status()).toBe(401);
    await clerkPage.reload();
    await expect(clerkPage).toHaveURL(/\/auth/);
    await clerkContext.close();
  });

  test('every escalation is refused by the server', async ({ request, appLocale }) => {
    const prefix = `Ze${appLocale.slice(0, 2)}${Date.now().toString(36)}`;
    const admin = await CrmApi.signIn(request, ACCOUNTS.admin);
    const me = (await admin.list<{ id: string; roleId: string }>('users', `email = "${ACCOUNTS.admin.email}"`))[0]!;
    const code = async (res: Awaited<ReturnType<CrmApi['create']>>) => {
      const body = (await res.json()) as { data?: Record<string, { code?: string }> };
      return Object.values(body.data ?? {})[0]?.code;
    };

    // Oneself: no deactivation, no other role.
    const clerkRole = (await (
      await admin.create('roles', { name: `${prefix} Clerk`, permissions: ['view:clients'] })
    ).json()) as {
      id: string;
    };
    expect(await code(await admin.update('users', me.id, { status: 'inactive' }))).toBe('self_deactivate');
    expect(await code(await admin.update('users', me.id, { roleId: clerkRole.id }))).toBe('own_role');

    // A user manager cannot hand out a stronger role than their own, nor leave the company without an administrator.
    const managerRole = (await (
      await admin.create('roles', {
        name: `${prefix} Managers`,
        permissions: ['view:users', 'create:users', 'edit:users', 'assign:roles', 'view:roles', 'view:clients'],
      })
    ).json()) as { id: string };
    const managerEmail = `${prefix.toLowerCase()}.m@nile-trading.example`;
    const managerPassword = 'Manager-pass-2026';
    expect(
      (
        await admin.create('users', {
          email: managerEmail,
          password: managerPassword,
          passwordConfirm: managerPassword,
          roleId: managerRole.id,
          status: 'active',
        })
      ).status(),
    ).toBe(200);
    const manager = await CrmApi.signIn(request, { email: managerEmail, password: managerPassword });
    const created = await manager.create('users', {
      email: `${prefix.toLowerCase()}.x@nile-trading.example`,
      password: managerPassword,
      passwordConfirm: managerPassword,
      roleId: me.roleId,
    });
    expect(created.status()).toBe(400);
    expect(await code(created)).toBe('role_not_held');
    expect(await code(await manager.update('users', me.id, { roleId: clerkRole.id }))).toBe('last_administrator');
    // A role editor cannot grant keys their own role lacks.
    const editorKeys = ['view:roles', 'create:roles', 'edit:roles'];
    await admin.update('roles', managerRole.id, {
      permissions: [...editorKeys, 'view:users', 'edit:users', 'assign:roles'],
    });
    const managerAgain = await CrmApi.signIn(request, { email: managerEmail, password: managerPassword });
    const grant = await managerAgain.create('roles', { name: `${prefix} Grab`, permissions: ['delete:invoices'] });
    expect(await code(grant)).toBe('permissions_not_held');
    // A role that users hold is not deleted.
    const del = await admin.remove('roles', managerRole.id);
    expect(del.status()).toBe(400);
    expect(await code(del)).toBe('role_in_use');
  });
});

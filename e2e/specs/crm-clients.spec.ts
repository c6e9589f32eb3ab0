import { signInAs } from '../fixtures/auth';
import { ACCOUNTS } from '../fixtures/env';
import { expect, test } from '../fixtures/test';
import { CrmApi } from '../pages/CrmApi';
import { ListPage } from '../pages/ListPage';

const STATUSES = ['active', 'inactive', 'lead'] as const;

// Each locale's run seeds its own clients under a unique prefix, so both projects share one server safely.
test.describe('CRM clients', () => {
  let prefix: string;
  let ids: string[];

  test.beforeEach(async ({ request, appLocale }, testInfo) => {
    const admin = await CrmApi.signIn(request, ACCOUNTS.admin);
    prefix = `Zq${appLocale.slice(0, 2)}${testInfo.testId.slice(0, 6)}${Date.now().toString(36)}`;
    ids = [];
    for (let i = 1; i <= 12; i++) {
      const client = await admin.seed<{ id: string }>('clients', {
        name: `${prefix} ${String(i).padStart(2, '0')}`,
        type: i % 2 ? 'business' : 'individual',
        status: STATUSES[i % 3],
        email: `c${i}@${prefix.toLowerCase()}.example`,
      });
      ids.push(client.id);
    }
  });

  test('search, filter, sort and page are server-side and kept in the URL', async ({ page, t, appLocale }) => {
    await signInAs(page, t, ACCOUNTS.sales);
    const clients = new ListPage(page, t, appLocale);
    await clients.goto('?perPage=10');

    await clients.searchFor(prefix);
    await expect(page).toHaveURL(new RegExp(`search=${prefix}`));
    let text = clients.summaryText(10, 12, 1, 2);
    await expect(clients.summary).toContainText(text.showing);
    await expect(clients.pageOf).toHaveText(text.page);
    await expect(clients.rows.first()).toContainText(`${prefix} 01`);

    await page.getByRole('button', { name: t('ui.paginatedList.nextPage') }).click();
    await expect(page).toHaveURL(/page=2/);
    text = clients.summaryText(2, 12, 2, 2);
    await expect(clients.summary).toContainText(text.showing);
    await expect(clients.pageOf).toHaveText(text.page);
    await expect.poll(() => clients.firstCellTexts()).toEqual([`${prefix} 11`, `${prefix} 12`]);

    // Sorting by name again flips to descending and goes back to page 1.
    await clients.sortBy('widgets.common.name');
    await expect(page).toHaveURL(/sort=-name/);
    await expect(page).not.toHaveURL(/page=2/);
    await expect(clients.rows.first()).toContainText(`${prefix} 12`);

    await clients.filter('widgets.common.type', t('schema.clientType.individual'));
    await expect(page).toHaveURL(/type=individual/);
    await expect(clients.summary).toContainText(clients.summaryText(6, 6, 1, 1).showing);
    await clients.filter('widgets.common.status', t('schema.clientStatus.lead'));
    await expect(page).toHaveURL(/status=lead/);
    await expect(clients.summary).toContainText(clients.summaryText(2, 2, 1, 1).showing);
    await expect.poll(() => clients.firstCellTexts()).toEqual([`${prefix} 08`, `${prefix} 02`]);

    // The whole state survives a reload.
    await page.reload();
    await expect(clients.search).toHaveValue(prefix);
    await expect.poll(() => clients.firstCellTexts()).toEqual([`${prefix} 08`, `${prefix} 02`]);
  });

  test('view a client, delete it after a confirmation, and a stale link says it is gone', async ({
    page,
    t,
    appLocale,
  }) => {
    await signInAs(page, t, ACCOUNTS.admin);
    const clients = new ListPage(page, t, appLocale);
    await clients.goto(`?search=${prefix}`);
    const name = `${prefix} 03`;

    // By keyboard: the viewer opens from the URL, and closing it returns focus to the button that opened it.
    await clients.rowAction('view', name).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`view=${ids[2]}`));
    await expect(clients.viewer.getByRole('heading', { level: 2 })).toHaveText(name);
    await expect(clients.viewer).toContainText(`c3@${prefix.toLowerCase()}.example`);
    await page.keyboard.press('Escape');
    await expect(page).not.toHaveURL(/view=/);
    await expect(clients.rowAction('view', name)).toBeFocused();

    await clients.rowAction('delete', name).click();
    await expect(clients.confirm).toContainText(t('widgets.crm.clients.screen.deleteMessage', { name }));
    await clients.confirm.getByRole('button', { name: t('ui.confirmationDialog.deleteConfirm') }).click();
    await expect(clients.confirm).toBeHidden();
    await expect(page.getByText(t('widgets.crm.clients.screen.deleted', { name }), { exact: true })).toBeVisible();
    await expect(clients.summary).toContainText(clients.summaryText(11, 11, 1, 1).showing);
    await expect(clients.rowAction('view', name)).toHaveCount(0);

    await clients.goto(`?view=${ids[2]}`);
    await expect(clients.viewer.getByRole('heading', { level: 2 })).toHaveText(
      t('widgets.crm.clients.viewer.notFoundTitle'),
    );
    await expect(clients.viewer.getByRole('alert')).toHaveText(t('widgets.crm.clients.viewer.notFound'));
  });

  test('create a client through the wizard, then edit it', async ({ page, t, appLocale }) => {
    await signInAs(page, t, ACCOUNTS.sales);
    const clients = new ListPage(page, t, appLocale);
    await clients.goto();
    const name = `${prefix} created`;

    await clients.addButton.click();
    const wizard = clients.viewer;
    await expect(wizard.getByRole('heading', { level: 2 })).toHaveText(t('widgets.crm.clients.wizard.createTitle'));
    // Next on an empty name keeps the user on the step with the field marked.
    await wizard.getByRole('button', { name: t('ui.wizard.next') }).click();
    const nameField = wizard.getByRole('textbox', { name: t('widgets.common.name'), exact: true });
    await expect(nameField).toHaveAttribute('aria-invalid', 'true');
    await expect(wizard).toContainText(t('widgets.crm.clients.wizard.nameRequired'));
    await nameField.fill(name);
    await wizard.getByRole('button', { name: t('widgets.common.status') }).click();
    await page.getByRole('option', { name: t('schema.clientStatus.lead'), exact: true }).click();
    await wizard.getByRole('button', { name: t('ui.wizard.next') }).click();
    await wizard
      .getByRole('textbox', { name: t('widgets.common.email'), exact: true })
      .fill(`new@${prefix.toLowerCase()}.example`);
    await wizard.getByRole('button', { name: t('ui.wizard.next') }).click();
    await expect(wizard).toContainText(`new@${prefix.toLowerCase()}.example`);
    await wizard.getByRole('button', { name: t('widgets.crm.clients.wizard.createSubmit') }).click();
    await expect(wizard).toBeHidden();
    await expect(page.getByText(t('widgets.crm.clients.wizard.created', { name }))).toBeVisible();

    await clients.searchFor(name);
    await expect(clients.rows).toHaveCount(1);
    await expect(clients.rows.first()).toContainText(t('schema.clientStatus.lead'));

    const renamed = `${prefix} renamed`;
    await clients.rowAction('edit', name).click();
    await expect(wizard.getByRole('heading', { level: 2 })).toHaveText(t('widgets.crm.clients.wizard.editTitle'));
    await wizard.getByRole('textbox', { name: t('widgets.common.name'), exact: true }).fill(renamed);
    await wizard.getByRole('button', { name: t('ui.wizard.next') }).click();
    await wizard.getByRole('button', { name: t('ui.wizard.next') }).click();
    await wizard.getByRole('button', { name: t('widgets.common.saveChanges') }).click();
    await expect(wizard).toBeHidden();
    await expect(page.getByText(t('widgets.crm.clients.wizard.saved', { name: renamed }))).toBeVisible();
    await clients.searchFor(prefix);
    await expect(clients.rowAction('view', renamed)).toBeVisible();
    await expect(clients.rowAction('view', name)).toHaveCount(0);
  });

  test("the list follows another user's creates, changes and deletes without a reload", async ({
    page,
    t,
    appLocale,
    request,
  }) => {
    await signInAs(page, t, ACCOUNTS.admin);
    const clients = new ListPage(page, t, appLocale);
    await clients.goto(`?search=${prefix}`);
    await expect(clients.summary).toContainText(clients.summaryText(12, 12, 1, 1).showing);

    const other = await CrmApi.signIn(request, ACCOUNTS.sales);
    const created = await other.seed<{ id: string }>('clients', {
      name: `${prefix} live`,
      type: 'business',
      status: 'lead',
    });
    await expect(clients.rowAction('view', `${prefix} live`)).toBeVisible();
    await expect(clients.summary).toContainText(clients.summaryText(13, 13, 1, 1).showing);

    expect((await other.update('clients', created.id, { name: `${prefix} live changed` })).ok()).toBe(true);
    await expect(clients.rowAction('view', `${prefix} live changed`)).toBeVisible();

    expect((await other.remove('clients', created.id)).ok()).toBe(true);
    await expect(clients.rowAction('view', `${prefix} live changed`)).toHaveCount(0);
    await expect(clients.summary).toContainText(clients.summaryText(12, 12, 1, 1).showing);
  });

  test('a role without CRM permissions sees no actions and the server refuses them', async ({
    page,
    t,
    appLocale,
    request,
  }) => {
    await signInAs(page, t, ACCOUNTS.stock);
    const clients = new ListPage(page, t, appLocale);
    await clients.goto(`?search=${prefix}`);
    await expect(
      clients.summary.or(page.getByRole('heading', { level: 2, name: t('widgets.crm.clients.screen.emptyTitle') })),
    ).toBeVisible();
    await expect(clients.addButton).toHaveCount(0);
    await expect(
      page.getByRole('button', { name: t('ui.paginatedList.editRow', { label: `${prefix} 01` }) }),
    ).toHaveCount(0);
    await expect(
      page.getByRole('button', { name: t('ui.paginatedList.deleteRow', { label: `${prefix} 01` }) }),
    ).toHaveCount(0);

    // The same calls made directly with the storekeeper's token are refused, and nothing changes.
    const stock = await CrmApi.signIn(request, ACCOUNTS.stock);
    const admin = await CrmApi.signIn(request, ACCOUNTS.admin);
    const created = await stock.create('clients', { name: `${prefix} intruder`, type: 'business', status: 'active' });
    expect(created.ok()).toBe(false);
    expect([400, 403]).toContain(created.status());
    expect(await admin.count('clients', `name = "${prefix} intruder"`)).toBe(0);

    const updated = await stock.update('clients', ids[0]!, { name: `${prefix} renamed` });
    expect(updated.ok()).toBe(false);
    const deleted = await stock.remove('clients', ids[0]!);
    expect(deleted.ok()).toBe(false);
    const after = await admin.get('clients', ids[0]!);
    expect(after.ok()).toBe(true);
    expect(((await after.json()) as { name: string }).name).toBe(`${prefix} 01`);
  });
});

import { signInAs } from '../fixtures/auth';
import { ACCOUNTS } from '../fixtures/env';
import { expect, test } from '../fixtures/test';
import { CrmApi } from '../pages/CrmApi';
import { LISTS, ListPage } from '../pages/ListPage';

// Each locale's run seeds its own client and contacts under a unique prefix, so both projects share one server.
test.describe('CRM contacts', () => {
  let prefix: string;
  let clientName: string;
  let contactIds: string[];

  test.beforeEach(async ({ request, appLocale }, testInfo) => {
    const admin = await CrmApi.signIn(request, ACCOUNTS.admin);
    prefix = `Zc${appLocale.slice(0, 2)}${testInfo.testId.slice(0, 6)}${Date.now().toString(36)}`;
    clientName = `${prefix} Holding`;
    const client = await admin.seed<{ id: string }>('clients', {
      name: clientName,
      type: 'business',
      status: 'active',
    });
    contactIds = [];
    for (const [first, last] of [
      ['Amira', 'Zaki'],
      ['Bassem', 'Youssef'],
      ['Farida', 'Lotfy'],
    ] as const) {
      const contact = await admin.seed<{ id: string }>('contacts', {
        firstName: first,
        lastName: `${last} ${prefix}`,
        jobTitle: 'Buyer',
        client: client.id,
        email: `${first.toLowerCase()}@${prefix.toLowerCase()}.example`,
      });
      contactIds.push(contact.id);
    }
  });

  test('search by client, sort, view, and a stale link says the contact is gone', async ({ page, t, appLocale }) => {
    await signInAs(page, t, ACCOUNTS.sales);
    const contacts = new ListPage(page, t, appLocale, LISTS.contacts);
    await contacts.goto();

    // The search reaches the client's name through the relation.
    await contacts.searchFor(clientName);
    await expect(page).toHaveURL(/search=/);
    await expect(contacts.summary).toContainText(contacts.summaryText(3, 3, 1, 1).showing);
    // Last name ascending by default: Lotfy, Youssef, Zaki.
    await expect(contacts.rows.first()).toContainText('Farida');
    await expect(contacts.rows.first()).toContainText(clientName);

    await contacts.sortBy('widgets.common.name');
    await expect(page).toHaveURL(/sort=-lastName/);
    await expect(contacts.rows.first()).toContainText('Amira');
    await contacts.sortBy('widgets.common.name');
    await expect(page).toHaveURL(/sort=lastName/);
    await expect(contacts.rows.first()).toContainText('Farida');

    const name = `Farida Lotfy ${prefix}`;
    await contacts.rowAction('view', name).click();
    await expect(page).toHaveURL(new RegExp(`view=${contactIds[2]}`));
    await expect(contacts.viewer.getByRole('heading', { level: 2 })).toHaveText(name);
    await expect(contacts.viewer).toContainText(`farida@${prefix.toLowerCase()}.example`);
    await expect(contacts.viewer).toContainText(clientName);

    const admin = await CrmApi.signIn(page.request, ACCOUNTS.admin);
    expect((await admin.remove('contacts', contactIds[2]!)).ok()).toBe(true);
    await page.reload();
    await expect(contacts.viewer.getByRole('heading', { level: 2 })).toHaveText(
      t('widgets.crm.contacts.viewer.notFoundTitle'),
    );
    await expect(contacts.viewer.getByRole('alert')).toHaveText(t('widgets.crm.contacts.viewer.notFound'));
  });

  test("the client filter, found by typing, lists only that client's contacts and is kept in the URL", async ({
    page,
    t,
    appLocale,
  }) => {
    await signInAs(page, t, ACCOUNTS.sales);
    const contacts = new ListPage(page, t, appLocale, LISTS.contacts);
    await contacts.goto();
    const filter = page.getByRole('combobox', { name: t('widgets.common.client') });
    await filter.fill(prefix);
    await page.getByRole('option', { name: clientName }).click();
    await expect(page).toHaveURL(/[?&]client=[a-z0-9]+/);
    await expect(contacts.rows).toHaveCount(3);
    await expect(contacts.summary).toContainText(contacts.summaryText(3, 3, 1, 1).showing);

    // A link with the filter opens filtered, the client's name in the field.
    await page.reload();
    await expect(contacts.rows).toHaveCount(3);
    await expect(filter).toHaveValue(clientName);
    // Emptying the field lists every contact again.
    await filter.fill('');
    await expect(page).not.toHaveURL(/client=/);
  });

  test('create a contact for a client found by typing, edit it, then delete it', async ({ page, t, appLocale }) => {
    await signInAs(page, t, ACCOUNTS.sales);
    const contacts = new ListPage(page, t, appLocale, LISTS.contacts);
    await contacts.goto();

    await contacts.addButton.click();
    const wizard = contacts.viewer;
    await expect(wizard.getByRole('heading', { level: 2 })).toHaveText(t('widgets.crm.contacts.wizard.createTitle'));
    await wizard.getByRole('button', { name: t('ui.wizard.next') }).click();
    await expect(wizard).toContainText(t('widgets.crm.contacts.wizard.firstNameRequired'));
    await expect(wizard).toContainText(t('widgets.crm.contacts.wizard.clientRequired'));

    await wizard.getByRole('textbox', { name: t('widgets.common.firstName'), exact: true }).fill('Hoda');
    await wizard.getByRole('textbox', { name: t('widgets.common.lastName'), exact: true }).fill(prefix);
    await wizard.getByRole('combobox', { name: t('widgets.common.client') }).fill(prefix);
    await page.getByRole('option', { name: clientName }).click();
    await wizard.getByRole('button', { name: t('ui.wizard.next') }).click();
    const email = wizard.getByRole('textbox', { name: t('widgets.common.email'), exact: true });
    await email.fill('not-an-address');
    await wizard.getByRole('button', { name: t('ui.wizard.next') }).click();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await email.fill(`hoda@${prefix.toLowerCase()}.example`);
    await wizard.getByRole('button', { name: t('ui.wizard.next') }).click();
    await expect(wizard).toContainText(clientName);
    await wizard.getByRole('button', { name: t('widgets.crm.contacts.wizard.createSubmit') }).click();
    await expect(wizard).toBeHidden();
    const name = `Hoda ${prefix}`;
    await expect(page.getByText(t('widgets.crm.contacts.wizard.created', { name }))).toBeVisible();

    await contacts.searchFor(clientName);
    await expect(contacts.summary).toContainText(contacts.summaryText(4, 4, 1, 1).showing);

    await contacts.rowAction('edit', name).click();
    await expect(wizard.getByRole('combobox', { name: t('widgets.common.client') })).toHaveValue(clientName);
    await wizard
      .getByRole('textbox', { name: t('widgets.crm.contacts.field.jobTitle'), exact: true })
      .fill('Treasurer');
    await wizard.getByRole('button', { name: t('ui.wizard.next') }).click();
    await wizard.getByRole('button', { name: t('ui.wizard.next') }).click();
    await wizard.getByRole('button', { name: t('widgets.common.saveChanges') }).click();
    await expect(wizard).toBeHidden();
    await expect(page.getByText(t('widgets.crm.contacts.wizard.saved', { name }))).toBeVisible();
    await expect(contacts.table).toContainText('Treasurer');

    await contacts.rowAction('delete', name).click();
    await expect(contacts.confirm).toContainText(t('widgets.crm.contacts.screen.deleteMessage', { name }));
    await contacts.confirm.getByRole('button', { name: t('ui.confirmationDialog.deleteConfirm') }).click();
    await expect(page.getByText(t('widgets.crm.contacts.screen.deleted', { name }), { exact: true })).toBeVisible();
    await expect(contacts.summary).toContainText(contacts.summaryText(3, 3, 1, 1).showing);
  });

  test('a role without CRM permissions sees no actions and the server refuses them', async ({
    page,
    t,
    appLocale,
    request,
  }) => {
    await signInAs(page, t, ACCOUNTS.stock);
    const contacts = new ListPage(page, t, appLocale, LISTS.contacts);
    await contacts.goto();
    await expect(contacts.addButton).toHaveCount(0);
    await expect(contacts.rowAction('edit', `Amira Zaki ${prefix}`)).toHaveCount(0);

    const stock = await CrmApi.signIn(request, ACCOUNTS.stock);
    const admin = await CrmApi.signIn(request, ACCOUNTS.admin);
    expect((await stock.update('contacts', contactIds[0]!, { jobTitle: 'Intruder' })).ok()).toBe(false);
    expect((await stock.remove('contacts', contactIds[0]!)).ok()).toBe(false);
    const after = (await (await admin.get('contacts', contactIds[0]!)).json()) as { jobTitle: string };
    expect(after.jobTitle).toBe('Buyer');
  });
});

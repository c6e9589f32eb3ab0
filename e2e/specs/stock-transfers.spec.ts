import { signInAs } from '../fixtures/auth';
import { ACCOUNTS } from '../fixtures/env';
import { expect, test } from '../fixtures/test';
import { CrmApi } from '../pages/CrmApi';
import { StockFlowsPage } from '../pages/StockFlowsPage';

type Item = { id: string; name: string; sku: string; quantity: number; warehouse: string };
type TransferRecord = { id: string; transferNumber: string; status: string };

const today = () => `${new Date().toISOString().slice(0, 10)} 00:00:00.000Z`;

// Each locale's run seeds its own warehouses and items under a unique prefix, so both projects share one server.
test.describe('Stock transfers', () => {
  let prefix: string;
  let admin: CrmApi;
  let source: { id: string; name: string };
  let destination: { id: string; name: string };
  let bolt: Item;

  test.beforeEach(async ({ request, appLocale }, testInfo) => {
    admin = await CrmApi.signIn(request, ACCOUNTS.admin);
    prefix = `Tr${appLocale.slice(0, 2)}${testInfo.testId.slice(0, 6)}${Date.now().toString(36)}`;
    const warehouse = (suffix: string, ar: string) =>
      admin.seed<{ id: string; name: string }>('warehouses', {
        name: `${prefix} ${suffix}`,
        nameAr: `${prefix} ${ar}`,
        capacity: 1000,
        isActive: true,
      });
    source = await warehouse('Source', 'المصدر');
    destination = await warehouse('Destination', 'الوجهة');
    bolt = await admin.seed<Item>('inventory_items', {
      name: `${prefix} Bolt`,
      warehouse: source.id,
      quantity: 50,
      minQuantity: 5,
      maxQuantity: 200,
      unitPrice: 3,
    });
  });

  const draft = (quantity: number, item = bolt) =>
    admin.seed<TransferRecord>('stock_transfers', {
      date: today(),
      fromWarehouse: source.id,
      toWarehouse: destination.id,
      status: 'draft',
      notes: `${prefix} move`,
      items: [{ item: item.id, supplier: '', quantity }],
    });
  const quantityOf = async (filter: string) => (await admin.list<Item>('inventory_items', filter))[0]?.quantity;

  test('a transfer goes from draft to completed, each step confirmed, and moves the stock once', async ({
    page,
    t,
    appLocale,
  }) => {
    const tr = await draft(10);
    const number = tr.transferNumber;
    await signInAs(page, t, ACCOUNTS.stock);
    const transfers = new StockFlowsPage(page, t, appLocale, 'transfers');
    await transfers.goto(`?search=${prefix}`);
    await expect(transfers.rows).toHaveCount(1);
    await expect(transfers.rows.first()).toContainText(t('schema.transferStatus.draft'));

    await transfers.rowAction('view', number).click();
    const lines = transfers.viewer.getByRole('table', { name: t('widgets.stock.flows.items') });
    await expect(lines).toContainText(bolt.name);
    await expect(lines.locator('[data-line="1"]')).toContainText(transfers.n(50));

    const steps = [
      ['submit', 'widgets.stock.flows.submit', 'pending'],
      ['approve', 'widgets.stock.transfers.screen.approve', 'approved'],
      ['complete', 'widgets.stock.transfers.screen.complete', 'completed'],
    ] as const;
    let from = 'draft';
    for (const [, label, status] of steps) {
      await transfers.viewerAction(label);
      await expect(transfers.confirm.getByRole('heading')).toHaveText(
        t('widgets.stock.transfers.screen.confirmTitle', { number }),
      );
      // The confirmation shows the old and the new status.
      await expect(transfers.confirm.locator('[data-status="from"]')).toContainText(t(`schema.transferStatus.${from}`));
      await expect(transfers.confirm.locator('[data-status="to"]')).toContainText(t(`schema.transferStatus.${status}`));
      await transfers.confirmAction(label);
      await expect(
        page.getByText(
          t('widgets.stock.transfers.screen.statusChanged', { number, status: t(`schema.transferStatus.${status}`) }),
          { exact: true },
        ),
      ).toBeVisible();
      await expect(transfers.viewer).toContainText(t(`schema.transferStatus.${status}`));
      from = status;
    }
    // Completed: nothing more to do, and the stock left the source and entered the destination once.
    for (const [, label] of steps)
      await expect(transfers.viewer.getByRole('button', { name: t(label), exact: true })).toHaveCount(0);
    expect(await quantityOf(`id = "${bolt.id}"`)).toBe(40);
    expect(await quantityOf(`warehouse = "${destination.id}" && sku = "${bolt.sku}"`)).toBe(10);
    const again = await (await CrmApi.signIn(page.request, ACCOUNTS.stock)).action(`stock_transfers/${tr.id}/complete`);
    expect(again.status()).toBe(400);
    expect(await quantityOf(`id = "${bolt.id}"`)).toBe(40);
  });

  test('the wizard opens from a link with the source and item, checks as the user types, and nobody approves their own', async ({
    page,
    t,
    appLocale,
    request,
  }) => {
    await signInAs(page, t, ACCOUNTS.stock);
    const transfers = new StockFlowsPage(page, t, appLocale, 'transfers');
    await transfers.goto(`?new=1&item=${bolt.id}&from=${source.id}`);
    const wizard = transfers.wizard;
    await expect(wizard.getByRole('heading', { name: t('widgets.stock.transfers.wizard.createTitle') })).toBeVisible();
    await expect(wizard.getByRole('combobox', { name: t('widgets.common.lines.item') })).toHaveValue(bolt.name);
    await expect(wizard.getByRole('button', { name: t('widgets.stock.transfers.field.fromWarehouse') })).toContainText(
      appLocale === 'ar-EG' ? `${prefix} المصدر` : `${prefix} Source`,
    );
    const sourceName = appLocale === 'ar-EG' ? `${prefix} المصدر` : `${prefix} Source`;
    const destinationName = appLocale === 'ar-EG' ? `${prefix} الوجهة` : `${prefix} Destination`;

    await transfers.choose('widgets.stock.transfers.field.toWarehouse', new RegExp(sourceName));
    await expect(wizard.getByText(t('widgets.stock.transfers.editor.sameWarehouse'), { exact: true })).toBeVisible();
    await transfers.choose('widgets.stock.transfers.field.toWarehouse', new RegExp(destinationName));
    await expect(wizard.getByText(t('widgets.stock.transfers.editor.sameWarehouse'), { exact: true })).toHaveCount(0);

    const quantity = wizard.getByRole('textbox', { name: t('widgets.common.lines.quantity'), exact: true });
    // As the user types: more than the source holds, then below the item's minimum, then fine.
    await quantity.fill('60');
    await expect(
      wizard.getByText(
        t('widgets.stock.transfers.editor.insufficient', { available: transfers.n(50), requested: transfers.n(60) }),
      ),
    ).toBeVisible();
    await quantity.fill('48');
    await expect(
      wizard.getByText(
        t('widgets.stock.transfers.editor.belowMinimum', { remaining: transfers.n(2), minQuantity: transfers.n(5) }),
      ),
    ).toBeVisible();
    await quantity.fill('12');
    await expect(wizard.locator('[aria-invalid="true"]')).toHaveCount(0);
    await transfers.next();
    await transfers.next();
    await expect(wizard).toContainText(destinationName);
    await wizard.getByRole('button', { name: t('widgets.stock.flows.saveDraft') }).click();
    await expect(wizard).toBeHidden();
    await expect(page).not.toHaveURL(/new=1/);

    const [created] = await admin.list<TransferRecord>(
      'stock_transfers',
      `fromWarehouse = "${source.id}" && toWarehouse = "${destination.id}"`,
    );
    expect(created).toMatchObject({ status: 'draft' });
    const number = created!.transferNumber;
    await expect(
      page.getByText(t('widgets.stock.transfers.wizard.created', { number }), { exact: true }),
    ).toBeVisible();

    await transfers.goto(`?view=${created!.id}`);
    await transfers.viewerAction('widgets.stock.flows.submit');
    await transfers.confirmAction('widgets.stock.flows.submit');
    await expect(transfers.viewer).toContainText(t('schema.transferStatus.pending'));
    // The requester may reject but not approve: the action is not offered, a notice says why, the server refuses.
    await expect(
      transfers.viewer.getByRole('button', { name: t('widgets.stock.transfers.screen.approve'), exact: true }),
    ).toHaveCount(0);
    await expect(transfers.viewer.getByRole('note')).toHaveText(t('widgets.stock.transfers.viewer.ownTransfer'));
    const stock = await CrmApi.signIn(request, ACCOUNTS.stock);
    const refused = await stock.action(`stock_transfers/${created!.id}/approve`);
    expect(refused.status()).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain('own_request_approval');
  });

  test('a submit the stock no longer covers is refused on its line, translated; the draft is corrected, rejected and deleted', async ({
    page,
    t,
    appLocale,
  }) => {
    const tr = await draft(30);
    // The stock changes after the draft was written: a count finds 20.
    const adjusted = await admin.action(`inventory_items/${bolt.id}/adjust`, {
      quantity: 20,
      reason: `${prefix} count`,
    });
    expect(adjusted.ok()).toBe(true);

    await signInAs(page, t, ACCOUNTS.stock);
    const transfers = new StockFlowsPage(page, t, appLocale, 'transfers');
    await transfers.goto(`?view=${tr.id}`);
    await transfers.viewerAction('widgets.stock.flows.submit');
    await transfers.confirm.getByRole('button', { name: t('widgets.stock.flows.submit'), exact: true }).click();
    // The counts in the refusal are in the locale's digits, as the editor's own warning shows them.
    const n = (value: number) => new Intl.NumberFormat(appLocale).format(value);
    const reason = t('schema.refusal.insufficient_stock', { item: bolt.name, available: n(20), requested: n(30) });
    await expect(page.getByText(t('widgets.stock.flows.statusUpdateFailed'), { exact: true })).toBeVisible();
    await expect(
      page.getByText(t('widgets.stock.flows.statusUpdateFailedMessage', { message: reason }), { exact: true }),
    ).toBeVisible();
    await expect(transfers.viewer.locator('[data-line="1"]')).toContainText(reason);
    await expect(transfers.viewer).toContainText(t('schema.transferStatus.draft'));
    expect(await quantityOf(`id = "${bolt.id}"`)).toBe(20);

    // Edit the draft: the line shows the stock of now and the same refusal, live, until the quantity fits.
    await transfers.viewerAction('widgets.common.edit');
    const wizard = transfers.wizard;
    await expect(wizard.getByRole('heading', { name: t('widgets.stock.transfers.wizard.editTitle') })).toBeVisible();
    const quantity = wizard.getByRole('textbox', { name: t('widgets.common.lines.quantity'), exact: true });
    await expect(
      wizard.getByText(
        t('widgets.stock.transfers.editor.insufficient', { available: transfers.n(20), requested: transfers.n(30) }),
      ),
    ).toBeVisible();
    await quantity.fill('15');
    await expect(wizard.locator('[aria-invalid="true"]')).toHaveCount(0);
    await transfers.next();
    await transfers.next();
    await wizard.getByRole('button', { name: t('widgets.common.saveChanges') }).click();
    await expect(wizard).toBeHidden();
    await expect(
      page.getByText(t('widgets.stock.transfers.wizard.saved', { number: tr.transferNumber }), { exact: true }),
    ).toBeVisible();
    await transfers.goto(`?view=${tr.id}`);
    await transfers.viewerAction('widgets.stock.flows.submit');
    await transfers.confirmAction('widgets.stock.flows.submit');
    await expect(transfers.viewer).toContainText(t('schema.transferStatus.pending'));
    await transfers.viewerAction('widgets.stock.transfers.screen.reject');
    await expect(transfers.confirm.locator('[data-status="to"]')).toContainText(t('schema.transferStatus.rejected'));
    await transfers.confirmAction('widgets.stock.transfers.screen.reject');
    await expect(transfers.viewer).toContainText(t('schema.transferStatus.rejected'));

    await transfers.viewerAction('widgets.common.delete');
    await transfers.confirm.getByRole('button', { name: t('ui.confirmationDialog.deleteConfirm') }).click();
    await expect(
      page.getByText(t('widgets.stock.transfers.screen.deleted', { number: tr.transferNumber }), { exact: true }),
    ).toBeVisible();
    expect((await admin.get('stock_transfers', tr.id)).status()).toBe(404);
  });

  test('a role without the transfer keys sees no actions, and the server refuses its calls', async ({
    page,
    t,
    appLocale,
    request,
  }) => {
    const tr = await draft(5);
    const root = await CrmApi.superuser(request);
    const role = await root.seed<{ id: string }>('roles', {
      name: `${prefix} viewer`,
      permissions: ['view:transfers', 'view:inventory', 'view:warehouses'],
    });
    const account = { email: `viewer-${prefix.toLowerCase()}@e2e.test`, password: 'Viewer12345!' };
    await root.seed('users', {
      ...account,
      passwordConfirm: account.password,
      firstName: 'View',
      lastName: 'Only',
      roleId: role.id,
      active: true,
      status: 'active',
    });
    await signInAs(page, t, account);
    const transfers = new StockFlowsPage(page, t, appLocale, 'transfers');
    await transfers.goto(`?search=${prefix}`);
    await expect(transfers.addButton).toHaveCount(0);
    await expect(transfers.moreActions(tr.transferNumber)).toHaveCount(0);
    await transfers.rowAction('view', tr.transferNumber).click();
    await expect(transfers.viewer).toContainText(bolt.name);
    for (const label of ['widgets.stock.flows.submit', 'widgets.common.edit', 'widgets.common.delete'])
      await expect(transfers.viewer.getByRole('button', { name: t(label), exact: true })).toHaveCount(0);

    for (const who of [account, ACCOUNTS.sales]) {
      const api = await CrmApi.signIn(request, who);
      for (const action of ['submit', 'approve', 'reject', 'complete'])
        expect((await api.action(`stock_transfers/${tr.id}/${action}`)).status()).toBe(403);
    }
    expect((await admin.get('stock_transfers', tr.id)).ok()).toBe(true);
  });
});

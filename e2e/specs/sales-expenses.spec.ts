import { signInAs } from '../fixtures/auth';
import { ACCOUNTS, BASE_URL } from '../fixtures/env';
import { expect, test } from '../fixtures/test';
import { CrmApi } from '../pages/CrmApi';
import { ExpensesPage } from '../pages/ExpensesPage';

type ExpenseRecord = { id: string; expenseNumber: string; status: string; employeeName: string };

/** A day `days` before today (UTC), as PocketBase stores dates. */
const daysAgo = (days: number) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() - days);
  return `${d.toISOString().slice(0, 10)} 00:00:00.000Z`;
};

// Each locale's run seeds its own employee and expenses under a unique prefix, so both projects share one server.
test.describe('Expenses', () => {
  let prefix: string;
  let employeeName: string;
  let employeeId: string;

  test.beforeEach(async ({ request, appLocale }, testInfo) => {
    const admin = await CrmApi.signIn(request, ACCOUNTS.admin);
    prefix = `Ze${appLocale.slice(0, 2)}${testInfo.testId.slice(0, 6)}${Date.now().toString(36)}`;
    employeeName = `Zeinab ${prefix}`;
    employeeId = (
      await admin.seed<{ id: string }>('employees', {
        firstName: 'Zeinab',
        lastName: prefix,
        department: 'Finance',
        status: 'active',
        monthlySalary: 15000,
      })
    ).id;
  });

  const expense = (fields: Record<string, unknown> = {}) => ({
    date: daysAgo(1),
    category: 'Travel',
    amount: 250,
    paymentMethod: 'Cash',
    description: `${prefix} taxi`,
    ...fields,
  });

  test('an expense created in the wizard is approved, then marked as reimbursed, each after a confirmation', async ({
    page,
    t,
    appLocale,
    request,
  }) => {
    await signInAs(page, t, ACCOUNTS.sales);
    const expenses = new ExpensesPage(page, t, appLocale);
    await expenses.goto();

    await expenses.addButton.click();
    const wizard = page.getByRole('dialog');
    // Every required field empty: the wizard says so and stays on the step.
    await wizard.getByRole('button', { name: t('ui.wizard.next') }).click();
    await expect(page.locator('[data-kind="error"]')).toContainText(t('widgets.sales.expenses.wizard.requiredFields'));
    await expect(wizard.getByRole('textbox', { name: t('widgets.common.amount'), exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    await wizard.getByRole('button', { name: t('widgets.sales.expenses.field.category') }).click();
    await page.getByRole('option', { name: t('schema.expenseCategory.Travel'), exact: true }).click();
    const amount = wizard.getByRole('textbox', { name: t('widgets.common.amount'), exact: true });
    await amount.fill('420.5');
    await amount.press('Tab');
    await wizard.getByRole('button', { name: t('widgets.common.payment.method') }).click();
    await page.getByRole('option', { name: t('widgets.common.paymentMethod.cash'), exact: true }).click();
    await wizard
      .getByRole('textbox', { name: t('widgets.sales.expenses.field.reference'), exact: true })
      .fill(`${prefix}-R1`);
    // The finance role picks an employee it may not read in full: names only, from the server's picker.
    await wizard.getByRole('combobox', { name: t('widgets.common.employee') }).fill(prefix);
    await page.getByRole('option', { name: employeeName }).click();
    await wizard.getByRole('button', { name: t('ui.wizard.next') }).click();
    await wizard
      .getByRole('textbox', { name: t('widgets.common.description'), exact: true })
      .fill(`${prefix} port audit`);
    await wizard.getByRole('button', { name: t('ui.wizard.next') }).click();
    await expect(wizard).toContainText(employeeName);
    await wizard.getByRole('button', { name: t('widgets.sales.expenses.wizard.createSubmit') }).click();
    await expect(wizard).toBeHidden();

    const admin = await CrmApi.signIn(request, ACCOUNTS.admin);
    const [created] = await admin.list<ExpenseRecord>('expenses', `employee = "${employeeId}"`);
    expect(created).toMatchObject({ status: 'Pending', employeeName });
    const number = created!.expenseNumber;
    await expect(page.getByText(t('widgets.sales.expenses.wizard.created', { number }))).toBeVisible();

    await expenses.searchFor(prefix);
    await expect(expenses.rows).toHaveCount(1);
    await expect(expenses.rows.first()).toContainText(employeeName);
    await expect(expenses.rows.first()).toContainText(t('schema.expenseStatus.Pending'));

    // Approve from the viewer: a status-change confirmation, then the viewer again with the new status.
    await expenses.rowAction('view', number).click();
    await expenses.viewer.getByRole('button', { name: t('widgets.common.approve'), exact: true }).click();
    let confirm = expenses.confirm;
    await expect(confirm.getByRole('heading')).toHaveText(t('widgets.sales.expenses.screen.approveTitle', { number }));
    await expect(confirm.locator('[data-status="to"]')).toContainText(t('schema.expenseStatus.Approved'));
    await confirm.getByRole('button', { name: t('widgets.common.approve'), exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText(t('widgets.sales.expenses.screen.approved', { number }))).toBeVisible();
    await expect(expenses.viewer).toContainText(t('schema.expenseStatus.Approved'));
    await expect(expenses.viewer.getByRole('button', { name: t('widgets.common.approve'), exact: true })).toHaveCount(
      0,
    );

    await expenses.viewer.getByRole('button', { name: t('widgets.sales.expenses.screen.reimburse') }).click();
    confirm = expenses.confirm;
    await expect(confirm.getByRole('heading')).toHaveText(
      t('widgets.sales.expenses.screen.reimburseTitle', { number }),
    );
    await confirm.getByRole('button', { name: t('widgets.sales.expenses.screen.reimburse') }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText(t('widgets.sales.expenses.screen.reimbursed', { number }))).toBeVisible();
    await expect(expenses.viewer).toContainText(t('schema.expenseStatus.Reimbursed'));
    await expect(expenses.viewer.getByRole('toolbar')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(expenses.rows.first()).toContainText(t('schema.expenseStatus.Reimbursed'));
    expect(((await (await admin.get('expenses', created!.id)).json()) as ExpenseRecord).status).toBe('Reimbursed');
  });

  test('the date filter offers the last 7 and 90 days and keeps its choice in the URL', async ({
    page,
    t,
    appLocale,
    request,
  }) => {
    const admin = await CrmApi.signIn(request, ACCOUNTS.admin);
    await admin.seed('expenses', expense({ date: daysAgo(2), description: `${prefix} recent` }));
    await admin.seed('expenses', expense({ date: daysAgo(40), description: `${prefix} older` }));

    await signInAs(page, t, ACCOUNTS.sales);
    const expenses = new ExpensesPage(page, t, appLocale);
    await expenses.goto(`?search=${prefix}`);
    await expect(expenses.rows).toHaveCount(2);
    await expenses.dateFilter(t('ui.paginatedList.rangeLast7Days'));
    await expect(page).toHaveURL(/date=last7Days/);
    await expect(expenses.rows).toHaveCount(1);
    await expect(expenses.rows.first()).toContainText(`${prefix} recent`);
    await expenses.dateFilter(t('ui.paginatedList.rangeLast90Days'));
    await expect(expenses.rows).toHaveCount(2);
    await page.reload();
    await expect(page).toHaveURL(/date=last90Days/);
    await expect(expenses.rows).toHaveCount(2);
  });

  test('nobody approves their own expense, in the screen or through the server', async ({
    page,
    t,
    appLocale,
    request,
  }) => {
    // The demo Sales & Finance user is linked to their own employee record.
    const admin = await CrmApi.signIn(request, ACCOUNTS.admin);
    const [own] = await admin.list<{ id: string }>('employees', `user.email = "${ACCOUNTS.sales.email}"`);
    const mine = await admin.seed<ExpenseRecord>('expenses', expense({ employee: own!.id }));

    await signInAs(page, t, ACCOUNTS.sales);
    const expenses = new ExpensesPage(page, t, appLocale);
    await expenses.goto(`?view=${mine.id}`);
    await expect(expenses.viewer.getByRole('note')).toHaveText(t('widgets.sales.expenses.viewer.ownExpense'));
    await expect(expenses.viewer.getByRole('button', { name: t('widgets.common.approve'), exact: true })).toHaveCount(
      0,
    );

    const sales = await CrmApi.signIn(request, ACCOUNTS.sales);
    const refused = await sales.action(`expenses/${mine.id}/approve`);
    expect(refused.status()).toBe(400);
    expect(((await refused.json()) as { data: { employee: { code: string } } }).data.employee.code).toBe(
      'self_approval',
    );
    // Another approver may.
    expect((await admin.action(`expenses/${mine.id}/approve`)).status()).toBe(200);
  });

  test('a role without expense permissions sees no actions and the server refuses them', async ({
    page,
    t,
    appLocale,
    request,
  }) => {
    const admin = await CrmApi.signIn(request, ACCOUNTS.admin);
    const pending = await admin.seed<ExpenseRecord>('expenses', expense());

    await signInAs(page, t, ACCOUNTS.stock);
    const expenses = new ExpensesPage(page, t, appLocale);
    await expenses.goto(`?search=${prefix}`);
    await expect(
      page.getByRole('heading', { level: 2, name: t('widgets.sales.expenses.screen.emptyTitle') }),
    ).toBeVisible();
    await expect(expenses.addButton).toHaveCount(0);
    await expect(expenses.moreActions(pending.expenseNumber)).toHaveCount(0);

    const stock = await CrmApi.signIn(request, ACCOUNTS.stock);
    expect((await stock.action(`expenses/${pending.id}/approve`)).status()).toBe(403);
    const created = await stock.create('expenses', expense({ description: `${prefix} intruder` }));
    expect([400, 403]).toContain(created.status());
    expect(await admin.count('expenses', `description = "${prefix} intruder"`)).toBe(0);
    expect(((await (await admin.get('expenses', pending.id)).json()) as ExpenseRecord).status).toBe('Pending');
    // Nor may it read the employee names the finance staff pick from.
    const picker = await request.get(`${BASE_URL}/api/erp/expense-employees?q=${prefix}`, {
      headers: { Authorization: stock.token },
    });
    expect(picker.status()).toBe(403);
  });
});

import { signInAs } from '../fixtures/auth';
import { ACCOUNTS } from '../fixtures/env';
import { expect, test } from '../fixtures/test';
import { CrmApi } from '../pages/CrmApi';
import { ListPage } from '../pages/ListPage';

const HR = { email: 'hr@erp.local', password: 'Hr123456!' };
const PAYROLL = {
  path: '/app/hr/payroll',
  navKey: 'widgets.nav.payroll',
  addKey: 'widgets.hr.payroll.screen.runPayroll',
};
const STATUS = (s: string) => `schema.payrollStatus.${s}`;

type PayrollRow = {
  id: string;
  status: string;
  grossPay: number;
  tax: number;
  netPay: number;
  overtimeEntries: unknown;
};

// Each locale's run hires its own employee under a unique prefix, so both projects share one server and one period.
test.describe('Payroll', () => {
  let prefix: string;
  let root: CrmApi;
  let employee: { id: string };
  let overtime: { id: string };
  let name: string;

  test.beforeEach(async ({ request, appLocale }, testInfo) => {
    root = await CrmApi.superuser(request);
    prefix = `Pay${appLocale.slice(0, 2)}${testInfo.testId.slice(0, 5)}${Date.now().toString(36)}`;
    employee = await root.seed('employees', {
      firstName: prefix,
      lastName: 'Farouk',
      firstNameAr: prefix,
      lastNameAr: 'فاروق',
      department: 'Sales',
      status: 'active',
      monthlySalary: 10400,
    });
    name = appLocale === 'ar-EG' ? `${prefix} فاروق` : `${prefix} Farouk`;
    // 10,400 a month at 40 hours a week is 60.00 an hour: 6 hours at 1.5 is 540.00.
    overtime = await root.seed('overtime_records', {
      employee: employee.id,
      date: '2026-03-10 00:00:00.000Z',
      hours: 6,
      type: 'REGULAR',
      status: 'approved',
    });
  });

  test('run with approved overtime, edit, submit, approve and pay; each figure is the server engine', async ({
    page,
    t,
    appLocale,
  }) => {
    test.slow(); // the whole month's flow, eight screens long
    const money = (n: number) =>
      new Intl.NumberFormat(appLocale, { style: 'currency', currency: 'EGP', minimumFractionDigits: 2 }).format(n);
    await signInAs(page, t, HR);
    const payroll = new ListPage(page, t, appLocale, PAYROLL);
    await payroll.goto(`?search=${prefix}`);
    await expect(payroll.rows).toHaveCount(0);

    await payroll.addButton.click();
    const run = page.getByRole('dialog');
    await run.getByRole('textbox', { name: t('widgets.hr.payroll.run.period') }).fill('2026-03');
    const mine = run.getByRole('checkbox', { name, exact: true });
    await expect(mine).toBeVisible();
    await run.getByRole('button', { name: t('widgets.hr.payroll.run.clear') }).click();
    // The keyboard chooses it: the list may sit under the dialog's footer.
    await mine.focus();
    await page.keyboard.press('Space');
    await expect(mine).toBeChecked();
    await run.getByRole('button', { name: t('widgets.hr.payroll.run.confirm') }).click();
    await expect(run).toBeHidden();

    await expect(payroll.rows).toHaveCount(1);
    const row = payroll.rows.first();
    await expect(row).toContainText(t(STATUS('draft')));
    await expect(row).toContainText(money(540)); // the approved overtime of March
    // gross 10,940; insurance 1,203.40; tax 759.82; net 8,976.78
    await expect(row).toContainText(money(8976.78));

    // Running March again for the same employee creates nothing.
    await payroll.addButton.click();
    await run.getByRole('textbox', { name: t('widgets.hr.payroll.run.period') }).fill('2026-03');
    await expect(run.getByRole('checkbox', { name, exact: true })).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(payroll.rows).toHaveCount(1);

    await payroll.rowAction('view', `${name} 2026-03`).click();
    const manager = payroll.viewer;
    await manager.getByRole('tab', { name: t('widgets.hr.payroll.tab.bonuses') }).click();
    await manager.getByRole('button', { name: t('widgets.hr.payroll.action.addRow') }).click();
    await manager
      .getByRole('textbox', {
        name: `${t('widgets.common.description')} ${new Intl.NumberFormat(appLocale).format(1)}`,
      })
      .fill('Target');
    const amount = manager.getByRole('textbox', {
      name: `${t('widgets.common.amount')} ${new Intl.NumberFormat(appLocale).format(1)}`,
    });
    await amount.fill('1000');
    await amount.press('Tab');
    await manager.getByRole('button', { name: t('widgets.hr.payroll.action.save') }).click();
    // gross 11,940; tax 937.82; net 9,688.78, recomputed by the server
    await manager.getByRole('tab', { name: t('widgets.hr.payroll.tab.summary') }).click();
    await expect(manager.getByRole('table', { name: t('widgets.hr.payroll.tab.summary') })).toContainText(
      money(9688.78),
    );

    for (const [action, status] of [
      ['widgets.hr.payroll.action.submit', 'pending'],
      ['widgets.common.approve', 'approved'],
      ['widgets.hr.payroll.action.pay', 'paid'],
    ] as const) {
      await manager.getByRole('button', { name: t(action) }).click();
      await payroll.confirm.getByRole('button', { name: t(action) }).click();
      await expect(payroll.confirm).toBeHidden();
      await expect(payroll.viewer).toContainText(t(STATUS(status)));
    }
    await expect(payroll.viewer).toContainText(t('widgets.hr.payroll.manager.readOnly'));
    const [record] = await root.list<PayrollRow>('payroll_records', `employee = "${employee.id}"`);
    expect(record?.status).toBe('paid');
    expect(record?.netPay).toBe(9688.78);
    const paidOvertime = await root.list<{ status: string }>('overtime_records', `id = "${overtime.id}"`);
    expect(paidOvertime[0]?.status).toBe('paid');
  });

  test('refusals: editing a submitted payroll, approving without the key, reading another employee’s payroll', async ({
    request,
  }) => {
    const hr = await CrmApi.signIn(request, HR);
    const res = await hr.action('payroll/run', { period: '2026-03', employees: [employee.id] });
    expect(res.status()).toBe(200);
    const [record] = await root.list<PayrollRow>('payroll_records', `employee = "${employee.id}"`);
    if (!record) throw new Error('the run created no record');
    expect(JSON.stringify(record.overtimeEntries)).toContain(overtime.id);

    expect((await hr.action(`payroll_records/${record.id}/submit`)).status()).toBe(200);
    const edit = await hr.update('payroll_records', record.id, { bonuses: [{ description: 'Late', amount: 100 }] });
    expect(edit.status()).toBe(404);
    const again = await hr.action(`payroll_records/${record.id}/submit`);
    expect(again.status()).toBe(400);
    expect(((await again.json()) as { data: { status: { code: string } } }).data.status.code).toBe(
      'invalid_status_transition',
    );

    const employeeApi = await CrmApi.signIn(request, ACCOUNTS.employee);
    const approve = await employeeApi.action(`payroll_records/${record.id}/approve`);
    expect(approve.status()).toBe(403);
    expect(((await approve.json()) as { data: { permission: { code: string } } }).data.permission.code).toBe(
      'permission_required',
    );
    expect((await employeeApi.get('payroll_records', record.id)).status()).toBe(404);
    expect(await employeeApi.count('payroll_records', `employee = "${employee.id}"`)).toBe(0);
    const calc = await employeeApi.action('payroll/calculate', { period: '2026-03', baseSalary: 1000 });
    expect(calc.status()).toBe(403);
  });
});

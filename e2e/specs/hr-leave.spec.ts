import { signInAs } from '../fixtures/auth';
import { ACCOUNTS, COMPANY_TIME_ZONE, companyToday } from '../fixtures/env';
import { expect, test } from '../fixtures/test';
import { CrmApi } from '../pages/CrmApi';
import { forgetSession, seedSelfServiceEmployee, shownName, type SeededEmployee } from '../pages/HrApi';
import { ListPage } from '../pages/ListPage';

const LEAVE = { path: '/app/hr/leave', navKey: 'widgets.nav.leave', addKey: 'widgets.hr.leave.screen.add' };
// The employee's browser keeps the company's time (as its staff's do): the form's first day is then the company's
// day, which the approval compares with to put the employee on leave, at any hour of the UTC day.
test.use({ timezoneId: COMPANY_TIME_ZONE });
const today = () => companyToday();

// Each locale's run files leave for its own throwaway employee, so both projects share one server.
test.describe('Leave', () => {
  let prefix: string;
  let admin: CrmApi;
  let self: { account: { email: string; password: string }; employee: SeededEmployee };

  test.beforeEach(async ({ request, appLocale }, testInfo) => {
    admin = await CrmApi.signIn(request, ACCOUNTS.admin);
    prefix = `Lv${appLocale.slice(0, 2)}${testInfo.testId.slice(0, 5)}${Date.now().toString(36)}`;
    self = await seedSelfServiceEmployee(await CrmApi.superuser(request), admin, prefix);
  });

  test('an employee requests leave with the balance shown, HR approves it and the employee goes on leave', async ({
    page,
    t,
    appLocale,
    request,
  }) => {
    await signInAs(page, t, self.account);
    const leave = new ListPage(page, t, appLocale, LEAVE);
    await leave.goto();
    await leave.addButton.click();
    const form = page.getByRole('dialog');
    await expect(form.getByRole('textbox', { name: t('widgets.common.employee') })).toHaveValue(
      shownName(self.employee, appLocale),
    );
    await form.getByRole('button', { name: t('widgets.hr.leave.field.leaveType') }).click();
    await page.getByRole('option', { name: t('schema.leaveType.VACATION'), exact: true }).click();
    // The seeded settings give 21 vacation days; nothing is taken yet.
    await expect(form.locator('[data-balance]')).toHaveAttribute('data-balance', '21');
    await form.getByRole('textbox', { name: t('widgets.hr.leave.field.reason') }).fill(`${prefix} family visit`);
    await form.getByRole('button', { name: t('widgets.hr.leave.form.submit') }).click();
    await expect(form).toBeHidden();
    const name = shownName(self.employee, appLocale);
    await expect(leave.rows.filter({ hasText: name })).toHaveCount(1);
    await expect(leave.rows.filter({ hasText: name })).toContainText(t('schema.leaveStatus.PENDING'));

    const employeeApi = await CrmApi.signIn(request, self.account);
    const [mine] = await employeeApi.list<{ id: string; status: string }>(
      'leave_requests',
      `employee = "${self.employee.id}"`,
    );
    expect(mine?.status).toBe('PENDING');
    // The employee decides nothing: approving needs approve:leave.
    expect((await employeeApi.action(`leave_requests/${mine!.id}/approve`)).status()).toBe(403);

    // HR approves from the row's menu, confirming the status change.
    await forgetSession(page);
    await signInAs(page, t, ACCOUNTS.hr);
    await leave.goto(`?search=${prefix}`);
    await expect(leave.rows).toHaveCount(1);
    await leave.rowMenuAction(name, t('widgets.common.approve'));
    await leave.confirm.getByRole('button', { name: t('widgets.common.approve') }).click();
    await expect(leave.confirm).toBeHidden();
    await expect(leave.rows.first()).toContainText(t('schema.leaveStatus.APPROVED'));

    // The employee is on leave today, and the on-leave alert carries the employee and the days.
    const emp = (await (await admin.get('employees', self.employee.id)).json()) as { status: string };
    expect(emp.status).toBe('on leave');
    const [alert] = await admin.list<{ data: Record<string, string> }>(
      'alerts',
      `kind = "employee_on_leave" && sourceId = "${mine!.id}"`,
    );
    expect(alert?.data).toMatchObject({ employeeName: `${prefix} Worker`, startDate: today(), endDate: today() });
  });

  test('an employee sees only their own leave, and HR files for anyone', async ({ request }) => {
    const hr = await CrmApi.signIn(request, ACCOUNTS.hr);
    const [other] = await hr.list<{ id: string }>('employees', `user = "" && status = "active"`);
    const theirs = await hr.seed<{ id: string }>('leave_requests', {
      employee: other!.id,
      leaveType: 'SICK',
      startDate: `${today()} 00:00:00.000Z`,
      endDate: `${today()} 00:00:00.000Z`,
    });
    const employeeApi = await CrmApi.signIn(request, self.account);
    expect((await employeeApi.get('leave_requests', theirs.id)).status()).toBe(404);
    expect(await employeeApi.count('leave_requests', `id = "${theirs.id}"`)).toBe(0);
    expect(
      (
        await employeeApi.create('leave_requests', {
          employee: other!.id,
          leaveType: 'SICK',
          startDate: `${today()} 00:00:00.000Z`,
          endDate: `${today()} 00:00:00.000Z`,
        })
      ).status(),
    ).toBe(400);
    // Rejecting twice: the second is refused with the stable code.
    expect((await hr.action(`leave_requests/${theirs.id}/reject`)).status()).toBe(200);
    const again = await hr.action(`leave_requests/${theirs.id}/reject`);
    expect(again.status()).toBe(400);
    expect(await again.text()).toContain('invalid_status_transition');
  });
});

import { signInAs } from '../fixtures/auth';
import { ACCOUNTS } from '../fixtures/env';
import { expect, test } from '../fixtures/test';
import { CrmApi } from '../pages/CrmApi';
import { forgetSession, seedSelfServiceEmployee, shownName, type SeededEmployee } from '../pages/HrApi';
import { ListPage } from '../pages/ListPage';

const OVERTIME = { path: '/app/hr/overtime', navKey: 'widgets.nav.overtime', addKey: 'widgets.hr.overtime.screen.add' };
const today = () => new Date().toISOString().slice(0, 10);

type Overtime = { id: string; status: string; estimatedAmount: number; comments: string; rejectionReason: string };

// Each locale's run requests overtime for its own throwaway employee, so both projects share one server.
test.describe('Overtime', () => {
  let prefix: string;
  let admin: CrmApi;
  let self: { account: { email: string; password: string }; employee: SeededEmployee };

  test.beforeEach(async ({ request, appLocale }, testInfo) => {
    admin = await CrmApi.signIn(request, ACCOUNTS.admin);
    prefix = `Ot${appLocale.slice(0, 2)}${testInfo.testId.slice(0, 5)}${Date.now().toString(36)}`;
    self = await seedSelfServiceEmployee(await CrmApi.superuser(request), admin, prefix);
  });

  test('an employee requests overtime, HR approves one with comments and rejects one only with a reason', async ({
    page,
    t,
    appLocale,
    request,
  }) => {
    await signInAs(page, t, self.account);
    const overtime = new ListPage(page, t, appLocale, OVERTIME);
    await overtime.goto();
    const name = shownName(self.employee, appLocale);
    for (const hours of ['2', '3']) {
      await overtime.addButton.click();
      const form = page.getByRole('dialog');
      await expect(form.getByRole('textbox', { name: t('widgets.common.employee') })).toHaveValue(name);
      await form.getByRole('textbox', { name: t('widgets.hr.overtime.field.hours') }).fill(hours);
      await form.getByRole('button', { name: t('widgets.hr.overtime.form.submit') }).click();
      await expect(form).toBeHidden();
    }
    await expect(overtime.rows.filter({ hasText: name })).toHaveCount(2);
    const api = await CrmApi.signIn(request, self.account);
    const [first] = await api.list<Overtime>('overtime_records', `employee = "${self.employee.id}"`, 'hours');
    // 8,666.67 a month over 173.33 hours is 50.00 an hour; 2 regular hours at 1.5 are 150.00.
    expect(first!.estimatedAmount).toBe(150);
    expect((await api.action(`overtime_records/${first!.id}/approve`, {})).status()).toBe(403);

    await forgetSession(page);
    await signInAs(page, t, ACCOUNTS.hr);
    await overtime.goto(`?search=${prefix}&sort=hours`);
    await expect(overtime.rows).toHaveCount(2);
    // Approve the 2-hour request with a comment.
    await overtime.rows
      .nth(0)
      .getByRole('button', { name: new RegExp(t('ui.paginatedList.moreActions')) })
      .click();
    await page.getByRole('menuitem', { name: t('widgets.common.approve'), exact: true }).click();
    let dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: t('widgets.hr.overtime.field.comments') }).fill('Stock count');
    await dialog.getByRole('button', { name: t('widgets.common.approve') }).click();
    await expect(dialog).toBeHidden();
    await expect(overtime.rows.nth(0)).toContainText(t('schema.overtimeStatus.approved'));
    await expect(overtime.rows.nth(0)).toContainText('Nour');

    // Reject the 3-hour one: the reason is required.
    await overtime.rows
      .nth(1)
      .getByRole('button', { name: new RegExp(t('ui.paginatedList.moreActions')) })
      .click();
    await page.getByRole('menuitem', { name: t('widgets.common.reject'), exact: true }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: t('widgets.common.reject') }).click();
    await expect(dialog.getByText(t('widgets.hr.overtime.reject.reasonRequired'), { exact: true })).toBeVisible();
    await dialog.getByRole('textbox', { name: t('widgets.hr.overtime.field.rejectionReason') }).fill('Not planned');
    await dialog.getByRole('button', { name: t('widgets.common.reject') }).click();
    await expect(dialog).toBeHidden();
    await expect(overtime.rows.nth(1)).toContainText(t('schema.overtimeStatus.rejected'));

    const hr = await CrmApi.signIn(request, ACCOUNTS.hr);
    const after = await hr.list<Overtime>('overtime_records', `employee = "${self.employee.id}"`, 'hours');
    expect(after.map((o) => [o.status, o.comments, o.rejectionReason])).toEqual([
      ['approved', 'Stock count', ''],
      ['rejected', '', 'Not planned'],
    ]);
    // The server refuses a reject without a reason, and a second decision.
    const bare = await hr.seed<Overtime>('overtime_records', {
      employee: self.employee.id,
      date: `${today()} 00:00:00.000Z`,
      hours: 1,
      type: 'WEEKEND',
    });
    const noReason = await hr.action(`overtime_records/${bare.id}/reject`, { reason: ' ' });
    expect(noReason.status()).toBe(400);
    expect(await noReason.text()).toContain('Rejection reason is required.');
    expect((await hr.action(`overtime_records/${first!.id}/approve`, {})).status()).toBe(400);
  });

  test("an employee never reads another employee's overtime", async ({ request }) => {
    const hr = await CrmApi.signIn(request, ACCOUNTS.hr);
    const [other] = await hr.list<{ id: string }>('employees', `user = "" && status = "active"`);
    const theirs = await hr.seed<{ id: string }>('overtime_records', {
      employee: other!.id,
      date: `${today()} 00:00:00.000Z`,
      hours: 2,
      type: 'REGULAR',
    });
    const api = await CrmApi.signIn(request, self.account);
    expect((await api.get('overtime_records', theirs.id)).status()).toBe(404);
    expect(await api.count('overtime_records', `id = "${theirs.id}"`)).toBe(0);
  });
});

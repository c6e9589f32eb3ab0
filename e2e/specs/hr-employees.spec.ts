import { signInAs } from '../fixtures/auth';
import { ACCOUNTS } from '../fixtures/env';
import { expect, test } from '../fixtures/test';
import { CrmApi } from '../pages/CrmApi';
import { EmployeesPage } from '../pages/EmployeesPage';
import { seedSelfServiceEmployee } from '../pages/HrApi';

const MB = 1024 * 1024;

/** A small but real PDF, padded to `size` bytes so an upload takes measurable time. */
function pdf(size = 2_000): Buffer {
  const body =
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';
  return Buffer.concat([Buffer.from(body), Buffer.alloc(Math.max(0, size - body.length), 0x20)]);
}

// Each locale's run hires its own employee under a unique prefix, so both projects share one server.
test.describe('Employees', () => {
  test('HR hires an employee through the tabs, uploads documents with progress and downloads them byte for byte', async ({
    page,
    t,
    appLocale,
    request,
  }, testInfo) => {
    // A throttled upload and a refused 10 MB one take their time.
    test.setTimeout(150_000);
    const prefix = `Em${appLocale.slice(0, 2)}${testInfo.testId.slice(0, 5)}${Date.now().toString(36)}`;
    await signInAs(page, t, ACCOUNTS.hr);
    const employees = new EmployeesPage(page, t, appLocale);
    await employees.goto();
    await employees.addButton.click();
    const wizard = page.getByRole('dialog');
    const submit = wizard.getByRole('button', { name: t('widgets.hr.employees.wizard.createSubmit') });
    const tab = (id: string) => wizard.getByRole('tab', { name: t(`widgets.hr.employees.wizard.${id}`) });

    // Nothing filled: the Personal tab is named and opened.
    await tab('tabNotes').click();
    await submit.click();
    const tabName = (id: string) =>
      // ICU writes the quotes around the tab's name doubled.
      t('widgets.hr.employees.wizard.tabIncomplete', { tab: t(`widgets.hr.employees.wizard.${id}`) }).replaceAll(
        "''",
        "'",
      );
    await expect(wizard.getByRole('alert').filter({ hasText: tabName('tabPersonal') })).toBeVisible();
    await expect(tab('tabPersonal')).toHaveAttribute('aria-selected', 'true');
    await wizard.getByRole('textbox', { name: t('widgets.common.firstName'), exact: true }).fill(prefix);
    await wizard.getByRole('textbox', { name: t('widgets.common.lastName'), exact: true }).fill('Hassan');
    await wizard.getByRole('textbox', { name: t('widgets.hr.employees.field.lastNameAr') }).fill('حسن');
    await wizard.getByRole('textbox', { name: t('widgets.common.email') }).fill(`${prefix.toLowerCase()}@example.com`);
    // Then the Employment tab.
    await submit.click();
    await expect(wizard.getByRole('alert').filter({ hasText: tabName('tabEmployment') })).toBeVisible();
    await expect(tab('tabEmployment')).toHaveAttribute('aria-selected', 'true');
    await wizard.getByRole('button', { name: t('widgets.common.department') }).click();
    await page.getByRole('option', { name: t('schema.department.Finance'), exact: true }).click();
    await wizard.getByRole('textbox', { name: t('widgets.hr.employees.field.monthlySalary') }).fill('12500');
    await submit.click();
    await expect(wizard).toBeHidden();

    const card = await employees.findOne(prefix);
    await expect(card).toContainText(t('schema.department.Finance'));
    await expect(card.locator('[data-salary]')).toHaveAttribute('data-salary', '12500');
    // The switch's input is visually hidden: press its label.
    await page.getByText(t('widgets.hr.employees.screen.perYear'), { exact: true }).click();
    await expect(page.getByRole('switch', { name: t('widgets.hr.employees.screen.perYear') })).toBeChecked();
    await expect(card.locator('[data-salary]')).toHaveAttribute('data-salary', '150000');

    // Documents: none chosen is refused in the dialog; two files go up, each with its progress bar.
    const docs = await employees.openDocuments(card, `${prefix} ${appLocale === 'ar-EG' ? 'حسن' : 'Hassan'}`);
    await expect(docs).toContainText(t('widgets.hr.employees.documents.empty'));
    await docs.getByRole('button', { name: t('widgets.hr.employees.documents.upload') }).click();
    await expect(docs.getByText(t('widgets.hr.employees.documents.noFiles'), { exact: true })).toBeVisible();

    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 1 * MB,
    });
    const contract = pdf(3 * MB);
    const id = pdf(3_000);
    await docs.locator('input[type="file"]').setInputFiles([
      { name: 'contract.pdf', mimeType: 'application/pdf', buffer: contract },
      { name: 'national-id.pdf', mimeType: 'application/pdf', buffer: id },
    ]);
    await docs.getByRole('button', { name: t('widgets.hr.employees.documents.upload') }).click();
    const bar = docs.getByRole('progressbar', { name: t('ui.fileUpload.progress', { name: 'contract.pdf' }) });
    await expect(bar).toBeVisible();
    await expect
      .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 10_000 })
      .toBeGreaterThan(0);
    await expect(docs.locator('[data-document-id]')).toHaveCount(2, { timeout: 30_000 });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      docs
        .getByRole('button', { name: t('widgets.hr.employees.documents.downloadNamed', { name: 'contract.pdf' }) })
        .click(),
    ]);
    expect(download.suggestedFilename()).toBe('contract.pdf');
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(contract)).toBe(true);

    await docs
      .getByRole('button', { name: t('widgets.hr.employees.documents.deleteNamed', { name: 'national-id.pdf' }) })
      .click();
    await expect(docs.locator('[data-document-id]')).toHaveCount(1);

    // The server enforces the type and size limits, and an employee reads no other employee's documents.
    const hr = await CrmApi.signIn(request, ACCOUNTS.hr);
    const [hired] = await hr.list<{ id: string; status: string }>('employees', `firstName = "${prefix}"`);
    expect(hired?.status).toBe('active');
    const exe = await hr.upload(
      'employee_documents',
      { employee: hired!.id, type: 'other' },
      { name: 'setup.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') },
    );
    expect(exe.status()).toBe(400);
    const big = await hr.upload(
      'employee_documents',
      { employee: hired!.id, type: 'other' },
      { name: 'big.pdf', mimeType: 'application/pdf', buffer: pdf(10 * MB + 1) },
    );
    expect(big.status()).toBe(400);
    const [doc] = await hr.list<{ id: string }>('employee_documents', `employee = "${hired!.id}"`);
    const self = await seedSelfServiceEmployee(
      await CrmApi.superuser(request),
      await CrmApi.signIn(request, ACCOUNTS.admin),
      `${prefix}S`,
    );
    const employee = await CrmApi.signIn(request, self.account);
    expect((await employee.get('employee_documents', doc!.id)).status()).toBe(404);
    expect((await employee.get('employees', hired!.id)).status()).toBe(404);
  });

  test('Cancelling one upload stores nothing of that file, and the files after it still go up', async ({
    page,
    t,
    appLocale,
    request,
  }, testInfo) => {
    test.setTimeout(150_000);
    const prefix = `Ec${appLocale.slice(0, 2)}${testInfo.testId.slice(0, 5)}${Date.now().toString(36)}`;
    const hr = await CrmApi.signIn(request, ACCOUNTS.hr);
    const hired = await hr.seed<{ id: string }>('employees', {
      firstName: prefix,
      lastName: 'Hassan',
      lastNameAr: 'حسن',
      department: 'Finance',
      monthlySalary: 9000,
      hireDate: '2024-01-01 00:00:00.000Z',
    });
    await signInAs(page, t, ACCOUNTS.hr);
    const employees = new EmployeesPage(page, t, appLocale);
    const card = await employees.findOne(prefix);
    const docs = await employees.openDocuments(card, `${prefix} ${appLocale === 'ar-EG' ? 'حسن' : 'Hassan'}`);
    await expect(docs).toContainText(t('widgets.hr.employees.documents.empty'));

    // A slow link (the large file needs about 40 s), so it is still going up when it is cancelled, even on a
    // loaded machine.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 100 * 1024,
    });
    await docs.locator('input[type="file"]').setInputFiles([
      { name: 'first.pdf', mimeType: 'application/pdf', buffer: pdf(3_000) },
      { name: 'large.pdf', mimeType: 'application/pdf', buffer: pdf(4 * MB) },
      { name: 'last.pdf', mimeType: 'application/pdf', buffer: pdf(3_000) },
    ]);
    await docs.getByRole('button', { name: t('widgets.hr.employees.documents.upload') }).click();
    const bar = docs.getByRole('progressbar', { name: t('ui.fileUpload.progress', { name: 'large.pdf' }) });
    await expect
      .poll(async () => Number((await bar.getAttribute('aria-valuenow', { timeout: 20_000 })) ?? 0), {
        timeout: 20_000,
      })
      .toBeGreaterThan(0);
    await docs.getByRole('button', { name: t('ui.fileUpload.cancel', { name: 'large.pdf' }) }).click();
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });

    // The others finish and are listed; the cancelled one stays chosen, not sent, and can be sent again.
    await expect(docs.locator('[data-document-id]')).toHaveCount(2, { timeout: 30_000 });
    await expect(
      docs.getByRole('button', { name: t('widgets.hr.employees.documents.downloadNamed', { name: 'first.pdf' }) }),
    ).toBeVisible();
    await expect(
      docs.getByRole('button', { name: t('widgets.hr.employees.documents.downloadNamed', { name: 'last.pdf' }) }),
    ).toBeVisible();
    await expect(bar).toBeHidden();
    await expect(docs.getByRole('listitem').filter({ hasText: 'large.pdf' })).toContainText(
      t('ui.fileUpload.statusPending'),
    );
    await expect(docs).not.toContainText(t('widgets.hr.employees.documents.uploadFailed'));

    // The server holds the two finished files and nothing of the cancelled one.
    const stored = await hr.list<{ title: string }>('employee_documents', `employee = "${hired.id}"`);
    expect(stored.map((d) => d.title).sort()).toEqual(['first.pdf', 'last.pdf']);
  });
});

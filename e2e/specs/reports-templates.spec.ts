import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import ExcelJS from 'exceljs';

import { signInAs } from '../fixtures/auth';
import { ACCOUNTS, BASE_URL, COMPANY_TIME_ZONE } from '../fixtures/env';
import { expect, test } from '../fixtures/test';
import { CrmApi } from '../pages/CrmApi';
import { ReportTemplatesPage } from '../pages/ReportTemplatesPage';

type Data = { columns: { key: string; kind: string }[]; rows: unknown[][]; rowCount: number };

// Each locale's run builds its own template under a unique name, so both projects share one server.
test.describe('Reports', () => {
  test('build a template with several filters and totals, preview, generate, view and download each format', async ({
    page,
    request,
    t,
    appLocale,
  }, testInfo) => {
    const admin = await CrmApi.signIn(request, ACCOUNTS.admin);
    const name = `Zr${appLocale.slice(0, 2)}${testInfo.testId.slice(0, 6)}${Date.now().toString(36)}`;
    const spec = {
      reportType: 'sales_analysis',
      variables: ['invoice_number', 'client', 'issue_date', 'total', 'status'],
      filters: [
        { variable: 'status', operator: 'has_any', values: ['Pending', 'Partially Paid', 'Paid'] },
        { variable: 'total', operator: 'greater_than', value: 1000 },
        { variable: 'issue_date', operator: 'after', value: '2000-01-01' },
      ],
      aggregations: [
        { field: 'total', function: 'sum', label: 'Σ' },
        { field: 'total', function: 'maximum' },
        { field: 'invoice_number', function: 'count' },
      ],
    };
    // The wizard's preview: the first rows and the totals over every row, in the user's language.
    const preview = await request.post(`${BASE_URL}/api/erp/reports/preview`, {
      headers: { Authorization: admin.token, Cookie: `erp_locale=${appLocale}` },
      data: spec,
    });
    expect(preview.ok()).toBeTruthy();
    const previewed = (await preview.json()) as Data & { summary: { value: number }[] };
    expect(previewed.rowCount).toBeGreaterThan(0);
    expect(previewed.rows.length).toBeLessThanOrEqual(10);
    for (const row of previewed.rows) expect(Number(row[3])).toBeGreaterThan(1000);

    const template = await admin.seed<{ id: string }>('report_templates', {
      name,
      ...spec,
      defaultExportFormat: 'excel',
    });

    // The templates screen lists it with its counts; "Create report" generates it and opens the saved report.
    await signInAs(page, t, ACCOUNTS.admin);
    await page.goto(`/app/reports/templates?search=${name}`);
    const row = page.getByRole('row').filter({ hasText: name });
    // The counts of columns, filters and totals (5, 3, 3) in the locale's digits.
    const n = (v: number) => new Intl.NumberFormat(appLocale).format(v);
    await expect(row).toContainText(new RegExp(`${n(5)}[^${n(3)}]*${n(3)}[^${n(3)}]*${n(3)}`));
    await expect(row).toContainText(t('schema.reportType.sales_analysis'));
    await row.getByRole('button', { name: t('ui.paginatedList.moreActionsRow', { label: name }) }).click();
    await page.getByRole('menuitem', { name: t('widgets.reports.reportTemplates.screen.generateAction') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: t('widgets.reports.reportTemplates.generate.reportName') }).fill(name);
    // The screen follows the server's progress of the generation by the request's Idempotency-Key.
    type Progress = { stage: string; done: number; total: number; fraction: number; report?: string };
    const polled: Progress[] = [];
    page.on('response', (r) => {
      if (r.url().includes(`/report_templates/${template.id}/generate/progress`))
        void r.json().then(
          (p: Progress) => polled.push(p),
          () => undefined,
        );
    });
    const generateRequest = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().endsWith(`/report_templates/${template.id}/generate`),
    );
    await dialog.getByRole('button', { name: t('widgets.reports.reportTemplates.generate.submit') }).click();
    const key = (await generateRequest).headers()['idempotency-key'];
    expect(key).toBeTruthy();
    await expect(page).toHaveURL(/\/app\/reports\/saved\?.*view=/);
    const viewer = page.getByRole('dialog');
    await expect(viewer.getByRole('region', { name: t('widgets.reports.summary.title') })).toBeVisible();
    await expect(viewer.getByRole('table', { name: t('widgets.reports.table.rowsHeading') })).toBeVisible();

    const [saved] = await admin.list<{ id: string; data: Data; summary: { value: number }[] }>(
      'saved_reports',
      `name = "${name}"`,
    );
    expect(saved!.data.rowCount).toBe(previewed.rowCount);
    // Every poll answered a known stage, never going back; the generation is now done, with every row stored.
    expect(polled.length).toBeGreaterThan(0);
    const stages = ['waiting', 'counting', 'rows', 'saving', 'done'];
    for (const [i, p] of polled.entries()) {
      expect(stages).toContain(p.stage);
      if (i > 0) expect(p.fraction).toBeGreaterThanOrEqual(polled[i - 1]!.fraction);
    }
    const progress = await request.get(
      `${BASE_URL}/api/erp/report_templates/${template.id}/generate/progress?key=${encodeURIComponent(key!)}`,
      { headers: { Authorization: admin.token } },
    );
    expect(await progress.json()).toMatchObject({
      stage: 'done',
      fraction: 1,
      report: saved!.id,
      done: previewed.rowCount,
      total: previewed.rowCount,
    });
    expect(saved!.summary[0]!.value).toBe(previewed.summary[0]!.value);
    const dir = mkdtempSync(path.join(tmpdir(), 'report-'));
    const download = async (label: string) => {
      const wait = page.waitForEvent('download');
      await viewer.getByRole('button', { name: t(label) }).click();
      const file = path.join(dir, (await wait).suggestedFilename());
      await (await wait).saveAs(file);
      return file;
    };

    // CSV: UTF-8 with a byte-order mark, the headers in the user's language, one line per row.
    const csv = readFileSync(await download('widgets.reports.savedReports.viewer.downloadCsv'));
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csv.subarray(3).toString('utf8').trim().split(/\r?\n/);
    expect(lines).toHaveLength(Math.min(saved!.data.rowCount, 50000) + 1);
    expect(lines[0]!.split(',')[1]).toBe(appLocale === 'ar-EG' ? 'العميل' : 'Client');
    expect(lines[1]!.split(',')[0]).toBe(saved!.data.rows[0]![0]);

    // Excel: numbers as numbers that sum to the summary, the sheet right to left in Arabic.
    const xlsx = await download('widgets.reports.savedReports.viewer.downloadExcel');
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(xlsx);
    const sheet = book.worksheets[0]!;
    // The sheet view's rightToLeft flag, read from the workbook's XML (excelize writes it as "true").
    const sheetXml = execFileSync('unzip', ['-p', xlsx, 'xl/worksheets/sheet1.xml']).toString('utf8');
    expect(/rightToLeft="(1|true)"/.test(sheetXml)).toBe(appLocale === 'ar-EG');
    expect(sheet.getCell('A1').value).toBe(appLocale === 'ar-EG' ? 'رقم الفاتورة' : 'Invoice number');
    let sum = 0;
    for (let r = 2; r <= saved!.data.rows.length + 1; r++) {
      const v = sheet.getCell(`D${r}`).value;
      expect(typeof v).toBe('number');
      sum += v as number;
      expect(sheet.getCell(`C${r}`).value).toBeInstanceOf(Date);
    }
    expect(sum).toBeCloseTo(saved!.summary[0]!.value, 2);

    // PDF: the text layer holds the title and the headers in reading order.
    const pdf = await download('widgets.reports.savedReports.viewer.downloadPdf');
    const text = execFileSync('pdftotext', [pdf, '-']).toString('utf8').replace(/\s+/g, '');
    expect(text).toContain(name);
    expect(text).toContain((appLocale === 'ar-EG' ? 'رقم الفاتورة' : 'Invoice number').replace(/\s+/g, ''));

    await admin.remove('report_templates', template.id);
  });

  test('the wizard builds a template with a between filter and a total, previews its rows, saves it; the schedule dialog sets it weekly', async ({
    page,
    request,
    t,
    appLocale,
  }, testInfo) => {
    // A whole wizard and a dialog in the browser, with the preview answering each change.
    test.setTimeout(120_000);
    const admin = await CrmApi.signIn(request, ACCOUNTS.admin);
    const name = `Zw${appLocale.slice(0, 2)}${testInfo.testId.slice(0, 6)}${Date.now().toString(36)}`;
    const screen = new ReportTemplatesPage(page, t, appLocale);
    await signInAs(page, t, ACCOUNTS.admin);
    await screen.goto();
    await screen.addButton.click();

    // Details, then the columns of a sales analysis.
    await screen.fillDetails(name, t('schema.reportType.sales_analysis'));
    await screen.next();
    await screen.tickVariables(['invoice_number', 'client', 'total']);
    await screen.next();

    // A total between 1,000 and 1,000,000 and the sum of the totals: the preview shows the first rows.
    await screen.addBetweenFilter('total', 1000, 1000000);
    await screen.addAggregation('total', 'sum', 'Σ');
    const rows = screen.preview.getByRole('table', { name: t('widgets.reports.table.rowsHeading') });
    await expect(rows.locator('tbody tr').first()).toBeVisible();
    await expect(screen.preview.getByRole('region', { name: t('widgets.reports.summary.title') })).toContainText('Σ');
    await screen.next();
    await screen.dialog.getByRole('button', { name: t('widgets.reports.reportTemplates.wizard.create') }).click();
    await screen.dialog.waitFor({ state: 'hidden' });

    // Saved as built: the between filter keeps both its values, the aggregation its function and label.
    const [saved] = await admin.list<{
      id: string;
      filters: { variable: string; operator: string; value: number; secondValue: number }[];
      aggregations: { field: string; function: string; label: string }[];
      variables: string[];
      schedule: { frequency: string; dayOfWeek: string; time: string } | null;
    }>('report_templates', `name = "${name}"`);
    expect(saved!.variables).toEqual(['invoice_number', 'client', 'total']);
    expect(saved!.filters).toEqual([
      expect.objectContaining({ variable: 'total', operator: 'between', value: 1000, secondValue: 1000000 }),
    ]);
    expect(saved!.aggregations).toEqual([expect.objectContaining({ field: 'total', function: 'sum', label: 'Σ' })]);

    // The list shows it; the schedule dialog sets it weekly on Tuesday at 07:30, and the row says so.
    await screen.searchFor(name);
    const row = screen.rows.filter({ hasText: name });
    await expect(row).toHaveCount(1);
    const tuesday = new Intl.DateTimeFormat(appLocale, { weekday: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2023, 0, 3)),
    );
    await screen.scheduleWeekly(name, tuesday, '07:30');
    await expect(row).toContainText(
      t('widgets.reports.reportTemplates.schedule.summaryWeekly', { day: tuesday, time: '07:30' }),
    );
    const [scheduled] = await admin.list<typeof saved>('report_templates', `name = "${name}"`);
    expect(scheduled!.schedule).toEqual(
      expect.objectContaining({ frequency: 'weekly', dayOfWeek: 'Tuesday', time: '07:30', locale: appLocale }),
    );

    await admin.remove('report_templates', saved!.id);
  });

  test('a template scheduled for this minute is generated by the job, as its author, and opens from the saved reports', async ({
    page,
    request,
    t,
    appLocale,
  }, testInfo) => {
    const admin = await CrmApi.signIn(request, ACCOUNTS.admin);
    const superuser = await CrmApi.superuser(request);
    const name = `Zs${appLocale.slice(0, 2)}${testInfo.testId.slice(0, 6)}${Date.now().toString(36)}`;
    const template = await admin.seed<{ id: string }>('report_templates', {
      name,
      reportType: 'sales_analysis',
      variables: ['invoice_number', 'client', 'total'],
      filters: [{ variable: 'total', operator: 'greater_than', value: 1000 }],
      aggregations: [{ field: 'total', function: 'sum' }],
      defaultExportFormat: 'excel',
    });

    // The schedule dialog sets it daily at this minute of the company's clock (its time zone, Cairo by default).
    const [settings] = await superuser.list<{ timezone: string }>('app_settings', '');
    const timeZone = settings?.timezone || COMPANY_TIME_ZONE;
    const minute = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone })
      .format(new Date())
      .replace(/^24/, '00');
    const screen = new ReportTemplatesPage(page, t, appLocale);
    await signInAs(page, t, ACCOUNTS.admin);
    await screen.goto();
    await screen.searchFor(name);
    await screen.scheduleDaily(name, minute);
    await expect(screen.rows.filter({ hasText: name })).toContainText(
      t('widgets.reports.reportTemplates.schedule.summaryDaily', { time: minute }),
    );

    // The job (every minute; started here at once through PocketBase's cron route, as a test clock would) generates
    // the run once, as the template's author, in the language the schedule was saved in.
    const run = await request.post(`${BASE_URL}/api/crons/erpScheduledReports`, {
      headers: { Authorization: superuser.token },
    });
    expect(run.status()).toBe(204);
    type Saved = {
      id: string;
      name: string;
      createdBy: string;
      data: { scheduledFor?: string; rowCount: number; columns: { key: string; label: string }[] };
    };
    await expect
      .poll(async () => (await admin.list<Saved>('saved_reports', `template = "${template.id}"`)).length, {
        timeout: 20_000,
      })
      .toBe(1);
    // Started again, the job finds this minute's run already generated.
    await request.post(`${BASE_URL}/api/crons/erpScheduledReports`, { headers: { Authorization: superuser.token } });
    await page.waitForTimeout(1_000);
    const saved = await admin.list<Saved>('saved_reports', `template = "${template.id}"`);
    expect(saved).toHaveLength(1);
    expect(saved[0]!.data.scheduledFor).toBeTruthy();
    const [me] = await admin.list<{ id: string }>('users', `email = "${ACCOUNTS.admin.email}"`);
    expect(saved[0]!.createdBy).toBe(me!.id);
    // Its columns are named in the language the schedule was saved in (the dialog's, this run's locale).
    expect(saved[0]!.data.columns.find((c) => c.key === 'client')?.label).toBe(screen.variable('client'));

    // The saved reports screen lists it and opens it with its table.
    await page.goto(`/app/reports/saved?search=${encodeURIComponent(saved[0]!.name)}`);
    const row = page.getByRole('row').filter({ hasText: saved[0]!.name });
    await expect(row).toHaveCount(1);
    await page
      .getByRole('button', { name: t('ui.paginatedList.viewRow', { label: saved[0]!.name }), exact: true })
      .click();
    const viewer = page.getByRole('dialog');
    await expect(viewer.getByRole('table', { name: t('widgets.reports.table.rowsHeading') })).toBeVisible();
    await expect(viewer.getByRole('columnheader', { name: screen.variable('client') })).toBeVisible();

    await admin.remove('report_templates', template.id);
  });

  test('refusals: no report key, no export:reports', async ({ request }, testInfo) => {
    const su = await CrmApi.superuser(request);
    const admin = await CrmApi.signIn(request, ACCOUNTS.admin);
    const suffix = `${testInfo.project.name}${Date.now().toString(36)}`.replace(/[^a-z0-9]/gi, '').toLowerCase();
    const role = (keys: string[], n: string) =>
      su.seed<{ id: string }>('roles', { name: `Reports ${n} ${suffix}`, permissions: keys });
    const user = async (roleId: string, n: string) => {
      const email = `reports-${n}-${suffix}@e2e.test`;
      await su.seed('users', {
        email,
        password: 'Reports123!',
        passwordConfirm: 'Reports123!',
        firstName: 'R',
        lastName: n,
        roleId,
        active: true,
        status: 'active',
        verified: true,
      });
      return CrmApi.signIn(request, { email, password: 'Reports123!' });
    };
    const template = await admin.seed<{ id: string }>('report_templates', {
      name: `Refusals ${suffix}`,
      reportType: 'sales_analysis',
      variables: ['invoice_number', 'total'],
    });
    const base = ['view:report-templates', 'create:saved-reports', 'view:saved-reports', 'view:invoices'];
    const noKey = await user((await role(base, 'nokey')).id, 'nokey');
    const refused = await noKey.action(`report_templates/${template.id}/generate`);
    expect(refused.status()).toBe(403);
    expect(JSON.stringify(await refused.json())).toContain('view:sales-reports');

    const noExport = await user((await role([...base, 'view:sales-reports'], 'noexport')).id, 'noexport');
    const made = await noExport.action(`report_templates/${template.id}/generate`);
    expect(made.ok()).toBeTruthy();
    const { id } = (await made.json()) as { id: string };
    const exported = await request.get(`${BASE_URL}/api/erp/saved_reports/${id}/export?format=csv`, {
      headers: { Authorization: noExport.token },
    });
    expect(exported.status()).toBe(403);
    expect(JSON.stringify(await exported.json())).toContain('export:reports');
  });
});

import type { Page } from '@playwright/test';

import { signInAs } from '../fixtures/auth';
import { ACCOUNTS } from '../fixtures/env';
import { expect, test, type Translate } from '../fixtures/test';
import { CrmApi } from '../pages/CrmApi';
import { LISTS, ListPage } from '../pages/ListPage';

/** A small but real PDF, padded to `size` bytes so an upload takes measurable time. */
function pdf(size = 2_000): Buffer {
  const body =
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';
  return Buffer.concat([Buffer.from(body), Buffer.alloc(Math.max(0, size - body.length), 0x20)]);
}

const MB = 1024 * 1024;

/** Fills the details step of the upload wizard and moves on to the file step. */
async function fillDetails(page: Page, t: Translate, title: string, clientName: string) {
  const wizard = page.getByRole('dialog');
  await wizard.getByRole('textbox', { name: t('widgets.crm.documents.field.title'), exact: true }).fill(title);
  await wizard.getByRole('button', { name: t('widgets.common.type') }).click();
  await page.getByRole('option', { name: t('schema.documentType.contract'), exact: true }).click();
  await wizard.getByRole('combobox', { name: t('widgets.common.client') }).fill(clientName);
  await page.getByRole('option', { name: clientName }).click();
  await wizard.getByRole('textbox', { name: t('widgets.crm.documents.field.tags'), exact: true }).fill('lease, 2026');
  await wizard.getByRole('button', { name: t('ui.wizard.next') }).click();
}

test.describe('CRM documents', () => {
  let prefix: string;
  let clientName: string;
  let clientId: string;

  test.beforeEach(async ({ request, appLocale }, testInfo) => {
    const admin = await CrmApi.signIn(request, ACCOUNTS.admin);
    prefix = `Zd${appLocale.slice(0, 2)}${testInfo.testId.slice(0, 6)}${Date.now().toString(36)}`;
    clientName = `${prefix} Shipping`;
    clientId = (await admin.seed<{ id: string }>('clients', { name: clientName, type: 'business', status: 'active' }))
      .id;
  });

  test('the upload wizard refuses a missing file, a wrong type and a file over 10 MB', async ({
    page,
    t,
    appLocale,
    request,
  }) => {
    await signInAs(page, t, ACCOUNTS.sales);
    const documents = new ListPage(page, t, appLocale, LISTS.documents);
    await documents.goto();
    await documents.addButton.click();
    await fillDetails(page, t, `${prefix} refused`, clientName);
    const wizard = page.getByRole('dialog');

    await wizard.getByRole('button', { name: t('widgets.crm.documents.wizard.createSubmit') }).click();
    await expect(wizard).toContainText(t('widgets.crm.documents.wizard.fileRequired'));
    const toast = page.locator('[data-kind="error"]');
    await expect(toast).toContainText(t('widgets.common.validationError'));
    await expect(toast).toContainText(t('widgets.crm.documents.wizard.fileRequired'));

    const input = wizard.locator('input[type="file"]');
    await input.setInputFiles({ name: 'setup.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') });
    await expect(wizard.getByRole('alert').filter({ hasText: 'setup.exe' })).toBeVisible();
    await input.setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: pdf(10 * MB + 1) });
    await expect(wizard.getByRole('alert').filter({ hasText: 'scan.pdf' })).toBeVisible();
    // Neither file was taken: submitting still asks for a file.
    await wizard.getByRole('button', { name: t('widgets.crm.documents.wizard.createSubmit') }).click();
    await expect(wizard).toBeVisible();

    // The server enforces the same limits when the browser is bypassed.
    const sales = await CrmApi.signIn(request, ACCOUNTS.sales);
    const fields = { title: `${prefix} direct`, type: 'contract' };
    const exe = await sales.upload('documents', fields, {
      name: 'setup.exe',
      mimeType: 'application/x-msdownload',
      buffer: Buffer.from('MZ\x90\x00'),
    });
    expect(exe.status()).toBe(400);
    // A real PDF renamed .exe is refused too: by its name, whatever its content.
    const renamed = await sales.upload('documents', fields, {
      name: 'report.exe',
      mimeType: 'application/pdf',
      buffer: pdf(),
    });
    expect(renamed.status()).toBe(400);
    expect(((await renamed.json()) as { data: { file: { code: string } } }).data.file.code).toBe(
      'validation_invalid_file_extension',
    );
    const large = await sales.upload('documents', fields, {
      name: 'scan.pdf',
      mimeType: 'application/pdf',
      buffer: pdf(10 * MB + 1024),
    });
    expect(large.status()).toBe(400);
    const admin = await CrmApi.signIn(request, ACCOUNTS.admin);
    expect(await admin.count('documents', `title ~ "${prefix}"`)).toBe(0);
  });

  test('upload a PDF with progress, find it, preview it, download it and delete it', async ({ page, t, appLocale }) => {
    await signInAs(page, t, ACCOUNTS.sales);
    const documents = new ListPage(page, t, appLocale, LISTS.documents);
    await documents.goto();
    await documents.addButton.click();
    const title = `${prefix} lease`;
    await fillDetails(page, t, title, clientName);
    const wizard = page.getByRole('dialog');

    // A slow uplink, so the progress of a 4 MB upload can be watched.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 1 * MB,
    });
    const content = pdf(4 * MB);
    await wizard
      .locator('input[type="file"]')
      .setInputFiles({ name: 'lease.pdf', mimeType: 'application/pdf', buffer: content });
    await expect(wizard).toContainText('lease.pdf');
    await wizard.getByRole('button', { name: t('widgets.crm.documents.wizard.createSubmit') }).click();
    const bar = wizard.getByRole('progressbar');
    await expect(bar).toBeVisible();
    await expect
      .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 10_000 })
      .toBeGreaterThan(0);
    await expect(wizard).toBeHidden({ timeout: 30_000 });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await expect(page.getByText(t('widgets.crm.documents.wizard.created', { title }))).toBeVisible();

    await documents.searchFor(prefix);
    await expect(documents.rows).toHaveCount(1);
    await expect(documents.rows.first()).toContainText('lease.pdf');
    await expect(documents.rows.first()).toContainText(clientName);
    await documents.filter('widgets.common.type', t('schema.documentType.legal'));
    await expect(page).toHaveURL(/type=legal/);
    await expect(documents.rows).toHaveCount(0);
    await documents.filter('widgets.common.type', t('schema.documentType.contract'));
    await expect(documents.rows).toHaveCount(1);

    await documents.rowAction('view', title).click();
    const viewer = documents.viewer;
    await expect(viewer.getByRole('heading', { level: 2 })).toHaveText(title);
    await expect(viewer).toContainText('lease');
    const frame = viewer.locator('iframe[data-preview="pdf"]');
    await expect(frame).toHaveAttribute('src', /\/api\/files\/.+lease.*\.pdf\?token=/);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      viewer.getByRole('button', { name: t('widgets.crm.documents.viewer.download') }).click(),
    ]);
    // Under the name it was uploaded with, not the stored one (lease_<random>.pdf).
    expect(download.suggestedFilename()).toBe('lease.pdf');
    const saved = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of saved) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(content)).toBe(true);

    await page.keyboard.press('Escape');
    await documents.rowAction('delete', title).click();
    await expect(documents.confirm).toContainText(t('widgets.crm.documents.screen.deleteMessage', { title }));
    await documents.confirm.getByRole('button', { name: t('ui.confirmationDialog.deleteConfirm') }).click();
    await expect(page.getByText(t('widgets.crm.documents.screen.deleted', { title }), { exact: true })).toBeVisible();
    await expect(documents.rows).toHaveCount(0);
  });

  test('without download:documents there is no download or preview, and the file is refused', async ({
    page,
    t,
    appLocale,
    request,
  }) => {
    const sales = await CrmApi.signIn(request, ACCOUNTS.sales);
    const doc = await (
      await sales.upload(
        'documents',
        { title: `${prefix} memo`, type: 'report', client: clientId },
        { name: 'memo.pdf', mimeType: 'application/pdf', buffer: pdf() },
      )
    ).json();
    expect(doc.id).toBeTruthy();

    // A reader role: it may see documents but not download them.
    const root = await CrmApi.superuser(request);
    const role = await root.seed<{ id: string }>('roles', {
      name: `${prefix} reader`,
      permissions: ['view:documents', 'view:clients'],
    });
    const email = `reader-${prefix.toLowerCase()}@e2e.test`;
    await root.seed('users', {
      email,
      password: 'Reader12345!',
      passwordConfirm: 'Reader12345!',
      firstName: 'Read',
      lastName: 'Only',
      name: 'Read Only',
      roleId: role.id,
      active: true,
      status: 'active',
    });
    const account = { email, password: 'Reader12345!' };

    await signInAs(page, t, account);
    const documents = new ListPage(page, t, appLocale, LISTS.documents);
    await documents.goto(`?search=${prefix}`);
    await expect(documents.addButton).toHaveCount(0);
    await documents.rowAction('view', `${prefix} memo`).click();
    await expect(documents.viewer.getByRole('heading', { level: 2 })).toHaveText(`${prefix} memo`);
    await expect(
      documents.viewer.getByRole('button', { name: t('widgets.crm.documents.viewer.download') }),
    ).toHaveCount(0);
    await expect(documents.viewer.locator('iframe')).toHaveCount(0);

    // Even with a valid file token, the server refuses the file to this role.
    const reader = await CrmApi.signIn(request, account);
    const tokenRes = await request.post(`${new URL(page.url()).origin}/api/files/token`, {
      headers: { Authorization: reader.token },
    });
    const { token } = (await tokenRes.json()) as { token: string };
    const file = await request.get(
      `${new URL(page.url()).origin}/api/files/documents/${doc.id}/${doc.file}?token=${token}`,
    );
    expect(file.ok()).toBe(false);
    // The sales role, which has download:documents, gets it.
    const salesToken = (
      (await (
        await request.post(`${new URL(page.url()).origin}/api/files/token`, { headers: { Authorization: sales.token } })
      ).json()) as { token: string }
    ).token;
    const allowed = await request.get(
      `${new URL(page.url()).origin}/api/files/documents/${doc.id}/${doc.file}?token=${salesToken}`,
    );
    expect(allowed.status()).toBe(200);
  });
});

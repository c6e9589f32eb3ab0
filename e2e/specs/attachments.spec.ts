import { signInAs } from '../fixtures/auth';
import { ACCOUNTS, BASE_URL } from '../fixtures/env';
import { expect, test } from '../fixtures/test';
import { CrmApi } from '../pages/CrmApi';

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

const today = () => new Date().toISOString().slice(0, 10);
const lines = JSON.stringify([{ description: 'Steel pipe', quantity: 1, unitPrice: 10 }]);

// Attachments are protected files: the viewer's links carry a file token, and the bare address is refused.
test.describe('Protected attachments', () => {
  test('an invoice and a bill link their attachments with a token; without it the server refuses', async ({
    page,
    t,
    appLocale,
    request,
  }) => {
    const admin = await CrmApi.signIn(request, ACCOUNTS.admin);
    const sales = await CrmApi.signIn(request, ACCOUNTS.sales);
    const prefix = `Att${appLocale.slice(0, 2)}${Date.now().toString(36)}`;
    const client = await admin.seed<{ id: string }>('clients', {
      name: `${prefix} Client`,
      type: 'business',
      status: 'active',
    });
    const supplier = await admin.seed<{ id: string }>('suppliers', { name: `${prefix} Supplier`, status: 'active' });
    const file = { name: `${prefix}-order.pdf`, mimeType: 'application/pdf', buffer: PDF };

    const invoiceRes = await sales.upload(
      'invoices',
      { client: client.id, issueDate: today(), vatRate: '14', items: lines },
      file,
      'attachments',
    );
    expect(invoiceRes.status()).toBe(200);
    const invoice = (await invoiceRes.json()) as { id: string };
    const billRes = await sales.upload(
      'bills',
      { supplier: supplier.id, issueDate: today(), vatRate: '14', items: lines },
      file,
      'attachments',
    );
    expect(billRes.status()).toBe(200);
    const bill = (await billRes.json()) as { id: string };

    await signInAs(page, t, ACCOUNTS.sales);
    for (const [path, id] of [
      ['/app/sales/invoices', invoice.id],
      ['/app/sales/bills', bill.id],
    ] as const) {
      await page.goto(`${path}?view=${id}`);
      const link = page.getByRole('dialog').getByRole('link', { name: /order/i });
      await expect(link).toBeVisible();
      const href = (await link.getAttribute('href'))!;
      const url = new URL(href, BASE_URL);
      expect(url.pathname).toContain(`/api/files/`);
      expect(url.searchParams.get('token')).toBeTruthy();

      const withToken = await request.get(url.toString());
      expect(withToken.status()).toBe(200);
      expect(Buffer.from(await withToken.body()).equals(PDF)).toBe(true);
      url.searchParams.delete('token');
      expect((await request.get(url.toString())).status()).toBe(404);
    }
  });
});

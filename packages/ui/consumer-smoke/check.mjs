// Serves the built consumer app and checks, in headless Chromium, that the list rendered in both locales.
// Usage: node check.mjs <dist dir>
/* global document, getComputedStyle -- used inside page.evaluate, which runs in the browser */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';

import { chromium } from 'playwright';

const dist = path.resolve(process.argv[2] ?? 'dist');
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json' };

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  let file = path.join(dist, decodeURIComponent(url.pathname));
  if (!file.startsWith(dist) || !existsSync(file) || statSync(file).isDirectory()) file = path.join(dist, 'index.html');
  res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--headless',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

const CASES = [
  { locale: 'en-US', dir: 'ltr', summary: 'Showing 3 of 3', page: 'Page 1 of 1' },
  { locale: 'ar-EG', dir: 'rtl', summary: 'عرض ٣ من ٣', page: 'صفحة ١ من ١' },
];

let failures = 0;
try {
  for (const c of CASES) {
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto(`${base}/?locale=${c.locale}`);
    const summary = page.locator('[data-list-summary]');
    try {
      await summary.waitFor({ timeout: 15000 });
    } catch {
      failures++;
      console.error(`consumer-smoke ${c.locale}: FAILED the list never rendered; errors=${JSON.stringify(errors)}`);
      await page.close();
      continue;
    }
    const checks = {
      summary: (await summary.textContent())?.trim() === c.summary,
      page: (await page.locator('[data-list-page]').textContent())?.trim() === c.page,
      header: (await page.getByRole('columnheader', { name: 'Number' }).count()) === 1,
      ariaSort: (await page.getByRole('columnheader', { name: 'Number' }).getAttribute('aria-sort')) === 'ascending',
      rows: (await page.locator('tbody tr').count()) === 3,
      dir: (await page.evaluate(() => document.documentElement.dir)) === c.dir,
      // The stylesheet loaded: the table wrapper has a border from the package's CSS.
      styles:
        (await page.locator('table').evaluate((t) => getComputedStyle(t.parentElement).borderTopStyle)) === 'solid',
      noErrors: errors.length === 0,
    };
    const failed = Object.entries(checks)
      .filter(([, ok]) => !ok)
      .map(([name]) => name);
    if (failed.length) {
      failures++;
      console.error(`consumer-smoke ${c.locale}: FAILED ${failed.join(', ')}`);
      console.error(`  summary=${JSON.stringify(await summary.textContent())} errors=${JSON.stringify(errors)}`);
    } else {
      console.log(`consumer-smoke ${c.locale}: ok (${c.summary}; ${c.page}; header "Number" sorted ascending)`);
    }
    await page.close();
  }
  // The wizard dialog from the same package renders too (modal, so on its own page visit).
  {
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${base}/?locale=en-US&wizard=1`);
    const dialog = page.getByRole('dialog', { name: 'New invoice' });
    let ok = false;
    try {
      await dialog.waitFor({ timeout: 15000 });
      ok = (await dialog.getByText('Choose the client').count()) > 0 && errors.length === 0;
    } catch {
      ok = false;
    }
    if (ok) console.log('consumer-smoke wizard: ok (dialog "New invoice" with its first step)');
    else {
      failures++;
      console.error(`consumer-smoke wizard: FAILED errors=${JSON.stringify(errors)}`);
    }
    await page.close();
  }
} finally {
  await browser.close();
  server.close();
}
process.exit(failures ? 1 : 0);

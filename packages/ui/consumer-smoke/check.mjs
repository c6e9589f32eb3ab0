// Serves the built consumer app and checks, in headless Chromium, that the list and the wizard render in both
// locales with the right direction and no console error, and that the package's stylesheet works on its own
// through a plain <link> (no bundler, no @import left to resolve).
// Usage: node check.mjs <dist dir> <installed @erp/ui dir>
/* global document, getComputedStyle, CSSImportRule -- used inside page.evaluate, which runs in the browser */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';

import { chromium } from 'playwright';

import { chromiumArgs, chromiumPath } from '../../../scripts/chromium.mjs';

const dist = path.resolve(process.argv[2] ?? 'dist');
const pkg = path.resolve(process.argv[3] ?? path.join(dist, '../node_modules/@erp/ui'));
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json' };

// A page that takes the package's stylesheet as it was published, through a <link>: no bundler rewrites it.
const LINK_PAGE = `<!doctype html>
<html lang="en-US" dir="ltr">
  <head><meta charset="UTF-8" /><link rel="stylesheet" href="/__pkg/dist/index.css" /></head>
  <body>
    <div id="scope" class="radix-themes light" data-accent-color="teal" data-gray-color="slate" data-radius="medium"
      data-scaling="100%"><p id="probe" style="padding: var(--space-3); color: var(--accent-11)">Tokens</p></div>
  </body>
</html>`;

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (url.pathname === '/__link.html') {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(LINK_PAGE);
    return;
  }
  if (url.pathname.startsWith('/__pkg/')) {
    const file = path.join(pkg, decodeURIComponent(url.pathname.slice('/__pkg/'.length)));
    if (!file.startsWith(pkg + path.sep) || !existsSync(file) || statSync(file).isDirectory()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
    return;
  }
  let file = path.join(dist, decodeURIComponent(url.pathname));
  if (!file.startsWith(dist) || !existsSync(file) || statSync(file).isDirectory()) file = path.join(dist, 'index.html');
  res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}`;

const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumArgs,
});

const CASES = [
  {
    locale: 'en-US',
    dir: 'ltr',
    summary: 'Showing 3 of 3',
    page: 'Page 1 of 1',
    next: 'Next',
    cancel: 'Cancel',
    stepOne: 'Step 1 of 2',
    stepTwo: 'Step 2 of 2',
  },
  {
    locale: 'ar-EG',
    dir: 'rtl',
    summary: 'عرض ٣ من ٣',
    page: 'صفحة ١ من ١',
    next: 'التالي',
    cancel: 'إلغاء',
    stepOne: 'الخطوة ١ من ٢',
    stepTwo: 'الخطوة ٢ من ٢',
  },
];

/** A new page that records every uncaught exception, console error and failed request into `errors`. */
async function openPage(errors) {
  const page = await browser.newPage();
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => m.type() === 'error' && errors.push(`console.error: ${m.text()}`));
  page.on('requestfailed', (r) => errors.push(`request failed: ${r.url()} ${r.failure()?.errorText ?? ''}`));
  return page;
}

/** Logs the outcome of one case; returns 1 when some check failed. */
function report(name, checks, detail, okText) {
  const failed = Object.entries(checks)
    .filter(([, ok]) => !ok)
    .map(([check]) => check);
  if (failed.length === 0) {
    console.log(`consumer-smoke ${name}: ok (${okText})`);
    return 0;
  }
  console.error(`consumer-smoke ${name}: FAILED ${failed.join(', ')}\n  ${detail}`);
  return 1;
}

let failures = 0;
try {
  for (const c of CASES) {
    const errors = [];
    const page = await openPage(errors);
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
    failures += report(
      c.locale,
      checks,
      `summary=${JSON.stringify(await summary.textContent())} errors=${JSON.stringify(errors)}`,
      `${c.summary}; ${c.page}; header "Number" sorted ascending`,
    );
    await page.close();
  }
  // The wizard dialog from the same package renders too (modal, so on its own page visit), in both directions.
  for (const c of CASES) {
    const errors = [];
    const page = await openPage(errors);
    await page.goto(`${base}/?locale=${c.locale}&wizard=1`);
    const dialog = page.getByRole('dialog', { name: 'New invoice' });
    try {
      await dialog.waitFor({ timeout: 15000 });
    } catch {
      failures++;
      console.error(
        `consumer-smoke wizard ${c.locale}: FAILED the dialog never rendered; errors=${JSON.stringify(errors)}`,
      );
      await page.close();
      continue;
    }
    const next = dialog.getByRole('button', { name: c.next, exact: true });
    const cancel = dialog.getByRole('button', { name: c.cancel, exact: true });
    const nextBox = await next.boundingBox();
    const cancelBox = await cancel.boundingBox();
    const checks = {
      firstStep: (await dialog.getByText('Choose the client').count()) > 0,
      stepOf: (await dialog.getByText(c.stepOne, { exact: true }).count()) === 1,
      dir: (await page.evaluate(() => document.documentElement.dir)) === c.dir,
      dialogDirection: (await dialog.evaluate((d) => getComputedStyle(d).direction)) === c.dir,
      // Next sits at the inline end of the footer: right of Cancel in English, left of it in Arabic.
      nextAtInlineEnd:
        nextBox !== null && cancelBox !== null && (c.dir === 'rtl' ? nextBox.x < cancelBox.x : nextBox.x > cancelBox.x),
      // The package's JavaScript runs: Next moves on to the second step.
      nextStep: await next
        .click()
        .then(() => dialog.getByText(c.stepTwo, { exact: true }).waitFor({ timeout: 5000 }))
        .then(
          () => true,
          () => false,
        ),
      noErrors: errors.length === 0,
    };
    failures += report(
      `wizard ${c.locale}`,
      checks,
      `errors=${JSON.stringify(errors)}`,
      `dialog "New invoice", ${c.stepOne} → ${c.stepTwo}, dir=${c.dir}`,
    );
    await page.close();
  }

  // The published stylesheet on its own: one file with no @import left (a bare package path in an @import only
  // resolves through a bundler), whose Radix tokens apply when it is taken in through a plain <link>.
  {
    const css = readFileSync(path.join(pkg, 'dist/index.css'), 'utf8');
    const imports = css.match(/@import\b[^;]*;/g) ?? [];
    const errors = [];
    const page = await openPage(errors);
    await page.goto(`${base}/__link.html`);
    const probe = await page.evaluate(() => {
      const sheet = [...document.styleSheets].find((s) => s.href?.endsWith('/dist/index.css'));
      const scope = getComputedStyle(document.getElementById('scope'));
      return {
        rules: sheet ? sheet.cssRules.length : 0,
        importRules: sheet ? [...sheet.cssRules].filter((r) => r instanceof CSSImportRule).length : -1,
        accent: scope.getPropertyValue('--accent-9').trim(),
        space: scope.getPropertyValue('--space-3').trim(),
        padding: getComputedStyle(document.getElementById('probe')).paddingTop,
      };
    });
    const checks = {
      noImportInFile: imports.length === 0,
      loadedByLink: probe.rules > 0,
      noImportRule: probe.importRules === 0,
      accentToken: probe.accent !== '',
      spaceToken: probe.space !== '',
      tokenApplies: probe.padding === '12px',
      noErrors: errors.length === 0,
    };
    failures += report(
      'stylesheet',
      checks,
      `imports=${JSON.stringify(imports)} probe=${JSON.stringify(probe)} errors=${JSON.stringify(errors)}`,
      `${Math.round(css.length / 1024)} KB, ${probe.rules} rules, no @import; --accent-9 ${probe.accent}, --space-3 → ${probe.padding}`,
    );
    await page.close();
  }
} finally {
  await browser.close();
  server.close();
}
process.exit(failures ? 1 : 0);

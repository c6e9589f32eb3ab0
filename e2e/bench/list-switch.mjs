#!/usr/bin/env node
// How soon a sort or filter change on the invoices screen shows its new rows once the server has answered, with
// the CPU slowed down (4× by default), as a role user, against a running server that serves the built app.
//
//   node e2e/bench/list-switch.mjs --url http://127.0.0.1:8098 [--changes 20] [--cpu 4]
//
// Each change clicks a column's sort button or the status filter's next value. In the page, a resource-timing
// observer notes when the list's answer has arrived (responseEnd) and a mutation observer when the table's first
// row shows different text; the figure is the time between the two. Prints every figure, the median, p90 and max.
/* global window, document, MutationObserver */ // code run in the page
import { chromium } from '@playwright/test';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const base = arg('url', 'http://127.0.0.1:8098');
const changes = Number(arg('changes', '20'));
const cpu = Number(arg('cpu', '4'));
const account = { email: arg('email', 'sales@erp.local'), password: arg('password', 'Sales123!') };

const res = await fetch(`${base}/api/collections/users/auth-with-password?expand=roleId`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ identity: account.email, password: account.password }),
});
if (!res.ok) throw new Error(`sign-in ${res.status}`);
const auth = await res.json();

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--headless',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
await context.addInitScript(
  ([value, server]) => {
    localStorage.setItem('pocketbase_auth', value);
    localStorage.setItem('erp_server_url', server);
  },
  [JSON.stringify({ token: auth.token, record: auth.record }), base],
);
const page = await context.newPage();
await page.goto(`${base}/app/sales/invoices`);
const firstRow = page
  .getByRole('row')
  .filter({ hasText: /INV-\d{4}-\d+/ })
  .first();
await firstRow.waitFor();
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });

// The list's answers and the table's changes, on the page's clock.
await page.evaluate(() => {
  const w = window;
  w.__answers = [];
  w.__changes = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name.includes('/api/erp/rows/invoices')) w.__answers.push(e.responseEnd);
  }).observe({ type: 'resource', buffered: false });
  const rowText = () => document.querySelector('table tbody tr:not([data-skeleton])')?.textContent ?? '';
  let last = rowText();
  new MutationObserver(() => {
    const now = rowText();
    if (now !== last) {
      last = now;
      w.__changes.push(performance.now());
    }
  }).observe(document.body, { subtree: true, childList: true, characterData: true });
});

const sortButtons = page.getByRole('columnheader').getByRole('button');
const sortCount = await sortButtons.count();
const statusFilter = page.getByRole('button', { name: /status|الحالة/i }).first();
const figures = [];
for (let i = 0; i < changes; i++) {
  const before = await page.evaluate(() => [window.__answers.length, window.__changes.length]);
  if (i % 2 === 0 || !(await statusFilter.isVisible())) {
    await sortButtons.nth(((i / 2) % Math.max(1, sortCount)) | 0).click();
  } else {
    await statusFilter.click();
    const options = page.getByRole('option');
    await options.nth(1 + (((i / 2) % Math.max(1, (await options.count()) - 1)) | 0)).click();
  }
  // Wait for an answer and a changed first row after it.
  const figure = await page
    .waitForFunction(
      ([answers, changed]) => {
        const w = window;
        const answer = w.__answers[answers];
        if (answer === undefined) return null;
        const shown = w.__changes.slice(changed).find((t) => t >= answer);
        return shown === undefined ? null : shown - answer;
      },
      before,
      { timeout: 30_000, polling: 16 },
    )
    .then((h) => h.jsonValue())
    .catch(() => null);
  if (figure !== null) figures.push(Math.round(figure));
}
await browser.close();

const sorted = [...figures].sort((a, b) => a - b);
const at = (p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
console.log(`rows on screen after the server's answer, CPU ×${cpu}, ${figures.length}/${changes} changes measured`);
console.log(`median ${at(0.5)} ms   p90 ${at(0.9)} ms   max ${sorted.at(-1)} ms   all: ${figures.join(' ')}`);

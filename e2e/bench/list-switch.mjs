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
import { arg, base, firstInvoiceRow, launch, signIn, signedInPage, throttle } from './browser.mjs';

const changes = Number(arg('changes', '20'));
const cpu = Number(arg('cpu', '4'));

const browser = await launch();
const page = await signedInPage(browser, await signIn());
await page.goto(`${base}/app/sales/invoices`);
await firstInvoiceRow(page).waitFor();
await throttle(page, cpu);

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

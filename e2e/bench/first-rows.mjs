#!/usr/bin/env node
// Time to first rows of the invoices screen, as a role user, against PocketBase's own dashboard showing the same
// collection, the same filter and order, as a superuser: both pages opened alternately in one run, in Chromium,
// against one running server that serves the built app (`erp serve --publicDir apps/erp/dist`).
//
//   node e2e/bench/first-rows.mjs --url http://127.0.0.1:8098 [--rounds 10] [--cpu 1]
//
// Each round opens each page afresh (a full navigation; the code is in the browser's cache after the first
// round, as it is for someone who uses the app every day) and times it from the navigation's start to the first
// invoice row on screen. Prints every figure, the medians and their ratio. --cpu throttles the CPU (4 = 4×
// slower) through the DevTools protocol.
import {
  arg,
  base,
  firstInvoiceRow,
  launch,
  median,
  roleUser,
  signIn,
  signedInPage,
  superuser,
  throttle,
} from './browser.mjs';

const rounds = Number(arg('rounds', '10'));
const cpu = Number(arg('cpu', '1'));

const browser = await launch();

async function page(storageKey, auth) {
  const p = await signedInPage(browser, auth, storageKey);
  await throttle(p, cpu);
  return p;
}

const app = await page('pocketbase_auth', await signIn(roleUser));
const dashboard = await page('__pb_superusers__/_', await signIn(superuser, '_superusers'));
const invoices = await (
  await fetch(`${base}/api/collections/invoices/records?perPage=1`, {
    headers: { Authorization: (await signIn(superuser, '_superusers')).token },
  })
).json();
if (!invoices.items?.length) throw new Error('no invoices: seed the large dataset first (erp bigdata)');

const filter = encodeURIComponent("status='Pending'");
const targets = {
  app: {
    page: app,
    url: `${base}/app/sales/invoices?status=Pending`,
    // A data row of the list (its first cell holds the invoice number).
    row: firstInvoiceRow(app),
  },
  dashboard: {
    page: dashboard,
    url: `${base}/_/#/collections?collection=invoices&filter=${filter}&sort=-issueDate`,
    row: dashboard
      .locator('tbody tr')
      .filter({ hasText: /INV-\d{4}-\d+/ })
      .first(),
  },
};

const times = { app: [], dashboard: [] };
for (let r = 0; r <= rounds; r++) {
  for (const name of r % 2 ? ['app', 'dashboard'] : ['dashboard', 'app']) {
    const t = targets[name];
    await t.page.goto('about:blank');
    const started = Date.now();
    await t.page.goto(t.url);
    await t.row.waitFor({ state: 'visible', timeout: 60_000 });
    const ms = Date.now() - started;
    // Round 0 fills the browser's cache and is not counted.
    if (r > 0) times[name].push(ms);
  }
}
await browser.close();

console.log(`first rows, ${rounds} alternating rounds, CPU ×${cpu}, ${base}`);
for (const name of ['app', 'dashboard']) {
  console.log(
    `${name.padEnd(10)} median ${String(median(times[name])).padStart(5)} ms   all: ${times[name].join(' ')}`,
  );
}
console.log(`app / dashboard: ${(median(times.app) / median(times.dashboard)).toFixed(2)}`);

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
import { chromium } from '@playwright/test';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const base = arg('url', 'http://127.0.0.1:8098');
const rounds = Number(arg('rounds', '10'));
const cpu = Number(arg('cpu', '1'));
const user = { email: arg('email', 'sales@erp.local'), password: arg('password', 'Sales123!') };
const superuser = {
  email: arg('superuser', 'superuser@erp.local'),
  password: arg('superuser-password', 'Superuser123!'),
};

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

async function signedIn(collection, account) {
  // The app reads the role's keys from the stored record's expanded role.
  const res = await fetch(
    `${base}/api/collections/${collection}/auth-with-password${collection === 'users' ? '?expand=roleId' : ''}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identity: account.email, password: account.password }),
    },
  );
  if (!res.ok) throw new Error(`${account.email}: sign-in ${res.status}`);
  return res.json();
}

// The app keeps a remembered session in localStorage under `pocketbase_auth`; the dashboard under its own key.
// The app also keeps the server it talks to (`erp_server_url`).
async function page(storageKey, auth) {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  await context.addInitScript(
    ([key, value, server]) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, value);
      localStorage.setItem('erp_server_url', server);
    },
    [storageKey, JSON.stringify({ token: auth.token, record: auth.record }), base],
  );
  const p = await context.newPage();
  if (cpu > 1) {
    const cdp = await context.newCDPSession(p);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  }
  return p;
}

const app = await page('pocketbase_auth', await signedIn('users', user));
const dashboard = await page('__pb_superusers__/_', await signedIn('_superusers', superuser));
const invoices = await (
  await fetch(`${base}/api/collections/invoices/records?perPage=1`, {
    headers: { Authorization: (await signedIn('_superusers', superuser)).token },
  })
).json();
if (!invoices.items?.length) throw new Error('no invoices: seed the large dataset first (erp bigdata)');

const filter = encodeURIComponent("status='Pending'");
const targets = {
  app: {
    page: app,
    url: `${base}/app/sales/invoices?status=Pending`,
    // A data row of the list (its first cell holds the invoice number).
    row: app
      .getByRole('row')
      .filter({ hasText: /INV-\d{4}-\d+/ })
      .first(),
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

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
console.log(`first rows, ${rounds} alternating rounds, CPU ×${cpu}, ${base}`);
for (const name of ['app', 'dashboard']) {
  console.log(
    `${name.padEnd(10)} median ${String(median(times[name])).padStart(5)} ms   all: ${times[name].join(' ')}`,
  );
}
console.log(`app / dashboard: ${(median(times.app) / median(times.dashboard)).toFixed(2)}`);

// What the browser benchmarks share: their arguments, Chromium launched as this machine allows, a sign-in, and a
// page of the app (or of PocketBase's dashboard) already signed in, optionally with the CPU slowed down.
import { chromium } from '@playwright/test';

/** The value after `--name` on the command line, or the fallback. */
export const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};

/** The server the benchmark runs against (`--url`). */
export const base = arg('url', 'http://127.0.0.1:8098');

/** The role user of the benchmark (`--email`, `--password`), the sales user by default. */
export const roleUser = { email: arg('email', 'sales@erp.local'), password: arg('password', 'Sales123!') };

/** The superuser (`--superuser`, `--superuser-password`). */
export const superuser = {
  email: arg('superuser', 'superuser@erp.local'),
  password: arg('superuser-password', 'Superuser123!'),
};

/** Chromium as installed here (`CHROMIUM` overrides its path), headless. */
export const launch = () =>
  chromium.launch({
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

/** Signs in to `users` (with the role expanded, as the app does) or `_superusers`; the auth answer. */
export async function signIn(account = roleUser, collection = 'users') {
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

/** Slows the page's CPU down `rate` times through the DevTools protocol; the session, for more commands. */
export async function throttle(page, rate) {
  const cdp = await page.context().newCDPSession(page);
  if (rate > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return cdp;
}

/**
 * A new page signed in with `auth`: the app keeps its remembered session in localStorage under `pocketbase_auth`
 * (PocketBase's dashboard under `__pb_superusers__/_`), and the server it talks to under `erp_server_url`.
 * A session already stored (by the page itself) is kept.
 */
export async function signedInPage(browser, auth, storageKey = 'pocketbase_auth') {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  await context.addInitScript(
    ([key, value, server]) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, value);
      localStorage.setItem('erp_server_url', server);
    },
    [storageKey, JSON.stringify({ token: auth.token, record: auth.record }), base],
  );
  return context.newPage();
}

/** The first data row of the invoices list (its first cell holds the invoice number). */
export const firstInvoiceRow = (page) =>
  page
    .getByRole('row')
    .filter({ hasText: /INV-\d{4}-\d+/ })
    .first();

/** The median of some figures. */
export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

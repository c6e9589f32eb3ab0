// What the browser benchmarks share: their arguments, Chromium launched as this machine allows, a sign-in, and a
// page of the app (or of PocketBase's dashboard) already signed in, optionally with the CPU slowed down.
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';

import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';

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

/** Chromium as every tool here launches it (`scripts/chromium.mjs`). */
export const launch = () =>
  chromium.launch({
    executablePath: chromiumPath,
    args: chromiumArgs,
  });

/** The administrator, who may edit roles (`--email`, `--password` override it in the role benchmarks). */
export const administrator = { email: arg('email', 'admin@erp.local'), password: arg('password', 'Admin123!') };

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
 * A session already stored (by the page itself) is kept. With `locale`, the app starts in that language.
 */
export async function signedInPage(browser, auth, storageKey = 'pocketbase_auth', locale = undefined) {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, locale: locale ?? 'en-US' });
  await context.addInitScript(
    ([key, value, server, lang]) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, value);
      localStorage.setItem('erp_server_url', server);
      if (lang) localStorage.setItem('erp_locale', lang);
    },
    [storageKey, JSON.stringify({ token: auth.token, record: auth.record }), base, locale],
  );
  return context.newPage();
}

/** A message of the app's catalogues (`ui`, `widgets`) in a locale. */
export function message(id, locale = 'en-US') {
  const pkg = id.startsWith('ui.') ? 'ui' : 'erp-widgets';
  const url = new URL(`../../packages/${pkg}/intl/${locale}.json`, import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8'))[id];
}

/** Opens the role wizard's permission editor (all the keys) on a new role, in the page's locale; the editor. */
export async function openPermissionEditor(page, locale = 'en-US') {
  await page.goto(`${base}/app/admin/roles`);
  await page
    .getByRole('button', { name: message('widgets.admin.roles.screen.add', locale) })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox').first().fill('Benchmark role');
  await dialog.getByRole('button', { name: message('ui.wizard.next', locale), exact: true }).click();
  const editor = dialog.getByTestId('permission-editor');
  await editor.waitFor();
  return editor;
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

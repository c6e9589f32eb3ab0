#!/usr/bin/env node
// Prints the gzipped JavaScript and CSS that /auth and /app/dashboard load, from Vite's build manifest
// (apps/erp/dist/.vite/manifest.json): the entry with its static imports, plus the lazily split route
// chunks each page needs. Budget for /auth: ≤ 135 KB JS and ≤ 60 KB CSS. A figure, not a test.
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../apps/erp/dist');
const manifestFile = path.join(dist, '.vite/manifest.json');
if (!existsSync(manifestFile)) {
  console.error('No build found: run `pnpm --filter @erp/erp build` first.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const gz = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;

// Collects a chunk and its static imports (what the browser fetches before the page renders).
function closure(keys) {
  const js = new Set();
  const css = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const c of chunk.css ?? []) css.add(c);
    for (const i of chunk.imports ?? []) visit(i);
  };
  keys.forEach(visit);
  return { js, css };
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const routeKeys = (needle) => Object.keys(manifest).filter((k) => k.includes(needle) && k.includes('tsr-split'));
// The catalogues a page loads: every package's in full for the signed-in app; the sign-in page takes
// @erp/ui's and @erp/widgets' reduced to the signed-out strings (`?scope=signed-out`, see apps/erp/vite.config.ts).
const messageKeys = (locale, scope = 'app') =>
  Object.keys(manifest).filter((k) =>
    scope === 'app'
      ? k.endsWith(`intl/${locale}.json`)
      : k.endsWith(`intl/${locale}.json?scope=signed-out`) ||
        (k.endsWith(`intl/${locale}.json`) && !k.includes('packages/')),
  );

// Loaded on purpose right after the page starts rather than before it: the toast region on every page,
// and TanStack Query and the PocketBase SDK, which /app's guard awaits before any signed-in page renders.
const afterStart = Object.keys(manifest).filter((k) => k.endsWith('src/lib/ToastHost.tsx'));
const appGuard = Object.keys(manifest).filter(
  (k) => k.endsWith('src/lib/queryClient.ts') || /pocketbase\/dist\/pocketbase\.es\.mjs$/.test(k),
);

const pages = {
  '/auth (en-US)': [
    entryKey,
    ...routeKeys('routes/auth.index.tsx'),
    ...routeKeys('routes/auth.tsx'),
    ...messageKeys('en-US', 'signed-out'),
  ],
  '/auth, + after start': [
    entryKey,
    ...routeKeys('routes/auth.index.tsx'),
    ...routeKeys('routes/auth.tsx'),
    ...afterStart,
    ...messageKeys('en-US', 'signed-out'),
  ],
  '/app/dashboard (en-US)': [
    entryKey,
    ...routeKeys('routes/app.tsx'),
    ...routeKeys('routes/app.dashboard.tsx'),
    ...appGuard,
    ...afterStart,
    ...messageKeys('en-US'),
  ],
  '/app/dashboard (ar-EG)': [
    entryKey,
    ...routeKeys('routes/app.tsx'),
    ...routeKeys('routes/app.dashboard.tsx'),
    ...appGuard,
    ...afterStart,
    ...messageKeys('ar-EG'),
  ],
};

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log('page'.padEnd(26), 'JS (gzip)'.padStart(12), 'CSS (gzip)'.padStart(12), 'files'.padStart(7));
for (const [page, keys] of Object.entries(pages)) {
  const { js, css } = closure(keys);
  const jsBytes = [...js].reduce((s, f) => s + gz(f), 0);
  const cssBytes = [...css].reduce((s, f) => s + gz(f), 0);
  const flag = page.startsWith('/auth (') && (jsBytes > 135 * 1024 || cssBytes > 60 * 1024) ? '  over budget' : '';
  console.log(
    page.padEnd(26),
    kb(jsBytes).padStart(12),
    kb(cssBytes).padStart(12),
    String(js.size + css.size).padStart(7) + flag,
  );
}
const routes = Object.keys(manifest).filter((k) => k.includes('tsr-split')).length;
console.log(
  `\n${routes} lazily split route chunks; budget for /auth (what loads before it renders): 135 KB JS, 60 KB CSS (gzip).`,
);

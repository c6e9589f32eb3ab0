#!/usr/bin/env node
// Message catalogues. Each package owns intl/en-US.json (extracted from the defineMessages calls in its
// sources; never edited by hand) and intl/ar-EG.json (translated by hand).
//   node scripts/i18n.mjs extract   rewrite every en-US.json from the sources
//   node scripts/i18n.mjs verify    fail when en-US.json is stale, or ar-EG.json misses, adds or empties an id,
//                                   or a translation's placeholders differ from the English ones
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { parse, TYPE } from '@formatjs/icu-messageformat-parser';

export const CATALOGUES = [
  { dir: 'packages/ui', sources: ['packages/ui/src/**/*.{ts,tsx}'] },
  { dir: 'packages/erp-widgets', sources: ['packages/erp-widgets/src/**/*.{ts,tsx}'] },
  { dir: 'apps/erp', sources: ['apps/erp/src/**/*.{ts,tsx}'] },
];
const IGNORE = [
  '**/testing/**',
  '**/*.stories.tsx',
  '**/*.test.ts',
  '**/*.test.tsx',
  '**/*.gen.ts',
  '**/routeTree.gen.ts',
];

function extract(cat) {
  const out = path.join(mkdtempSync(path.join(tmpdir(), 'i18n-')), 'en-US.json');
  const args = ['exec', 'formatjs', 'extract', ...cat.sources, '--format', 'simple', '--out-file', out];
  for (const ig of IGNORE) args.push('--ignore', ig);
  execFileSync('pnpm', args, { stdio: ['ignore', 'ignore', 'inherit'] });
  const messages = existsSync(out) ? JSON.parse(readFileSync(out, 'utf8')) : {};
  return Object.fromEntries(Object.entries(messages).sort(([a], [b]) => a.localeCompare(b)));
}

// The set of argument names and their types, so `{count, plural, …}` cannot become plain `{count}`.
function placeholders(message) {
  const found = new Set();
  const walk = (nodes) => {
    for (const n of nodes) {
      if ('value' in n && n.type !== TYPE.literal && n.type !== TYPE.pound) found.add(`${n.value}:${n.type}`);
      if (n.options) for (const o of Object.values(n.options)) walk(o.value);
      if (n.children) walk(n.children);
    }
  };
  walk(parse(message, { ignoreTag: false }));
  return [...found].sort().join(',');
}

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {});
const mode = process.argv[2];
let problems = 0;
const problem = (msg) => {
  problems++;
  console.error(`i18n: ${msg}`);
};

for (const cat of CATALOGUES) {
  const enFile = path.join(cat.dir, 'intl/en-US.json');
  const arFile = path.join(cat.dir, 'intl/ar-EG.json');
  const extracted = extract(cat);
  if (mode === 'extract') {
    writeFileSync(enFile, JSON.stringify(extracted, null, 2) + '\n');
    const ar = read(arFile);
    const missing = Object.keys(extracted).filter((id) => !(id in ar));
    console.log(`${enFile}: ${Object.keys(extracted).length} messages; ${arFile}: ${missing.length} to translate`);
    for (const id of missing) console.log(`  missing in ar-EG: ${id} = ${JSON.stringify(extracted[id])}`);
    continue;
  }
  const en = read(enFile);
  if (JSON.stringify(en) !== JSON.stringify(extracted)) {
    problem(`${enFile} is out of date with the sources: run \`node scripts/i18n.mjs extract\``);
  }
  const ar = read(arFile);
  for (const id of Object.keys(extracted)) {
    if (!(id in ar)) problem(`${arFile}: missing ${id}`);
    else if (typeof ar[id] !== 'string' || ar[id].trim() === '') problem(`${arFile}: empty translation for ${id}`);
    else {
      try {
        if (placeholders(ar[id]) !== placeholders(extracted[id]))
          problem(
            `${arFile}: ${id} has placeholders {${placeholders(ar[id])}}, English has {${placeholders(extracted[id])}}`,
          );
      } catch (e) {
        problem(`${arFile}: ${id} is not valid ICU: ${e.message}`);
      }
    }
  }
  for (const id of Object.keys(ar)) if (!(id in extracted)) problem(`${arFile}: ${id} is not in the sources`);
  console.log(`${cat.dir}: ${Object.keys(extracted).length} messages checked in en-US and ar-EG`);
}
if (mode !== 'extract' && problems) {
  console.error(`i18n: ${problems} problem(s)`);
  process.exit(1);
}

#!/usr/bin/env node
// Message catalogues. Each package owns intl/en-US.json (extracted from the defineMessages calls in its
// sources; never edited by hand) and intl/ar-EG.json (translated by hand). @erp/schema's en-US.json (enum labels
// and refusal codes) is generated from the server by `go run ./cmd/gen-ts`; its Arabic is translated by hand too.
//   node scripts/i18n.mjs extract   rewrite every extracted en-US.json from the sources
//   node scripts/i18n.mjs verify    fail when en-US.json is stale, or ar-EG.json misses, adds or empties an id,
//                                   or a translation's placeholders differ from the English ones; when one
//                                   English text is translated two ways without descriptions that tell the two
//                                   senses apart; and when a catalogue repeats its texts under several ids
//                                   (distinct English texts below DISTINCT_MIN of its ids: use widgets.common.*)
//   node scripts/i18n.mjs figures   print each catalogue's size, distinct texts and repeated renderings
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { parse, TYPE } from '@formatjs/icu-messageformat-parser';

export const CATALOGUES = [
  { dir: 'packages/ui', sources: ['packages/ui/src/**/*.{ts,tsx}'] },
  { dir: 'packages/erp-widgets', sources: ['packages/erp-widgets/src/**/*.{ts,tsx}'] },
  { dir: 'packages/schema', generated: true },
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
/** At least this share of a catalogue's ids carry a text of their own (the rest repeat one, in another sense). */
export const DISTINCT_MIN = 0.95;

/** The extracted messages of a catalogue: id → { defaultMessage, description }, sorted by id. */
function extract(cat) {
  if (cat.generated) {
    // gen-ts writes each id's description (the enumeration values it labels, the sense of a text rendered two
    // ways) beside the catalogue.
    const en = read(path.join(cat.dir, 'intl/en-US.json'));
    const descriptions = read(path.join(cat.dir, 'intl/descriptions.json'));
    return Object.fromEntries(
      Object.entries(en).map(([id, text]) => [id, { defaultMessage: text, description: descriptions[id] ?? '' }]),
    );
  }
  const out = path.join(mkdtempSync(path.join(tmpdir(), 'i18n-')), 'en-US.json');
  const args = ['exec', 'formatjs', 'extract', ...cat.sources, '--out-file', out];
  for (const ig of IGNORE) args.push('--ignore', ig);
  execFileSync('pnpm', args, { stdio: ['ignore', 'ignore', 'inherit'] });
  const messages = existsSync(out) ? JSON.parse(readFileSync(out, 'utf8')) : {};
  return Object.fromEntries(Object.entries(messages).sort(([a], [b]) => a.localeCompare(b)));
}

const texts = (extracted) => Object.fromEntries(Object.entries(extracted).map(([id, m]) => [id, m.defaultMessage]));

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

/** English texts under several ids, with their Arabic renderings: [text, [[id, arabic, description]…]]. */
function repeats(extracted, ar) {
  const byText = new Map();
  for (const [id, m] of Object.entries(extracted)) {
    if (!byText.has(m.defaultMessage)) byText.set(m.defaultMessage, []);
    byText.get(m.defaultMessage).push([id, ar[id], m.description ?? '']);
  }
  return [...byText].filter(([, ids]) => ids.length > 1);
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
  const english = texts(extracted);
  const ar = read(arFile);
  const ids = Object.keys(english).length;
  const distinct = new Set(Object.values(english)).size;
  const repeated = repeats(extracted, ar);
  const twoWays = repeated.filter(([, list]) => new Set(list.map(([, a]) => a)).size > 1);

  if (mode === 'extract') {
    if (cat.generated) continue;
    writeFileSync(enFile, JSON.stringify(english, null, 2) + '\n');
    const missing = Object.keys(english).filter((id) => !(id in ar));
    console.log(`${enFile}: ${ids} messages; ${arFile}: ${missing.length} to translate`);
    for (const id of missing) console.log(`  missing in ar-EG: ${id} = ${JSON.stringify(english[id])}`);
    continue;
  }
  if (mode === 'figures') {
    const ratio = ids ? distinct / ids : 1;
    console.log(
      `${cat.dir}: ${ids} ids, ${distinct} distinct English texts (${(ratio * 100).toFixed(1)}%), ` +
        `${repeated.length} texts under several ids, ${twoWays.length} of them with two Arabic renderings`,
    );
    for (const [text, list] of twoWays)
      console.log(`  ${JSON.stringify(text)}: ${list.map(([id, a]) => `${id} = ${a}`).join('; ')}`);
    continue;
  }

  if (!cat.generated && JSON.stringify(read(enFile)) !== JSON.stringify(english)) {
    problem(`${enFile} is out of date with the sources: run \`node scripts/i18n.mjs extract\``);
  }
  for (const id of Object.keys(english)) {
    if (!(id in ar)) problem(`${arFile}: missing ${id}`);
    else if (typeof ar[id] !== 'string' || ar[id].trim() === '') problem(`${arFile}: empty translation for ${id}`);
    else {
      try {
        if (placeholders(ar[id]) !== placeholders(english[id]))
          problem(
            `${arFile}: ${id} has placeholders {${placeholders(ar[id])}}, English has {${placeholders(english[id])}}`,
          );
      } catch (e) {
        problem(`${arFile}: ${id} is not valid ICU: ${e.message}`);
      }
    }
  }
  for (const id of Object.keys(ar)) if (!(id in english)) problem(`${arFile}: ${id} is not in the sources`);
  // One English text in two senses may be translated two ways, when each description says which sense it is.
  for (const [text, list] of twoWays) {
    const descriptions = list.map(([, , d]) => d);
    if (new Set(descriptions).size < descriptions.length || descriptions.some((d) => !d))
      problem(
        `${cat.dir}: ${JSON.stringify(text)} is translated ${new Set(list.map(([, a]) => a)).size} ways ` +
          `(${list.map(([id, a]) => `${id} = ${a}`).join('; ')}) without descriptions that tell the senses apart`,
      );
  }
  // The generated catalogue holds a label that several enumerations share once (schema.term.*); "Pending" of
  // invoices and of leave requests are two senses (بانتظار السداد, قيد المراجعة), two ids with their descriptions.
  const distinctMin = cat.distinctMin ?? DISTINCT_MIN;
  if (ids >= 50 && distinct / ids < distinctMin)
    problem(
      `${cat.dir}: ${distinct} distinct English texts for ${ids} ids (${((distinct / ids) * 100).toFixed(1)}%, ` +
        `at least ${distinctMin * 100}%): ` +
        (cat.generated
          ? 'share repeated labels as schema.term.* in gen-ts'
          : 'share repeated terms through widgets.common.*'),
    );
  console.log(`${cat.dir}: ${ids} messages checked in en-US and ar-EG`);
}
if (mode !== 'extract' && mode !== 'figures' && problems) {
  console.error(`i18n: ${problems} problem(s)`);
  process.exit(1);
}

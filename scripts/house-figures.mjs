#!/usr/bin/env node
// Figures of how the front end is built, to compare over time (a figure, not a test):
//   - repeated code in the widgets and the app (jscpd: runs of 6+ lines repeated, exact);
//   - the lines of one screen end to end (widget, route, query; stories, mocks and tests apart);
//   - each catalogue's ids, distinct English texts and texts translated two ways, and how many of those lack
//     descriptions that tell their contexts apart;
//   - the visual baselines.
// `node scripts/house-figures.mjs [--rev <git revision>]` prints them for the working tree or for a revision.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const revIndex = process.argv.indexOf('--rev');
const rev = revIndex > 0 ? process.argv[revIndex + 1] : null;

/** A copy of the tree at `rev` (or the working tree itself). */
function tree() {
  if (!rev) return { dir: root, done: () => {} };
  const dir = mkdtempSync(path.join(tmpdir(), 'figures-'));
  execFileSync('sh', ['-c', `git archive ${rev} | tar -x -C ${dir}`], { cwd: root });
  return { dir, done: () => rmSync(dir, { recursive: true, force: true }) };
}

const { dir, done } = tree();
const files = (...pathspecs) =>
  execFileSync('git', rev ? ['ls-tree', '-r', '--name-only', rev, '--', ...pathspecs] : ['ls-files', ...pathspecs], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean);
const lines = (file) => {
  try {
    return readFileSync(path.join(dir, file), 'utf8').split('\n').length - 1;
  } catch {
    return 0;
  }
};

// ---- repeated code ----
const report = mkdtempSync(path.join(tmpdir(), 'jscpd-'));
execFileSync(
  path.join(root, 'node_modules/.bin/jscpd'),
  [
    '--min-lines',
    '6',
    '--format',
    'typescript,tsx',
    '--ignore',
    '**/*.gen.ts,**/node_modules/**,**/dist/**',
    '--reporters',
    'json',
    '--output',
    report,
    '--silent',
    path.join(dir, 'packages/erp-widgets/src'),
    path.join(dir, 'apps/erp/src'),
  ],
  { stdio: 'ignore' },
);
const stats = JSON.parse(readFileSync(path.join(report, 'jscpd-report.json'), 'utf8')).statistics.total;
rmSync(report, { recursive: true, force: true });
console.log(
  `repeated code (widgets + app): ${stats.clones} clones, ${stats.duplicatedLines} of ${stats.lines} lines (${stats.percentage}%)`,
);

// ---- one screen end to end ----
// The clients screen: its widget folder (or, before it had one, its files among the CRM widgets), its route and
// its query module, stories, mocks and tests apart.
const isScreenSource = (f) =>
  !/\.(stories|test|browser\.test|mocks)\.tsx?$/.test(f) && !f.includes('/__screenshots__/');
const clientFiles = [
  ...files('packages/erp-widgets/src/crm').filter(
    (f) =>
      isScreenSource(f) &&
      (f.includes('/crm/clients/') || /\/crm\/Client\w*\.(messages\.)?tsx?$|ClientsScreen/.test(f)),
  ),
  ...files('apps/erp/src/routes').filter((f) => /app\.crm\.clients|ClientsPage|clientsSearch/.test(f)),
  ...files('apps/erp/src/queries').filter((f) => /\/clients\.ts$/.test(f)),
];
const clientLines = clientFiles.reduce((sum, f) => sum + lines(f), 0);
console.log(`clients screen end to end: ${clientLines} lines in ${clientFiles.length} files`);
for (const f of clientFiles) console.log(`  ${String(lines(f)).padStart(5)} ${f}`);

// ---- catalogues ----
/**
 * The description of every message of a catalogue: extracted from its sources' defineMessages calls, or, for the
 * generated @erp/schema, read from the descriptions gen-ts writes (before it wrote them, the enumeration's id).
 */
function descriptions(catalogue, en) {
  if (catalogue === 'packages/schema') {
    const file = path.join(dir, catalogue, 'intl/descriptions.json');
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
    return Object.fromEntries(Object.keys(en).map((id) => [id, id.replace(/\.[^.]*$/, '')]));
  }
  const out = path.join(mkdtempSync(path.join(tmpdir(), 'figures-i18n-')), 'messages.json');
  const args = ['extract', `${catalogue}/src/**/*.{ts,tsx}`, '--out-file', out];
  for (const ignore of ['**/testing/**', '**/*.stories.tsx', '**/*.test.ts', '**/*.test.tsx', '**/*.gen.ts'])
    args.push('--ignore', ignore);
  execFileSync(path.join(root, 'node_modules/.bin/formatjs'), args, { cwd: dir, stdio: 'ignore' });
  const messages = existsSync(out) ? JSON.parse(readFileSync(out, 'utf8')) : {};
  rmSync(path.dirname(out), { recursive: true, force: true });
  return Object.fromEntries(Object.entries(messages).map(([id, m]) => [id, m.description ?? '']));
}

for (const catalogue of ['packages/ui', 'packages/erp-widgets', 'packages/schema', 'apps/erp']) {
  let en;
  let ar;
  try {
    en = JSON.parse(readFileSync(path.join(dir, catalogue, 'intl/en-US.json'), 'utf8'));
    ar = JSON.parse(readFileSync(path.join(dir, catalogue, 'intl/ar-EG.json'), 'utf8'));
  } catch {
    continue;
  }
  const ids = Object.keys(en);
  const byText = new Map();
  for (const id of ids) byText.set(en[id], [...(byText.get(en[id]) ?? []), id]);
  const twoWays = [...byText.values()].filter((list) => new Set(list.map((id) => ar[id])).size > 1);
  // A text translated two ways is explained when every id has a description and no description is shared by
  // ids rendered differently (each rendering's context is told apart).
  const described = twoWays.length ? descriptions(catalogue, en) : {};
  const unexplained = twoWays.filter((list) => {
    const renderingOf = new Map();
    for (const id of list) {
      const d = (described[id] ?? '').trim();
      if (!d || (renderingOf.has(d) && renderingOf.get(d) !== ar[id])) return true;
      renderingOf.set(d, ar[id]);
    }
    return false;
  });
  console.log(
    `catalogue ${catalogue}: ${ids.length} ids, ${byText.size} distinct English texts ` +
      `(${((byText.size / ids.length) * 100).toFixed(1)}%), ${twoWays.length} translated two or more ways, ` +
      `${unexplained.length} of them without descriptions telling the contexts apart`,
  );
  for (const list of unexplained) console.log(`  ${JSON.stringify(en[list[0]])}: ${list.join(', ')}`);
}

// ---- visual baselines ----
const baselines = files('packages').filter((f) => f.includes('/__screenshots__/') && f.endsWith('.png'));
const bytes = baselines.reduce((sum, f) => {
  try {
    return sum + readFileSync(path.join(dir, f)).length;
  } catch {
    return sum;
  }
}, 0);
console.log(`visual baselines: ${baselines.length} images, ${(bytes / 1024 / 1024).toFixed(1)} MB`);
done();

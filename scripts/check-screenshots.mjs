#!/usr/bin/env node
// The visual baselines' budget. Every story is a test in both locales; a story is also screenshotted against a
// committed baseline unless it says `parameters: { screenshot: false }` (an interaction check whose state
// another story already shows). This check fails when:
//   - a baseline belongs to no screenshotted story (a story renamed, moved, deleted or opted out: stale image);
//   - the baselines pass the budget below.
// `--list` prints every story that is screenshotted, for review.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import { storyNameFromExport } from 'storybook/internal/csf';

/**
 * The budget. Primitives (@erp/ui) are screenshotted in every story; screens and widgets in their main states:
 * the list with rows, empty, loading and failed; the viewer; each dialog as it opens; each wizard's first and
 * review steps. Raising it is a decision for a review, not a side effect of adding stories: today's 484 images
 * (CRM, sales, sign-in, shell, primitives) plus room for one module; a module's change raises it by at most 100
 * baselines and 5 MB.
 */
// HR: +32 for the employees, payroll manager and payroll screen stories whose screenshots came back once
// style files stopped losing their CSS (56 HR images in all, within its module allowance).
// Stock, admin and reports: +40 and 2 MB for the stock screens' baselines back from the same cause (7 stories), the
// audit trail's paging and the read-only payroll versions (admin), and the report progress bar (reports), each
// within its module's allowance.
export const BUDGET = { baselines: 760, megabytes: 32 };
const LOCALES = ['en-US', 'ar-EG'];

const root = path.resolve(import.meta.dirname, '..');
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'packages'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((f) => f.endsWith('.stories.tsx') && existsSync(path.join(root, f)));

/** The stories of a file: export name, display name and whether it is screenshotted. */
function storiesOf(source) {
  const metaOff = /const meta\b[\s\S]*?parameters:\s*\{[^}]*screenshot:\s*false/.test(
    source.slice(0, source.search(/^export default/m) + 1 || undefined),
  );
  const exports = [...source.matchAll(/^export const (\w+)\b[^=]*=/gm)];
  return exports.map((m, i) => {
    const body = source.slice(m.index, exports[i + 1]?.index ?? source.length);
    const name = /^ {2}name: '([^']+)'/m.exec(body)?.[1] ?? storyNameFromExport(m[1]);
    const own = /screenshot:\s*(true|false)/.exec(body)?.[1];
    return { exportName: m[1], name, screenshot: own ? own === 'true' : !metaOff };
  });
}

const expected = new Set();
const shot = [];
for (const file of files) {
  for (const story of storiesOf(readFileSync(path.join(root, file), 'utf8'))) {
    if (!story.screenshot) continue;
    shot.push(`${file} › ${story.name}`);
    const dir = path.join(path.dirname(file), '__screenshots__', path.basename(file));
    for (const locale of LOCALES)
      expected.add(
        path.join(
          dir,
          `${story.name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '')}-${locale}-chromium-linux.png`,
        ),
      );
  }
}

const baselines = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'packages'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((f) => f.includes('/__screenshots__/') && f.endsWith('.png') && existsSync(path.join(root, f)));
// Baselines vitest has written but git does not know yet count too (`git ls-files --others`).
const onDisk = new Set(baselines);
for (const dir of new Set(baselines.map((f) => path.dirname(f)))) {
  for (const f of readdirSync(path.join(root, dir))) onDisk.add(path.join(dir, f));
}

let failed = false;
const stale = [...onDisk].filter((f) => !expected.has(f)).sort();
if (stale.length > 0) {
  failed = true;
  console.error(`${stale.length} baseline(s) belong to no screenshotted story (delete them):`);
  for (const f of stale) console.error(`  ${f}`);
}
const bytes = [...onDisk].reduce((sum, f) => sum + statSync(path.join(root, f)).size, 0);
const megabytes = bytes / 1024 / 1024;
console.log(
  `screenshots: ${onDisk.size} baselines (${megabytes.toFixed(1)} MB) for ${shot.length} stories × ${LOCALES.length} locales; ` +
    `budget ${BUDGET.baselines} baselines, ${BUDGET.megabytes} MB`,
);
if (onDisk.size > BUDGET.baselines || megabytes > BUDGET.megabytes) {
  failed = true;
  console.error('screenshots: over budget: opt interaction-only stories out with `parameters: { screenshot: false }`');
}
if (process.argv.includes('--list')) for (const s of shot) console.log(`  ${s}`);
process.exit(failed ? 1 : 0);

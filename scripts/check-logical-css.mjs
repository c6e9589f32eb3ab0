#!/usr/bin/env node
// Fails on physical direction in styles: the product is bidirectional, so styles use logical properties
// (margin-inline-start, inset-inline-end, text-align: start) and direction comes from the locale alone.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const files = execFileSync(
  'git',
  ['ls-files', '--cached', '--others', '--exclude-standard', '*.css.ts', '*.css', '*.tsx'],
  {
    encoding: 'utf8',
  },
)
  .split('\n')
  .filter((f) => f && !f.includes('node_modules/') && !f.includes('/dist/') && !f.endsWith('.gen.ts'));

const rules = [
  [
    /\b(padding|margin|border)(Left|Right)\b/,
    'use paddingInlineStart/End, marginInlineStart/End, borderInlineStart/End',
  ],
  [/\b(padding|margin|border)-(left|right)\b/, 'use padding-inline-start/end, margin-inline-*, border-inline-*'],
  [/\btext-?[aA]lign['"]?\s*:\s*['"]?(left|right)\b/, "use textAlign: 'start' or 'end'"],
  [/\bfloat['"]?\s*:\s*['"]?(left|right)\b/, "use float: 'inline-start' or 'inline-end'"],
  [/(^|[\s{,;])['"]?(left|right)['"]?\s*:\s*[-0-9'"`]/, 'use insetInlineStart/End'],
  [
    /\b(borderTopLeft|borderTopRight|borderBottomLeft|borderBottomRight)Radius\b/,
    'use borderStartStartRadius and friends',
  ],
];

let failures = 0;
for (const file of files) {
  const lines = readFileSync(file, 'utf8').split('\n');
  lines.forEach((line, i) => {
    for (const [re, hint] of rules) {
      if (re.test(line)) {
        failures++;
        console.error(`${file}:${i + 1}: physical direction in styles (${hint})\n    ${line.trim()}`);
      }
    }
  });
}
if (failures) {
  console.error(`\n${failures} physical-direction style(s) found.`);
  process.exit(1);
}
console.log(`logical CSS: ${files.length} files checked, no physical direction found.`);

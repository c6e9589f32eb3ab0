#!/usr/bin/env node
// Fails on physical direction in styles: the product is bidirectional, so styles use logical properties
// (margin-inline-start, inset-inline-end, text-align: start) and direction comes from the locale alone.
//
// What is checked:
// - Style files (`*.css.ts`, `*.css`): every line.
// - Other TypeScript (`*.ts`, `*.tsx`): physical property names (marginLeft, border-left-width, …) and physical
//   values (textAlign: 'left', float, clear) on every line; bare `left:`/`right:` keys, which are ordinary words in
//   code, only inside styles: `style={…}` attributes, `style: {…}` properties, objects typed `CSSProperties` and
//   objects handed to a `style` attribute by name, plus `el.style.left` and `style.setProperty('left', …)`.
// In style text, a four-value box shorthand (`margin: '0 8px 0 0'`) whose right and left values differ is physical too.
// Comments are ignored. A line holding `logical-css-ignore` is skipped (say why on that line); a file holding
// `logical-css-ignore-file` is skipped entirely.
import { execFileSync } from 'node:child_process';
import { readFileSync, realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const SIDE = '(?:Left|Right)(?![a-z])';
const side = '(?:left|right)(?![\\w-])';

/** Property names that only exist as physical sides: wrong wherever they appear. */
const propertyRules = [
  [
    new RegExp(`\\b(?:padding|margin|border)${SIDE}`),
    'use paddingInlineStart/End, marginInlineStart/End, borderInlineStart/End (and their Width/Style/Color)',
  ],
  [new RegExp(`\\bscroll(?:Margin|Padding)${SIDE}`), 'use scrollMarginInlineStart/End, scrollPaddingInlineStart/End'],
  [
    /\b(?:padding|margin|border|scroll-margin|scroll-padding)-(?:left|right)(?![\w])/,
    'use padding-inline-start/end, margin-inline-*, border-inline-*, scroll-margin-inline-*',
  ],
  [
    /\bborder(?:Top|Bottom)(?:Left|Right)Radius\b|\bborder-(?:top|bottom)-(?:left|right)-radius\b/,
    'use borderStartStartRadius and friends (border-start-start-radius, …)',
  ],
];

/** Property values that are physical sides: wrong wherever they appear. */
const valueRules = [
  [new RegExp(`\\btext-?[aA]lign['"]?\\s*:\\s*['"]?${side}`), "use textAlign: 'start' or 'end'"],
  [new RegExp(`\\b(?:float|cssFloat)['"]?\\s*:\\s*['"]?${side}`), "use float: 'inline-start' or 'inline-end'"],
  [new RegExp(`\\bclear['"]?\\s*:\\s*['"]?${side}`), "use clear: 'inline-start' or 'inline-end'"],
  [/\.style\.(?:left|right)\b|\bsetProperty\(\s*['"`](?:left|right)['"`]/, 'set insetInlineStart/End'],
];

/**
 * `left:`/`right:` as a key, with any value (0, vars.space[2], calc(…), auto, var(--x), a variable): at the start of
 * a line or after `{`, `,` or `;`, so `a ? left : right` and prose are not keys. Applied to style text only.
 */
const insetRule = [/(?:^|[{,;])\s*['"]?(?:left|right)['"]?\s*:(?!:)/, 'use insetInlineStart/End (inset-inline-*)'];

/**
 * Four-value box shorthands (`margin: '0 8px 0 0'`) name top, right, bottom and left: they are physical when the
 * right and left values differ. Applied to style text only.
 */
const SHORTHAND =
  /\b(?:margin|padding|inset|border-?[wW]idth|border-?[cC]olor|border-?[sS]tyle|scroll-?[mM]argin|scroll-?[pP]adding)['"]?\s*:\s*(?:'([^'\n]*)'|"([^"\n]*)"|`([^`\n]*)`|([^,;}\n]+))/g;
const shorthandHint = 'a four-value shorthand with different right and left values: use the *Block/*Inline longhands';

/** Splits a CSS value at top-level spaces (`calc(1px + 2px) 0` is two values; `${a} ${b}` is two). */
function splitValues(value) {
  const out = [];
  let depth = 0;
  let current = '';
  for (const c of value.trim()) {
    if (c === '(' || c === '{' || c === '[') depth++;
    if (c === ')' || c === '}' || c === ']') depth--;
    if (/\s/.test(c) && depth === 0) {
      if (current) out.push(current);
      current = '';
    } else current += c;
  }
  if (current) out.push(current);
  return out;
}

/** Whether a style line holds a four-value box shorthand whose right and left values differ. */
export function hasAsymmetricShorthand(line) {
  for (const m of line.matchAll(SHORTHAND)) {
    const values = splitValues((m[1] ?? m[2] ?? m[3] ?? m[4] ?? '').replace(/!important/, ''));
    if (values.length === 4 && values[1] !== values[3]) return true;
  }
  return false;
}

/** Replaces comments with spaces (keeping line breaks and offsets), leaving strings alone. */
export function stripComments(text, { lineComments = true } = {}) {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    const next = text[i + 1];
    if (c === '/' && next === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end === -1 ? text.length : end + 2;
      out += text.slice(i, stop).replace(/[^\n]/g, ' ');
      i = stop;
    } else if (lineComments && c === '/' && next === '/') {
      const end = text.indexOf('\n', i);
      const stop = end === -1 ? text.length : end;
      out += ' '.repeat(stop - i);
      i = stop;
    } else if (c === "'" || c === '"' || c === '`') {
      let j = i + 1;
      while (j < text.length && text[j] !== c && !(c !== '`' && text[j] === '\n')) j += text[j] === '\\' ? 2 : 1;
      out += text.slice(i, j + 1);
      i = j + 1;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

/** Offset just past the `}` matching the `{` at `open`, skipping strings. */
function matchBrace(text, open) {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (c === "'" || c === '"') {
      let j = i + 1;
      while (j < text.length && text[j] !== c && text[j] !== '\n') j += text[j] === '\\' ? 2 : 1;
      i = j;
    } else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i + 1;
  }
  return text.length;
}

/** The parts of a TypeScript source that are styles, everything else blanked (line breaks kept). */
export function styleRegions(code) {
  const starts = [];
  const add = (re) => {
    for (const m of code.matchAll(re)) starts.push(m.index + m[0].length - 1);
  };
  add(/\bstyle=\{/g); // a JSX style attribute, whatever its expression
  add(/\bstyle\s*:\s*\{/g); // a style property of an object (props, options)
  add(/\bCSSProperties\b[^=;{}()]*=\s*\{/g); // const x: CSSProperties = {
  add(/\{(?=[^{}]*\}\s*(?:as|satisfies)\s+(?:React\.)?CSSProperties\b)/g); // { … } as/satisfies CSSProperties
  // Objects declared by name and handed to a style attribute: style={name}, style={{ ...name }}, style={a ? b : c}.
  const names = new Set();
  for (const m of code.matchAll(/\bstyle=\{/g)) {
    const open = m.index + m[0].length - 1;
    for (const id of code.slice(open, matchBrace(code, open)).matchAll(/(?<![.\w$])[A-Za-z_$][\w$]*/g))
      names.add(id[0]);
  }
  for (const name of names) {
    add(new RegExp(`\\b(?:const|let|var)\\s+${name.replace(/\$/g, '\\$')}\\b[^=;]*=\\s*\\{`, 'g'));
  }
  const keep = new Uint8Array(code.length);
  for (const start of starts) keep.fill(1, start, matchBrace(code, start));
  let out = '';
  for (let i = 0; i < code.length; i++) out += keep[i] || code[i] === '\n' ? code[i] : ' ';
  return out;
}

const isStyleFile = (file) => file.endsWith('.css') || file.endsWith('.css.ts');

/**
 * Physical-direction styles in one file's text. Returns `{ line, hint, text }` per finding (1-based lines); an
 * empty array when the file is clean.
 */
export function checkSource(text, file) {
  if (text.includes('logical-css-ignore-file')) return [];
  const raw = text.split('\n');
  const code = stripComments(text, { lineComments: !file.endsWith('.css') });
  const codeLines = code.split('\n');
  const styleLines = isStyleFile(file) ? codeLines : styleRegions(code).split('\n');
  const findings = [];
  codeLines.forEach((line, i) => {
    if (raw[i]?.includes('logical-css-ignore')) return;
    const hits = [...propertyRules, ...valueRules].filter(([re]) => re.test(line));
    if (insetRule[0].test(styleLines[i] ?? '')) hits.push(insetRule);
    if (hasAsymmetricShorthand(styleLines[i] ?? '')) hits.push([null, shorthandHint]);
    for (const [, hint] of hits) findings.push({ line: i + 1, hint, text: raw[i].trim() });
  });
  return findings;
}

/** The files the check covers: tracked and new (not ignored) styles and TypeScript, outside builds and deps. */
export function listFiles() {
  return execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '*.css.ts', '*.css', '*.ts', '*.tsx', '*.mts', '*.jsx'],
    { encoding: 'utf8' },
  )
    .split('\n')
    .filter((f) => f && !f.includes('node_modules/') && !f.includes('/dist/') && !f.endsWith('.gen.ts'))
    .filter((f, i, all) => all.indexOf(f) === i);
}

function main() {
  const files = listFiles();
  let failures = 0;
  for (const file of files) {
    let text;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue; // deleted in the working tree but still in the index
    }
    for (const f of checkSource(text, file)) {
      failures++;
      console.error(`${file}:${f.line}: physical direction in styles (${f.hint})\n    ${f.text}`);
    }
  }
  if (failures) {
    console.error(`\n${failures} physical-direction style(s) found.`);
    process.exit(1);
  }
  console.log(`logical CSS: ${files.length} files checked, no physical direction found.`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === realpathSync(process.argv[1])) main();

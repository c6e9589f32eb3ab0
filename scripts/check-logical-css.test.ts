// logical-css-ignore-file: the samples below are physical on purpose.
import { describe, expect, it } from 'vitest';

import { checkSource } from './check-logical-css.mjs';

/** Lines (1-based) the checker flags in a sample. */
const flagged = (text: string, file: string) => checkSource(text, file).map((f: { line: number }) => f.line);
const fails = (text: string, file = 'x.css.ts') => flagged(text, file).length > 0;

describe('check-logical-css: style files (.css.ts)', () => {
  it.each([
    ['marginLeft: 0,'],
    ['paddingRight: vars.space[2],'],
    ['borderLeft: `1px solid ${c}`,'],
    ['borderLeftWidth: 1,'],
    ['borderRightColor: vars.color.gray[6],'],
    ['borderLeftStyle: "solid",'],
    ['scrollMarginLeft: 8,'],
    ['scrollPaddingRight: vars.space[3],'],
    ['borderTopLeftRadius: 4,'],
    ['borderBottomRightRadius: vars.radius[2],'],
    ["textAlign: 'left',"],
    ["textAlign: 'right',"],
    ["float: 'left',"],
    ["clear: 'right',"],
    ['left: 0,'],
    ['right: 0,'],
    ['left: vars.space[2],'],
    ['left: offset,'],
    ["left: 'calc(100% - 8px)',"],
    ["right: 'auto',"],
    ["left: 'var(--x)',"],
    ["'left': 4,"],
    ['const s = style({ position: "absolute", top: 0, left: 0 });'],
    ["export const a = style({ selectors: { '&:hover': { right: gap } } });"],
  ])('flags %s', (line) => {
    expect(fails(line)).toBe(true);
  });

  it.each([
    ["textAlign: 'start',"],
    ["textAlign: 'end',"],
    ['insetInlineStart: 0,'],
    ['insetInlineEnd: vars.space[2],'],
    ['marginInlineEnd: vars.space[1],'],
    ['paddingInline: vars.space[3],'],
    ['borderInlineStartWidth: 1,'],
    ['borderStartStartRadius: 4,'],
    ['scrollMarginInlineStart: 8,'],
    ["float: 'inline-start',"],
    ["clear: 'inline-end',"],
    ['top: 0,'],
    ["'--left-gutter': '4px',"],
    ['// the space leftover on the right: keep it'],
    ['/* left: 0 would pin it to the left edge; marginLeft too */'],
    ['const width = isOpen ? left : right;'],
    ["const label = 'Shown on the left in English';"],
  ])('accepts %s', (line) => {
    expect(fails(line)).toBe(false);
  });

  it('reports the line of each finding', () => {
    const text = ['export const a = style({', '  insetInlineStart: 0,', '  right: 0,', '  marginLeft: 4,', '});'].join(
      '\n',
    );
    expect(flagged(text, 'a.css.ts')).toEqual([3, 4]);
  });

  it('skips a line marked logical-css-ignore', () => {
    expect(fails('left: 0, // logical-css-ignore: a physical scroll shadow')).toBe(false);
  });
});

describe('check-logical-css: plain CSS', () => {
  it.each([
    ['.a { left: 0; }'],
    ['.a { right: auto; }'],
    ['.a { left: calc(100% - 1rem); }'],
    ['.a { left: var(--x); }'],
    ['  margin-left: 4px;'],
    ['  padding-right: 4px;'],
    ['  border-left-width: 1px;'],
    ['  border-right-color: red;'],
    ['  border-top-left-radius: 4px;'],
    ['  scroll-margin-left: 8px;'],
    ['  scroll-padding-right: 8px;'],
    ['  text-align: right;'],
    ['  float: left;'],
    ['  clear: right;'],
  ])('flags %s', (line) => {
    expect(fails(line, 'a.css')).toBe(true);
  });

  it.each([
    ['  margin-inline-start: 4px;'],
    ['  inset-inline-end: 0;'],
    ['  text-align: start;'],
    ['  border-start-start-radius: 4px;'],
    ["@import url('https://example.com/left.css');"],
    ['/* left: 0 is wrong here */'],
    ['  --space-left: 4px;'],
  ])('accepts %s', (line) => {
    expect(fails(line, 'a.css')).toBe(false);
  });
});

describe('check-logical-css: TypeScript outside style files', () => {
  it('flags physical keys inside style attributes, style objects and CSSProperties', () => {
    const text = [
      'export function A() {', // 1
      '  return <div style={{ position: "absolute", left: 0 }} />;', // 2
      '}', // 3
      'const box: CSSProperties = {', // 4
      '  right: offset,', // 5
      '};', // 6
      'const pinned = {', // 7
      '  left: vars.space[2],', // 8
      '} as const;', // 9
      'export const B = () => <p style={pinned} />;', // 10
      'const options = { style: { right: 0 } };', // 11
      'el.style.left = `${x}px`;', // 12
      "el.style.setProperty('right', '0');", // 13
    ].join('\n');
    expect(flagged(text, 'a.tsx')).toEqual([2, 5, 8, 11, 12, 13]);
  });

  it('flags physical property names and values anywhere in the file', () => {
    const text = [
      'const a = { marginLeft: 4 };',
      'const b = { borderRightWidth: 1 };',
      "const c = { textAlign: 'left' as const };",
      "const d = 'padding-left: 4px';",
    ].join('\n');
    expect(flagged(text, 'a.ts')).toEqual([1, 2, 3, 4]);
  });

  it('leaves left/right keys alone outside styles, and logical styles pass', () => {
    const text = [
      'type Pair<L, R> = { left: L; right: R };',
      'const pair = { left: 1, right: 2 };',
      'expect(box).toEqual({ left: 0, top: 0 });',
      'const next = event.key === "ArrowLeft" ? left : right;',
      '// The navigation sits on the left in English, on the right in Arabic.',
      "export const C = () => <div style={{ insetInlineStart: 0, marginInlineEnd: 4, textAlign: 'start' }} />;",
    ].join('\n');
    expect(flagged(text, 'a.tsx')).toEqual([]);
  });
});

describe('check-logical-css: four-value box shorthands', () => {
  it.each([
    ["margin: '0 8px 0 0',"],
    ['padding: `${vars.space[1]} ${vars.space[3]} ${vars.space[1]} 0`,'],
    ["inset: '0 auto 0 0',"],
    ["borderWidth: '1px 2px 1px 0',"],
  ])('flags %s, whose right and left differ', (line) => {
    expect(fails(line)).toBe(true);
  });

  it.each([
    ["margin: '0 8px',"],
    ["padding: '4px 8px 4px 8px',"],
    ["margin: 'calc(1px + 2px) 0 calc(1px + 2px) 0',"],
    ['padding: `${vars.space[1]} ${vars.space[3]}`,'],
    ['inset: 0,'],
  ])('passes %s', (line) => {
    expect(fails(line)).toBe(false);
  });

  it('checks shorthands in inline styles too', () => {
    expect(fails("<div style={{ margin: '0 4px 0 0' }} />", 'x.tsx')).toBe(true);
    expect(fails("const config = { margin: '0 4px 0 0' };", 'x.ts')).toBe(false);
  });
});

import { vars } from '@erp/ui/theme';
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';

// The blocks every screen of the widgets draws the same way: list cells, notices, sections, tables, totals,
// review summaries, form layouts and document line cards. A module's own css file keeps only what is its own.

// ---- text ----

/** A second, smaller line under a cell's main value. */
export const secondary = style({
  display: 'block',
  color: vars.color.gray[11],
  fontSize: vars.fontSize[1],
});

/** "12 days overdue" under a due date. */
export const overdue = style({
  display: 'block',
  color: vars.color.danger[11],
  fontSize: vars.fontSize[1],
  fontWeight: vars.fontWeight.medium,
});

/** Money in a list cell: aligned digits, on one line. */
export const amount = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

/** Codes, numbers and references read left to right inside Arabic text. */
export const ltrValue = style({ direction: 'ltr', unicodeBidi: 'isolate' });

export const muted = style({ margin: 0, color: vars.color.gray[11] });

/** Free text kept as typed, line breaks included. */
export const notes = style({ margin: 0, whiteSpace: 'pre-wrap' });

export const link = style({ color: vars.color.accent[11] });

/** Short facts separated by dots (a line's warehouse and supplier; a document's number and its client). */
export const dotList = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space[2],
  color: vars.color.gray[11],
  fontSize: vars.fontSize[1],
});

globalStyle(`${dotList} > * + *::before`, {
  content: '"·"',
  marginInlineEnd: vars.space[2],
});

// ---- notices ----

const noticeBase = {
  display: 'grid',
  gap: vars.space[1],
  margin: 0,
  padding: vars.space[3],
  borderRadius: vars.radius[2],
} as const;

/** A boxed message with a coloured bar at the inline start: information, a warning or a failure. */
export const notice = styleVariants({
  info: { ...noticeBase, borderInlineStart: `4px solid ${vars.color.info[9]}`, backgroundColor: vars.color.info[3] },
  warning: {
    ...noticeBase,
    borderInlineStart: `4px solid ${vars.color.warning[9]}`,
    backgroundColor: vars.color.warning[3],
  },
  danger: {
    ...noticeBase,
    borderInlineStart: `4px solid ${vars.color.danger[9]}`,
    backgroundColor: vars.color.danger[3],
  },
});

export const noticeTitle = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const noticeText = style({ margin: 0 });

// ---- sections of a viewer ----

export const section = style({ display: 'grid', gap: vars.space[3], marginBlockStart: vars.space[5] });

/** A section heading inside a viewer, drawn like the viewer's own section headings. */
export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize[2],
  fontWeight: vars.fontWeight.bold,
  color: vars.color.gray[11],
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  paddingBlockEnd: vars.space[2],
  borderBlockEnd: `1px solid ${vars.color.gray[4]}`,
});

export const fileList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space[1],
});

export const fileItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[2],
});

// ---- tables ----

/** A table's scrolling region; focusable, so keyboard users can scroll a table wider than its container. */
export const tableWrap = style({
  overflowX: 'auto',
  borderRadius: vars.radius[2],
  outline: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

export const table = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize[2],
});

export const th = style({
  textAlign: 'start',
  paddingBlock: vars.space[2],
  paddingInline: vars.space[2],
  color: vars.color.gray[11],
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize[1],
  borderBlockEnd: `1px solid ${vars.color.gray[6]}`,
  whiteSpace: 'nowrap',
});

export const td = style({
  textAlign: 'start',
  verticalAlign: 'top',
  paddingBlock: vars.space[2],
  paddingInline: vars.space[2],
  borderBlockEnd: `1px solid ${vars.color.gray[4]}`,
});

/** A numeric cell: at the inline end, aligned digits, on one line. */
export const end = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

// ---- totals ----

/** Label/value rows with the values at the inline end (totals, payment summaries). */
export const totals = style({
  display: 'grid',
  gap: vars.space[1],
  margin: 0,
  marginInlineStart: 'auto',
  minInlineSize: 'min(100%, 20rem)',
});

export const totalsRow = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space[4] });

export const totalsLabel = style({ color: vars.color.gray[11] });

/** A total's value; `[data-negative]` (a balance below 0) in the danger colour. */
export const totalsValue = style({
  margin: 0,
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
  selectors: { '&[data-negative]': { color: vars.color.danger[11] } },
});

export const totalsGrand = style({
  paddingBlockStart: vars.space[2],
  borderBlockStart: `1px solid ${vars.color.gray[6]}`,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize[3],
});

// ---- review summaries ----

/** Label/value rows of a review (a wizard's last step, a dialog's document header). */
export const summary = style({ display: 'grid', gap: vars.space[2], margin: 0 });

export const summaryRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, max-content) 1fr',
  gap: vars.space[4],
});

export const summaryLabel = style({ color: vars.color.gray[11] });

export const summaryValue = style({ margin: 0 });

// ---- forms ----

export const formGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  gap: vars.space[4],
});

export const formStack = style({ display: 'grid', gap: vars.space[4] });

/** A field spanning the whole form grid. */
export const wide = style({ gridColumn: '1 / -1' });

// ---- document line cards ----

export const lines = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space[3],
});

export const line = style({
  display: 'grid',
  gap: vars.space[3],
  padding: vars.space[3],
  borderRadius: vars.radius[3],
  border: `1px solid ${vars.color.gray[6]}`,
  backgroundColor: vars.color.gray[2],
});

export const lineHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[2],
});

export const lineTitle = style({
  margin: 0,
  fontSize: vars.fontSize[2],
  fontWeight: vars.fontWeight.bold,
});

/** "From inventory" / "Custom item" beside a line's title. */
export const lineKind = style({
  marginInlineStart: vars.space[2],
  color: vars.color.gray[11],
  fontSize: vars.fontSize[1],
  fontWeight: vars.fontWeight.regular,
});

export const lineFields = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(12rem, 2fr) minmax(7rem, 1fr) minmax(9rem, 1fr) minmax(7rem, auto)',
  alignItems: 'start',
  gap: vars.space[3],
  '@media': {
    'screen and (max-width: 48rem)': { gridTemplateColumns: '1fr 1fr' },
  },
});

export const lineTotal = style({
  display: 'grid',
  gap: vars.space[1],
  justifyItems: 'end',
  paddingBlockStart: vars.space[1],
});

export const lineTotalLabel = style({
  fontSize: vars.fontSize[1],
  color: vars.color.gray[11],
  fontWeight: vars.fontWeight.medium,
});

export const lineTotalValue = style({
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.fontWeight.bold,
  paddingBlock: vars.space[2],
  whiteSpace: 'nowrap',
});

/** A line's facts under its fields: warehouse, supplier, stock. */
export const lineMeta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[4],
  margin: 0,
  color: vars.color.gray[11],
  fontSize: vars.fontSize[1],
});

export const lineMetaItem = style({ display: 'inline-flex', gap: vars.space[1] });

export const lineMetaValue = style({ margin: 0, color: vars.color.gray[12] });

/** Document numbers and dates stay on one line. */
export const nowrap = style({ whiteSpace: 'nowrap' });

import { globalStyle, style } from '@vanilla-extract/css';

import { vars } from '../theme/tokens.css';

export const root = style({ display: 'grid', gap: vars.space[3], minInlineSize: 0 });

export const srOnly = style({
  position: 'absolute',
  inlineSize: 1,
  blockSize: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});

// ---- toolbar: search and filters ----
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space[3] });

export const field = style({ display: 'grid', gap: vars.space[1], minInlineSize: '10rem' });

export const fieldLabel = style({
  fontSize: vars.fontSize[1],
  color: vars.color.gray[11],
  fontWeight: vars.fontWeight.medium,
});

const control = {
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  blockSize: 36,
  paddingInline: vars.space[3],
  borderRadius: vars.radius[2],
  border: `1px solid ${vars.color.gray[7]}`,
  backgroundColor: vars.color.panel,
  color: vars.color.gray[12],
  fontFamily: 'inherit',
  fontSize: vars.fontSize[2],
} as const;

/** The search box with the note under it (the note takes no room until it says something). */
export const searchBox = style({ display: 'grid', gap: vars.space[1], flex: '1 1 16rem', maxInlineSize: '24rem' });

export const searchNote = style({
  margin: 0,
  fontSize: vars.fontSize[1],
  color: vars.color.gray[11],
  selectors: { '&:empty': { display: 'none' } },
});

export const search = style({
  ...control,
  selectors: { '&[data-focus-within]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -1 } },
});

export const searchInput = style({
  flex: 1,
  minInlineSize: 0,
  border: 0,
  outline: 'none',
  background: 'transparent',
  font: 'inherit',
  color: 'inherit',
  selectors: { '&::-webkit-search-cancel-button': { display: 'none' } },
});

export const clearButton = style({
  display: 'inline-flex',
  border: 0,
  background: 'transparent',
  color: vars.color.gray[11],
  cursor: 'pointer',
  padding: 2,
  borderRadius: vars.radius[1],
  selectors: {
    '[data-empty] &': { visibility: 'hidden' },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}` },
  },
});

export const selectTrigger = style({
  ...control,
  justifyContent: 'space-between',
  cursor: 'pointer',
  outline: 'none',
  minInlineSize: '10rem',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.gray[3] },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const popover = style({
  // Sized by its content, not by the room left beside the trigger: a shrink-to-fit popover near the viewport's
  // edge wraps its labels, grows taller, is moved by the positioning and unwraps again (a ResizeObserver loop).
  inlineSize: 'max-content',
  minInlineSize: 'var(--trigger-width)',
  maxInlineSize: 'calc(100vw - 2rem)',
  maxBlockSize: '20rem',
  overflowBlock: 'auto',
  backgroundColor: vars.color.panel,
  border: `1px solid ${vars.color.gray[6]}`,
  borderRadius: vars.radius[3],
  boxShadow: vars.shadow[4],
  padding: vars.space[1],
  outline: 'none',
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  paddingBlock: vars.space[2],
  paddingInline: vars.space[3],
  borderRadius: vars.radius[2],
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    // The darkest accent step: step 11 on step 4 falls under 4.5:1 for some accents (teal: 3.8:1).
    '&[data-focused], &[data-hovered]': { backgroundColor: vars.color.accent[4], color: vars.color.accent[12] },
    '&[data-selected]': { fontWeight: vars.fontWeight.bold },
  },
});

export const dateGroup = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space[2] });

export const dateInput = style({
  ...control,
  selectors: { '&[data-focus-within]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -1 } },
});

export const dateSegment = style({
  paddingInline: 1,
  borderRadius: vars.radius[1],
  outline: 'none',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-placeholder]': { color: vars.color.gray[10] },
    '&[data-focused]': { backgroundColor: vars.color.accent[9], color: vars.color.accent.contrast },
  },
});

// ---- table ----
export const tableWrap = style({
  overflowInline: 'auto',
  backgroundColor: vars.color.panel,
  border: `1px solid ${vars.color.gray[6]}`,
  borderRadius: vars.radius[3],
});

export const table = style({ inlineSize: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize[2] });

export const th = style({
  paddingBlock: vars.space[2],
  paddingInline: vars.space[3],
  textAlign: 'start',
  fontWeight: vars.fontWeight.medium,
  color: vars.color.gray[11],
  backgroundColor: vars.color.gray[2],
  borderBlockEnd: `1px solid ${vars.color.gray[6]}`,
  whiteSpace: 'nowrap',
  selectors: { '&[data-align="end"]': { textAlign: 'end' } },
});

export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  padding: 0,
  border: 0,
  background: 'transparent',
  font: 'inherit',
  color: 'inherit',
  cursor: 'pointer',
  borderRadius: vars.radius[1],
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.gray[12] },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const sortIcon = style({
  color: vars.color.gray[9],
  selectors: { '[aria-sort="ascending"] &, [aria-sort="descending"] &': { color: vars.color.accent[11] } },
});

export const tr = style({
  outline: 'none',
  selectors: {
    '&[data-clickable]': { cursor: 'pointer' },
    '&[data-clickable]:hover': { backgroundColor: vars.color.gray[2] },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
  },
});

export const td = style({
  paddingBlock: vars.space[2],
  paddingInline: vars.space[3],
  borderBlockEnd: `1px solid ${vars.color.gray[4]}`,
  color: vars.color.gray[12],
  verticalAlign: 'middle',
  selectors: {
    '&[data-align="end"]': { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
    'tr:last-child > &': { borderBlockEnd: 0 },
  },
});

export const actionsCell = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space[1] });

/** The place of a row's "More actions" button on a row without further actions: the other buttons keep their column. */
export const actionSlot = style({ flex: 'none', inlineSize: 28, blockSize: 28 });

export const stateCell = style({ padding: 0 });

export const errorBox = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[3],
  paddingBlock: vars.space[7],
  paddingInline: vars.space[4],
  textAlign: 'center',
  color: vars.color.danger[11],
});

// ---- cards ----
export const cardGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
  gap: vars.space[3],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const cardItem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  padding: vars.space[4],
  backgroundColor: vars.color.panel,
  border: `1px solid ${vars.color.gray[6]}`,
  borderRadius: vars.radius[3],
  boxShadow: vars.shadow[2],
  outline: 'none',
  selectors: {
    '&[data-clickable]': { cursor: 'pointer' },
    '&[data-clickable]:hover': { borderColor: vars.color.accent[7] },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const cardActions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space[1],
  marginBlockStart: 'auto',
});

export const panel = style({
  backgroundColor: vars.color.panel,
  border: `1px solid ${vars.color.gray[6]}`,
  borderRadius: vars.radius[3],
});

// ---- footer ----
export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  color: vars.color.gray[11],
  fontSize: vars.fontSize[2],
});

export const footerGroup = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space[3] });

export const pager = style({ display: 'flex', alignItems: 'center', gap: vars.space[1] });

export const pageSize = style({ display: 'flex', alignItems: 'center', gap: vars.space[2] });

export const pageSizeTrigger = style([
  selectTrigger,
  { minInlineSize: '4.5rem', blockSize: 28, fontSize: vars.fontSize[1] },
]);

export const summary = style({ margin: 0 });

export const doubleChevron = style({ display: 'inline-flex' });

globalStyle(`${doubleChevron} > svg + svg`, { marginInlineStart: '-0.6em' });

export const toolbarEnd = style({ marginInlineStart: 'auto', display: 'flex', gap: vars.space[2] });

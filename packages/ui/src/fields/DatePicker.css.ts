import { style } from '@vanilla-extract/css';

import { vars } from '../theme/tokens.css';

export const dateInput = style({
  display: 'flex',
  alignItems: 'center',
  flex: 1,
  minInlineSize: 0,
  paddingInline: vars.space[3],
  fontSize: vars.fontSize[2],
  whiteSpace: 'nowrap',
  overflow: 'hidden',
});

export const rangeInput = style({ flex: 'initial' });

// The en dash between the two dates is drawn by CSS: it is decoration, the inputs carry their own labels.
export const rangeDash = style({
  color: vars.color.gray[11],
  paddingInline: vars.space[1],
  '::before': { content: '"–"' },
});

export const segment = style({
  paddingInline: 1,
  borderRadius: vars.radius[1],
  fontVariantNumeric: 'tabular-nums',
  outline: 'none',
  selectors: {
    '&[data-placeholder]': { color: vars.color.gray[11] },
    '&[data-type="literal"]': { color: vars.color.gray[11] },
    '&[data-focused]': { backgroundColor: vars.color.accent[5], color: vars.color.accent[12] },
    '&[data-invalid]': { color: vars.color.danger[11] },
    // White on red-9 reads at 3.9:1, under WCAG AA's 4.5:1 for text; near-black on red-6 keeps the red cue.
    '&[data-invalid][data-focused]': { backgroundColor: vars.color.danger[6], color: vars.color.gray[12] },
  },
});

export const spacer = style({ flex: 1 });

export const calendarDialog = style({ padding: vars.space[3], outline: 'none' });

export const calendarHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[2],
  marginBlockEnd: vars.space[2],
});

export const calendarHeading = style({
  margin: 0,
  fontSize: vars.fontSize[2],
  fontWeight: vars.fontWeight.medium,
  flex: 1,
  textAlign: 'center',
});

export const calendarGrid = style({ borderCollapse: 'collapse' });

export const calendarHeaderCell = style({
  fontSize: vars.fontSize[1],
  fontWeight: vars.fontWeight.regular,
  color: vars.color.gray[11],
  paddingBlockEnd: vars.space[1],
});

export const calendarCell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: 32,
  blockSize: 32,
  borderRadius: vars.radius[2],
  fontSize: vars.fontSize[2],
  cursor: 'default',
  outline: 'none',
  selectors: {
    '&[data-outside-month]': { visibility: 'hidden' },
    '&[data-hovered]': { backgroundColor: vars.color.gray.a3 },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
    // A light fill with a strong ring keeps the selected day's digits readable (AA contrast) in both themes.
    '&[data-selected]': {
      backgroundColor: vars.color.accent[4],
      color: vars.color.accent[12],
      fontWeight: vars.fontWeight.bold,
      boxShadow: `inset 0 0 0 2px ${vars.color.accent[9]}`,
    },
    '&[data-disabled], &[data-unavailable]': { color: vars.color.gray[8], textDecoration: 'line-through' },
  },
});

/** Days inside a selected range (not its ends) get a light band rather than the solid accent. */
export const rangeCell = style({
  selectors: {
    '&[data-selected]:not([data-selection-start]):not([data-selection-end])': {
      backgroundColor: vars.color.accent[3],
      boxShadow: 'none',
      fontWeight: vars.fontWeight.regular,
      borderRadius: 0,
    },
  },
});

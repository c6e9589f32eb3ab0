import { globalStyle, style } from '@vanilla-extract/css';

import { vars } from '../theme/tokens.css';

// Shared look of every form field: a block with the label above a full-width, 36px control, then help and
// error text. Only logical properties, so the same rules serve left-to-right and right-to-left layouts.

/** The field root: label, control, description and error stacked in a column. */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  inlineSize: '100%',
  minInlineSize: 0,
  textAlign: 'start',
});

export const label = style({
  fontSize: vars.fontSize[2],
  fontWeight: vars.fontWeight.medium,
  color: vars.color.gray[12],
  lineHeight: vars.lineHeight[2],
  cursor: 'default',
  selectors: { '[data-disabled] > &': { color: vars.color.gray[10] } },
});

export const requiredMark = style({
  color: vars.color.danger[11],
  marginInlineStart: vars.space[1],
});

export const description = style({
  fontSize: vars.fontSize[1],
  lineHeight: vars.lineHeight[1],
  color: vars.color.gray[11],
});

export const error = style({
  fontSize: vars.fontSize[1],
  lineHeight: vars.lineHeight[1],
  color: vars.color.danger[11],
});

const controlBorder = {
  borderWidth: 1,
  borderStyle: 'solid',
  borderColor: vars.color.gray[7],
  borderRadius: vars.radius[2],
  backgroundColor: vars.color.panel,
  color: vars.color.gray[12],
} as const;

const focusRing = { outline: `2px solid ${vars.color.focus}`, outlineOffset: -1, borderColor: vars.color.accent[8] };

/** A bare text input (TextField, TextArea). States come from react-aria's data attributes. */
export const input = style({
  ...controlBorder,
  blockSize: 36,
  inlineSize: '100%',
  minInlineSize: 0,
  paddingInline: vars.space[3],
  fontFamily: 'inherit',
  fontSize: vars.fontSize[2],
  textAlign: 'start',
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.gray[11] },
    '&[data-focused]': focusRing,
    '&[data-invalid]': { borderColor: vars.color.danger[9] },
    '&[data-invalid][data-focused]': { outlineColor: vars.color.danger[9] },
    '&[data-disabled]': { backgroundColor: vars.color.gray[3], color: vars.color.gray[10], cursor: 'not-allowed' },
    '&[readonly]': { backgroundColor: vars.color.gray[2] },
  },
});

export const textArea = style({
  blockSize: 'auto',
  minBlockSize: 80,
  paddingBlock: vars.space[2],
  lineHeight: vars.lineHeight[2],
  resize: 'vertical',
});

/** A bordered row holding an input and its buttons (number steppers, date segments, combobox trigger). */
export const group = style({
  ...controlBorder,
  display: 'flex',
  alignItems: 'center',
  blockSize: 36,
  inlineSize: '100%',
  minInlineSize: 0,
  overflow: 'hidden',
  selectors: {
    '&[data-focus-within]': focusRing,
    '&[data-invalid]': { borderColor: vars.color.danger[9] },
    '&[data-invalid][data-focus-within]': { outlineColor: vars.color.danger[9] },
    '&[data-disabled]': { backgroundColor: vars.color.gray[3], color: vars.color.gray[10] },
    '[data-readonly] > &': { backgroundColor: vars.color.gray[2] },
  },
});

/** The input inside a group: borderless, taking the remaining inline size. */
export const groupInput = style({
  flex: 1,
  minInlineSize: 0,
  blockSize: '100%',
  border: 'none',
  outline: 'none',
  background: 'transparent',
  color: 'inherit',
  paddingInline: vars.space[3],
  fontFamily: 'inherit',
  fontSize: vars.fontSize[2],
  textAlign: 'start',
  selectors: { '&::placeholder': { color: vars.color.gray[11] }, '&[data-disabled]': { cursor: 'not-allowed' } },
});

/** A square button at the inline end of a group (stepper, calendar, chevron). */
export const groupButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  blockSize: '100%',
  aspectRatio: '1',
  border: 'none',
  borderInlineStart: `1px solid ${vars.color.gray[6]}`,
  background: 'transparent',
  color: vars.color.gray[11],
  fontSize: vars.fontSize[2],
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.gray.a3 },
    '&[data-pressed]': { backgroundColor: vars.color.gray.a4 },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.gray[8] },
  },
});

/** A button styled as a control: the Select trigger. */
export const trigger = style({
  ...controlBorder,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  blockSize: 36,
  inlineSize: '100%',
  paddingInline: vars.space[3],
  fontFamily: 'inherit',
  fontSize: vars.fontSize[2],
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-pressed]': { backgroundColor: vars.color.gray[2] },
    '[data-invalid] > &': { borderColor: vars.color.danger[9] },
    '&[data-disabled]': { backgroundColor: vars.color.gray[3], color: vars.color.gray[10], cursor: 'not-allowed' },
  },
});

export const triggerValue = style({
  flex: 1,
  minInlineSize: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.gray[11] } },
});

export const chevron = style({ color: vars.color.gray[11], flexShrink: 0 });

/** The floating panel of Select, ComboBox and the date pickers. */
export const popover = style({
  // As wide as the control, but never wider than the viewport minus react-aria's 12px edge padding:
  // an overflowing popover scrolls the page, and a scroll closes it.
  minInlineSize: 'min(var(--trigger-width), calc(100vw - 24px))',
  maxInlineSize: 'calc(100vw - 24px)',
  backgroundColor: vars.color.panel,
  border: `1px solid ${vars.color.gray[6]}`,
  borderRadius: vars.radius[3],
  boxShadow: vars.shadow[4],
  outline: 'none',
  overflow: 'auto',
});

export const listBox = style({
  display: 'flex',
  flexDirection: 'column',
  padding: vars.space[1],
  maxBlockSize: 280,
  overflowY: 'auto',
  outline: 'none',
});

export const listBoxItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  minBlockSize: 32,
  paddingInline: vars.space[2],
  borderRadius: vars.radius[1],
  fontSize: vars.fontSize[2],
  color: vars.color.gray[12],
  cursor: 'default',
  outline: 'none',
  textAlign: 'start',
  selectors: {
    '&[data-focused]': { backgroundColor: vars.color.accent[4] },
    '&[data-selected]': { fontWeight: vars.fontWeight.medium },
    '&[data-disabled]': { color: vars.color.gray[11] },
  },
});

export const itemCheck = style({ color: vars.color.accent[11], visibility: 'hidden' });
globalStyle(`[data-selected] > ${itemCheck}`, { visibility: 'visible' });

export const itemLabel = style({ flex: 1, minInlineSize: 0 });

/** Muted text inside a list: "No results", "Loading…". */
export const listStatus = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  paddingBlock: vars.space[2],
  paddingInline: vars.space[2],
  fontSize: vars.fontSize[2],
  color: vars.color.gray[11],
});

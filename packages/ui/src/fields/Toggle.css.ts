import { style } from '@vanilla-extract/css';

import { vars } from '../theme/tokens.css';

// Checkbox and Switch: the control sits at the inline start of its label, help text is indented to the label.

export const toggleField = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  textAlign: 'start',
});

export const toggleButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  minBlockSize: 24,
  fontSize: vars.fontSize[2],
  color: vars.color.gray[12],
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-disabled]': { color: vars.color.gray[10], cursor: 'not-allowed' },
    '&[data-readonly]': { cursor: 'default' },
  },
});

/** Help and error text under a checkbox or switch, aligned with its label rather than the control. */
export const toggleHelp = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
});

export const checkboxHelp = style({ paddingInlineStart: `calc(18px + ${vars.space[2]})` });
export const switchHelp = style({ paddingInlineStart: `calc(34px + ${vars.space[2]})` });

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: 18,
  blockSize: 18,
  borderRadius: vars.radius[1],
  border: `1px solid ${vars.color.gray[8]}`,
  backgroundColor: vars.color.panel,
  color: vars.color.accent.contrast,
  fontSize: 14,
  selectors: {
    '[data-selected] > &, [data-indeterminate] > &': {
      backgroundColor: vars.color.accent[9],
      borderColor: vars.color.accent[9],
    },
    '[data-focus-visible] > &': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    '[data-invalid] > &': { borderColor: vars.color.danger[9] },
    '[data-invalid][data-selected] > &': { backgroundColor: vars.color.danger[9] },
    '[data-disabled] > &': { opacity: 0.55 },
  },
});

export const dash = style({ inlineSize: 8, blockSize: 2, backgroundColor: 'currentColor', borderRadius: 1 });

export const track = style({
  position: 'relative',
  display: 'inline-block',
  flexShrink: 0,
  inlineSize: 34,
  blockSize: 20,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.gray[6],
  transition: 'background-color 120ms',
  selectors: {
    '[data-selected] > &': { backgroundColor: vars.color.accent[9] },
    '[data-focus-visible] > &': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    '[data-disabled] > &': { opacity: 0.55 },
    '[data-invalid] > &': { boxShadow: `0 0 0 1px ${vars.color.danger[9]}` },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

// The thumb starts at the inline start and slides to the inline end when on: right in English, left in Arabic.
export const thumb = style({
  position: 'absolute',
  insetBlockStart: 2,
  insetInlineStart: 2,
  inlineSize: 16,
  blockSize: 16,
  borderRadius: vars.radius.full,
  backgroundColor: 'white',
  boxShadow: vars.shadow[2],
  transition: 'inset-inline-start 120ms',
  selectors: { '[data-selected] > * > &': { insetInlineStart: 16 } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

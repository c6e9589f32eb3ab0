import { style, styleVariants } from '@vanilla-extract/css';

import { vars } from '../theme/tokens.css';

export const root = style({
  display: 'grid',
  gap: vars.space[1],
  alignContent: 'start',
  padding: vars.space[4],
  backgroundColor: vars.color.panel,
  border: `1px solid ${vars.color.gray[6]}`,
  borderRadius: vars.radius[3],
  boxShadow: vars.shadow[2],
  minInlineSize: 0,
});

export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space[2], color: vars.color.gray[11] });

export const icon = style({ display: 'inline-flex', fontSize: '1.1rem', color: vars.color.accent[11] });

export const label = style({ margin: 0, fontSize: vars.fontSize[2], fontWeight: vars.fontWeight.medium });

/** Custom property holding the length of the formatted value, in characters (set inline by the card). */
export const valueChars = '--erp-metric-value-chars';

// The value's own box is the size container, not the card: a card sized by its content keeps that size.
export const valueBox = style({ containerType: 'inline-size', minInlineSize: 0 });

// The value stays on one line, never broken inside a number. Its size follows the card's width: as large as
// font-size-7 while the value fits, smaller (down to font-size-4) when it would not. A formatted amount (bold tabular
// digits, separators, currency) is at most about 0.55em a character in either language, so N characters fit at
// 100cqi / (N × 0.55). Past the smallest size it ends in an ellipsis, and the card gives it a title with the whole
// value.
export const value = style({
  margin: 0,
  fontSize: `clamp(${vars.fontSize[4]}, calc(100cqi / (var(${valueChars}, 1) * 0.55)), ${vars.fontSize[7]})`,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight[6],
  color: vars.color.gray[12],
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const footer = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[2],
  fontSize: vars.fontSize[1],
});

export const trend = styleVariants({
  up: { color: vars.color.success[11], fontWeight: vars.fontWeight.medium },
  down: { color: vars.color.danger[11], fontWeight: vars.fontWeight.medium },
  flat: { color: vars.color.gray[11], fontWeight: vars.fontWeight.medium },
});

export const subLabel = style({ color: vars.color.gray[11] });

export const unavailableValue = style({ color: vars.color.gray[11] });

export const unavailableNote = style({
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[1],
  fontSize: vars.fontSize[1],
  color: vars.color.danger[11],
});

export const unavailableIcon = style({ flexShrink: 0 });

export const srOnly = style({
  position: 'absolute',
  inlineSize: 1,
  blockSize: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});

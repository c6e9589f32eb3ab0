import { style } from '@vanilla-extract/css';

import { vars } from '../theme/tokens.css';

export const tagGroup = style({ display: 'flex', flexDirection: 'column' });

export const tagList = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[1], outline: 'none' });

export const empty = style({ fontSize: vars.fontSize[1], color: vars.color.gray[11] });

export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  blockSize: 26,
  paddingInlineStart: vars.space[2],
  paddingInlineEnd: vars.space[1],
  borderRadius: vars.radius[2],
  backgroundColor: vars.color.accent[3],
  border: `1px solid ${vars.color.accent[6]}`,
  color: vars.color.accent[11],
  fontSize: vars.fontSize[1],
  cursor: 'default',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
    '&[data-disabled]': { opacity: 0.55 },
  },
});

export const removeButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: 18,
  blockSize: 18,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius[1],
  background: 'transparent',
  color: 'inherit',
  fontSize: 12,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.accent[5] },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}` },
  },
});

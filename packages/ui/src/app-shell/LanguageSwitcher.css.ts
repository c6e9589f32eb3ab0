import { style } from '@vanilla-extract/css';

import { vars } from '../theme/tokens.css';

export const root = style({ display: 'inline-flex', flexDirection: 'column', gap: vars.space[1] });

export const label = style({ fontSize: vars.fontSize[1], color: vars.color.gray[11] });

export const trigger = style({
  display: 'inline-flex',
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
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.gray[3] },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const popover = style({
  minInlineSize: 'var(--trigger-width)',
  backgroundColor: vars.color.panel,
  border: `1px solid ${vars.color.gray[6]}`,
  borderRadius: vars.radius[3],
  boxShadow: vars.shadow[4],
  padding: vars.space[1],
  outline: 'none',
});

export const listBox = style({ outline: 'none' });

export const option = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  paddingBlock: vars.space[2],
  paddingInline: vars.space[3],
  borderRadius: vars.radius[2],
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { backgroundColor: vars.color.accent[4], color: vars.color.accent[11] },
    '&[data-selected]': { fontWeight: vars.fontWeight.medium },
  },
});

export const check = style({
  visibility: 'hidden',
  selectors: { '[data-selected] > &': { visibility: 'visible' } },
});

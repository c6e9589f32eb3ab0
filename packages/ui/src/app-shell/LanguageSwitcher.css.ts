import { style } from '@vanilla-extract/css';

import { vars } from '../theme/tokens.css';

export const root = style({ display: 'inline-flex', flexDirection: 'column', gap: vars.space[1] });

export const label = style({ fontSize: vars.fontSize[1], color: vars.color.gray[11] });

export const segments = style({
  display: 'inline-flex',
  padding: 2,
  gap: 2,
  borderRadius: vars.radius[3],
  border: `1px solid ${vars.color.gray[7]}`,
  backgroundColor: vars.color.gray[2],
});

export const segment = style({
  display: 'inline-flex',
  alignItems: 'center',
  blockSize: 30,
  paddingInline: vars.space[3],
  borderRadius: vars.radius[2],
  color: vars.color.gray[11],
  fontSize: vars.fontSize[2],
  cursor: 'pointer',
  outline: 'none',
  userSelect: 'none',
  selectors: {
    '&[data-hovered]:not([data-selected])': { backgroundColor: vars.color.gray[4], color: vars.color.gray[12] },
    '&[data-selected]': {
      backgroundColor: vars.color.panel,
      color: vars.color.gray[12],
      fontWeight: vars.fontWeight.medium,
      boxShadow: vars.shadow[2],
      cursor: 'default',
    },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
  },
});

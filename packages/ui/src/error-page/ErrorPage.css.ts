import { style } from '@vanilla-extract/css';

import { vars } from '../theme/tokens.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  textAlign: 'center',
  gap: vars.space[3],
  minBlockSize: '60dvh',
  paddingBlock: vars.space[8],
  paddingInline: vars.space[4],
});

export const code = style({
  margin: 0,
  fontSize: vars.fontSize[8],
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
  color: vars.color.accent[9],
});

export const status = style({
  margin: 0,
  fontSize: vars.fontSize[1],
  fontWeight: vars.fontWeight.medium,
  color: vars.color.gray[11],
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize[6],
  fontWeight: vars.fontWeight.bold,
  color: vars.color.gray[12],
});

export const message = style({ margin: 0, maxInlineSize: '36rem', color: vars.color.gray[11] });

export const action = style({ marginBlockStart: vars.space[3] });

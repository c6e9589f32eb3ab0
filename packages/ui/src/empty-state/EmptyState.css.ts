import { style } from '@vanilla-extract/css';

import { vars } from '../theme/tokens.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space[2],
  paddingBlock: vars.space[8],
  paddingInline: vars.space[4],
  color: vars.color.gray[11],
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '3rem',
  blockSize: '3rem',
  fontSize: '1.5rem',
  borderRadius: '50%',
  backgroundColor: vars.color.gray[3],
  color: vars.color.gray[11],
  marginBlockEnd: vars.space[2],
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize[4],
  fontWeight: vars.fontWeight.bold,
  color: vars.color.gray[12],
});

export const description = style({ margin: 0, maxInlineSize: '36rem' });

export const action = style({ marginBlockStart: vars.space[3] });

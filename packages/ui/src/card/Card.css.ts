import { style } from '@vanilla-extract/css';

import { vars } from '../theme/tokens.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  padding: vars.space[4],
  backgroundColor: vars.color.panel,
  border: `1px solid ${vars.color.gray[6]}`,
  borderRadius: vars.radius[3],
  boxShadow: vars.shadow[2],
  minInlineSize: 0,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[2],
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize[3],
  fontWeight: vars.fontWeight.bold,
  color: vars.color.gray[12],
});

export const body = style({ minInlineSize: 0 });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space[2],
  paddingBlockStart: vars.space[3],
  borderBlockStart: `1px solid ${vars.color.gray[5]}`,
});

import { style } from '@vanilla-extract/css';

import { vars } from '../theme/tokens.css';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space[3],
  marginBlockEnd: vars.space[5],
});

export const text = style({ display: 'grid', gap: vars.space[1], minInlineSize: 0 });

export const breadcrumbs = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  fontSize: vars.fontSize[1],
  color: vars.color.gray[11],
});

export const crumb = style({ display: 'inline-flex', alignItems: 'center' });

export const crumbLink = style({
  color: vars.color.gray[11],
  textDecoration: 'none',
  borderRadius: vars.radius[1],
  outline: 'none',
  selectors: {
    '&[data-href][data-hovered]': { color: vars.color.accent[11], textDecoration: 'underline' },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&[data-current]': { color: vars.color.gray[12] },
  },
});

export const separator = style({ marginInline: vars.space[1], color: vars.color.gray[9] });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize[6],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight[6],
  color: vars.color.gray[12],
});

export const description = style({ margin: 0, color: vars.color.gray[11] });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2], alignItems: 'center' });

import { vars } from '@erp/ui/theme';
import { style, styleVariants } from '@vanilla-extract/css';

export const root = style({ display: 'grid', gap: vars.space[1], minInlineSize: '8rem' });

export const track = style({
  blockSize: '0.5rem',
  borderRadius: vars.radius.full,
  background: vars.color.gray[4],
  overflow: 'hidden',
});

const fillBase = style({ blockSize: '100%', borderRadius: vars.radius.full });

export const fill = styleVariants({
  normal: [fillBase, { background: vars.color.accent[9] }],
  near: [fillBase, { background: vars.color.warning[9] }],
  full: [fillBase, { background: vars.color.danger[9] }],
  empty: [fillBase, { background: vars.color.gray[6] }],
});

export const text = style({
  fontSize: vars.fontSize[1],
  color: vars.color.gray[11],
  fontVariantNumeric: 'tabular-nums',
});

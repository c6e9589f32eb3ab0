import { vars } from '@erp/ui';
import { style } from '@vanilla-extract/css';

export const bars = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space[2] });

export const bar = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, 14rem) 1fr auto',
  gap: vars.space[3],
  alignItems: 'center',
});

export const track = style({ display: 'block', blockSize: '0.75rem' });

export const fill = style({
  display: 'block',
  blockSize: '100%',
  background: vars.color.accent[9],
  borderRadius: vars.radius.full,
});

export const stack = style({ display: 'grid', gap: vars.space[4] });

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[3], alignItems: 'flex-end' });

export const grow = style({ flex: '1 1 12rem', minInlineSize: 0 });

export const groups = style({ display: 'grid', gap: vars.space[3] });

export const group = style({
  border: `1px solid ${vars.color.gray[6]}`,
  borderRadius: vars.radius[3],
  padding: vars.space[3],
});

export const groupTitle = style({ margin: 0, fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize[2] });

export const checks = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space[2]} ${vars.space[4]}` });

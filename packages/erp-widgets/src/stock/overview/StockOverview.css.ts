import { vars } from '@erp/ui/theme';
import { style } from '@vanilla-extract/css';

export const grid = style({
  display: 'grid',
  gap: vars.space[4],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))',
  alignItems: 'start',
});

export const wide = style({ gridColumn: '1 / -1' });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space[3] });

export const row = style({ display: 'grid', gap: vars.space[1] });

export const rowHead = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space[2],
  flexWrap: 'wrap',
});

export const levels = style({ display: 'grid', gap: vars.space[3], gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' });

export const level = style({
  display: 'grid',
  gap: vars.space[1],
  padding: vars.space[3],
  borderRadius: vars.radius[3],
  background: vars.color.gray[2],
  border: `1px solid ${vars.color.gray[5]}`,
});

export const levelCount = style({ fontSize: vars.fontSize[6], fontWeight: vars.fontWeight.bold, lineHeight: 1.1 });

import { vars } from '@erp/ui/theme';
import { style } from '@vanilla-extract/css';

/** The bar chart of a saved report: one row per label (label, bar, amount); the bars grow from the inline start. */
export const bars = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space[2] });

export const bar = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, 14rem) 1fr auto',
  gap: vars.space[3],
  alignItems: 'center',
});

export const track = style({ display: 'block', blockSize: '0.75rem' });

/** The bar's length is the only inline style: its share of the largest value. */
export const fill = style({
  display: 'block',
  blockSize: '100%',
  background: vars.color.accent[9],
  borderRadius: vars.radius.full,
});

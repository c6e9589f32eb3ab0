import { vars } from '@erp/ui/theme';
import { style } from '@vanilla-extract/css';

export const formGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  gap: vars.space[4],
});

/** A field across the whole grid (notes, addresses). */
export const wide = style({ gridColumn: '1 / -1' });

export const ltrValue = style({ direction: 'ltr', unicodeBidi: 'isolate' });

export const summary = style({ display: 'grid', gap: vars.space[2], margin: 0 });

export const summaryRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, max-content) 1fr',
  gap: vars.space[4],
});

export const summaryLabel = style({ color: vars.color.gray[11] });

export const summaryValue = style({ margin: 0 });

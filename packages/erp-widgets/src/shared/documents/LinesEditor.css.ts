import { vars } from '@erp/ui/theme';
import { style } from '@vanilla-extract/css';

// The line editor's own layout; its line cards are the shared ones (shared.css.ts).

/** "Quantity exceeds available stock!" under a line that sells more than its warehouse holds. */
export const stockWarning = style({
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  color: vars.color.warning[11],
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize[1],
});

export const addButtons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2] });

/** The VAT rate beside the totals. */
export const linesFooter = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space[4],
});

export const vatField = style({ flex: '0 1 16rem', minInlineSize: '12rem' });

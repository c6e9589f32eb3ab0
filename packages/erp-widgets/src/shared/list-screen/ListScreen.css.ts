import { vars } from '@erp/ui/theme';
import { style } from '@vanilla-extract/css';

/** The "Sort by" picker and its order toggle, side by side in the list toolbar. */
export const sortControls = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space[2],
});

export const sortField = style({ minInlineSize: '11rem' });

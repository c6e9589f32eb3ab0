import { vars } from '@erp/ui/theme';
import { style } from '@vanilla-extract/css';

// Styles of the sales lists beyond the shared blocks (shared/shared.css.ts).

export const sortControls = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space[2],
});

export const sortField = style({ minInlineSize: '11rem' });

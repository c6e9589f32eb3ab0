import { vars } from '@erp/ui/theme';
import { style } from '@vanilla-extract/css';

// Styles of the quotation and receipt screens beyond the shared blocks (shared/shared.css.ts).

/** The generated invoice of a quotation: its "Generated" badge, number and open button on one line. */
export const generatedInvoice = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[2],
});

/** A list cell holding a badge and a number. */
export const badgeCell = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space[2] });

import { vars } from '@erp/ui/theme';
import { style } from '@vanilla-extract/css';

// Styles of the finance screens beyond the shared blocks (shared/shared.css.ts).

/** Document numbers and dates stay on one line. */
export const nowrap = style({ whiteSpace: 'nowrap' });

/** Short facts side by side (a bill's number and supplier under a dialog title). */
export const parts = style({ display: 'inline-flex', flexWrap: 'wrap', columnGap: vars.space[3] });

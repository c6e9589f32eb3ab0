import { vars } from '@erp/ui/theme';
import { style } from '@vanilla-extract/css';

/** A link that keeps its contrast on the grey rows of lists and cards. */
export const link = style({
  color: vars.color.accent[12],
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
});

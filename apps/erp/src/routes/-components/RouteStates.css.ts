import { vars } from '@erp/ui/theme';
import { style } from '@vanilla-extract/css';

export const pending = style({
  display: 'grid',
  placeItems: 'center',
  minBlockSize: '40vh',
  color: vars.color.accent[9],
});
export const spinner = style({ inlineSize: 32, blockSize: 32 });

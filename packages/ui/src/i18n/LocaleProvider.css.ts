import { style } from '@vanilla-extract/css';

import { vars } from '../theme/tokens.css';

export const localeRoot = style({
  fontFamily: vars.font.body,
  minBlockSize: '100%',
});

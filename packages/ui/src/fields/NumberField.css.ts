import { style } from '@vanilla-extract/css';

import { vars } from '../theme/tokens.css';

// Increment above decrement, in a narrow column at the inline end of the control.
export const stepper = style({
  display: 'flex',
  flexDirection: 'column',
  blockSize: '100%',
  flexShrink: 0,
  borderInlineStart: `1px solid ${vars.color.gray[6]}`,
});

export const stepperButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 1,
  inlineSize: 28,
  border: 'none',
  padding: 0,
  background: 'transparent',
  color: vars.color.gray[11],
  fontSize: vars.fontSize[1],
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '& + &': { borderBlockStart: `1px solid ${vars.color.gray[6]}` },
    '&[data-hovered]': { backgroundColor: vars.color.gray.a3 },
    '&[data-pressed]': { backgroundColor: vars.color.gray.a4 },
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.gray[8] },
  },
});

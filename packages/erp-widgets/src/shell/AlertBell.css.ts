import { vars } from '@erp/ui/theme';
import { style } from '@vanilla-extract/css';

export const bell = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '2.25rem',
  blockSize: '2.25rem',
  borderRadius: vars.radius.full,
  color: vars.color.gray[12],
  fontSize: vars.fontSize[4],
  selectors: {
    '&:hover': { background: vars.color.gray[3] },
    '&:focus-visible': { outline: `2px solid ${vars.color.accent[8]}`, outlineOffset: 2 },
  },
});

export const badge = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineEnd: 0,
  minInlineSize: '1.1rem',
  paddingInline: '0.25rem',
  borderRadius: vars.radius.full,
  background: vars.color.danger[11],
  color: 'white',
  fontSize: '0.7rem',
  lineHeight: '1.1rem',
  textAlign: 'center',
  fontWeight: vars.fontWeight.bold,
});

export const srOnly = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

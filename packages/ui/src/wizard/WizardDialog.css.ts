import { style } from '@vanilla-extract/css';

import { vars } from '../theme/tokens.css';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4] });

export const steps = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const step = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  paddingBlock: vars.space[1],
  paddingInlineStart: vars.space[1],
  paddingInlineEnd: vars.space[3],
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize[1],
  color: vars.color.gray[11],
  backgroundColor: vars.color.gray[2],
  border: `1px solid ${vars.color.gray[5]}`,
  selectors: {
    '&[data-status="current"]': {
      color: vars.color.accent[12],
      backgroundColor: vars.color.accent[3],
      borderColor: vars.color.accent[8],
      fontWeight: vars.fontWeight.bold,
    },
    '&[data-status="complete"]': { color: vars.color.gray[12] },
  },
});

export const stepNumber = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '1.6em',
  blockSize: '1.6em',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.gray[4],
  color: vars.color.gray[12],
  fontWeight: vars.fontWeight.bold,
  selectors: {
    '[data-status="current"] > &': { backgroundColor: vars.color.accent[11], color: vars.color.accent.contrast },
    '[data-status="complete"] > &': { backgroundColor: vars.color.success[3], color: vars.color.success[11] },
  },
});

export const stepHeader = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1] });

export const stepOf = style({ margin: 0, fontSize: vars.fontSize[1], color: vars.color.gray[11] });

export const stepTitle = style({
  margin: 0,
  fontSize: vars.fontSize[3],
  fontWeight: vars.fontWeight.bold,
  outline: 'none',
});

export const stepDescription = style({ margin: 0, color: vars.color.gray[11] });

export const errorSummary = style({
  padding: vars.space[3],
  borderRadius: vars.radius[3],
  backgroundColor: vars.color.danger[3],
  border: `1px solid ${vars.color.danger[6]}`,
  color: vars.color.danger[11],
});

export const errorSummaryTitle = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const errorList = style({ margin: 0, marginBlockStart: vars.space[1], paddingInlineStart: vars.space[5] });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3] });

export const cancel = style({ marginInlineEnd: 'auto' });

export const visuallyHidden = style({
  position: 'absolute',
  inlineSize: 1,
  blockSize: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

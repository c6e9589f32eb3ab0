import { style } from '@vanilla-extract/css';

import { vars } from '../theme/tokens.css';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3] });

export const message = style({ margin: 0, color: vars.color.gray[11], lineHeight: vars.lineHeight[3] });

export const transition = style({
  display: 'flex',
  alignItems: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space[3],
  margin: 0,
});

export const statusItem = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1], minInlineSize: 0 });

export const statusCaption = style({ fontSize: vars.fontSize[1], color: vars.color.gray[11] });

export const statusValue = style({ display: 'flex' });

export const pill = style({
  display: 'inline-flex',
  alignItems: 'center',
  paddingBlock: vars.space[1],
  paddingInline: vars.space[2],
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.gray[3],
  border: `1px solid ${vars.color.gray[6]}`,
  fontSize: vars.fontSize[1],
  fontWeight: vars.fontWeight.medium,
});

export const pillNew = style({
  backgroundColor: vars.color.accent[3],
  borderColor: vars.color.accent[7],
  color: vars.color.accent[12],
});

export const arrow = style({ fontSize: vars.fontSize[4], color: vars.color.gray[11], marginBlockEnd: vars.space[1] });

/** The failure of the confirmed action, above the buttons. */
export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[2],
  padding: vars.space[3],
  borderRadius: vars.radius[3],
  backgroundColor: vars.color.danger[3],
  border: `1px solid ${vars.color.danger[6]}`,
  color: vars.color.danger[11],
});

export const errorIcon = style({ flexShrink: 0, marginBlockStart: '0.15em', fontSize: vars.fontSize[3] });

export const errorText = style({ minInlineSize: 0, overflowWrap: 'anywhere', lineHeight: vars.lineHeight[2] });

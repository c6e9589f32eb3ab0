import { vars } from '@erp/ui/theme';
import { style } from '@vanilla-extract/css';

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize[4],
  color: vars.color.accent[11],
  whiteSpace: 'nowrap',
});

export const brandMark = style({
  inlineSize: 28,
  blockSize: 28,
  flexShrink: 0,
  color: vars.color.accent[9],
});

export const updateBanner = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  marginBlockEnd: vars.space[4],
  paddingBlock: vars.space[2],
  paddingInline: vars.space[4],
  borderRadius: vars.radius[3],
  backgroundColor: vars.color.info[3],
  color: vars.color.gray[12],
  border: `1px solid ${vars.color.info[6]}`,
  borderInlineStartWidth: 4,
});

import { vars } from '@erp/ui/theme';
import { style } from '@vanilla-extract/css';

export const tagList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[1],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const tag = style({
  paddingInline: vars.space[2],
  borderRadius: vars.radius[2],
  backgroundColor: vars.color.gray[3],
  color: vars.color.gray[12],
  fontSize: vars.fontSize[1],
});

export const previewFrame = style({
  inlineSize: '100%',
  blockSize: '28rem',
  border: `1px solid ${vars.color.gray[6]}`,
  borderRadius: vars.radius[2],
  backgroundColor: vars.color.gray[2],
});

export const previewImage = style({
  display: 'block',
  maxInlineSize: '100%',
  maxBlockSize: '28rem',
  marginInline: 'auto',
  borderRadius: vars.radius[2],
});

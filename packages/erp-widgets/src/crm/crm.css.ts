import { vars } from '@erp/ui/theme';
import { style } from '@vanilla-extract/css';

export const relatedSection = style({
  display: 'grid',
  gap: vars.space[2],
  marginBlockStart: vars.space[4],
});

export const relatedTitle = style({
  margin: 0,
  fontSize: vars.fontSize[3],
  fontWeight: vars.fontWeight.bold,
});

export const relatedList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space[1],
});

export const relatedItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space[2],
  paddingBlock: vars.space[2],
  paddingInline: vars.space[3],
  borderRadius: vars.radius[2],
  backgroundColor: vars.color.gray[2],
});

export const relatedMeta = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  gap: vars.space[3],
  color: vars.color.gray[11],
  fontSize: vars.fontSize[1],
});

export const muted = style({
  margin: 0,
  color: vars.color.gray[11],
});

export const secondary = style({
  display: 'block',
  color: vars.color.gray[11],
  fontSize: vars.fontSize[1],
});

export const ltrValue = style({
  direction: 'ltr',
  unicodeBidi: 'isolate',
});

export const formGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  gap: vars.space[4],
});

export const summary = style({
  display: 'grid',
  gap: vars.space[2],
  margin: 0,
});

export const summaryRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, max-content) 1fr',
  gap: vars.space[4],
});

export const summaryLabel = style({
  color: vars.color.gray[11],
});

export const summaryValue = style({
  margin: 0,
});

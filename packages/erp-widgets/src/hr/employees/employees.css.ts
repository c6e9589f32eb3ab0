import { vars } from '@erp/ui/theme';
import { style } from '@vanilla-extract/css';

export const card = style({ display: 'grid', gap: vars.space[2], minInlineSize: 0 });
export const cardHeader = style({
  display: 'flex',
  alignItems: 'start',
  justifyContent: 'space-between',
  gap: vars.space[2],
});
export const cardName = style({ margin: 0, fontSize: vars.fontSize[3], fontWeight: vars.fontWeight.bold });
export const cardPosition = style({ margin: 0, color: vars.color.gray[11], fontSize: vars.fontSize[2] });
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space[3],
  rowGap: vars.space[1],
  margin: 0,
  fontSize: vars.fontSize[2],
});
export const factLabel = style({ color: vars.color.gray[11] });
export const factValue = style({ margin: 0, minInlineSize: 0, overflowWrap: 'anywhere' });
export const cardFooter = style({ display: 'flex', justifyContent: 'flex-end' });
export const tabPanel = style({ paddingBlockStart: vars.space[4] });
export const docList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space[2] });
export const docRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  paddingBlock: vars.space[2],
  borderBlockEnd: `1px solid ${vars.color.gray[6]}`,
});
export const docText = style({ flex: 1, minInlineSize: 0, display: 'grid' });
export const docMeta = style({ color: vars.color.gray[11], fontSize: vars.fontSize[1] });
export const toggle = style({ display: 'flex', alignItems: 'center', alignSelf: 'end', minBlockSize: 36 });

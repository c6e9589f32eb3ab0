import { vars } from '@erp/ui/theme';
import { style } from '@vanilla-extract/css';

export const editor = style({
  display: 'grid',
  gap: vars.space[3],
  // Its own compositing layer: a toggle paints the rows that changed into the editor's layer, rather than painting
  // the whole visible dialog again (the dialog and the page behind it are one layer otherwise).
  willChange: 'transform',
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  justifyContent: 'space-between',
  gap: vars.space[3],
});

export const search = style({ flex: '1 1 16rem' });

export const total = style({ color: vars.color.gray[11], fontSize: vars.fontSize[1] });

export const module = style({
  border: `1px solid ${vars.color.gray[6]}`,
  borderRadius: vars.radius[3],
  paddingBlock: vars.space[2],
  paddingInline: vars.space[3],
  margin: 0,
  // A toggle changes one module: its layout, style and paint stay inside its section, so the browser does not lay
  // out and repaint the other modules (and the dialog around them) on each change.
  contain: 'layout paint style',
});

export const moduleHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[2],
});

export const count = style({
  color: vars.color.gray[11],
  fontSize: vars.fontSize[1],
  fontVariantNumeric: 'tabular-nums',
});

export const rows = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(18rem, 1fr))',
  gap: vars.space[2],
  marginBlockStart: vars.space[2],
});

/** A name followed by its badge. */
export const nameWithBadge = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[2],
});

export const key = style({
  display: 'block',
  // The key keeps its own order (view:invoices) and the paragraph's side.
  unicodeBidi: 'isolate',
  fontSize: vars.fontSize[1],
  color: vars.color.gray[11],
});

export const moduleTitle = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space[2],
  margin: 0,
  fontSize: vars.fontSize[2],
  fontWeight: vars.fontWeight.bold,
});

import { style, styleVariants } from '@vanilla-extract/css';

import { vars } from '../theme/tokens.css';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space[4],
  backgroundColor: `color-mix(in srgb, ${vars.color.gray[12]} 45%, transparent)`,
  '@media': {
    // On paper the dialog is the page: no scrim, no centring box (see viewer-dialog's print rules).
    print: {
      position: 'absolute',
      insetBlockStart: 0,
      insetInlineStart: 0,
      inlineSize: '100%',
      display: 'block',
      padding: 0,
      backgroundColor: 'transparent',
    },
  },
});

const modalBase = style({
  display: 'flex',
  flexDirection: 'column',
  maxInlineSize: '100%',
  maxBlockSize: '100%',
  backgroundColor: vars.color.panel,
  color: vars.color.gray[12],
  borderRadius: vars.radius[4],
  boxShadow: `0 0 0 1px ${vars.color.gray.a6}, 0 16px 48px -12px ${vars.color.gray.a6}`,
  outline: 'none',
  overflow: 'hidden',
  '@media': {
    print: { inlineSize: '100%', maxBlockSize: 'none', overflow: 'visible', boxShadow: 'none', borderRadius: 0 },
  },
});

/** Widths on a rem scale so dialogs grow with the user's font size. */
const width = (inlineSize: string) => ({ inlineSize, '@media': { print: { inlineSize: '100%' } } });

export const modal = styleVariants({
  sm: [modalBase, width('28rem')],
  md: [modalBase, width('36rem')],
  lg: [modalBase, width('52rem')],
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  minBlockSize: 0,
  flex: 1,
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[3],
  paddingBlock: vars.space[4],
  paddingInline: vars.space[5],
  borderBlockEnd: `1px solid ${vars.color.gray[5]}`,
});

export const headings = style({
  flex: 1,
  minInlineSize: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
});

export const titleRow = style({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: vars.space[2] });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize[4],
  lineHeight: vars.lineHeight[4],
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const subtitle = style({ margin: 0, color: vars.color.gray[11], fontSize: vars.fontSize[2] });

export const body = style({
  flex: 1,
  minBlockSize: 0,
  overflowY: 'auto',
  paddingBlock: vars.space[4],
  paddingInline: vars.space[5],
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space[2],
  paddingBlock: vars.space[3],
  paddingInline: vars.space[5],
  borderBlockStart: `1px solid ${vars.color.gray[5]}`,
  backgroundColor: vars.color.gray[2],
});

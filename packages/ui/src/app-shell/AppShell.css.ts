import { globalStyle, style } from '@vanilla-extract/css';

import { vars } from '../theme/tokens.css';

// Below this width the side navigation turns into a modal drawer. A container query (not a media query)
// so the shell responds to the space it is given, which also lets stories show the narrow layout.
const NARROW = '(max-width: 48rem)';

export const visuallyHidden = style({
  position: 'absolute',
  inlineSize: 1,
  blockSize: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const root = style({
  containerType: 'inline-size',
  minBlockSize: '100dvh',
  backgroundColor: vars.color.gray[2],
});

export const shell = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gridTemplateRows: 'auto minmax(0, 1fr)',
  gridTemplateAreas: '"nav top" "nav main"',
  minBlockSize: '100dvh',
  '@container': {
    [NARROW]: { gridTemplateColumns: 'minmax(0, 1fr)', gridTemplateAreas: '"top" "main"' },
  },
});

export const skipLink = style([
  visuallyHidden,
  {
    selectors: {
      '&:focus': {
        position: 'fixed',
        insetBlockStart: vars.space[2],
        insetInlineStart: vars.space[2],
        inlineSize: 'auto',
        blockSize: 'auto',
        margin: 0,
        clipPath: 'none',
        zIndex: 10,
        paddingBlock: vars.space[2],
        paddingInline: vars.space[3],
        borderRadius: vars.radius[2],
        backgroundColor: vars.color.panel,
        color: vars.color.accent[11],
        boxShadow: vars.shadow[3],
        outline: `2px solid ${vars.color.focus}`,
      },
    },
  },
]);

export const sidebar = style({
  gridArea: 'nav',
  display: 'flex',
  flexDirection: 'column',
  inlineSize: '15rem',
  position: 'sticky',
  insetBlockStart: 0,
  blockSize: '100dvh',
  backgroundColor: vars.color.panel,
  borderInlineEnd: `1px solid ${vars.color.gray[6]}`,
  transition: 'inline-size 150ms ease',
  selectors: { '&[data-collapsed]': { inlineSize: '4rem' } },
  '@container': { [NARROW]: { display: 'none' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const sidebarBrand = style({
  display: 'flex',
  alignItems: 'center',
  minBlockSize: '3.5rem',
  paddingInline: vars.space[4],
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize[3],
  borderBlockEnd: `1px solid ${vars.color.gray[6]}`,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  selectors: { '[data-collapsed] &': { paddingInline: vars.space[2], justifyContent: 'center' } },
});

// The brand wherever it shows, centred on the bar's line as before, and no wider than the room it has: its text (a
// string brand, or the text of a node's outer element) is cut with an ellipsis instead of running past the column.
export const brandSlot = style({ display: 'flex', alignItems: 'center', minInlineSize: 0 });

globalStyle(`${brandSlot} > *`, {
  minInlineSize: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const navScroll = style({
  flex: 1,
  overflowBlock: 'auto',
  paddingBlock: vars.space[3],
  paddingInline: vars.space[2],
});

export const section = style({
  marginBlockEnd: vars.space[4],
});

export const sectionHeading = style({
  margin: 0,
  paddingInline: vars.space[2],
  paddingBlockEnd: vars.space[1],
  fontSize: vars.fontSize[1],
  fontWeight: vars.fontWeight.medium,
  color: vars.color.gray[11],
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const collapsedHeading = style([sectionHeading, visuallyHidden]);

// One column no wider than the navigation (not as wide as the longest label), so labels are cut with an ellipsis.
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: 2,
});

export const navLink = style({
  display: 'flex',
  alignItems: 'center',
  minInlineSize: 0,
  gap: vars.space[3],
  minBlockSize: '2.25rem',
  paddingInline: vars.space[2],
  borderRadius: vars.radius[2],
  borderInlineStart: '3px solid transparent',
  color: vars.color.gray[12],
  textDecoration: 'none',
  fontSize: vars.fontSize[2],
  outline: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover, &[data-hovered]': { backgroundColor: vars.color.gray.a3 },
    '&:focus-visible, &[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
    // The current page: a tinted background and a bar at the inline start, with full-contrast text.
    '&[aria-current="page"]': {
      backgroundColor: vars.color.accent[3],
      borderInlineStartColor: vars.color.accent[9],
      color: vars.color.gray[12],
      fontWeight: vars.fontWeight.bold,
    },
    '[data-collapsed] &': { justifyContent: 'center', paddingInline: 0 },
  },
});

export const navIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '1.25rem',
  blockSize: '1.25rem',
  fontSize: '1.25rem',
  flexShrink: 0,
});

export const navMonogram = style({
  fontSize: vars.fontSize[1],
  fontWeight: vars.fontWeight.bold,
  borderRadius: '50%',
  backgroundColor: vars.color.gray[4],
  inlineSize: '1.5rem',
  blockSize: '1.5rem',
});

export const navLabel = style({
  minInlineSize: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const sidebarFooter = style({
  display: 'flex',
  justifyContent: 'flex-end',
  padding: vars.space[2],
  borderBlockStart: `1px solid ${vars.color.gray[6]}`,
  selectors: { '[data-collapsed] &': { justifyContent: 'center' } },
});

export const topBar = style({
  gridArea: 'top',
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: 2,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  minBlockSize: '3.5rem',
  paddingInline: vars.space[4],
  backgroundColor: vars.color.panel,
  borderBlockEnd: `1px solid ${vars.color.gray[6]}`,
});

export const drawerButton = style({
  display: 'none',
  '@container': { [NARROW]: { display: 'inline-flex' } },
});

export const topBrand = style({
  display: 'none',
  minInlineSize: 0,
  fontWeight: vars.fontWeight.bold,
  '@container': { [NARROW]: { display: 'flex', alignItems: 'center' } },
});

export const topBarEnd = style({
  marginInlineStart: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
});

export const main = style({
  gridArea: 'main',
  minInlineSize: 0,
  padding: vars.space[5],
  outline: 'none',
  '@container': { [NARROW]: { padding: vars.space[3] } },
});

export const userName = style({
  maxInlineSize: '12rem',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  '@container': { [NARROW]: { display: 'none' } },
});

export const popover = style({
  minInlineSize: '14rem',
  backgroundColor: vars.color.panel,
  border: `1px solid ${vars.color.gray[6]}`,
  borderRadius: vars.radius[3],
  boxShadow: vars.shadow[4],
  padding: vars.space[1],
  outline: 'none',
});

export const menu = style({ outline: 'none' });

export const menuHeader = style({
  display: 'grid',
  gap: 2,
  paddingBlock: vars.space[2],
  paddingInline: vars.space[3],
});

export const menuUserName = style({ fontWeight: vars.fontWeight.medium, color: vars.color.gray[12] });

export const menuUserEmail = style({ fontSize: vars.fontSize[1], color: vars.color.gray[11] });

export const separator = style({
  blockSize: 1,
  marginBlock: vars.space[1],
  backgroundColor: vars.color.gray[6],
  border: 0,
});

export const menuItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  paddingBlock: vars.space[2],
  paddingInline: vars.space[3],
  borderRadius: vars.radius[2],
  cursor: 'pointer',
  outline: 'none',
  color: vars.color.gray[12],
  selectors: {
    '&[data-focused], &[data-hovered]': { backgroundColor: vars.color.accent[4], color: vars.color.accent[12] },
  },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 20,
  backgroundColor: vars.color.overlay,
});

export const drawer = style({
  position: 'fixed',
  insetBlock: 0,
  insetInlineStart: 0,
  inlineSize: 'min(18rem, 85vw)',
  display: 'flex',
  flexDirection: 'column',
  backgroundColor: vars.color.panel,
  boxShadow: vars.shadow[5],
  outline: 'none',
});

export const drawerDialog = style({
  display: 'flex',
  flexDirection: 'column',
  blockSize: '100%',
  outline: 'none',
});

export const drawerHeader = style([sidebarBrand, { justifyContent: 'space-between', gap: vars.space[2] }]);

// A wrapper that takes no box, used only to find the theme scope for portals.
export const contents = style({ display: 'contents' });

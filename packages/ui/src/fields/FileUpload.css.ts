import { style } from '@vanilla-extract/css';

import { vars } from '../theme/tokens.css';

export const dropZone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[2],
  paddingBlock: vars.space[5],
  paddingInline: vars.space[4],
  border: `1px dashed ${vars.color.gray[8]}`,
  borderRadius: vars.radius[3],
  backgroundColor: vars.color.gray[2],
  color: vars.color.gray[11],
  textAlign: 'center',
  outline: 'none',
  selectors: {
    '&[data-drop-target]': { borderColor: vars.color.accent[9], backgroundColor: vars.color.accent[3] },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&[data-disabled]': { backgroundColor: vars.color.gray[3], borderStyle: 'solid', cursor: 'not-allowed' },
    '[data-invalid] > &': { borderColor: vars.color.danger[9] },
  },
});

export const dropIcon = style({ fontSize: vars.fontSize[6], color: vars.color.gray[11] });

export const dropRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[2],
});

export const errors = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
});

export const fileList = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
});

export const listHeading = style({
  margin: 0,
  marginBlockStart: vars.space[2],
  fontSize: vars.fontSize[1],
  fontWeight: vars.fontWeight.medium,
  color: vars.color.gray[11],
});

export const fileItem = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'center',
  columnGap: vars.space[2],
  rowGap: vars.space[1],
  paddingBlock: vars.space[2],
  paddingInline: vars.space[3],
  border: `1px solid ${vars.color.gray[6]}`,
  borderRadius: vars.radius[2],
  backgroundColor: vars.color.panel,
  selectors: { '&[data-status="error"]': { borderColor: vars.color.danger[6], backgroundColor: vars.color.danger[3] } },
});

export const fileIcon = style({ color: vars.color.gray[11], fontSize: vars.fontSize[4] });

export const fileText = style({ display: 'flex', flexDirection: 'column', minInlineSize: 0 });

// A name takes the direction of its own text (dir="auto"), so an Arabic name in the English list, or an English one
// in the Arabic list, is cut at its end and keeps its beginning. The box fits the name and sits at the list's start
// edge, so such a name still lines up with the others.
export const fileName = style({
  alignSelf: 'start',
  maxInlineSize: '100%',
  fontSize: vars.fontSize[2],
  color: vars.color.gray[12],
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const fileMeta = style({
  fontSize: vars.fontSize[1],
  color: vars.color.gray[11],
  selectors: { '[data-status="error"] &': { color: vars.color.danger[11] } },
});

export const link = style({
  color: vars.color.accent[11],
  textDecoration: 'underline',
  outline: 'none',
  selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, borderRadius: vars.radius[1] } },
});

export const progress = style({ gridColumn: '2 / 4', display: 'block' });

export const progressTrack = style({
  blockSize: 6,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.gray[4],
  overflow: 'hidden',
});

// The fill grows from the inline start: from the right in Arabic.
export const progressFill = style({
  blockSize: '100%',
  backgroundColor: vars.color.accent[9],
  selectors: { '[data-status="done"] &': { backgroundColor: vars.color.success[9] } },
});

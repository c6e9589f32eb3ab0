import { style } from '@vanilla-extract/css';

import { vars } from '../theme/tokens.css';

export const tabs = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  selectors: { '&[data-orientation="vertical"]': { flexDirection: 'row' } },
});

export const tabList = style({
  display: 'flex',
  gap: vars.space[1],
  borderBlockEnd: `1px solid ${vars.color.gray[6]}`,
  overflowInline: 'auto',
  selectors: {
    '&[data-orientation="vertical"]': {
      flexDirection: 'column',
      borderBlockEnd: 0,
      borderInlineEnd: `1px solid ${vars.color.gray[6]}`,
    },
  },
});

export const tab = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  paddingBlock: vars.space[2],
  paddingInline: vars.space[3],
  color: vars.color.gray[11],
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  outline: 'none',
  whiteSpace: 'nowrap',
  borderRadius: `${vars.radius[2]} ${vars.radius[2]} 0 0`,
  selectors: {
    '&[data-hovered]': { color: vars.color.gray[12], backgroundColor: vars.color.gray.a3 },
    '&[data-selected]': { color: vars.color.accent[11] },
    // The hover background would take the selected label below 4.5:1 contrast; the darker step keeps it above.
    '&[data-selected][data-hovered]': { color: vars.color.accent[12] },
    '&[data-selected]::after': {
      content: '""',
      position: 'absolute',
      insetInline: vars.space[2],
      insetBlockEnd: -1,
      blockSize: 2,
      backgroundColor: vars.color.accent[9],
      borderRadius: vars.radius[1],
    },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const tabPanel = style({
  outline: 'none',
  borderRadius: vars.radius[2],
  selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

import { vars } from '../theme/tokens.css';

// Bottom, inline end: bottom right in English, bottom left in Arabic.
export const region = style({
  position: 'fixed',
  insetBlockEnd: vars.space[5],
  insetInlineEnd: vars.space[5],
  zIndex: 200,
  inlineSize: `min(26rem, calc(100vw - 2 * ${vars.space[5]}))`,
  pointerEvents: 'none',
});

export const toast = recipe({
  base: {
    pointerEvents: 'auto',
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space[3],
    paddingBlock: vars.space[3],
    paddingInlineStart: vars.space[4],
    paddingInlineEnd: vars.space[2],
    borderRadius: vars.radius[3],
    borderInlineStartWidth: 4,
    borderInlineStartStyle: 'solid',
    backgroundColor: vars.color.panel,
    color: vars.color.gray[12],
    // Radix's shadow tokens need its black-alpha scale, which the token bundle does not load.
    boxShadow: `0 0 0 1px ${vars.color.gray.a6}, 0 8px 24px -8px ${vars.color.gray.a6}`,
    textAlign: 'start',
  },
  variants: {
    kind: {
      success: { borderInlineStartColor: vars.color.success[9] },
      error: { borderInlineStartColor: vars.color.danger[9] },
      info: { borderInlineStartColor: vars.color.info[9] },
      warning: { borderInlineStartColor: vars.color.warning[9] },
    },
  },
});

export type ToastVariants = NonNullable<RecipeVariants<typeof toast>>;

export const kindIcon = recipe({
  base: { fontSize: vars.fontSize[4], marginBlockStart: 2 },
  variants: {
    kind: {
      success: { color: vars.color.success[11] },
      error: { color: vars.color.danger[11] },
      info: { color: vars.color.info[11] },
      warning: { color: vars.color.warning[11] },
    },
  },
});

export const content = style({
  flex: 1,
  minInlineSize: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
});

export const title = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize[2],
  lineHeight: vars.lineHeight[2],
  overflowWrap: 'anywhere',
});

export const message = style({
  margin: 0,
  color: vars.color.gray[11],
  fontSize: vars.fontSize[2],
  lineHeight: vars.lineHeight[2],
  overflowWrap: 'anywhere',
});

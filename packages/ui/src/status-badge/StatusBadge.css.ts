import { createVar, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

import { vars } from '../theme/tokens.css';

// The text stays high-contrast gray; the tone shows in the dot, border and background.
const dot = createVar();

// A badge never runs past its container: it is at most as wide as the container, and its label wraps between words
// inside it when the container is narrower.
export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'flex-start',
    gap: vars.space[1],
    maxInlineSize: '100%',
    paddingBlock: 2,
    paddingInline: vars.space[2],
    // A pill on one line (half its height: a line plus padding and border); rounded corners, not a stadium, when
    // the label wraps.
    borderRadius: `min(${vars.radius[6]}, calc(0.5lh + 3px))`,
    border: '1px solid transparent',
    fontSize: vars.fontSize[1],
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight[1],
    color: vars.color.gray[12],
    '::before': {
      content: '""',
      flexShrink: 0,
      inlineSize: '0.5rem',
      blockSize: '0.5rem',
      // Centred on the first line.
      marginBlockStart: 'calc((1lh - 0.5rem) / 2)',
      borderRadius: '50%',
      backgroundColor: dot,
    },
  },
  variants: {
    tone: {
      neutral: {
        backgroundColor: vars.color.gray[3],
        borderColor: vars.color.gray[6],
        vars: { [dot]: vars.color.gray[9] },
      },
      info: {
        backgroundColor: vars.color.info[3],
        borderColor: vars.color.info[6],
        vars: { [dot]: vars.color.info[9] },
      },
      success: {
        backgroundColor: vars.color.success[3],
        borderColor: vars.color.success[6],
        vars: { [dot]: vars.color.success[9] },
      },
      warning: {
        backgroundColor: vars.color.warning[3],
        borderColor: vars.color.warning[6],
        vars: { [dot]: vars.color.warning[9] },
      },
      danger: {
        backgroundColor: vars.color.danger[3],
        borderColor: vars.color.danger[6],
        vars: { [dot]: vars.color.danger[9] },
      },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

// The label asks for the room of its whole text on one line, up to 16em (about 30 characters): an auto-sized table
// column grows to fit a usual status, which stays on one line as badges always did, and only a longer one wraps, at a
// readable width, instead of widening the column. A narrower container shrinks it further (the badge's
// max-inline-size); a word too long for even that breaks.
export const label = style({
  inlineSize: 'max-content',
  maxInlineSize: '16em',
  minInlineSize: 0,
  overflowWrap: 'break-word',
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;

import { createVar } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

import { vars } from '../theme/tokens.css';

// The text stays high-contrast gray; the tone shows in the dot, border and background.
const dot = createVar();

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space[1],
    paddingBlock: 2,
    paddingInline: vars.space[2],
    borderRadius: vars.radius[6],
    border: '1px solid transparent',
    fontSize: vars.fontSize[1],
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight[1],
    whiteSpace: 'nowrap',
    color: vars.color.gray[12],
    '::before': {
      content: '""',
      inlineSize: '0.5rem',
      blockSize: '0.5rem',
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

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;

import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

import { vars } from '../theme/tokens.css';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space[2],
    borderRadius: vars.radius[2],
    borderWidth: 1,
    borderStyle: 'solid',
    borderColor: 'transparent',
    fontFamily: 'inherit',
    fontWeight: vars.fontWeight.medium,
    lineHeight: 1,
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    userSelect: 'none',
    outline: 'none',
    textDecoration: 'none',
    transition: 'background-color 120ms, border-color 120ms, color 120ms',
    selectors: {
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
      '&[data-pending]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        // Step 11, not 9: white text on teal-9 is below the 4.5:1 contrast that axe (and WCAG AA) require.
        backgroundColor: vars.color.accent[11],
        color: vars.color.accent.contrast,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { backgroundColor: vars.color.accent[12] },
          // In the dark theme steps 11 and 12 are light: dark text keeps the contrast above 4.5:1.
          '.dark &': { color: vars.color.accent[1] },
        },
      },
      secondary: {
        backgroundColor: vars.color.panel,
        color: vars.color.gray[12],
        borderColor: vars.color.gray[7],
        selectors: { '&[data-hovered]:not([data-disabled])': { backgroundColor: vars.color.gray[3] } },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.gray[12],
        selectors: { '&[data-hovered]:not([data-disabled])': { backgroundColor: vars.color.gray.a3 } },
      },
      danger: {
        // Step 11, not 9: white text on red-9 is below the 4.5:1 contrast that axe (and WCAG AA) require.
        backgroundColor: vars.color.danger[11],
        color: 'white',
        selectors: {
          '&[data-hovered]:not([data-disabled])': { filter: 'brightness(0.95)' },
          '.dark &': { color: vars.color.gray[1] },
        },
      },
    },
    size: {
      sm: { blockSize: 28, paddingInline: vars.space[2], fontSize: vars.fontSize[1] },
      md: { blockSize: 36, paddingInline: vars.space[3], fontSize: vars.fontSize[2] },
    },
    iconOnly: {
      true: { paddingInline: 0, aspectRatio: '1' },
      false: {},
    },
  },
  defaultVariants: { variant: 'secondary', size: 'md', iconOnly: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

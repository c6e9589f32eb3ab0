import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

import { vars } from '../theme/tokens.css';

const pulse = keyframes({ '50%': { opacity: 0.55 } });

// Radix's --radius-full is 0 unless the theme's radius is 'full', so circles use 50% directly.
export const skeleton = recipe({
  base: {
    display: 'block',
    backgroundColor: vars.color.gray[4],
    animation: `${pulse} 1.6s ease-in-out infinite`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
  variants: {
    variant: {
      text: { blockSize: '0.9em', borderRadius: vars.radius[1], marginBlock: '0.3em' },
      block: { borderRadius: vars.radius[3], blockSize: '4rem' },
      circle: { borderRadius: '50%', inlineSize: '2.5rem', blockSize: '2.5rem', flexShrink: 0 },
    },
  },
  defaultVariants: { variant: 'text' },
});

export const lines = style({ display: 'block' });

import { keyframes, style } from '@vanilla-extract/css';

export const icon = style({ inlineSize: '1em', blockSize: '1em', flexShrink: 0, display: 'inline-block' });

// Directional icons (arrows, chevrons pointing "forward") mirror in right-to-left layouts.
export const mirrored = style({
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  animation: `${spin} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
});

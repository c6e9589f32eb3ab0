import { vars } from '@erp/ui/theme';
import { keyframes, style } from '@vanilla-extract/css';

/** A report's generation: its label over a bar that fills from the inline start (from the right in Arabic). */
export const root = style({ display: 'grid', gap: vars.space[2] });

export const head = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space[3],
  fontSize: vars.fontSize[2],
  color: vars.color.gray[11],
});

export const value = style({ fontVariantNumeric: 'tabular-nums' });

export const track = style({
  position: 'relative',
  blockSize: '0.5rem',
  borderRadius: vars.radius.full,
  background: vars.color.gray[4],
  overflow: 'hidden',
});

/** A determinate fill: its length is the only inline style. */
export const fill = style({
  blockSize: '100%',
  borderRadius: vars.radius.full,
  background: vars.color.accent[9],
  transition: 'inline-size 200ms linear',
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

const sweep = keyframes({
  from: { insetInlineStart: '-35%' },
  to: { insetInlineStart: '100%' },
});

/**
 * With no fraction from the server, a third of the track sweeps across it; under reduced motion it stands still at the
 * inline start, so the bar still says "working" without movement.
 */
export const sweeper = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  inlineSize: '35%',
  borderRadius: vars.radius.full,
  background: vars.color.accent[9],
  animation: `${sweep} 1.4s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

/** The stage in words under the bar. */
export const detail = style({
  fontSize: vars.fontSize[1],
  color: vars.color.gray[11],
  fontVariantNumeric: 'tabular-nums',
});

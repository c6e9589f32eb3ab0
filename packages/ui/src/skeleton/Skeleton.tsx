import type { CSSProperties } from 'react';

import { lines as linesClass, skeleton } from './Skeleton.css';

/** Props of {@link Skeleton}. */
export type SkeletonProps = {
  /**
   * Shape: a line of text, a rectangular block (cards, charts) or a circle (avatars).
   * @default 'text'
   */
  variant?: 'text' | 'block' | 'circle';
  /** Inline size (a CSS length or a number of pixels); text lines default to the full width. */
  width?: string | number;
  /** Block size (a CSS length or a number of pixels). */
  height?: string | number;
  /**
   * Number of text lines; the last one is shorter, like a paragraph.
   * @default 1
   */
  lines?: number;
  /** Extra class for layout from the parent. */
  className?: string;
};

/**
 * A placeholder shape shown while content loads. Always decorative (`aria-hidden`): the loading container
 * announces itself (`aria-busy`, a status message). The pulse stops under `prefers-reduced-motion`.
 *
 * @selector [data-variant="text" | "block" | "circle"]
 */
export function Skeleton({ variant = 'text', width, height, lines = 1, className }: SkeletonProps) {
  const style: CSSProperties = { inlineSize: width, blockSize: height };
  const classes = [skeleton({ variant }), className].filter(Boolean).join(' ');
  if (variant === 'text' && lines > 1) {
    return (
      <span className={linesClass} aria-hidden data-variant={variant}>
        {Array.from({ length: lines }, (_, i) => (
          <span key={i} className={classes} style={{ ...style, inlineSize: i === lines - 1 ? '60%' : width }} />
        ))}
      </span>
    );
  }
  return <span className={classes} style={style} aria-hidden data-variant={variant} />;
}

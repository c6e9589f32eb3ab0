import { badge, label as labelClass, type BadgeVariants } from './StatusBadge.css';

/** Colour meaning of a badge; the app maps its statuses (draft, approved, overdue, …) to one of these. */
export type StatusTone = NonNullable<BadgeVariants['tone']>;

/** Props of {@link StatusBadge}. */
export type StatusBadgeProps = {
  /**
   * Colour meaning. The label always carries the meaning too, so colour is never the only signal.
   * @default 'neutral'
   */
  tone?: StatusTone;
  /** The status text (already translated). */
  label: string;
  /** Extra class for layout from the parent. */
  className?: string;
};

/**
 * A compact status pill (draft, pending, approved, overdue…). A usual label stays on one line; a long one wraps inside
 * the badge rather than widening a table column, and any label wraps rather than run past a narrower container.
 *
 * @selector [data-tone="neutral" | "info" | "success" | "warning" | "danger"]
 */
export function StatusBadge({ tone = 'neutral', label, className }: StatusBadgeProps) {
  return (
    <span className={[badge({ tone }), className].filter(Boolean).join(' ')} data-tone={tone}>
      <span className={labelClass}>{label}</span>
    </span>
  );
}

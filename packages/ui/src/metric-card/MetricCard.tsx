import { createElement, type CSSProperties, type ReactNode } from 'react';
import { useIntl, type FormatNumberOptions } from 'react-intl';

import { Icon } from '../icon/Icon';
import { Skeleton } from '../skeleton/Skeleton';
import * as css from './MetricCard.css';
import { metricCardMessages as m } from './MetricCard.messages';

/** Direction and text of a metric's change. */
export type MetricTrend = {
  /** Which way the metric moved. */
  direction: 'up' | 'down' | 'flat';
  /** The change, already formatted ("12%", "+EGP 3,400"). */
  label: string;
};

/** Props of {@link MetricCard}. */
export type MetricCardProps = {
  /** What is measured ("Today's invoices"). */
  label: string;
  /**
   * The value: a number is formatted with the locale (digits follow it) and `format`; a string or node is
   * shown as given (the caller formatted it).
   */
  value?: number | ReactNode;
  /** Number format options (Intl.NumberFormat's) for a numeric `value`, e.g. `{ style: 'currency', currency: 'EGP' }`. */
  format?: FormatNumberOptions;
  /** Change since the previous period. */
  trend?: MetricTrend;
  /** Secondary text under the value ("vs yesterday", "3 overdue"). */
  subLabel?: ReactNode;
  /** Decorative icon beside the label. */
  icon?: ReactNode;
  /** Show skeletons instead of the value while it loads (the card is marked `aria-busy`). */
  isLoading?: boolean;
  /**
   * The value could not be loaded: a dash stands in for it, with a note under it: a translated "Unavailable" for
   * `true`, or the node given (e.g. "Could not load today's invoices"). Trend and sub-label are hidden, since they
   * would describe a value that is not shown. Takes precedence over `isLoading`.
   */
  error?: ReactNode;
  /**
   * Heading level of the label, to fit the page outline.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4;
  /** Extra class for layout from the parent. */
  className?: string;
};

const TREND_ICON = { up: 'sort-asc', down: 'sort-desc', flat: 'arrow-end' } as const;
const UNAVAILABLE_DASH = '\u2014';
// Characters that take room: not the bidi marks the formatter puts around Arabic amounts.
const visibleLength = (text: string) => Array.from(text.replace(/[\u061c\u200e\u200f\u2066-\u2069]/g, '')).length;

/**
 * A dashboard key-metric card: label, a large value, trend and sub-label, with a loading skeleton and an
 * unavailable state (a dash and a note) for a value that failed to load. The value stays on one line and its text
 * shrinks to fit a narrow card.
 *
 * @selector [data-loading] while loading; [data-error] when unavailable; [data-trend="up" | "down" | "flat"]
 */
export function MetricCard({
  label,
  value,
  format,
  trend,
  subLabel,
  icon,
  isLoading = false,
  error,
  headingLevel = 3,
  className,
}: MetricCardProps) {
  const intl = useIntl();
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const loading = isLoading && !hasError;
  const shown = typeof value === 'number' ? intl.formatNumber(value, format) : value;
  const shownText = typeof shown === 'string' ? shown : undefined;
  const trendText = trend
    ? intl.formatMessage(trend.direction === 'up' ? m.trendUp : trend.direction === 'down' ? m.trendDown : m.trendFlat)
    : '';
  return (
    <article
      className={[css.root, className].filter(Boolean).join(' ')}
      aria-busy={loading || undefined}
      data-loading={loading || undefined}
      data-error={hasError || undefined}
      data-trend={hasError ? undefined : trend?.direction}
    >
      <div className={css.header}>
        {icon ? (
          <span className={css.icon} aria-hidden>
            {icon}
          </span>
        ) : null}
        {createElement(`h${headingLevel}`, { className: css.label }, label)}
      </div>
      {hasError ? (
        <>
          {/* The dash is what the eye finds where the number would be; the note says it in words. */}
          <p className={`${css.value} ${css.unavailableValue}`} aria-hidden>
            {UNAVAILABLE_DASH}
          </p>
          <p className={css.unavailableNote}>
            <Icon name="alert" className={css.unavailableIcon} />
            <span>{error === true ? intl.formatMessage(m.unavailable) : error}</span>
          </p>
        </>
      ) : loading ? (
        <>
          <span role="status" className={css.srOnly}>
            {intl.formatMessage(m.loading)}
          </span>
          <Skeleton variant="text" width="60%" height="2rem" />
          <Skeleton variant="text" width="40%" />
        </>
      ) : (
        <>
          <div className={css.valueBox}>
            <p
              className={css.value}
              // A text value scales to fit the card by its length, and is still whole in the tooltip if it is cut.
              style={
                shownText === undefined ? undefined : ({ [css.valueChars]: visibleLength(shownText) } as CSSProperties)
              }
              title={shownText}
            >
              {shown}
            </p>
          </div>
          {trend || subLabel ? (
            <p className={css.footer}>
              {trend ? (
                <span className={css.trend[trend.direction]}>
                  <Icon name={TREND_ICON[trend.direction]} />
                  <span className={css.srOnly}>{trendText}</span>
                  {trend.label}
                </span>
              ) : null}
              {subLabel ? <span className={css.subLabel}>{subLabel}</span> : null}
            </p>
          ) : null}
        </>
      )}
    </article>
  );
}

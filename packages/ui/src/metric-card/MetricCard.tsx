import { createElement, type ReactNode } from 'react';
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
   * Heading level of the label, to fit the page outline.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4;
  /** Extra class for layout from the parent. */
  className?: string;
};

const TREND_ICON = { up: 'sort-asc', down: 'sort-desc', flat: 'arrow-end' } as const;

/**
 * A dashboard key-metric card: label, a large value, trend and sub-label, with a loading skeleton.
 *
 * @selector [data-loading] while loading; [data-trend="up" | "down" | "flat"]
 */
export function MetricCard({
  label,
  value,
  format,
  trend,
  subLabel,
  icon,
  isLoading = false,
  headingLevel = 3,
  className,
}: MetricCardProps) {
  const intl = useIntl();
  const shown = typeof value === 'number' ? intl.formatNumber(value, format) : value;
  const trendText = trend
    ? intl.formatMessage(trend.direction === 'up' ? m.trendUp : trend.direction === 'down' ? m.trendDown : m.trendFlat)
    : '';
  return (
    <article
      className={[css.root, className].filter(Boolean).join(' ')}
      aria-busy={isLoading || undefined}
      data-loading={isLoading || undefined}
      data-trend={trend?.direction}
    >
      <div className={css.header}>
        {icon ? (
          <span className={css.icon} aria-hidden>
            {icon}
          </span>
        ) : null}
        {createElement(`h${headingLevel}`, { className: css.label }, label)}
      </div>
      {isLoading ? (
        <>
          <span role="status" className={css.srOnly}>
            {intl.formatMessage(m.loading)}
          </span>
          <Skeleton variant="text" width="60%" height="2rem" />
          <Skeleton variant="text" width="40%" />
        </>
      ) : (
        <>
          <p className={css.value}>{shown}</p>
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

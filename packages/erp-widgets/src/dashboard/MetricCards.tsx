import { EmptyState, Icon, MetricCard, type IconName, type MetricTrend } from '@erp/ui';
import type { ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';

import { formatMoney } from '../shared/format';
import * as css from './dashboard.css';
import { dashboardMessages as m } from './dashboard.messages';
import { cardHref, type CardFigures, type CardKind, type DashboardCard } from './dashboard.types';

/** Renders a link (plug in the router's Link); the default is a plain anchor. */
export type RenderLink = (props: { href: string; className?: string; children: ReactNode }) => ReactNode;

export const defaultRenderLink: RenderLink = ({ href, className, children }) => (
  <a href={href} className={className}>
    {children}
  </a>
);

const MONEY: ReadonlySet<CardKind> = new Set(['daily-invoices', 'daily-expenses', 'daily-balance', 'pending-bills']);

const ICONS: Record<CardKind, IconName> = {
  'daily-invoices': 'receipt',
  'daily-expenses': 'briefcase',
  'daily-balance': 'chart',
  'new-quotations': 'file',
  'inventory-movement': 'box',
  'active-clients': 'users',
  'pending-bills': 'calendar',
  'employee-attendance': 'clock',
};

/** A card's figure in the locale: money for the amounts, a plain number for the counts. */
export function formatFigure(intl: IntlShape, kind: CardKind, value: number): string {
  return MONEY.has(kind) ? formatMoney(intl, value) : intl.formatNumber(value);
}

function detail(intl: IntlShape, kind: CardKind, f: CardFigures): string {
  const n = (v: number | undefined) => intl.formatNumber(v ?? 0);
  const money = (v: number | undefined) => formatMoney(intl, v ?? 0);
  switch (kind) {
    case 'daily-invoices':
      return intl.formatMessage(m.invoicesDetail, { count: f.count ?? 0 });
    case 'daily-expenses':
      return intl.formatMessage(m.expensesDetail, { count: f.count ?? 0 });
    case 'daily-balance':
      return intl.formatMessage(m.balanceDetail, { received: money(f.received), paidOut: money(f.paidOut) });
    case 'new-quotations':
      return intl.formatMessage(m.quotationsDetail, { total: money(f.total) });
    case 'inventory-movement':
      return intl.formatMessage(m.movementDetail, { unitsIn: n(f.unitsIn), unitsOut: n(f.unitsOut) });
    case 'pending-bills':
      return intl.formatMessage(m.billsDetail, { count: f.count ?? 0 });
    case 'employee-attendance':
      return intl.formatMessage(m.attendanceDetail, { total: n(f.total), onLeave: n(f.onLeave) });
    case 'active-clients':
      return '';
  }
}

function trend(intl: IntlShape, card: DashboardCard): MetricTrend {
  const change = Math.round((card.today.value - card.yesterday.value) * 100) / 100;
  if (change === 0) return { direction: 'flat', label: intl.formatMessage(m.unchanged) };
  const amount = formatFigure(intl, card.kind, Math.abs(change));
  return change > 0
    ? { direction: 'up', label: intl.formatMessage(m.changeUp, { change: amount }) }
    : { direction: 'down', label: intl.formatMessage(m.changeDown, { change: amount }) };
}

/** Props of {@link MetricCards}. */
export type MetricCardsProps = {
  /** The chosen cards with their figures, in the user's order; while loading, the chosen kinds only. */
  cards: readonly DashboardCard[] | readonly CardKind[];
  /** The company's date (YYYY-MM-DD) the figures are for; filters the lists the cards open. */
  date: string;
  /** Show skeletons in the cards. */
  isLoading?: boolean;
  /** The figures failed to load. */
  isError?: boolean;
  /** The role may view no card kind. */
  noneAllowed?: boolean;
  renderLink?: RenderLink;
};

/** The chosen metric cards: today's figure, the change on yesterday and yesterday's figure; each opens its list. */
export function MetricCards({
  cards,
  date,
  isLoading,
  isError,
  noneAllowed,
  renderLink = defaultRenderLink,
}: MetricCardsProps) {
  const intl = useIntl();
  if (cards.length === 0) {
    return noneAllowed ? (
      <EmptyState icon={<Icon name="chart" />} title={intl.formatMessage(m.noCardsAllowed)} headingLevel={3} />
    ) : (
      <EmptyState
        icon={<Icon name="chart" />}
        title={intl.formatMessage(m.noCards)}
        description={intl.formatMessage(m.noCardsHint)}
        headingLevel={3}
      />
    );
  }
  return (
    <div className={css.cards}>
      {cards.map((c) => {
        const kind = typeof c === 'string' ? c : c.kind;
        const card = typeof c === 'string' ? null : c;
        const label = intl.formatMessage(m[kind]);
        const body = (
          <MetricCard
            label={label}
            icon={<Icon name={ICONS[kind]} />}
            value={card ? formatFigure(intl, kind, card.today.value) : undefined}
            isLoading={isLoading || (!card && !isError)}
            error={isError ? intl.formatMessage(m.cardsFailed) : undefined}
            trend={card ? trend(intl, card) : undefined}
            subLabel={
              card ? (
                <>
                  {detail(intl, kind, card.today) ? (
                    <span className={css.detail}>{detail(intl, kind, card.today)}</span>
                  ) : null}
                  <span className={css.detail}>
                    {intl.formatMessage(m.vsYesterday, { value: formatFigure(intl, kind, card.yesterday.value) })}
                  </span>
                </>
              ) : undefined
            }
          />
        );
        return (
          <div key={kind} data-card={kind}>
            {renderLink({ href: cardHref(kind, date), className: css.cardLink, children: body })}
          </div>
        );
      })}
    </div>
  );
}

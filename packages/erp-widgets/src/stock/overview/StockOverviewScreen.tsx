import { Button, Card, PageHeader, Skeleton, StatusBadge } from '@erp/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

import { enumLabel } from '../../shared/enums';
import { formatDay, formatMoney, localName } from '../../shared/format';
import { navigationMessages } from '../../shared/navigation.messages';
import * as rcss from '../../shared/record-viewer/RelatedList.css';
import * as css from '../../shared/shared.css';
import { levelLabel } from '../inventory/inventory.format';
import type { InventoryLevel } from '../inventory/inventory.types';
import { OccupancyBar } from '../OccupancyBar';
import { StockLink } from '../StockLink';
import { StockMovementList } from '../StockMovementList';
import { recordHref, type Navigate } from '../stock.types';
import * as oc from './StockOverview.css';
import { stockOverviewMessages as m, stockOverviewNamedMessages as mn } from './overview.messages';
import type { StockOverview } from './overview.types';

/** The inventory list filtered to one stock level (the inventory page reads `status` from its address). */
export const levelHref = (level: InventoryLevel): string => `/app/stock/inventory?status=${encodeURIComponent(level)}`;

/** Props of {@link StockOverviewScreen}. */
export type StockOverviewScreenProps = {
  /** The figures, or null while they load. */
  overview: StockOverview | null;
  /** The load failed. */
  error?: boolean;
  onRetry?: () => void;
  onNavigate?: Navigate;
};

const LEVELS = [
  { key: 'low', level: 'low stock' },
  { key: 'out', level: 'out of stock' },
  { key: 'over', level: 'over stock' },
] as const;

/** Props of {@link AwaitingCard}. */
type AwaitingCardProps<T> = {
  title: string;
  /** The whole list of those awaiting approval: its address and its link's label. */
  all: { href: string; label: string };
  /** What the card says when nothing awaits. */
  empty: string;
  /** The first few documents, and how many await in all. */
  page: { items: readonly T[]; total: number };
  /** A document's row: its number (a link to it), what it concerns, and its figures at the end. */
  row: (item: T) => { href: string; number: string; about: ReactNode; figures: ReactNode };
  /** The screen's link to another stock page. */
  link: (href: string, children: ReactNode) => ReactNode;
};

/**
 * The purchase requests or the transfers awaiting approval, each linking to its document, and how many await in all
 * when the overview lists only the first few.
 */
function AwaitingCard<T extends { id: string }>({ title, all, empty, page, row, link }: AwaitingCardProps<T>) {
  const intl = useIntl();
  return (
    <Card title={title} actions={link(all.href, all.label)}>
      {page.items.length === 0 ? (
        <p className={css.muted}>{empty}</p>
      ) : (
        <ul className={oc.list}>
          {page.items.map((item) => {
            const r = row(item);
            return (
              <li key={item.id} className={oc.rowHead}>
                <span>
                  {link(r.href, <bdi>{r.number}</bdi>)}
                  <bdi className={rcss.secondary}>{r.about}</bdi>
                </span>
                <span className={rcss.meta}>{r.figures}</span>
              </li>
            );
          })}
        </ul>
      )}
      {page.total > page.items.length ? (
        <p className={css.muted}>{intl.formatMessage(mn.waiting, { count: intl.formatNumber(page.total) })}</p>
      ) : null}
    </Card>
  );
}

/**
 * The stock area's entry: each warehouse's occupancy against its capacity (nearly full and empty highlighted), the
 * counts of low, out-of and over-stock items each linking to the filtered inventory, the latest stock movements, and
 * the purchase requests and transfers awaiting approval. A part the role may not see is not shown.
 */
export function StockOverviewScreen({ overview, error, onRetry, onNavigate }: StockOverviewScreenProps) {
  const intl = useIntl();
  const title = intl.formatMessage(navigationMessages.stockOverview);
  if (!overview)
    return (
      <>
        <PageHeader title={title} />
        {error ? (
          <div className={css.notice.danger} role="alert">
            <p className={css.noticeText}>{intl.formatMessage(m.loadFailed)}</p>
            {onRetry ? <Button onPress={onRetry}>{intl.formatMessage(m.retry)}</Button> : null}
          </div>
        ) : (
          <div className={oc.grid} aria-busy="true">
            {[0, 1, 2, 3].map((i) => (
              <Card key={i}>
                <Skeleton lines={4} />
              </Card>
            ))}
          </div>
        )}
      </>
    );
  const o = overview;
  const link = (href: string, children: ReactNode) => (
    <StockLink href={href} onNavigate={onNavigate}>
      {children}
    </StockLink>
  );
  const nothing = !o.warehouses && !o.levels && !o.movements && !o.purchaseRequests && !o.transfers;
  return (
    <>
      <PageHeader title={title} />
      {nothing ? <p className={css.muted}>{intl.formatMessage(m.nothing)}</p> : null}
      <div className={oc.grid}>
        {o.levels ? (
          <Card title={intl.formatMessage(m.levels)}>
            <div className={oc.levels}>
              {LEVELS.map(({ key, level }) => (
                <div key={key} className={oc.level} data-level={key}>
                  <span className={rcss.secondary}>{levelLabel(intl, level)}</span>
                  <span className={oc.levelCount}>{intl.formatNumber(o.levels![key])}</span>
                  {link(
                    levelHref(level),
                    intl.formatMessage(mn.levelLink, { count: intl.formatNumber(o.levels![key]) }),
                  )}
                </div>
              ))}
            </div>
          </Card>
        ) : null}
        {o.warehouses ? (
          <Card
            title={intl.formatMessage(m.warehouses)}
            actions={link('/app/stock/warehouses', intl.formatMessage(m.allWarehouses))}
          >
            {o.warehouses.length === 0 ? (
              <p className={css.muted}>{intl.formatMessage(m.noWarehouses)}</p>
            ) : (
              <ul className={oc.list}>
                {o.warehouses.map((w) => {
                  const name = localName(intl.locale, w);
                  return (
                    <li key={w.id} className={oc.row}>
                      <span className={oc.rowHead}>
                        {link(recordHref('warehouses', w.id), <bdi>{name}</bdi>)}
                        <bdi className={rcss.secondary}>{w.location}</bdi>
                      </span>
                      <OccupancyBar
                        occupancy={w.currentOccupancy}
                        capacity={w.capacity}
                        nearPercent={o.nearCapacityPercent}
                        label={name}
                      />
                    </li>
                  );
                })}
              </ul>
            )}
          </Card>
        ) : null}
        {o.purchaseRequests ? (
          <AwaitingCard
            title={intl.formatMessage(m.requests)}
            all={{ href: '/app/stock/purchase-requests?status=pending', label: intl.formatMessage(m.allRequests) }}
            empty={intl.formatMessage(m.noRequests)}
            page={o.purchaseRequests}
            link={link}
            row={(r) => ({
              href: recordHref('purchase_requests', r.id),
              number: r.number,
              about: [
                formatDay(intl, r.date),
                localName(intl.locale, { name: r.warehouseName, nameAr: r.warehouseNameAr }),
              ]
                .filter(Boolean)
                .join(' · '),
              figures: (
                <>
                  <StatusBadge
                    tone={r.priority === 'urgent' ? 'danger' : r.priority === 'high' ? 'warning' : 'neutral'}
                    label={enumLabel(intl, 'purchase_requests', 'priority', r.priority)}
                  />
                  <span className={css.amount}>{formatMoney(intl, r.total)}</span>
                </>
              ),
            })}
          />
        ) : null}
        {o.transfers ? (
          <AwaitingCard
            title={intl.formatMessage(m.transfers)}
            all={{ href: '/app/stock/transfers?status=pending', label: intl.formatMessage(m.allTransfers) }}
            empty={intl.formatMessage(m.noTransfers)}
            page={o.transfers}
            link={link}
            row={(t) => ({
              href: recordHref('stock_transfers', t.id),
              number: t.transferNumber,
              about: intl.formatMessage(mn.route, {
                from: localName(intl.locale, { name: t.fromName, nameAr: t.fromNameAr }),
                to: localName(intl.locale, { name: t.toName, nameAr: t.toNameAr }),
              }),
              figures: formatDay(intl, t.date),
            })}
          />
        ) : null}
        {o.movements ? (
          <Card className={oc.wide}>
            <StockMovementList
              title={intl.formatMessage(m.movements)}
              movements={o.movements}
              showItem
              onNavigate={onNavigate}
            />
          </Card>
        ) : null}
      </div>
    </>
  );
}

import { useIntl, type IntlShape } from 'react-intl';

import { enumLabel } from '../shared/enums';
import { formatServerDate, localName } from '../shared/format';
import { RelatedList } from '../shared/record-viewer/RelatedList';
import { StockLink } from './StockLink';
import { stockMessages as m, stockNamedMessages as mn } from './stock.messages';
import { recordHref, type Navigate, type StockMovement } from './stock.types';

/** A signed whole quantity, "+20" or "−5", in the active locale's digits. */
export function signedQuantity(intl: IntlShape, quantity: number): string {
  return intl.formatNumber(quantity, { signDisplay: 'exceptZero', maximumFractionDigits: 3 });
}

/** Props of {@link StockMovementList}. */
export type StockMovementListProps = {
  movements: readonly StockMovement[];
  /** Name each row's item (a list over many items) as well. */
  showItem?: boolean;
  /** The heading; "Stock movements" when absent. */
  title?: string;
  onNavigate?: Navigate;
};

/**
 * Stock ledger rows, newest first as given: why the stock moved, linked to the document that moved it (an invoice,
 * a transfer, a purchase request), when, the signed quantity and the balance after it.
 */
export function StockMovementList({ movements, showItem, title, onNavigate }: StockMovementListProps) {
  const intl = useIntl();
  return (
    <RelatedList
      title={title ?? intl.formatMessage(m.title)}
      empty={intl.formatMessage(m.empty)}
      items={movements.map((mv) => {
        const href = recordHref(mv.sourceCollection, mv.sourceId);
        const reason = enumLabel(intl, 'stock_movements', 'reason', mv.reason);
        const where = localName(intl.locale, { name: mv.warehouseName, nameAr: mv.warehouseNameAr });
        return {
          id: mv.id,
          primary: (
            <>
              {reason}
              {mv.sourceNumber ? (
                <>
                  {' '}
                  {href ? (
                    <StockLink href={href} onNavigate={onNavigate}>
                      <bdi>{mv.sourceNumber}</bdi>
                    </StockLink>
                  ) : (
                    <bdi>{mv.sourceNumber}</bdi>
                  )}
                </>
              ) : null}
            </>
          ),
          secondary: [
            formatServerDate(intl, mv.created),
            showItem ? mv.itemName : '',
            where,
            mv.reason === 'adjustment' && mv.notes ? intl.formatMessage(mn.adjustmentNote, { reason: mv.notes }) : '',
          ]
            .filter(Boolean)
            .join(' · '),
          meta: [
            intl.formatMessage(mn.change, { change: signedQuantity(intl, mv.quantity) }),
            intl.formatMessage(mn.balance, { quantity: intl.formatNumber(mv.balanceAfter) }),
          ],
        };
      })}
    />
  );
}

import { useIntl } from 'react-intl';

import { formatMoney, formatRate } from '../format';
import { toPounds } from '../money';
import * as css from '../shared.css';
import { totalsMessages as m, totalsNamedMessages as mn } from './documents.messages';

/** Props of {@link TotalsList}. All amounts are integer piastres. */
export type TotalsListProps = {
  /**
   * Accessible name of the list ("Invoice totals").
   * @default "Totals"
   */
  label?: string;
  /** VAT rate in percent, shown beside the VAT amount; null while none is chosen. */
  vatRate: number | null;
  subtotal: number;
  vat: number;
  total: number;
  /** Amount paid so far; the row is left out when absent. */
  paid?: number;
  /** Amount still owed; the row is left out when absent. */
  remaining?: number;
  /**
   * The totals follow the user's typing (a line editor): changes are announced politely.
   * @default false
   */
  isLive?: boolean;
};

/**
 * Subtotal, VAT at its rate and total (then paid and remaining when given), the values at the inline end and the
 * total in bold.
 *
 * @selector [data-total="subtotal|vat|total|paid|remaining"] on each value
 */
export function TotalsList({ label, vatRate, subtotal, vat, total, paid, remaining, isLive }: TotalsListProps) {
  const intl = useIntl();
  const rows: Array<[key: string, label: string, piastres: number | undefined]> = [
    ['subtotal', intl.formatMessage(m.subtotal), subtotal],
    [
      'vat',
      vatRate === null
        ? intl.formatMessage(m.vat)
        : intl.formatMessage(mn.vatWithRate, { rate: formatRate(intl, vatRate) }),
      vat,
    ],
    ['total', intl.formatMessage(m.total), total],
    ['paid', intl.formatMessage(m.paid), paid],
    ['remaining', intl.formatMessage(m.remaining), remaining],
  ];
  return (
    <dl
      className={css.totals}
      aria-label={label ?? intl.formatMessage(m.label)}
      aria-live={isLive ? 'polite' : undefined}
    >
      {rows
        .filter(([, , value]) => value !== undefined)
        .map(([key, text, value]) => (
          <div key={key} className={`${css.totalsRow} ${key === 'total' ? css.totalsGrand : ''}`}>
            <dt className={css.totalsLabel}>{text}</dt>
            <dd className={css.totalsValue} data-total={key}>
              {formatMoney(intl, toPounds(value ?? 0))}
            </dd>
          </div>
        ))}
    </dl>
  );
}

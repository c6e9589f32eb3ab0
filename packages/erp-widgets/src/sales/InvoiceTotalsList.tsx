import { useIntl } from 'react-intl';

import * as css from '../shared/shared.css';
import { formatMoney, formatRate } from '../shared/format';
import { toPounds } from '../shared/money';
import { salesMessages as sm, salesNamedMessages as snm } from './sales.messages';

/** Props of {@link InvoiceTotalsList}. All amounts are integer piastres. */
export type InvoiceTotalsListProps = {
  /** Accessible name of the list. */
  label: string;
  /** VAT rate in percent, shown beside the VAT amount. */
  vatRate: number;
  subtotal: number;
  vat: number;
  total: number;
  /** Amount paid so far; the row is left out when absent. */
  paid?: number;
  /** Amount still owed; the row is left out when absent. */
  remaining?: number;
};

/**
 * Subtotal, VAT at its rate and total (then paid and remaining when given), values at the inline end.
 *
 * @selector [data-total="subtotal|vat|total|paid|remaining"] on each value
 */
export function InvoiceTotalsList({ label, vatRate, subtotal, vat, total, paid, remaining }: InvoiceTotalsListProps) {
  const intl = useIntl();
  const rows: Array<[key: string, label: string, piastres: number | undefined]> = [
    ['subtotal', intl.formatMessage(sm.subtotal), subtotal],
    ['vat', intl.formatMessage(snm.vatAmount, { rate: formatRate(intl, vatRate) }), vat],
    ['total', intl.formatMessage(sm.total), total],
    ['paid', intl.formatMessage(sm.paid), paid],
    ['remaining', intl.formatMessage(sm.remaining), remaining],
  ];
  return (
    <dl className={css.totals} aria-label={label}>
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

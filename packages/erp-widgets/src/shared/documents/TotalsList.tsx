import { useIntl } from 'react-intl';

import { formatMoney, formatRate } from '../format';
import { toPounds } from '../money';
import * as css from '../shared.css';
import { totalsMessages as m, totalsNamedMessages as mn } from './documents.messages';
import { commonMessages as cm } from '../common.messages';

/** One row of an {@link AmountList}: a label and an amount already formatted. */
export type AmountRow = {
  /** Stable key, also the row's data attribute value. */
  id: string;
  label: string;
  value: string;
  /** The row that sums the others up: bold, under a rule. */
  isGrand?: boolean;
  /** A balance below 0, in the danger colour. */
  isNegative?: boolean;
};

/** Props of {@link AmountList}. */
export type AmountListProps = {
  /** Accessible name of the list. */
  label: string;
  rows: readonly AmountRow[];
  /** The data attribute that names each value (`data-total="vat"`), for styles and tests. */
  dataKey?: 'total' | 'summary';
  /**
   * The amounts follow the user's typing: changes are announced politely.
   * @default false
   */
  isLive?: boolean;
};

/**
 * Label and amount rows with the amounts at the inline end: a document's totals, a payment's summary, the amounts a
 * dialog acts on.
 *
 * @selector [data-total] or [data-summary] (see `dataKey`) on each value, [data-negative] on a negative one
 */
export function AmountList({ label, rows, dataKey, isLive = false }: AmountListProps) {
  return (
    <dl className={css.totals} aria-label={label} aria-live={isLive ? 'polite' : undefined}>
      {rows.map((row) => (
        <div key={row.id} className={row.isGrand ? `${css.totalsRow} ${css.totalsGrand}` : css.totalsRow}>
          <dt className={css.totalsLabel}>{row.label}</dt>
          <dd
            className={css.totalsValue}
            {...(dataKey ? { [`data-${dataKey}`]: row.id } : {})}
            data-negative={row.isNegative || undefined}
          >
            {row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

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
  const amounts: Array<[id: string, label: string, piastres: number | undefined]> = [
    ['subtotal', intl.formatMessage(m.subtotal), subtotal],
    [
      'vat',
      vatRate === null
        ? intl.formatMessage(m.vat)
        : intl.formatMessage(mn.vatWithRate, { rate: formatRate(intl, vatRate) }),
      vat,
    ],
    ['total', intl.formatMessage(cm.total), total],
    ['paid', intl.formatMessage(m.paid), paid],
    ['remaining', intl.formatMessage(m.remaining), remaining],
  ];
  return (
    <AmountList
      label={label ?? intl.formatMessage(m.label)}
      dataKey="total"
      isLive={isLive}
      rows={amounts.flatMap(([id, text, piastres]) =>
        piastres === undefined
          ? []
          : [{ id, label: text, value: formatMoney(intl, toPounds(piastres)), isGrand: id === 'total' }],
      )}
    />
  );
}

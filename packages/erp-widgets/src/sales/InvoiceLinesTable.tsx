import { useIntl } from 'react-intl';

import { DotList } from '../shared/DotList';
import * as css from '../shared/shared.css';
import { formatMoney, formatQuantity } from '../shared/format';
import { salesMessages as sm } from './sales.messages';
import type { InvoiceLine } from './sales.types';

/** Props of {@link InvoiceLinesTable}. */
export type InvoiceLinesTableProps = {
  lines: readonly InvoiceLine[];
  /** Names the table and its scrolling region. */
  label: string;
};

/**
 * The lines of an invoice: description (with warehouse and supplier, or "Custom item"), quantity, unit price and
 * total. The table sits in a focusable region, so keyboard users can scroll it when it is wider than its container.
 */
export function InvoiceLinesTable({ lines, label }: InvoiceLinesTableProps) {
  const intl = useIntl();
  const money = (value: number) => formatMoney(intl, value);
  return (
    <div className={css.tableWrap} role="region" aria-label={label} tabIndex={0}>
      <table className={css.table} aria-label={label}>
        <thead>
          <tr>
            <th className={css.th} scope="col">
              {intl.formatMessage(sm.description)}
            </th>
            <th className={`${css.th} ${css.end}`} scope="col">
              {intl.formatMessage(sm.quantity)}
            </th>
            <th className={`${css.th} ${css.end}`} scope="col">
              {intl.formatMessage(sm.unitPrice)}
            </th>
            <th className={`${css.th} ${css.end}`} scope="col">
              {intl.formatMessage(sm.lineTotal)}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, i) => (
            <tr key={i}>
              <td className={css.td}>
                <bdi>{line.description}</bdi>
                <DotList
                  items={line.item ? [line.warehouseName, line.supplierName] : [intl.formatMessage(sm.customItem)]}
                />
              </td>
              <td className={`${css.td} ${css.end}`}>{formatQuantity(intl, line.quantity)}</td>
              <td className={`${css.td} ${css.end}`}>{money(line.unitPrice)}</td>
              <td className={`${css.td} ${css.end}`}>{money(line.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

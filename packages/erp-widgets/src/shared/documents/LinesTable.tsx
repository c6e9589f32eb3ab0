import { useIntl } from 'react-intl';

import { DotList } from '../DotList';
import { formatMoney, formatQuantity } from '../format';
import * as css from '../shared.css';
import { linesMessages as m } from './documents.messages';
import { commonMessages as cm } from '../common.messages';
import type { DocumentLine } from './lines';

/** Props of {@link LinesTable}. */
export type LinesTableProps = {
  lines: readonly DocumentLine[];
  /** Names the table and its scrolling region. */
  label: string;
  /**
   * Say under each description where the line comes from: its warehouse and supplier, or "Custom item". Off for
   * documents whose lines are all typed by hand (a supplier bill).
   * @default true
   */
  showSource?: boolean;
};

/**
 * The lines of a document: description (with its source when `showSource`), quantity, unit price and line total.
 * The table sits in a focusable region, so keyboard users can scroll it when it is wider than its container.
 */
export function LinesTable({ lines, label, showSource = true }: LinesTableProps) {
  const intl = useIntl();
  const money = (value: number) => formatMoney(intl, value);
  return (
    <div className={css.tableWrap} role="region" aria-label={label} tabIndex={0}>
      <table className={css.table} aria-label={label}>
        <thead>
          <tr>
            <th className={css.th} scope="col">
              {intl.formatMessage(cm.description)}
            </th>
            <th className={`${css.th} ${css.end}`} scope="col">
              {intl.formatMessage(m.quantity)}
            </th>
            <th className={`${css.th} ${css.end}`} scope="col">
              {intl.formatMessage(m.unitPrice)}
            </th>
            <th className={`${css.th} ${css.end}`} scope="col">
              {intl.formatMessage(m.lineTotal)}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, i) => (
            <tr key={i}>
              <td className={css.td}>
                <bdi>{line.description}</bdi>
                {showSource ? (
                  <DotList
                    items={line.item ? [line.warehouseName, line.supplierName] : [intl.formatMessage(m.customItem)]}
                  />
                ) : null}
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

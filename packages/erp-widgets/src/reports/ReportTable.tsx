import type { IntlShape } from 'react-intl';
import { useIntl } from 'react-intl';

import { enumLabel } from '../shared/enums';
import { formatDay, formatMoney } from '../shared/format';
import * as css from '../shared/shared.css';
import { reportMessages as m, reportNamedMessages as mn } from './reports.messages';
import type { ReportColumn, ReportData, ReportSummary, ReportValue } from './reports.types';

/** A report value as text in the active language: amounts, numbers and dates by Intl, enumerations labelled. */
export function formatReportValue(
  intl: IntlShape,
  column: Pick<ReportColumn, 'kind' | 'enum'>,
  value: ReportValue,
  notTracked: string,
): string {
  if (column.kind === 'not_tracked') return notTracked;
  if (value === null || value === undefined || value === '') return '';
  switch (column.kind) {
    case 'money':
      return formatMoney(intl, Number(value));
    case 'number':
      return intl.formatNumber(Number(value));
    case 'date':
      return formatDay(intl, String(value));
    case 'enum':
      return column.enum?.length === 2
        ? enumLabel(intl, column.enum[0] as never, column.enum[1] as never, String(value))
        : String(value);
    default:
      return String(value);
  }
}

const numeric = (c: Pick<ReportColumn, 'kind'>) => c.kind === 'money' || c.kind === 'number';

/** The label of an aggregation: its own, else "<function> of <variable>". */
export function summaryLabel(
  intl: IntlShape,
  s: ReportSummary,
  columns: readonly ReportColumn[],
  labelOf?: (key: string) => string,
) {
  if (s.label) return s.label;
  const variable = labelOf?.(s.field) ?? columns.find((c) => c.key === s.field)?.label ?? s.field;
  return intl.formatMessage(mn.summaryOf, { fn: intl.formatMessage(m[s.function]), variable });
}

/** Props of {@link ReportTable}. */
export type ReportTableProps = {
  data: ReportData;
  /** The text of a variable that is not tracked. */
  notTracked: string;
  /** Headers in the active language by variable (the stored ones are in the generating user's). */
  labelOf?: (key: string) => string;
  /** The most rows to show (the rest is counted). */
  maxRows?: number;
};

/** A report's rows as a table, numbers aligned to the end, with how many rows it holds. */
export function ReportTable({ data, notTracked, labelOf, maxRows = 200 }: ReportTableProps) {
  const intl = useIntl();
  const rows = data.rows.slice(0, maxRows);
  if (data.rowCount === 0) return <p className={css.muted}>{intl.formatMessage(m.noRows)}</p>;
  return (
    <div>
      <div className={css.tableWrap}>
        <table className={css.table} aria-label={intl.formatMessage(m.rowsHeading)}>
          <thead>
            <tr>
              {data.columns.map((c) => (
                <th key={c.key} scope="col" className={numeric(c) ? `${css.th} ${css.end}` : css.th}>
                  {labelOf?.(c.key) ?? c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => (
              <tr key={i}>
                {data.columns.map((c, j) => (
                  <td key={c.key} className={numeric(c) ? `${css.td} ${css.end}` : css.td}>
                    <bdi>{formatReportValue(intl, c, row[j] ?? null, notTracked)}</bdi>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={css.muted}>
        {data.rowCount > rows.length
          ? intl.formatMessage(mn.truncated, { shown: rows.length, count: data.rowCount })
          : intl.formatMessage(mn.rowCount, { count: data.rowCount })}
      </p>
    </div>
  );
}

/** Props of {@link ReportSummaryList}. */
export type ReportSummaryListProps = {
  summary: readonly ReportSummary[];
  columns: readonly ReportColumn[];
  labelOf?: (key: string) => string;
  notTracked: string;
};

/** The aggregations of a report as label–value pairs. */
export function ReportSummaryList({ summary, columns, labelOf, notTracked }: ReportSummaryListProps) {
  const intl = useIntl();
  if (summary.length === 0) return null;
  return (
    <section className={css.section} aria-label={intl.formatMessage(m.summary)}>
      <h3 className={css.sectionTitle}>{intl.formatMessage(m.summary)}</h3>
      <dl className={css.summary}>
        {summary.map((s, i) => (
          <div key={i} className={css.summaryRow}>
            <dt className={css.summaryLabel}>{summaryLabel(intl, s, columns, labelOf)}</dt>
            <dd className={`${css.summaryValue} ${css.amount}`}>
              {formatReportValue(intl, { kind: s.function === 'count' ? 'number' : s.kind }, s.value, notTracked)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

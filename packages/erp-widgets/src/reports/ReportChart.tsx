import { useIntl } from 'react-intl';

import * as css from '../shared/shared.css';
import * as rc from './ReportChart.css';
import { formatReportValue } from './ReportTable';
import { reportMessages as m, reportNamedMessages as mn } from './reports.messages';
import type { ReportColumn, ReportData } from './reports.types';

/** The chart a report earns: the first text, enumeration or date column against the first amount or number. */
export function chartColumns(data: ReportData): { label: number; value: number } | null {
  const value = data.columns.findIndex((c) => c.kind === 'money' || c.kind === 'number');
  const label = data.columns.findIndex((c) => c.kind === 'text' || c.kind === 'enum' || c.kind === 'date');
  if (value < 0 || label < 0 || data.rows.length < 2) return null;
  return { label, value };
}

const MAX_BARS = 12;

/**
 * A plain horizontal bar chart (bars drawn with CSS, no chart library): the sum of the first amount per value of the first
 * label column, the largest twelve. It is shown only where it helps: a label and an amount, two rows or more.
 */
export function ReportChart({ data, labelOf }: { data: ReportData; labelOf?: (key: string) => string }) {
  const intl = useIntl();
  const cols = chartColumns(data);
  if (!cols) return null;
  const labelCol = data.columns[cols.label] as ReportColumn;
  const valueCol = data.columns[cols.value] as ReportColumn;
  const totals = new Map<string, number>();
  for (const row of data.rows) {
    const key = formatReportValue(intl, labelCol, row[cols.label] ?? null, '');
    totals.set(key, (totals.get(key) ?? 0) + Number(row[cols.value] ?? 0));
  }
  const bars = [...totals.entries()].sort((a, b) => b[1] - a[1]).slice(0, MAX_BARS);
  const max = Math.max(...bars.map(([, v]) => Math.abs(v)), 1);
  const title = `${intl.formatMessage(m.chartTitle)}: ${labelOf?.(valueCol.key) ?? valueCol.label}`;
  return (
    <section className={css.section} aria-label={title}>
      <h3 className={css.sectionTitle}>{title}</h3>
      <ul role="list" className={rc.bars}>
        {bars.map(([label, value]) => {
          const shown = formatReportValue(intl, valueCol, value, '');
          return (
            <li key={label} aria-label={intl.formatMessage(mn.chartLabel, { label, value: shown })} className={rc.bar}>
              <bdi className={css.secondary}>{label}</bdi>
              <span aria-hidden className={rc.track}>
                <span className={rc.fill} style={{ inlineSize: `${Math.max((Math.abs(value) / max) * 100, 1)}%` }} />
              </span>
              <span className={css.amount}>{shown}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

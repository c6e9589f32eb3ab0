import { Button, Checkbox, Icon, MoneyField, NumberField, TextField } from '@erp/ui';
import { useIntl } from 'react-intl';

import { formatMoney, formatQuantity } from '../../shared/format';
import * as css from '../../shared/shared.css';
import * as pcss from './payroll.css';
import { payrollMessages as m, payrollNamedMessages as mn } from './payroll.messages';

type Message = (typeof m)[keyof typeof m];

/** One column of an entry list: a text, an amount, a number or a yes/no. */
export type EntryColumn<T> = {
  key: keyof T & string;
  label: Message;
  kind: 'text' | 'money' | 'number' | 'flag';
  /** Shown but never edited (the overtime's date, type and rate come from the request). */
  readOnly?: boolean;
};

/** Props of {@link PayrollEntries}. */
export type PayrollEntriesProps<T extends Record<string, unknown>> = {
  /** Names the list for assistive technology ("Allowances"). */
  label: string;
  rows: readonly T[];
  columns: readonly EntryColumn<T>[];
  /** Editable: fields, add and remove; otherwise a read-only table. */
  isEditable: boolean;
  /** A new row for "Add"; without it rows cannot be added. */
  blank?: () => T;
  onChange: (rows: T[]) => void;
};

/**
 * One tab of the payroll manager: a list of entries (allowances, overtime, bonuses or deductions), as a table while
 * the record cannot change, and as rows of fields with add and remove while it is a draft.
 */
export function PayrollEntries<T extends Record<string, unknown>>({
  label,
  rows,
  columns,
  isEditable,
  blank,
  onChange,
}: PayrollEntriesProps<T>) {
  const intl = useIntl();
  const set = (i: number, key: keyof T, value: unknown) =>
    onChange(rows.map((r, j) => (j === i ? { ...r, [key]: value } : r)));
  const show = (c: EntryColumn<T>, v: unknown) => {
    if (c.kind === 'money') return formatMoney(intl, Number(v ?? 0));
    if (c.kind === 'number') return formatQuantity(intl, Number(v ?? 0));
    if (c.kind === 'flag') return v === false ? '✗' : '✓';
    return String(v ?? '');
  };
  if (!isEditable) {
    if (rows.length === 0) return <p className={css.muted}>{intl.formatMessage(m.noEntries)}</p>;
    return (
      <div className={css.tableWrap}>
        <table className={css.table} aria-label={label}>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.key} className={c.kind === 'text' ? css.th : `${css.th} ${css.end}`}>
                  {intl.formatMessage(c.label)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr key={i}>
                {columns.map((c) => (
                  <td key={c.key} className={c.kind === 'text' ? css.td : `${css.td} ${css.end}`}>
                    {c.kind === 'flag' ? (
                      <span aria-label={intl.formatMessage(c.label)}>{show(c, r[c.key])}</span>
                    ) : (
                      <bdi>{show(c, r[c.key])}</bdi>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }
  return (
    <div className={pcss.panel} role="group" aria-label={label}>
      {rows.length === 0 ? <p className={css.muted}>{intl.formatMessage(m.noEntries)}</p> : null}
      {rows.map((r, i) => (
        <div key={i} className={pcss.entryRow} data-testid="payroll-entry">
          {columns.map((c) => {
            const fieldLabel = `${intl.formatMessage(c.label)} ${intl.formatNumber(i + 1)}`;
            const value = r[c.key];
            if (c.readOnly)
              return (
                <span key={c.key} className={`${css.secondary} ${pcss.readOnlyValue}`}>
                  <span>{intl.formatMessage(c.label)}</span>
                  <bdi>{show(c, value)}</bdi>
                </span>
              );
            if (c.kind === 'flag')
              return (
                <Checkbox key={c.key} isSelected={value !== false} onChange={(v) => set(i, c.key, v)}>
                  {fieldLabel}
                </Checkbox>
              );
            if (c.kind === 'money')
              return (
                <MoneyField
                  key={c.key}
                  label={fieldLabel}
                  value={typeof value === 'number' ? value : null}
                  onChange={(v) => set(i, c.key, v ?? 0)}
                />
              );
            if (c.kind === 'number')
              return (
                <NumberField
                  key={c.key}
                  label={fieldLabel}
                  minValue={0}
                  value={typeof value === 'number' ? value : null}
                  onChange={(v) => set(i, c.key, v ?? 0)}
                />
              );
            return (
              <TextField
                key={c.key}
                label={fieldLabel}
                value={String(value ?? '')}
                maxLength={200}
                onChange={(v) => set(i, c.key, v)}
              />
            );
          })}
          <Button
            variant="ghost"
            icon={<Icon name="trash" />}
            aria-label={intl.formatMessage(mn.removeRowN, { n: intl.formatNumber(i + 1) })}
            onPress={() => onChange(rows.filter((_, j) => j !== i))}
          >
            {intl.formatMessage(m.removeRow)}
          </Button>
        </div>
      ))}
      {blank ? (
        <div>
          <Button variant="secondary" icon={<Icon name="plus" />} onPress={() => onChange([...rows, blank()])}>
            {intl.formatMessage(m.addRow)}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

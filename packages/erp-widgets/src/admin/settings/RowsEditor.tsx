import { Button, Icon, NumberField, TextField, useFormState } from '@erp/ui';
import { useIntl, type MessageDescriptor } from 'react-intl';

import * as css from './Settings.css';
import { settingsMessages as m, settingsNamedMessages as mn } from './settings.messages';

/** One column of a list of settings rows. */
export type RowColumn<R> = { key: Extract<keyof R, string>; label: MessageDescriptor; kind: 'text' | 'number' };

/** Props of {@link RowsEditor}. */
export type RowsEditorProps<R> = {
  /** The list's heading. */
  title: MessageDescriptor;
  /** The field name its errors come under (e.g. `vatRates`). */
  name: string;
  columns: readonly RowColumn<R>[];
  rows: readonly R[];
  /** A new, empty row. */
  empty: () => R;
  onChange: (rows: R[]) => void;
};

/**
 * A list of rows edited in place (the VAT rates, the tax brackets): one line of fields per row, a remove button on
 * each and "Add" under them. The list's error (from the server or the form's checks) shows under the heading.
 */
export function RowsEditor<R extends Record<string, unknown>>({
  title,
  name,
  columns,
  rows,
  empty,
  onChange,
}: RowsEditorProps<R>) {
  const intl = useIntl();
  const form = useFormState();
  const error = form.errors[name];
  const update = (i: number, patch: Partial<R>) => onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <div className={css.rows} data-rows={name}>
      <h3 className={css.rowsTitle}>{intl.formatMessage(title)}</h3>
      {error ? (
        <p role="alert" className={css.rowsError}>
          {error}
        </p>
      ) : null}
      {rows.map((row, i) => (
        <div key={i} className={css.row} role="group" aria-label={intl.formatMessage(mn.rowLabel, { n: i + 1 })}>
          {columns.map((c) =>
            c.kind === 'number' ? (
              <NumberField
                key={c.key}
                label={intl.formatMessage(c.label)}
                value={(row[c.key] as number | null) ?? null}
                isReadOnly={form.isReadOnly}
                onChange={(n) => update(i, { [c.key]: n } as Partial<R>)}
              />
            ) : (
              <TextField
                key={c.key}
                label={intl.formatMessage(c.label)}
                value={(row[c.key] as string) ?? ''}
                isReadOnly={form.isReadOnly}
                onChange={(t) => update(i, { [c.key]: t } as Partial<R>)}
              />
            ),
          )}
          {!form.isReadOnly ? (
            <Button
              variant="ghost"
              icon={<Icon name="trash" />}
              iconOnly
              aria-label={intl.formatMessage(mn.removeRow, { n: i + 1 })}
              onPress={() => onChange(rows.filter((_, j) => j !== i))}
            />
          ) : null}
        </div>
      ))}
      {!form.isReadOnly ? (
        <div>
          <Button variant="secondary" icon={<Icon name="plus" />} onPress={() => onChange([...rows, empty()])}>
            {intl.formatMessage(m.addRow)}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

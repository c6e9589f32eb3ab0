import { Button, DatePicker, NumberField, Select, TagField, TextField, type FieldErrors } from '@erp/ui';
import type { IntlShape } from 'react-intl';
import { useIntl } from 'react-intl';

import * as rc from './reportTemplates.css';
import { reportMessages as rm } from '../reports.messages';
import type {
  CatalogueVariable,
  FilterOperator,
  ReportAggregation,
  ReportFilter,
  ReportFunction,
  VariableKind,
} from '../reports.types';
import { templateMessages as m } from './reportTemplates.messages';

/** The operators offered for each kind of variable (the server accepts every operator on every kind). */
export const OPERATORS_BY_KIND: Readonly<Record<Exclude<VariableKind, 'not_tracked'>, readonly FilterOperator[]>> = {
  text: [
    'equals',
    'not_equals',
    'contains',
    'starts_with',
    'ends_with',
    'is_empty',
    'is_not_empty',
    'has_any',
    'has_all',
  ],
  enum: ['equals', 'not_equals', 'has_any', 'is_empty', 'is_not_empty'],
  number: ['equals', 'not_equals', 'greater_than', 'less_than', 'between', 'is_empty', 'is_not_empty'],
  money: ['equals', 'not_equals', 'greater_than', 'less_than', 'between', 'is_empty', 'is_not_empty'],
  date: ['equals', 'after', 'before', 'between', 'is_empty', 'is_not_empty'],
};

/** The functions offered for each kind: sums and averages need numbers. */
export const FUNCTIONS_BY_KIND = (kind: VariableKind): readonly ReportFunction[] =>
  kind === 'money' || kind === 'number'
    ? ['sum', 'average', 'minimum', 'maximum', 'count']
    : kind === 'date'
      ? ['minimum', 'maximum', 'count']
      : ['count'];

const needsNoValue = (op: FilterOperator) => op === 'is_empty' || op === 'is_not_empty';
const needsList = (op: FilterOperator) => op === 'has_any' || op === 'has_all';

/** Splits a typed list of text values on commas (Latin or Arabic). */
export const splitList = (text: string) =>
  text
    .split(/[,،]/)
    .map((v) => v.trim())
    .filter(Boolean);

const empty = (v: unknown) => v === undefined || v === null || String(v).trim() === '';

/** The field errors of the filters: a value where the operator needs one, two for between, a list for has_*. */
export function filterErrors(intl: IntlShape, filters: readonly ReportFilter[]): FieldErrors {
  const errors: FieldErrors = {};
  filters.forEach((f, i) => {
    if (!f.variable) errors[`filters.${i}.variable`] = intl.formatMessage(m.valueRequired);
    else if (needsList(f.operator)) {
      if (!f.values?.length) errors[`filters.${i}.values`] = intl.formatMessage(m.valuesRequired);
    } else if (!needsNoValue(f.operator)) {
      if (empty(f.value)) errors[`filters.${i}.value`] = intl.formatMessage(m.valueRequired);
      if (f.operator === 'between' && empty(f.secondValue))
        errors[`filters.${i}.secondValue`] = intl.formatMessage(m.valueRequired);
    }
  });
  return errors;
}

type ValueProps = {
  variable: CatalogueVariable | undefined;
  name: string;
  label: string;
  value: string | number | undefined;
  onChange: (value: string | number | undefined) => void;
};

/** One value of a filter, in the field its variable asks for: a date picker, a number, a select or text. */
function ValueField({ variable, name, label, value, onChange }: ValueProps) {
  switch (variable?.kind) {
    case 'date':
      return (
        <DatePicker
          name={name}
          label={label}
          value={typeof value === 'string' && value ? value : null}
          onChange={(v) => onChange(v ?? undefined)}
        />
      );
    case 'money':
    case 'number':
      return (
        <NumberField
          name={name}
          label={label}
          value={typeof value === 'number' ? value : value ? Number(value) : null}
          onChange={(v) => onChange(v ?? undefined)}
          showStepper={false}
        />
      );
    case 'enum':
      return (
        <Select
          name={name}
          label={label}
          options={(variable.values ?? []).map((o) => ({ id: o.value, label: o.label }))}
          value={value === undefined ? null : String(value)}
          onChange={(v) => onChange(v ?? undefined)}
        />
      );
    default:
      return (
        <TextField name={name} label={label} value={value === undefined ? '' : String(value)} onChange={onChange} />
      );
  }
}

/** Props of {@link FilterEditor}. */
export type FilterEditorProps = {
  /** The variables the template's type offers (those that are tracked). */
  variables: readonly CatalogueVariable[];
  filters: readonly ReportFilter[];
  onChange: (filters: ReportFilter[]) => void;
};

/** The template's filters: variable, condition and the value fields the condition needs. */
export function FilterEditor({ variables, filters, onChange }: FilterEditorProps) {
  const intl = useIntl();
  const tracked = variables.filter((v) => v.kind !== 'not_tracked');
  const set = (i: number, patch: Partial<ReportFilter>) =>
    onChange(filters.map((f, j) => (j === i ? { ...f, ...patch } : f)));
  return (
    <fieldset className={rc.group}>
      <legend className={rc.groupTitle}>{intl.formatMessage(m.filters)}</legend>
      <div className={rc.stack}>
        {filters.map((f, i) => {
          const variable = tracked.find((v) => v.key === f.variable);
          const kind = variable?.kind === 'not_tracked' || !variable ? 'text' : variable.kind;
          const ops = OPERATORS_BY_KIND[kind];
          return (
            <div key={i} className={rc.row} data-testid={`filter-${i}`}>
              <div className={rc.grow}>
                <Select
                  name={`filters.${i}.variable`}
                  label={intl.formatMessage(m.variable)}
                  options={tracked.map((v) => ({ id: v.key, label: v.label }))}
                  value={f.variable || null}
                  onChange={(key) => {
                    const next = tracked.find((v) => v.key === key);
                    const nextOps = OPERATORS_BY_KIND[next && next.kind !== 'not_tracked' ? next.kind : 'text'];
                    set(i, {
                      variable: key ?? '',
                      operator: nextOps.includes(f.operator) ? f.operator : (nextOps[0] as FilterOperator),
                      value: undefined,
                      secondValue: undefined,
                      values: undefined,
                    });
                  }}
                />
              </div>
              <div className={rc.grow}>
                <Select
                  name={`filters.${i}.operator`}
                  label={intl.formatMessage(m.operator)}
                  options={ops.map((op) => ({ id: op, label: intl.formatMessage(m[`op_${op}`]) }))}
                  value={f.operator}
                  onChange={(op) => set(i, { operator: (op ?? 'equals') as FilterOperator })}
                />
              </div>
              {needsList(f.operator) ? (
                <div className={rc.grow}>
                  {variable?.kind === 'enum' ? (
                    <TagField
                      name={`filters.${i}.values`}
                      label={intl.formatMessage(m.values)}
                      options={(variable.values ?? []).map((o) => ({ id: o.value, label: o.label }))}
                      value={f.values ?? []}
                      onChange={(values) => set(i, { values })}
                    />
                  ) : (
                    <TextField
                      name={`filters.${i}.values`}
                      label={intl.formatMessage(m.values)}
                      description={intl.formatMessage(m.listHint)}
                      value={(f.values ?? []).join(intl.locale.startsWith('ar') ? '، ' : ', ')}
                      onChange={(text) => set(i, { values: splitList(text) })}
                    />
                  )}
                </div>
              ) : needsNoValue(f.operator) ? null : (
                <>
                  <div className={rc.grow}>
                    <ValueField
                      variable={variable}
                      name={`filters.${i}.value`}
                      label={intl.formatMessage(m.value)}
                      value={f.value}
                      onChange={(value) => set(i, { value })}
                    />
                  </div>
                  {f.operator === 'between' ? (
                    <div className={rc.grow}>
                      <ValueField
                        variable={variable}
                        name={`filters.${i}.secondValue`}
                        label={intl.formatMessage(m.secondValue)}
                        value={f.secondValue}
                        onChange={(secondValue) => set(i, { secondValue })}
                      />
                    </div>
                  ) : null}
                </>
              )}
              <Button
                variant="ghost"
                aria-label={intl.formatMessage(m.removeFilter)}
                onPress={() => onChange(filters.filter((_, j) => j !== i))}
              >
                {intl.formatMessage(m.removeFilter)}
              </Button>
            </div>
          );
        })}
        <div>
          <Button
            variant="secondary"
            onPress={() => onChange([...filters, { variable: tracked[0]?.key ?? '', operator: 'equals' }])}
            isDisabled={tracked.length === 0}
          >
            {intl.formatMessage(m.addFilter)}
          </Button>
        </div>
      </div>
    </fieldset>
  );
}

/** Props of {@link AggregationEditor}. */
export type AggregationEditorProps = {
  variables: readonly CatalogueVariable[];
  aggregations: readonly ReportAggregation[];
  onChange: (aggregations: ReportAggregation[]) => void;
};

/** The template's totals: a variable, a function fitting its kind and an optional label. */
export function AggregationEditor({ variables, aggregations, onChange }: AggregationEditorProps) {
  const intl = useIntl();
  const tracked = variables.filter((v) => v.kind !== 'not_tracked');
  const set = (i: number, patch: Partial<ReportAggregation>) =>
    onChange(aggregations.map((a, j) => (j === i ? { ...a, ...patch } : a)));
  return (
    <fieldset className={rc.group}>
      <legend className={rc.groupTitle}>{intl.formatMessage(m.aggregations)}</legend>
      <div className={rc.stack}>
        {aggregations.map((a, i) => {
          const kind = tracked.find((v) => v.key === a.field)?.kind ?? 'text';
          return (
            <div key={i} className={rc.row} data-testid={`aggregation-${i}`}>
              <div className={rc.grow}>
                <Select
                  name={`aggregations.${i}.field`}
                  label={intl.formatMessage(m.field)}
                  options={tracked.map((v) => ({ id: v.key, label: v.label }))}
                  value={a.field || null}
                  onChange={(field) => {
                    const fns = FUNCTIONS_BY_KIND(tracked.find((v) => v.key === field)?.kind ?? 'text');
                    set(i, { field: field ?? '', function: fns.includes(a.function) ? a.function : fns[0]! });
                  }}
                />
              </div>
              <div className={rc.grow}>
                <Select
                  name={`aggregations.${i}.function`}
                  label={intl.formatMessage(m.function)}
                  options={FUNCTIONS_BY_KIND(kind).map((fn) => ({ id: fn, label: intl.formatMessage(rm[fn]) }))}
                  value={a.function}
                  onChange={(fn) => set(i, { function: (fn ?? 'count') as ReportFunction })}
                />
              </div>
              <div className={rc.grow}>
                <TextField
                  name={`aggregations.${i}.label`}
                  label={intl.formatMessage(m.aggregationLabel)}
                  value={a.label ?? ''}
                  onChange={(label) => set(i, { label })}
                />
              </div>
              <Button variant="ghost" onPress={() => onChange(aggregations.filter((_, j) => j !== i))}>
                {intl.formatMessage(m.removeAggregation)}
              </Button>
            </div>
          );
        })}
        <div>
          <Button
            variant="secondary"
            onPress={() => {
              const first = tracked.find((v) => v.kind === 'money' || v.kind === 'number') ?? tracked[0];
              if (first) onChange([...aggregations, { field: first.key, function: FUNCTIONS_BY_KIND(first.kind)[0]! }]);
            }}
            isDisabled={tracked.length === 0}
          >
            {intl.formatMessage(m.addAggregation)}
          </Button>
        </div>
      </div>
    </fieldset>
  );
}

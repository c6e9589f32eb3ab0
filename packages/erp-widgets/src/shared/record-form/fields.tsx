// A record's plain fields, described once: the wizard draws and checks them, its review step and the viewer
// show them, and the schema's limits (@erp/schema FIELD_LIMITS) bound them as the server does.
import { FIELD_LIMITS, type CollectionName, type FieldLimits } from '@erp/schema';
import {
  ComboBox,
  Select,
  TextArea,
  TextField,
  type FieldErrors,
  type ListColumn,
  type ListFilterOption,
  type LoadOptions,
  type ViewerField,
} from '@erp/ui';
import type { ReactNode } from 'react';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';

import { commonMessages as cm, commonNamedMessages as cnm } from '../common.messages';
import * as css from '../shared.css';

/**
 * How a field is edited and shown. `email`, `tel` and `url` are written left to right in either language; a
 * `password` is typed hidden and never shown back (reviews and viewers show dots);
 * `search` picks a record searched on the server as the user types (a relation, e.g. a contact's client).
 */
export type FieldKind = 'text' | 'email' | 'tel' | 'url' | 'password' | 'textarea' | 'select' | 'search';

/** One plain field of a record form, by the name the server knows it under. */
export type FieldSpec<V> = {
  name: Extract<keyof V, string>;
  label: MessageDescriptor;
  /** @default 'text' */
  kind?: FieldKind;
  /** The field must be filled; the message (or a generic one for `true`) says so when it is not. */
  required?: MessageDescriptor | true;
  /** A select's choices. */
  options?: (intl: IntlShape) => readonly ListFilterOption[];
  /** A `search` field's shown text (the chosen record's name) is kept under this value, which is not saved. */
  labelField?: Extract<keyof V, string>;
  /** Hint shown while the field is empty. */
  placeholder?: MessageDescriptor;
  /** Shown but not typed into (a value the server derives, e.g. a SKU); never checked. */
  readOnly?: boolean;
  /** A filled value must match: the message says what is expected. */
  pattern?: { test: RegExp; message: MessageDescriptor };
  /** Shown across the form's full width. */
  wide?: boolean;
  /**
   * Saved without its leading and trailing spaces. A `password` is never trimmed (its spaces are part of it).
   * @default true, false for a `password`
   */
  trim?: boolean;
};

/** An e-mail address as the wizards accept it (the server checks it again). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The fields many records have under the same name: e-mail, phone and website (checked as the server checks them),
 * postal address and notes.
 */
export const commonFieldSpecs = {
  email: { name: 'email', label: cm.email, kind: 'email', pattern: { test: EMAIL_PATTERN, message: cm.emailInvalid } },
  phone: { name: 'phone', label: cm.phone, kind: 'tel' },
  website: {
    name: 'website',
    label: cm.website,
    kind: 'url',
    pattern: { test: /^https?:\/\/\S+$/i, message: cm.websiteInvalid },
  },
  address: { name: 'address', label: cm.address, wide: true },
  notes: { name: 'notes', label: cm.notes, kind: 'textarea', wide: true },
} as const satisfies Record<string, FieldSpec<Record<'email' | 'phone' | 'website' | 'address' | 'notes', string>>>;

/** The values of a form of plain fields: every value a string ('' for empty). */
export type FieldValues = Record<string, string>;

const LTR_KINDS: ReadonlySet<FieldKind> = new Set(['email', 'tel', 'url', 'password']);

// What a review shows for a typed password: never the password itself.
const HIDDEN_PASSWORD = '\u2022'.repeat(8);

/** The schema's limits of a field, when the form names its collection. */
function limitsOf(collection: CollectionName | undefined, name: string): FieldLimits | undefined {
  if (!collection) return undefined;
  return (FIELD_LIMITS[collection] as Record<string, FieldLimits> | undefined)?.[name];
}

/** The errors of some fields' values: required, pattern, and the schema's length limits. */
export function validateFields<V extends FieldValues>(
  intl: IntlShape,
  specs: readonly FieldSpec<V>[],
  values: V,
  collection?: CollectionName,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const spec of specs) {
    if (spec.readOnly) continue;
    const value = (keepsSpaces(spec) ? values[spec.name] : values[spec.name]?.trim()) ?? '';
    const limits = limitsOf(collection, spec.name);
    if (!value) {
      if (spec.required) {
        const message: MessageDescriptor = spec.required === true ? cm.required : spec.required;
        errors[spec.name] = intl.formatMessage(message);
      }
      continue;
    }
    if (spec.pattern && !spec.pattern.test.test(value)) errors[spec.name] = intl.formatMessage(spec.pattern.message);
    else if (limits?.maxLength && [...value].length > limits.maxLength)
      errors[spec.name] = intl.formatMessage(cnm.tooLong, { max: limits.maxLength });
  }
  return errors;
}

/**
 * The errors of texts longer than the schema keeps for their fields (counted in characters, after trimming, as
 * they are saved), for the forms whose fields are laid out by hand.
 */
export function lengthErrors(
  intl: IntlShape,
  collection: CollectionName,
  values: Readonly<Record<string, string | null | undefined>>,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const [name, value] of Object.entries(values)) {
    const max = limitsOf(collection, name)?.maxLength;
    if (max && [...(value?.trim() ?? '')].length > max) errors[name] = intl.formatMessage(cnm.tooLong, { max });
  }
  return errors;
}

/** Whether a field's value is saved exactly as typed (a password, or a field that says so). */
export const keepsSpaces = (spec: { kind?: FieldKind; trim?: boolean }): boolean =>
  spec.trim === false || (spec.kind === 'password' && spec.trim !== true);

/**
 * The values as they are saved: every text trimmed, except the fields of `specs` that keep their spaces (passwords
 * and their confirmations are sent exactly as typed).
 */
export const trimmed = <V extends FieldValues>(
  values: V,
  specs: readonly Pick<FieldSpec<V>, 'name' | 'kind' | 'trim'>[] = [],
): V => {
  const asTyped = new Set<string>(specs.filter((s) => keepsSpaces(s)).map((s) => s.name));
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, asTyped.has(k) ? v : v.trim()])) as V;
};

/** The displayed value of a field: a select's label, a searched record's name, or the text. */
function displayValue<V extends FieldValues>(
  intl: IntlShape,
  spec: FieldSpec<V>,
  value: string,
  values?: { readonly [K in keyof V]?: string },
): string {
  if (spec.kind === 'select') return spec.options?.(intl).find((o) => o.id === value)?.label ?? value;
  if (spec.kind === 'password') return value ? HIDDEN_PASSWORD : '';
  if (spec.kind === 'search' && spec.labelField) return values?.[spec.labelField] ?? value;
  return value;
}

/** A field's value as a viewer or a review shows it: isolated, left to right for addresses. */
export function showValue<V extends FieldValues>(
  intl: IntlShape,
  spec: FieldSpec<V>,
  value: string,
  values?: { readonly [K in keyof V]?: string },
): ReactNode {
  if (!value) return '';
  const text = displayValue(intl, spec, value, values);
  return LTR_KINDS.has(spec.kind ?? 'text') ? <span className={css.ltrValue}>{text}</span> : <bdi>{text}</bdi>;
}

/** The viewer's rows of some fields. */
export function viewerFields<V extends FieldValues>(
  intl: IntlShape,
  specs: readonly FieldSpec<V>[],
  values: { readonly [K in keyof V]?: string },
): ViewerField[] {
  return specs.map((spec) => ({
    id: spec.name,
    label: intl.formatMessage(spec.label),
    value: showValue(intl, spec, values[spec.name] ?? '', values),
  }));
}

/** Props of {@link FormFields}. */
export type FormFieldsProps<V extends FieldValues> = {
  specs: readonly FieldSpec<V>[];
  values: V;
  onChange: (name: Extract<keyof V, string>, value: string) => void;
  /** The collection whose schema limits the fields' lengths. */
  collection?: CollectionName;
  /** The server searches of the `search` fields, by field name. */
  loaders?: Partial<Record<Extract<keyof V, string>, LoadOptions>>;
};

/**
 * The fields of a form step in a grid. Each field takes its error and busy state from the form around it (a
 * wizard step or a form dialog) by its name.
 */
export function FormFields<V extends FieldValues>({
  specs,
  values,
  onChange,
  collection,
  loaders,
}: FormFieldsProps<V>) {
  const intl = useIntl();
  return (
    <div className={css.formGrid}>
      {specs.map((spec) => {
        const common = {
          name: spec.name,
          label: intl.formatMessage(spec.label),
          isRequired: Boolean(spec.required),
          className: spec.wide ? css.wide : undefined,
        };
        const kind = spec.kind ?? 'text';
        if (kind === 'select')
          return (
            <Select
              key={spec.name}
              {...common}
              options={spec.options?.(intl) ?? []}
              value={values[spec.name] || null}
              onChange={(id) => onChange(spec.name, id ?? '')}
            />
          );
        if (kind === 'search') {
          const labelField = spec.labelField;
          return (
            <ComboBox
              key={spec.name}
              {...common}
              loadOptions={loaders?.[spec.name] ?? (async () => [])}
              placeholder={spec.placeholder ? intl.formatMessage(spec.placeholder) : undefined}
              value={values[spec.name] || null}
              defaultInputValue={labelField ? values[labelField] : undefined}
              onChange={(id) => onChange(spec.name, id ?? '')}
              onInputChange={labelField ? (text) => onChange(labelField, text) : undefined}
            />
          );
        }
        const maxLength = limitsOf(collection, spec.name)?.maxLength;
        if (kind === 'textarea')
          return (
            <TextArea
              key={spec.name}
              {...common}
              value={values[spec.name] ?? ''}
              onChange={(v) => onChange(spec.name, v)}
            />
          );
        return (
          <TextField
            key={spec.name}
            {...common}
            type={kind}
            value={values[spec.name] ?? ''}
            onChange={(v) => onChange(spec.name, v)}
            placeholder={spec.placeholder ? intl.formatMessage(spec.placeholder) : undefined}
            isReadOnly={spec.readOnly}
            // The schema's limit plus one: a longer paste shows the length error instead of being cut silently.
            maxLength={maxLength ? maxLength + 1 : undefined}
          />
        );
      })}
    </div>
  );
}

/** The review rows of some fields. */
export function reviewRows<V extends FieldValues>(
  intl: IntlShape,
  specs: readonly FieldSpec<V>[],
  values: V,
): Array<[string, string]> {
  return specs.map((spec) => [
    intl.formatMessage(spec.label),
    displayValue(intl, spec, values[spec.name]?.trim() ?? '', values),
  ]);
}

/** List columns showing some fields as the viewer does; `sortable` names those the server can sort by. */
export function fieldColumns<V extends FieldValues, R extends { readonly [K in keyof V]?: string }>(
  intl: IntlShape,
  specs: readonly FieldSpec<V>[],
  { sortable = [] }: { sortable?: readonly string[] } = {},
): ListColumn<R>[] {
  return specs.map((spec) => ({
    id: spec.name,
    header: intl.formatMessage(spec.label),
    sortable: sortable.includes(spec.name),
    cell: (row: R) => showValue(intl, spec, row[spec.name] ?? ''),
  }));
}

import { FIELD_LIMITS, type CollectionName, type FieldLimits } from '@erp/schema';
import {
  Button,
  FormStateProvider,
  NumberField,
  Select,
  Switch,
  TextArea,
  TextField,
  fieldErrorsOf,
  type FieldErrors,
  type ListFilterOption,
} from '@erp/ui';
import { useState, type ReactNode } from 'react';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';

import { commonMessages as cm, commonNamedMessages as cnm } from '../../shared/common.messages';
import * as shared from '../../shared/shared.css';
import * as css from './Settings.css';
import { settingsMessages as m, settingsNamedMessages as mn } from './settings.messages';

/** One setting: its field, label and kind; number limits come from the schema. */
export type SettingSpec = {
  name: string;
  label: MessageDescriptor;
  kind?: 'text' | 'email' | 'url' | 'tel' | 'textarea' | 'select' | 'number' | 'percent' | 'switch';
  options?: (intl: IntlShape) => readonly ListFilterOption[];
  required?: boolean;
  /** Shown across the form's full width. */
  wide?: boolean;
  /** A hint under the field. */
  description?: MessageDescriptor;
  /** Bounds of a number the schema does not bound itself (a value inside a JSON field). */
  min?: number;
  max?: number;
};

/** Values of a settings form, by field name. */
export type SettingsValues = Record<string, unknown>;

/** Props of {@link SettingsForm}. */
export type SettingsFormProps<V extends SettingsValues> = {
  title: ReactNode;
  description?: ReactNode;
  /** The collection whose schema bounds the fields. */
  collection: CollectionName;
  fields: readonly SettingSpec[];
  /** The saved values. */
  initial: V;
  /** False: shown, not editable (the user lacks the tab's key). */
  canEdit: boolean;
  /** Saves the form's values; a rejection with `fieldErrors` shows them on the fields. */
  onSave: (values: V) => Promise<unknown>;
  /** Checks beyond each field's own (lists, cross-field rules). */
  validate?: (values: V) => FieldErrors;
  /** Parts with their own layout (a list editor), given the values and a setter. */
  extra?: (values: V, set: (patch: Partial<V>) => void) => ReactNode;
  /** The save button's label. */
  submitLabel?: MessageDescriptor;
};

const limitsOf = (collection: CollectionName, name: string): FieldLimits | undefined =>
  (FIELD_LIMITS[collection] as Record<string, FieldLimits> | undefined)?.[name];

/** The errors of some settings: required, the schema's number ranges and lengths. */
export function settingErrors(
  intl: IntlShape,
  collection: CollectionName,
  fields: readonly SettingSpec[],
  values: SettingsValues,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const f of fields) {
    const v = values[f.name];
    const limits = limitsOf(collection, f.name);
    if (f.kind === 'number' || f.kind === 'percent') {
      if (v === null || v === undefined || Number.isNaN(v)) {
        if (f.required) errors[f.name] = intl.formatMessage(cm.required);
        continue;
      }
      const n = v as number;
      const min = f.min ?? limits?.min ?? (f.kind === 'percent' ? 0 : undefined);
      const max = f.max ?? limits?.max ?? (f.kind === 'percent' ? 100 : undefined);
      if ((min !== undefined && n < min) || (max !== undefined && n > max))
        errors[f.name] = intl.formatMessage(mn.outOfRange, { min: min ?? '-', max: max ?? '∞' });
      else if (limits?.onlyInt && !Number.isInteger(n)) errors[f.name] = intl.formatMessage(m.wholeNumber);
      continue;
    }
    if (f.kind === 'switch') continue;
    const text = typeof v === 'string' ? v.trim() : '';
    if (!text) {
      if (f.required || limits?.required) errors[f.name] = intl.formatMessage(cm.required);
      continue;
    }
    if (limits?.maxLength && [...text].length > limits.maxLength)
      errors[f.name] = intl.formatMessage(cnm.tooLong, { max: limits.maxLength });
    else if (limits?.pattern && !new RegExp(limits.pattern).test(text))
      errors[f.name] = intl.formatMessage(m.invalidFormat);
    else if (f.kind === 'email' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text))
      errors[f.name] = intl.formatMessage(cm.emailInvalid);
    else if (f.kind === 'url' && !/^https?:\/\/\S+$/i.test(text)) errors[f.name] = intl.formatMessage(m.invalidUrl);
  }
  return errors;
}

/**
 * One settings form, saved on its own: the fields in a grid (text, selects, numbers, switches) with their checks,
 * any list editors, and a Save button that stays pending until the save settles; refused fields show their message.
 * Without the tab's key the values are shown read-only and no Save is offered.
 */
export function SettingsForm<V extends SettingsValues>({
  title,
  description,
  collection,
  fields,
  initial,
  canEdit,
  onSave,
  validate,
  extra,
  submitLabel = m.save,
}: SettingsFormProps<V>) {
  const intl = useIntl();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  const set = (patch: Partial<V>) => setValues((prev) => ({ ...prev, ...patch }));
  const dirty = JSON.stringify(values) !== JSON.stringify(initial);

  const save = async () => {
    const found = { ...settingErrors(intl, collection, fields, values), ...validate?.(values) };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    try {
      await onSave(values);
    } catch (error) {
      setErrors(fieldErrorsOf(error) ?? {});
    } finally {
      setPending(false);
    }
  };

  const control = (f: SettingSpec) => {
    const common = {
      name: f.name,
      label: intl.formatMessage(f.label),
      description: f.description ? intl.formatMessage(f.description) : undefined,
      className: f.wide ? shared.wide : undefined,
    };
    const v = values[f.name];
    switch (f.kind) {
      case 'select':
        return (
          <Select
            key={f.name}
            {...common}
            isRequired={f.required}
            options={f.options?.(intl) ?? []}
            value={(v as string) || null}
            onChange={(id) => set({ [f.name]: id ?? '' } as Partial<V>)}
          />
        );
      case 'number':
      case 'percent':
        return (
          <NumberField
            key={f.name}
            {...common}
            isRequired={f.required}
            value={(v as number | null) ?? null}
            onChange={(n) => set({ [f.name]: n } as Partial<V>)}
          />
        );
      case 'switch':
        return (
          <Switch key={f.name} isSelected={Boolean(v)} onChange={(on) => set({ [f.name]: on } as Partial<V>)}>
            {common.label}
          </Switch>
        );
      case 'textarea':
        return (
          <TextArea
            key={f.name}
            {...common}
            value={(v as string) ?? ''}
            onChange={(t) => set({ [f.name]: t } as Partial<V>)}
          />
        );
      default:
        return (
          <TextField
            key={f.name}
            {...common}
            type={f.kind ?? 'text'}
            isRequired={f.required}
            value={(v as string) ?? ''}
            onChange={(t) => set({ [f.name]: t } as Partial<V>)}
          />
        );
    }
  };

  return (
    <section className={css.form} aria-label={typeof title === 'string' ? title : undefined}>
      <div className={css.formHeader}>
        <h2 className={css.formTitle}>{title}</h2>
        {description ? <p className={shared.muted}>{description}</p> : null}
        {!canEdit ? <p className={shared.muted}>{intl.formatMessage(m.readOnly)}</p> : null}
      </div>
      <FormStateProvider errors={errors} isReadOnly={pending || !canEdit}>
        <div className={shared.formGrid}>{fields.map(control)}</div>
        {extra?.(values, set)}
      </FormStateProvider>
      {canEdit ? (
        <div className={css.actions}>
          <Button variant="primary" isPending={pending} isDisabled={!dirty} onPress={() => void save()}>
            {intl.formatMessage(submitLabel)}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

import type { CollectionName } from '@erp/schema';
import { WizardDialog, type FieldErrors, type WizardStep } from '@erp/ui';
import { useState, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';

import { commonMessages as cm } from '../common.messages';
import { ReviewList } from '../ReviewList';
import {
  FormFields,
  reviewRows,
  trimmed,
  validateFields,
  type FieldSpec,
  type FieldValues,
  type FormFieldsProps,
} from './fields';

const omit = <V extends FieldValues>(values: V, keys: readonly string[]): V =>
  Object.fromEntries(Object.entries(values).filter(([k]) => !keys.includes(k))) as V;

/** A step of plain fields; its errors are the fields' own checks plus `validate`. */
export type FieldsStep<V extends FieldValues> = {
  id: string;
  title: MessageDescriptor;
  description?: MessageDescriptor;
  fields: readonly FieldSpec<V>[];
  /** Further checks across the step's fields. */
  validate?: (values: V) => FieldErrors;
};

/** What a record's wizard takes from its screen: the record to edit (none for a new one) and the intents. */
export type RecordWizardIntents<R, V> = {
  /** The record to edit; absent for a new record. */
  record?: R | null;
  /**
   * Saves the values; the wizard stays pending until it settles, and shows the fields a rejection refuses
   * (`fieldErrors`). The caller closes it on success.
   */
  onSubmit: (values: V) => void | Promise<unknown>;
  /** Called when the wizard closes without saving (after "Discard changes?" when edited). */
  onClose: () => void;
  /** The step shown first (zero-based), for stories. */
  defaultStep?: number;
};

/** A form's starting values: the record's values of every field in `defaults`, or the defaults for a new one. */
export function initialValues<V extends FieldValues>(
  record: { readonly [K in keyof V]?: string | null } | null | undefined,
  defaults: V,
): V {
  if (!record) return defaults;
  return Object.fromEntries(Object.keys(defaults).map((k) => [k, record[k] || defaults[k]])) as V;
}

/** Props of {@link RecordWizard}. */
export type RecordWizardProps<V extends FieldValues> = {
  /** The wizard's title and submit label, for a new record and for an edited one. */
  title: ReactNode;
  submitLabel: ReactNode;
  /** The values the wizard starts from (a new record's defaults, or the edited record's values). */
  initial: V;
  /** The steps of fields, in order; a review step of every field follows. */
  steps: readonly FieldsStep<V>[];
  /** The collection whose schema limits the fields (text lengths). */
  collection?: CollectionName;
  /** The server searches of the `search` fields, by field name. */
  loaders?: FormFieldsProps<V>['loaders'];
  /**
   * Saves the trimmed values (passwords as typed); the wizard stays pending until it settles, and shows the fields a rejection refuses
   * (`fieldErrors`) on their step. The caller closes it on success.
   */
  onSubmit: (values: V) => void | Promise<unknown>;
  /** Called when the wizard closes without saving (after "Discard changes?" when edited). */
  onClose: () => void;
  /** The step shown first (zero-based), for stories. */
  defaultStep?: number;
};

/**
 * A wizard over a record's plain fields: one step per group of fields, checked as the user moves on (required,
 * formats, the schema's lengths), then a review of everything. The fields that the server refuses come back on
 * their step.
 */
export function RecordWizard<V extends FieldValues>({
  title,
  submitLabel,
  initial,
  steps,
  collection,
  loaders,
  onSubmit,
  onClose,
  defaultStep,
}: RecordWizardProps<V>) {
  const intl = useIntl();
  const [values, setValues] = useState(initial);
  const change = (name: Extract<keyof V, string>, value: string) => setValues((v) => ({ ...v, [name]: value }));
  const allFields = steps.flatMap((s) => s.fields);

  const wizardSteps: WizardStep[] = [
    ...steps.map((step) => ({
      id: step.id,
      title: intl.formatMessage(step.title),
      description: step.description ? intl.formatMessage(step.description) : undefined,
      fields: step.fields.map((f) => f.name),
      validate: () => ({
        ...validateFields(intl, step.fields, values, collection),
        ...step.validate?.(values),
      }),
      content: (
        <FormFields specs={step.fields} values={values} onChange={change} collection={collection} loaders={loaders} />
      ),
    })),
    {
      id: 'review',
      title: intl.formatMessage(cm.review),
      content: <ReviewList rows={reviewRows(intl, allFields, values)} />,
    },
  ];

  return (
    <WizardDialog
      isOpen
      onClose={onClose}
      title={title}
      submitLabel={submitLabel}
      isDirty={JSON.stringify(values) !== JSON.stringify(initial)}
      defaultStep={defaultStep}
      fieldLabels={Object.fromEntries(allFields.map((f) => [f.name, intl.formatMessage(f.label)]))}
      // The shown names of searched records are not saved.
      onSubmit={() =>
        onSubmit(
          omit(
            trimmed(values, allFields),
            allFields.flatMap((f) => (f.labelField ? [f.labelField] : [])),
          ),
        )
      }
      steps={wizardSteps}
    />
  );
}

import { createContext, useContext, useMemo, type ReactNode } from 'react';

/** Field name → error message. */
export type FieldErrors = Record<string, string>;

/** What the form around a field tells it: the errors by field name, and whether the form is busy. */
export type FormState = {
  /** Field name → message; a field shows the message under its `name` (or `errorKey`). */
  errors: Readonly<FieldErrors>;
  /** The form is submitting: fields show themselves read-only (selects, which cannot be read-only, disabled). */
  isReadOnly?: boolean;
};

const FormStateContext = createContext<FormState | null>(null);

/** Props of {@link FormStateProvider}. */
export type FormStateProviderProps = FormState & { children: ReactNode };

/**
 * Gives the fields inside it their errors by name and the form's busy state, as react-aria's `<Form
 * validationErrors>` does, so a form writes `<TextField name="email" …/>` instead of wiring `isInvalid`,
 * `errorMessage` and `isReadOnly` on every field. A field's own props win over the form's.
 */
export function FormStateProvider({ errors, isReadOnly, children }: FormStateProviderProps) {
  const value = useStableFormState(errors, isReadOnly);
  return <FormStateContext.Provider value={value}>{children}</FormStateContext.Provider>;
}

/**
 * The form state as one object that changes only when an error or the busy state does: callers build `errors`
 * afresh on each render, and a new context value would render every field of the form again (all 130 checkboxes
 * of a permission editor on each toggle).
 */
export function useStableFormState(errors: Readonly<FieldErrors>, isReadOnly: boolean | undefined): FormState {
  const key = JSON.stringify(errors);
  return useMemo(() => ({ errors: JSON.parse(key) as FieldErrors, isReadOnly }), [key, isReadOnly]);
}

const IDLE: FormState = { errors: {} };

/**
 * The state of the form around a component that is not itself a field (a line editor's error box, its add and
 * remove buttons): the errors by field name and whether the form is busy. Outside any form: no errors, idle.
 */
export function useFormState(): FormState {
  return useContext(FormStateContext) ?? IDLE;
}

/** The props a field binds from the surrounding form. */
type Bindable = {
  name?: string;
  errorKey?: string;
  isInvalid?: boolean;
  errorMessage?: unknown;
  isReadOnly?: boolean;
  isDisabled?: boolean;
};

/**
 * A field's props completed from the surrounding {@link FormStateProvider}: the error under the field's `errorKey`
 * (or `name`) and the form's read-only state, unless the field sets them itself. `busy` says how the field shows
 * a busy form: read-only, or disabled for controls without a read-only state.
 */
export function useFormField<P extends Bindable>(props: P, busy: 'readOnly' | 'disabled' = 'readOnly'): P {
  const form = useContext(FormStateContext);
  const { errorKey, ...rest } = props;
  if (!form) return rest as P;
  const key = errorKey ?? props.name;
  const error = key ? form.errors[key] : undefined;
  const bound = { ...rest } as P;
  if (props.isInvalid === undefined && error) bound.isInvalid = true;
  if (props.errorMessage === undefined && error) bound.errorMessage = error;
  if (form.isReadOnly) {
    if (busy === 'readOnly' && props.isReadOnly === undefined) bound.isReadOnly = true;
    if (busy === 'disabled' && props.isDisabled === undefined) bound.isDisabled = true;
  }
  return bound;
}

/**
 * How an async submit reports what the server refused: reject with an error carrying `fieldErrors` (field name →
 * message) and a wizard or form dialog shows them on the fields and stays open.
 */
export type SubmitFailure = Error & { fieldErrors?: FieldErrors };

/** The field errors a rejected submit carries, or null. */
export function fieldErrorsOf(error: unknown): FieldErrors | null {
  const fields = (error as { fieldErrors?: unknown } | null)?.fieldErrors;
  if (!fields || typeof fields !== 'object') return null;
  const out = Object.fromEntries(
    Object.entries(fields as Record<string, unknown>).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
  return Object.keys(out).length > 0 ? out : null;
}

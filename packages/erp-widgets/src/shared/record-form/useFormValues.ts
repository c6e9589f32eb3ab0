import { useState, type Dispatch, type SetStateAction } from 'react';

import { fieldBinder, type FieldSetter } from './fieldBinder';

/** What {@link useFormValues} gives a form. */
export type FormValues<V> = {
  /** The values the form opened with (kept for the whole life of the form). */
  initial: V;
  /** The values as edited. */
  values: V;
  setValues: Dispatch<SetStateAction<V>>;
  /** Sets one field: `set('date')(value)`. */
  set: FieldSetter<V>;
  /** A field's `name`, `value` and `onChange`: `<DatePicker {...bind('date')} … />`. */
  bind: ReturnType<typeof fieldBinder<V>>;
  /**
   * Whether the values differ from the initial ones, compared as data after `view` (which drops what is only
   * shown, such as a picked record's label or a line's React key).
   */
  isChanged: (view?: (values: V) => unknown) => boolean;
};

/**
 * A form's values from their initial state (computed once, on the first render): the values, a setter and a binder
 * per field, and whether anything changed since the form opened (a wizard's "Discard changes?").
 */
export function useFormValues<V extends object>(init: () => V): FormValues<V> {
  const [initial] = useState(init);
  const [values, setValues] = useState(initial);
  const set: FieldSetter<V> = (key) => (value) => setValues((v) => ({ ...v, [key]: value }));
  return {
    initial,
    values,
    setValues,
    set,
    bind: fieldBinder(values, set),
    isChanged: (view = (v) => v) => valuesDiffer(view(values), view(initial)),
  };
}

/** Whether two forms' values differ as data (what JSON keeps of them). */
export const valuesDiffer = (a: unknown, b: unknown): boolean => JSON.stringify(a) !== JSON.stringify(b);

/** A form's setter of one field: `set('date')(value)`. */
export type FieldSetter<V> = <K extends keyof V>(key: K) => (value: V[K]) => void;

/**
 * Binds fields to a form's values by name: `bind('date')` is the field's `name`, `value` and `onChange`, so a field
 * reads `<DatePicker {...bind('date')} label={…} isRequired />` (its error comes by name from the form).
 */
export const fieldBinder =
  <V>(values: V, set: FieldSetter<V>) =>
  <K extends keyof V & string>(name: K) => ({ name, value: values[name], onChange: set(name) });

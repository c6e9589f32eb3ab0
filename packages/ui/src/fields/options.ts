/** One choice in a Select, ComboBox or TagField. */
export type FieldOption = {
  /** Stable identifier: the value reported to the caller and submitted with a form. */
  id: string;
  /** The text shown to the user (already translated by the caller). */
  label: string;
  /** Shown but not selectable. */
  isDisabled?: boolean;
};

/** Ids of the disabled options, for react-aria's `disabledKeys`. */
export function disabledIds(options: readonly FieldOption[]): string[] {
  return options.filter((o) => o.isDisabled).map((o) => o.id);
}

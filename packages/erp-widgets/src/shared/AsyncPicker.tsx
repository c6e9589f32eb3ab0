import { ComboBox, type FieldOption } from '@erp/ui';
import { useCallback, useRef, useState } from 'react';

/** Props of {@link AsyncPicker}. */
export type AsyncPickerProps<T extends { id: string }> = {
  label: string;
  name: string;
  placeholder?: string;
  /** Help text under the field. */
  description?: string;
  isRequired?: boolean;
  isInvalid?: boolean;
  errorMessage?: string;
  isReadOnly?: boolean;
  /** The chosen record's id, or null. */
  value: string | null;
  /** The text shown in the field for the chosen record (kept while the search results change). */
  selectedText: string;
  /** Searches the records matching the typed text; abort `signal` when a newer search starts. */
  search: (query: string, signal: AbortSignal) => Promise<T[]>;
  /** The text of a record in the results list (may say more than `textOf`). */
  optionLabel: (record: T) => string;
  /** The text shown in the field once a record is chosen. */
  textOf: (record: T) => string;
  /** Called with the chosen record, or null when the field is cleared. */
  onPick: (record: T | null) => void;
};

/**
 * A search-as-you-type picker over a server search (clients, suppliers, employees, inventory items). The field keeps
 * showing the chosen record even when a later search no longer returns it or the results were never loaded (a record
 * opened for editing), and typing without choosing reverts to the chosen record when the field loses focus. Inside a
 * wizard or a form dialog it takes its error (by `name`) and busy state from the form.
 */
export function AsyncPicker<T extends { id: string }>({
  search,
  optionLabel,
  textOf,
  onPick,
  value,
  selectedText,
  ...field
}: AsyncPickerProps<T>) {
  const found = useRef(new Map<string, T>());
  const [text, setText] = useState(selectedText);
  // A choice made elsewhere (a receipt's client set from its invoice) replaces what the field shows.
  const [shown, setShown] = useState({ value, selectedText });
  if (shown.value !== value || shown.selectedText !== selectedText) {
    setShown({ value, selectedText });
    setText(selectedText);
  }
  const loadOptions = useCallback(
    async (query: string, signal: AbortSignal): Promise<FieldOption[]> => {
      const records = await search(query, signal);
      for (const record of records) found.current.set(record.id, record);
      return records.map((record) => ({ id: record.id, label: optionLabel(record) }));
    },
    [search, optionLabel],
  );
  return (
    <ComboBox
      {...field}
      loadOptions={loadOptions}
      value={value}
      inputValue={text}
      onInputChange={(next) => {
        setText(next);
        if (next === '' && value !== null) onPick(null);
      }}
      onChange={(id) => {
        // Both the value and the text are controlled: a commit (Enter, blur) reports the current choice again, which
        // restores its text over anything typed since.
        if (id === null) {
          setText('');
          if (value !== null) onPick(null);
          return;
        }
        if (id === value) {
          setText(selectedText);
          return;
        }
        const record = found.current.get(id);
        if (!record) return;
        setText(textOf(record));
        onPick(record);
      }}
    />
  );
}

import { useCallback, useEffect, useRef, useState } from 'react';

import type { FieldOption } from './options';

/** Loads options for a query; abort `signal` when a newer query supersedes this one. */
export type LoadOptions = (query: string, signal: AbortSignal) => Promise<FieldOption[]>;

export type AsyncOptionsState = {
  options: FieldOption[];
  isLoading: boolean;
  hasError: boolean;
  /** Schedules a load for the query after the debounce delay, cancelling any pending or running one. */
  request: (query: string) => void;
};

/**
 * Debounced, cancellable option loading for the ComboBox: only the latest query's answer is kept, and a
 * superseded request is aborted through its AbortSignal.
 */
export function useAsyncOptions(loadOptions: LoadOptions | undefined, debounceMs: number): AsyncOptionsState {
  const [options, setOptions] = useState<FieldOption[]>([]);
  const [isLoading, setLoading] = useState(false);
  const [hasError, setError] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const controller = useRef<AbortController | undefined>(undefined);
  const load = useRef(loadOptions);
  useEffect(() => {
    load.current = loadOptions;
  }, [loadOptions]);

  const request = useCallback(
    (query: string) => {
      if (!load.current) return;
      clearTimeout(timer.current);
      controller.current?.abort();
      setLoading(true);
      timer.current = setTimeout(() => {
        const current = new AbortController();
        controller.current = current;
        load
          .current?.(query, current.signal)
          .then((found) => {
            if (current.signal.aborted) return;
            setOptions(found);
            setError(false);
            setLoading(false);
          })
          .catch(() => {
            if (current.signal.aborted) return;
            setOptions([]);
            setError(true);
            setLoading(false);
          });
      }, debounceMs);
    },
    [debounceMs],
  );

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      controller.current?.abort();
    },
    [],
  );

  return { options, isLoading, hasError, request };
}

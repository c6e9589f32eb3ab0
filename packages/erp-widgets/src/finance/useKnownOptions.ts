import type { LoadOptions } from '@erp/ui';
import { useCallback, useRef } from 'react';

/**
 * Wraps a server search so that the label of every option it returned is remembered: a choice then keeps its
 * name for the review step whatever the search box shows afterwards (the box may be emptied or retyped while a
 * newer search runs).
 */
export function useKnownOptions(load: LoadOptions): [LoadOptions, (id: string) => string | undefined] {
  const known = useRef(new Map<string, string>());
  const search = useCallback<LoadOptions>(
    async (query, signal) => {
      const options = await load(query, signal);
      for (const o of options) known.current.set(o.id, o.label);
      return options;
    },
    [load],
  );
  const labelOf = useCallback((id: string) => known.current.get(id), []);
  return [search, labelOf];
}

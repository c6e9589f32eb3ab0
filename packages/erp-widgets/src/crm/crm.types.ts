// Kept for the sales and finance screens, which still take their viewer in this shape and import their
// permissions from here; screens on the list-screen pattern use RecordStatus and CrudPermissions from
// shared/list-screen/list.types.ts.
export type { CrudPermissions } from '../shared/list-screen/list.types';

/**
 * The record a viewer shows: loading, the record, a record that no longer exists (e.g. a stale `?view=` link),
 * or a load failure with its message.
 */
export type ViewerState<T> =
  { state: 'loading' } | ({ state: 'ready' } & T) | { state: 'not-found' } | { state: 'error'; message?: string };

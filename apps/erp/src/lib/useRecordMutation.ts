import type { CollectionName } from '@erp/schema';
import { toast } from '@erp/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type PocketBase from 'pocketbase';
import { useIntl, type IntlShape } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';

import { submitFailure, type RefusalText } from './failures';
import { collectionKeys } from './lists';

/** Options of {@link useRecordMutation}. */
export type RecordMutationOptions<V, D> = {
  pb: PocketBase;
  /** The change itself: one PocketBase call (a create, update, delete or business action). */
  mutationFn: (pb: PocketBase, vars: V) => Promise<D>;
  /** Collections whose queries it makes stale: the record's own first, then any it changes too. */
  invalidates: readonly CollectionName[];
  /** The success toast, from the result and the variables; none when absent. */
  success?: (intl: IntlShape, data: D, vars: V) => string;
  /** Title of the failure toast. */
  failure: MessageDescriptor;
  /** Translates the refusals the server answers for this change. */
  refusalText?: RefusalText;
};

/**
 * One change to the server as an async intent for a widget: on success it refreshes the collections it touches
 * and says so in a toast; on failure the query client's mutation cache raises one failure toast, and the promise
 * rejects with the refused fields as `fieldErrors` (see @erp/ui's SubmitFailure), so the wizard or dialog that
 * called it shows them on the fields and stays open.
 */
export function useRecordMutation<V, D>({
  pb,
  mutationFn,
  invalidates,
  success,
  failure,
  refusalText,
}: RecordMutationOptions<V, D>): ((vars: V) => Promise<D>) & { isPending: boolean } {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (vars: V) => mutationFn(pb, vars),
    meta: { failure, refusalText },
    onSuccess: async (data, vars) => {
      if (success) toast.success(success(intl, data, vars));
      await Promise.all(invalidates.map((c) => queryClient.invalidateQueries({ queryKey: collectionKeys(c).all })));
    },
  });
  const run = async (vars: V): Promise<D> => {
    try {
      return await mutation.mutateAsync(vars);
    } catch (error) {
      throw submitFailure(intl, error, refusalText);
    }
  };
  return Object.assign(run, { isPending: mutation.isPending });
}

/** Options of {@link useSaveRecord} and {@link useDeleteRecord}. */
export type RecordIntentOptions<R> = {
  /** Other collections the change touches (a deleted client's contacts go with it). */
  invalidates?: readonly CollectionName[];
  /** The success toast; `isNew` tells a creation from a change. */
  done: (intl: IntlShape, record: R, isNew: boolean) => string;
  failure: MessageDescriptor;
  refusalText?: RefusalText;
};

/** A wizard's save intent for a collection: creates the record (`record` null) or updates it with the values. */
export function useSaveRecord<R extends { id: string }, V extends object>(
  pb: PocketBase,
  collection: CollectionName,
  { invalidates = [], done, failure, refusalText }: RecordIntentOptions<R>,
): (values: V, record: R | null) => Promise<R> {
  const save = useRecordMutation({
    pb,
    mutationFn: (client, { values, record }: { values: V; record: R | null }) =>
      record
        ? client.collection(collection).update<R>(record.id, values)
        : client.collection(collection).create<R>(values),
    invalidates: [collection, ...invalidates],
    success: (intl, saved, { record }) => done(intl, saved, !record),
    failure,
    refusalText,
  });
  return (values, record) => save({ values, record });
}

/** A delete confirmation's intent for a collection. */
export function useDeleteRecord<R extends { id: string }>(
  pb: PocketBase,
  collection: CollectionName,
  { invalidates = [], done, failure, refusalText }: RecordIntentOptions<R>,
): (record: R) => Promise<unknown> {
  return useRecordMutation({
    pb,
    mutationFn: (client, record: R) => client.collection(collection).delete(record.id),
    invalidates: [collection, ...invalidates],
    success: (intl, _, record) => done(intl, record, false),
    failure,
    refusalText,
  });
}

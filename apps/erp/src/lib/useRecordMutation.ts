import type { CollectionName } from '@erp/schema';
import { toast } from '@erp/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type PocketBase from 'pocketbase';
import { useIntl, type IntlShape } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';

import { submitFailure, type RefusalText } from './failures';
import { collectionKeys } from './lists';
import { uploadRecord } from './upload';

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
  /** The failure toast's sentence around the failure's message (`{message}`); the message alone when absent. */
  failureMessage?: MessageDescriptor;
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
  failureMessage,
}: RecordMutationOptions<V, D>): ((vars: V) => Promise<D>) & { isPending: boolean } {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (vars: V) => mutationFn(pb, vars),
    meta: { failure, refusalText, failureMessage },
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
  /** The failure toast's sentence around the failure's message (`{message}`). */
  failureMessage?: MessageDescriptor;
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
  { invalidates = [], done, failure, refusalText, failureMessage }: RecordIntentOptions<R>,
): (record: R) => Promise<unknown> {
  return useRecordMutation({
    pb,
    mutationFn: (client, record: R) => client.collection(collection).delete(record.id),
    invalidates: [collection, ...invalidates],
    success: (intl, _, record) => done(intl, record, false),
    failure,
    refusalText,
    failureMessage,
  });
}

/** A save's upload: where it reports the fraction sent, and the signal that stops it (a wizard's cancel button). */
type Upload = { onProgress: (fraction: number) => void; signal: AbortSignal };

/**
 * A wizard's save intent for a collection whose records carry files: creates the record (`record` null) or updates it
 * with `body(values, isUpdate)` as multipart form data, through XMLHttpRequest so the upload reports its progress.
 */
export function useUploadRecord<R extends { id: string }, V>(
  pb: PocketBase,
  collection: CollectionName,
  body: (values: V, isUpdate: boolean) => FormData,
  { invalidates = [], done, failure, refusalText }: RecordIntentOptions<R>,
): (values: V, record: R | null, upload: Upload) => Promise<R> {
  const save = useRecordMutation({
    pb,
    mutationFn: (client, { values, record, upload }: { values: V; record: R | null; upload: Upload }) =>
      uploadRecord<R>(client, { collection, id: record?.id, body: body(values, Boolean(record)), ...upload }),
    invalidates: [collection, ...invalidates],
    success: (intl, saved, { record }) => done(intl, saved, !record),
    failure,
    refusalText,
  });
  return (values, record, upload) => save({ values, record, upload });
}

/** Options of {@link useRecordAction}. */
export type RecordActionOptions<R, A> = Omit<RecordIntentOptions<R>, 'done'> & {
  /** The request's body and headers, from the action's arguments (a payment, its idempotency key). */
  request?: (args: A) => { body?: Record<string, unknown>; headers?: Record<string, string> };
  /** The success toast, from the record acted on and the arguments. */
  done: (intl: IntlShape, record: R, args: A) => string;
};

/**
 * A business action's intent (`POST /api/erp/{collection}/{id}/{action}`: pay, cancel, approve…), through
 * {@link useRecordMutation}: the dialog that calls it stays pending until it settles and shows the refused fields.
 */
export function useRecordAction<R extends { id: string }, A = void>(
  pb: PocketBase,
  collection: CollectionName,
  action: string | ((args: A) => string),
  { invalidates = [], request, done, failure, refusalText, failureMessage }: RecordActionOptions<R, A>,
): (record: R, args: A) => Promise<unknown> {
  const run = useRecordMutation({
    pb,
    mutationFn: (client, { record, args }: { record: R; args: A }) =>
      client.send(
        `/api/erp/${collection}/${encodeURIComponent(record.id)}/${typeof action === 'string' ? action : action(args)}`,
        { method: 'POST', ...request?.(args) },
      ),
    invalidates: [collection, ...invalidates],
    success: (intl, _, { record, args }) => done(intl, record, args),
    failure,
    refusalText,
    failureMessage,
  });
  return (record, args) => run({ record, args });
}

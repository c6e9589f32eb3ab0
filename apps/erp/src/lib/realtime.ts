import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type PocketBase from 'pocketbase';
import { useEffect, useRef } from 'react';

import { endSession, failureStatus } from './sessionExpiry';

/** What {@link followCollection} needs of the PocketBase client. */
export type RealtimeClient = {
  realtime: Pick<PocketBase['realtime'], 'subscribe'>;
  collection: (name: string) => { subscribe: (topic: string, callback: () => void) => Promise<() => Promise<void>> };
};

/**
 * Calls `invalidate` for every create, update or delete in `collection` (by anyone), for every reconnection of
 * the realtime stream (PocketBase does not replay the events missed while disconnected), and once when the server
 * starts holding the subscription: data read before that moment may have missed a change made while the page was
 * still subscribing. A subscription refused for authentication calls `onAuthRefused`. Answers the unsubscribe.
 */
export function followCollection(
  pb: RealtimeClient,
  collection: string,
  invalidate: () => void,
  onAuthRefused: () => void,
): () => void {
  let active = true;
  const unsubscribers: Array<() => Promise<void>> = [];
  let connected = false;

  const subscribe = async () => {
    try {
      const offConnect = await pb.realtime.subscribe('PB_CONNECT', () => {
        // The first connect comes before the subscription is held (covered below); later ones follow a gap.
        if (connected) invalidate();
        connected = true;
      });
      const offRecords = await pb.collection(collection).subscribe('*', invalidate);
      if (!active) {
        await Promise.all([offConnect(), offRecords()]);
        return;
      }
      unsubscribers.push(offConnect, offRecords);
      // The server holds the subscription from here: every change from now on arrives as an event.
      invalidate();
    } catch (error) {
      // Refused for authentication (a revoked token: 401; a session that changed under the stream: 403): the
      // session has ended. Otherwise no realtime (offline): the lists still refresh on focus and mutation.
      if ([401, 403].includes(failureStatus(error))) onAuthRefused();
    }
  };
  void subscribe();

  return () => {
    active = false;
    for (const off of unsubscribers) void off().catch(() => undefined);
  };
}

/**
 * Keeps queries fresh while a screen is mounted: `queryKey` is invalidated as {@link followCollection} says. The
 * server only sends events the user's list rule allows; a subscription it refuses for authentication ends the
 * session. Unsubscribes on unmount.
 */
export function useRealtimeInvalidation(pb: PocketBase, collection: string, queryKey: QueryKey): void {
  const queryClient = useQueryClient();
  // The key may be a fresh array each render; subscribe once per collection and read the latest key.
  const keyRef = useRef(queryKey);
  useEffect(() => {
    keyRef.current = queryKey;
  });

  useEffect(
    () =>
      followCollection(
        pb,
        collection,
        () => void queryClient.invalidateQueries({ queryKey: keyRef.current }),
        endSession,
      ),
    [pb, collection, queryClient],
  );
}

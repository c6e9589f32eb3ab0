import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type PocketBase from 'pocketbase';
import { useEffect, useRef } from 'react';

import { endSession, failureStatus } from './sessionExpiry';

/**
 * Keeps queries fresh while a screen is mounted: any create, update or delete in `collection` (by anyone)
 * invalidates `queryKey`, and so does every (re)connection of the realtime stream, because PocketBase does not
 * replay the events missed while disconnected. Unsubscribes on unmount. The server only sends events the user's
 * list rule allows; a subscription it refuses for authentication ends the session.
 */
export function useRealtimeInvalidation(pb: PocketBase, collection: string, queryKey: QueryKey): void {
  const queryClient = useQueryClient();
  // The key may be a fresh array each render; subscribe once per collection and read the latest key.
  const keyRef = useRef(queryKey);
  useEffect(() => {
    keyRef.current = queryKey;
  });

  useEffect(() => {
    let active = true;
    const unsubscribers: Array<() => Promise<void>> = [];
    const invalidate = () => void queryClient.invalidateQueries({ queryKey: keyRef.current });
    let connected = false;

    const subscribe = async () => {
      try {
        const offConnect = await pb.realtime.subscribe('PB_CONNECT', () => {
          // The first connect is the initial load, already fresh; later ones follow a gap.
          if (connected) invalidate();
          connected = true;
        });
        const offRecords = await pb.collection(collection).subscribe('*', invalidate);
        if (active) unsubscribers.push(offConnect, offRecords);
        else await Promise.all([offConnect(), offRecords()]);
      } catch (error) {
        // Refused for authentication (a revoked token: 401; a session that changed under the stream: 403): the
        // session has ended. Otherwise no realtime (offline): the lists still refresh on focus and mutation.
        if ([401, 403].includes(failureStatus(error))) endSession();
      }
    };
    void subscribe();

    return () => {
      active = false;
      for (const off of unsubscribers) void off().catch(() => undefined);
    };
  }, [pb, collection, queryClient]);
}

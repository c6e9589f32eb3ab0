// The alert centre: the user's open alerts (GET /api/erp/alerts: the kinds their role may view and they
// subscribe to, less their dismissals), dismiss one and clear all (per user, on the server), live through the
// alerts collection's realtime events (which the collection's rules filter by kind) and the user's dismissals.
import type { AlertItem } from '@erp/widgets';
import { commonMessages } from '@erp/widgets';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type PocketBase from 'pocketbase';

import { collectionKeys } from '../lib/lists';
import { useRealtimeInvalidation } from '../lib/realtime';
import { useRecordMutation } from '../lib/useRecordMutation';

export const alertKeys = collectionKeys('alerts');
const openKey = [...alertKeys.all, 'open'] as const;

/** How many alerts the panel lists (the newest); the total counts them all. */
export const ALERT_PAGE = 50;

export type OpenAlerts = { items: AlertItem[]; total: number };

export const openAlertsQuery = (pb: PocketBase) =>
  queryOptions({
    queryKey: openKey,
    queryFn: ({ signal }) => pb.send<OpenAlerts>(`/api/erp/alerts?limit=${ALERT_PAGE}`, { signal, requestKey: null }),
    staleTime: 30_000,
  });

/** The open alerts, kept live: a raised, changed or resolved alert, or a dismissal in another tab, refetches. */
export function useOpenAlerts(pb: PocketBase) {
  useRealtimeInvalidation(pb, 'alerts', alertKeys.all);
  useRealtimeInvalidation(pb, 'alert_dismissals', alertKeys.all);
  return useQuery(openAlertsQuery(pb));
}

/** Dismisses one alert for the user; the panel and the bell drop it at once. */
export function useDismissAlert(pb: PocketBase) {
  const queryClient = useQueryClient();
  return useRecordMutation<AlertItem, unknown>({
    pb,
    invalidates: ['alerts'],
    failure: commonMessages.error,
    mutationFn: async (pb, alert) => {
      queryClient.setQueryData<OpenAlerts>(openKey, (old) =>
        old ? { items: old.items.filter((a) => a.id !== alert.id), total: Math.max(0, old.total - 1) } : old,
      );
      return pb.send('/api/erp/alerts/dismiss', { method: 'POST', body: { alert: alert.id } });
    },
  });
}

/** Dismisses every alert of the panel for the user. */
export function useClearAlerts(pb: PocketBase) {
  const queryClient = useQueryClient();
  return useRecordMutation<void, unknown>({
    pb,
    invalidates: ['alerts'],
    failure: commonMessages.error,
    mutationFn: async (pb) => {
      const result = await pb.send('/api/erp/alerts/dismiss-all', { method: 'POST' });
      queryClient.setQueryData<OpenAlerts>(openKey, { items: [], total: 0 });
      return result;
    },
  });
}

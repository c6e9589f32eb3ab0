// The dashboard: one request for the figures of the user's cards and their choices (GET /api/erp/dashboard), the
// customiser's save (PUT /api/erp/dashboard/preferences, and the thresholds on app_settings), and the live
// refresh: the server pings the realtime topic erp/dashboard when records behind the cards change.
import type { DashboardChoice, DashboardData } from '@erp/widgets';
import { commonMessages } from '@erp/widgets';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type PocketBase from 'pocketbase';
import { useEffect } from 'react';

import { collectionKeys } from '../lib/lists';
import { useRecordMutation } from '../lib/useRecordMutation';

export const dashboardKeys = collectionKeys('dashboard_preferences');
const dashboardKey = [...dashboardKeys.all, 'dashboard'] as const;

/** The figures of the user's cards, today's and yesterday's, and what the user may choose. */
export const dashboardQuery = (pb: PocketBase) =>
  queryOptions({
    queryKey: dashboardKey,
    queryFn: ({ signal }) => pb.send<DashboardData>('/api/erp/dashboard', { signal, requestKey: null }),
    staleTime: 30_000,
  });

/** Saves the customiser's choice: cards and alert kinds for the user, thresholds for the company. */
export function useSaveDashboardChoice(pb: PocketBase) {
  const queryClient = useQueryClient();
  return useRecordMutation<DashboardChoice, DashboardData>({
    pb,
    invalidates: ['dashboard_preferences', 'alerts', 'app_settings'],
    failure: commonMessages.error,
    mutationFn: async (pb, choice) => {
      if (choice.thresholds) {
        const current = queryClient.getQueryData<DashboardData>(dashboardKey)?.thresholds;
        const changed =
          !current ||
          current.warehouseNearCapacityPercent !== choice.thresholds.warehouseNearCapacityPercent ||
          current.overdueAlertDays !== choice.thresholds.overdueAlertDays;
        if (changed) {
          const settings = await pb.collection('app_settings').getList(1, 1, { fields: 'id', skipTotal: true });
          const id = settings.items[0]?.id;
          if (id) await pb.collection('app_settings').update(id, choice.thresholds);
        }
      }
      const body: Record<string, unknown> = { cards: choice.cards };
      if (choice.alertKinds) body.alertKinds = choice.alertKinds;
      const data = await pb.send<DashboardData>('/api/erp/dashboard/preferences', { method: 'PUT', body });
      queryClient.setQueryData(dashboardKey, data);
      return data;
    },
  });
}

/** Refetches the figures when the server says the records behind them changed, and after every reconnection. */
export function useDashboardLive(pb: PocketBase) {
  const queryClient = useQueryClient();
  useEffect(() => {
    let active = true;
    let connected = false;
    const offs: Array<() => Promise<void>> = [];
    const refresh = () => void queryClient.invalidateQueries({ queryKey: dashboardKey });
    void (async () => {
      try {
        const offConnect = await pb.realtime.subscribe('PB_CONNECT', () => {
          if (connected) refresh();
          connected = true;
        });
        const offPing = await pb.realtime.subscribe('erp/dashboard', refresh);
        if (active) offs.push(offConnect, offPing);
        else await Promise.all([offConnect(), offPing()]);
      } catch {
        // No realtime (offline): the figures still refresh on focus.
      }
    })();
    return () => {
      active = false;
      for (const off of offs) void off().catch(() => undefined);
    };
  }, [pb, queryClient]);
}

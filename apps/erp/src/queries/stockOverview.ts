// The stock overview's figures, in one request permission-filtered by the server (`GET /api/erp/stock/overview`).
import { stockOverviewMessages as m, type StockOverview } from '@erp/widgets';
import { queryOptions } from '@tanstack/react-query';
import type PocketBase from 'pocketbase';

import { asMovement, type MovementRecord } from './stockMovements';

type Answer = Omit<StockOverview, 'movements'> & { movements: MovementRecord[] | null };

/** The overview; keyed under the inventory so that stock changes refresh it. */
export const stockOverview = (pb: PocketBase) =>
  queryOptions({
    queryKey: ['inventory_items', 'overview'],
    queryFn: async ({ signal }): Promise<StockOverview> => {
      const a = await pb.send<Answer>('/api/erp/stock/overview', { signal });
      return { ...a, movements: a.movements ? a.movements.map(asMovement) : null };
    },
    meta: { failure: m.loadFailed, toastKey: 'stock-overview' },
  });

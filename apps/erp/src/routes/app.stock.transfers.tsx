import {
  stockFlowMessages as sm,
  stockFlowNamedMessages as smn,
  transferMessages as m,
  transferNamedMessages as mn,
  TransfersScreen,
  enumLabel,
  type Transfer,
  type TransferAction,
  type TransferFormValues,
} from '@erp/widgets';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';

import { looseListSearch, numberSearch } from '../lib/listSearch';
import { detailQuery, preloadList } from '../lib/lists';
import { useListRoute } from '../lib/useListRoute';
import { useDeleteRecord, useRecordAction, useSaveRecord } from '../lib/useRecordMutation';
import {
  activeWarehousesQuery,
  searchWarehouseItems,
  stockItemOption,
  stockItemQuery,
  warehouseOptions,
} from '../queries/stockPickers';
import { transferBody, transferList } from '../queries/stockTransfers';

// `?new=1&item=<itemId>&from=<warehouseId>` opens the wizard with the source warehouse and that item's line
// (the dashboard's stock alerts link here); `?view=<id>` opens a transfer.
export const Route = createFileRoute('/app/stock/transfers')({
  validateSearch: (input: Record<string, unknown>) => ({
    ...looseListSearch(input, ['status', 'fromWarehouse', 'toWarehouse', 'item', 'from']),
    ...numberSearch(input, ['new']),
  }),
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, deps }) => preloadList(context, transferList, deps.search),
  component: TransfersRoute,
});

function TransfersRoute() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const { screen, session, today, setSearch } = useListRoute(transferList, 'transfers');
  const search = Route.useSearch();
  const pb = session.pb;
  const refusalText = transferList.refusalText;
  const userId = session.user?.id ?? '';
  const warehouses = useQuery({ ...activeWarehousesQuery(pb), enabled: screen.permissions.view });
  const wantsNew = search.new === 1 && screen.permissions.create;
  const prefillItem = useQuery({ ...stockItemQuery(pb, search.item ?? ''), enabled: wantsNew && Boolean(search.item) });
  const ready = wantsNew && warehouses.isFetched && (!search.item || prefillItem.isFetched);
  const number = (t: Transfer) => t.transferNumber;

  const save = useSaveRecord<Transfer, ReturnType<typeof transferBody>>(pb, 'stock_transfers', {
    done: (i, t, isNew) => i.formatMessage(isNew ? mn.created : mn.saved, { number: number(t) }),
    failure: m.saveFailed,
    refusalText,
  });
  const onAction = useRecordAction<Transfer, TransferAction>(pb, 'stock_transfers', (action) => action, {
    // Completing moves stock: the items, the warehouses' occupancy and the ledger change too.
    invalidates: ['inventory_items', 'warehouses', 'stock_movements'],
    request: () => ({ headers: { 'Idempotency-Key': crypto.randomUUID() } }),
    done: (i, t, action) =>
      i.formatMessage(mn.statusChanged, {
        number: number(t),
        status: enumLabel(i, 'stock_transfers', 'status', ACTION_TARGET[action]),
      }),
    failure: sm.statusUpdateFailed,
    failureMessage: smn.statusUpdateFailedMessage,
    refusalText,
  });
  const onDelete = useDeleteRecord<Transfer>(pb, 'stock_transfers', {
    done: (i, t) => i.formatMessage(mn.deleted, { number: number(t) }),
    failure: m.deleteFailed,
    refusalText,
  });
  const searchItems = useCallback(
    (q: string, warehouse: string, signal: AbortSignal) => searchWarehouseItems(pb, q, warehouse, intl.locale, signal),
    [pb, intl.locale],
  );
  return (
    <TransfersScreen
      {...screen}
      warehouses={warehouseOptions(intl.locale, warehouses.data)}
      searchItems={searchItems}
      isOwn={(t) => Boolean(userId) && t.requestedBy === userId}
      newTransfer={
        ready
          ? {
              fromWarehouse: search.from,
              item: prefillItem.data ? stockItemOption(intl.locale, prefillItem.data) : null,
            }
          : null
      }
      onNewClose={() => setSearch({ new: undefined, item: undefined, from: undefined }, true)}
      loadDetail={(t) => queryClient.fetchQuery(detailQuery(pb, transferList, t.id))}
      today={today}
      onSave={(values: TransferFormValues, t) => save(transferBody(values, !t), t)}
      onAction={onAction}
      onDelete={onDelete}
    />
  );
}

const ACTION_TARGET = { submit: 'pending', approve: 'approved', reject: 'rejected', complete: 'completed' } as const;

import {
  stockFlowMessages as sm,
  stockFlowNamedMessages as smn,
  enumLabel,
  purchaseRequestMessages as m,
  purchaseRequestNamedMessages as mn,
  PurchaseRequestsScreen,
  type PurchaseRequest,
  type PurchaseRequestAction,
  type PurchaseRequestFormValues,
} from '@erp/widgets';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';

import { looseListSearch, numberSearch } from '../lib/listSearch';
import { detailQuery, preloadList } from '../lib/lists';
import { useListRoute } from '../lib/useListRoute';
import { useDeleteRecord, useRecordAction, useSaveRecord } from '../lib/useRecordMutation';
import { purchaseRequestBody, purchaseRequestList } from '../queries/purchaseRequests';
import {
  activeWarehousesQuery,
  nearCapacityQuery,
  purchaseItemOption,
  searchPurchaseItems,
  stockItemQuery,
  warehouseOptions,
} from '../queries/stockPickers';

// `?new=1&item=<itemId>&quantity=<n>` opens the wizard with that item's line and quantity (the dashboard's
// low-stock alerts link here); `?view=<id>` opens a request.
export const Route = createFileRoute('/app/stock/purchase-requests')({
  validateSearch: (input: Record<string, unknown>) => ({
    ...looseListSearch(input, ['status', 'priority', 'warehouse', 'item']),
    ...numberSearch(input, ['new', 'quantity']),
  }),
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, deps }) => preloadList(context, purchaseRequestList, deps.search),
  component: PurchaseRequestsRoute,
});

const ACTION_TARGET = {
  submit: 'pending',
  approve: 'approved',
  reject: 'rejected',
  order: 'awaiting_delivery',
  receive: 'received',
  fulfil: 'fulfilled',
} as const;

function PurchaseRequestsRoute() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const { screen, session, today, setSearch } = useListRoute(purchaseRequestList, 'purchase-requests');
  const search = Route.useSearch();
  const pb = session.pb;
  const refusalText = purchaseRequestList.refusalText;
  const userId = session.user?.id ?? '';
  const warehouses = useQuery({ ...activeWarehousesQuery(pb), enabled: screen.permissions.view });
  const nearCapacity = useQuery({ ...nearCapacityQuery(pb), enabled: screen.permissions.view });
  const wantsNew = search.new === 1 && screen.permissions.create;
  const prefillItem = useQuery({ ...stockItemQuery(pb, search.item ?? ''), enabled: wantsNew && Boolean(search.item) });
  const ready = wantsNew && warehouses.isFetched && (!search.item || prefillItem.isFetched);
  const quantity = Number(search.quantity);
  const number = (r: PurchaseRequest) => r.number;

  const save = useSaveRecord<PurchaseRequest, ReturnType<typeof purchaseRequestBody>>(pb, 'purchase_requests', {
    done: (i, r, isNew) => i.formatMessage(isNew ? mn.created : mn.saved, { number: number(r) }),
    failure: m.saveFailed,
    refusalText,
  });
  const onAction = useRecordAction<PurchaseRequest, PurchaseRequestAction>(
    pb,
    'purchase_requests',
    (action) => action,
    {
      // Receiving adds stock: the items, the warehouses' occupancy and the ledger change too.
      invalidates: ['inventory_items', 'warehouses', 'stock_movements'],
      request: () => ({ headers: { 'Idempotency-Key': crypto.randomUUID() } }),
      done: (i, _r, action) =>
        i.formatMessage(mn.statusChanged, {
          status: enumLabel(i, 'purchase_requests', 'status', ACTION_TARGET[action]),
        }),
      failure: sm.statusUpdateFailed,
      failureMessage: smn.statusUpdateFailedMessage,
      refusalText,
    },
  );
  const onDelete = useDeleteRecord<PurchaseRequest>(pb, 'purchase_requests', {
    done: (i, r) => i.formatMessage(mn.deleted, { number: number(r) }),
    failure: m.deleteFailed,
    refusalText,
  });
  const searchItems = useCallback(
    (q: string, signal: AbortSignal) => searchPurchaseItems(pb, q, intl.locale, signal),
    [pb, intl.locale],
  );
  return (
    <PurchaseRequestsScreen
      {...screen}
      canApprove={session.can('approve:purchase-requests')}
      warehouses={warehouseOptions(intl.locale, warehouses.data)}
      nearCapacityPercent={nearCapacity.data}
      searchItems={searchItems}
      isOwn={(r) => Boolean(userId) && r.requestedBy === userId}
      newRequest={
        ready
          ? {
              item: prefillItem.data ? purchaseItemOption(intl.locale, prefillItem.data) : null,
              quantity: Number.isInteger(quantity) && quantity > 0 ? quantity : null,
            }
          : null
      }
      onNewClose={() => setSearch({ new: undefined, item: undefined, quantity: undefined }, true)}
      loadDetail={(r) => queryClient.fetchQuery(detailQuery(pb, purchaseRequestList, r.id))}
      today={today}
      onSave={(values: PurchaseRequestFormValues, r) => save(purchaseRequestBody(values, !r), r)}
      onAction={onAction}
      onDelete={onDelete}
    />
  );
}

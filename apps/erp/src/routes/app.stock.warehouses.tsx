import {
  WarehousesScreen,
  warehouseMessages as m,
  warehouseNamedMessages as mn,
  stockRefusalText,
  type InventoryItem,
  type ListState,
  type Warehouse,
  type WarehouseFormValues,
} from '@erp/widgets';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';

import { looseListSearch } from '../lib/listSearch';
import { preloadList } from '../lib/lists';
import { useListRoute } from '../lib/useListRoute';
import { useDeleteRecord, useRecordMutation } from '../lib/useRecordMutation';
import { nearCapacityPercent, warehouseBody, warehouseItems, warehouseList } from '../queries/warehouses';

export const Route = createFileRoute('/app/stock/warehouses')({
  validateSearch: (input: Record<string, unknown>) => looseListSearch(input, ['active']),
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, deps }) => preloadList(context, warehouseList, deps.search),
  component: WarehousesRoute,
});

const ITEMS_PER_PAGE = 10;

function WarehousesRoute() {
  const { screen, session } = useListRoute(warehouseList, 'warehouses');
  const pb = session.pb;
  const navigate = useNavigate();
  const near = useQuery(nearCapacityPercent(pb));
  const open = screen.viewer?.status === 'ready' ? screen.viewer.record.warehouse.id : null;
  // The open warehouse's item list: its own page and search, starting again for each warehouse.
  const [query, setQuery] = useState({ warehouse: '', page: 1, perPage: ITEMS_PER_PAGE, search: '' });
  const params =
    query.warehouse === open ? query : { warehouse: open ?? '', page: 1, perPage: ITEMS_PER_PAGE, search: '' };
  const items = useQuery({ ...warehouseItems(pb, params), enabled: Boolean(open) && session.can('view:inventory') });
  const itemList: ListState<InventoryItem> | null =
    open && session.can('view:inventory')
      ? {
          rows: items.data?.items ?? [],
          total: items.data?.total ?? 0,
          page: params.page,
          perPage: params.perPage,
          search: params.search,
          sort: null,
          filters: {},
          isLoading: items.isPending,
          error: items.isError && !items.data ? items.error.message || true : null,
          onChange: (patch) =>
            setQuery({
              ...params,
              ...patch,
              page: Object.keys(patch).every((k) => k === 'page') ? (patch.page ?? params.page) : 1,
            }),
          onRetry: () => void items.refetch(),
        }
      : null;

  const save = useRecordMutation({
    pb,
    mutationFn: (client, { values, record }: { values: WarehouseFormValues; record: Warehouse | null }) =>
      record
        ? client.collection('warehouses').update<Warehouse>(record.id, warehouseBody(values))
        : client.collection('warehouses').create<Warehouse>(warehouseBody(values)),
    invalidates: ['warehouses'],
    refusalText: stockRefusalText,
    success: (intl, w, { record }) => intl.formatMessage(record ? mn.saved : mn.created, { name: w.name }),
    failure: m.saveFailed,
  });
  const onDelete = useDeleteRecord<Warehouse>(pb, 'warehouses', {
    invalidates: ['inventory_items'],
    refusalText: stockRefusalText,
    done: (intl, w) => intl.formatMessage(mn.deleted, { name: w.name }),
    failure: m.deleteFailed,
  });
  return (
    <WarehousesScreen
      {...screen}
      items={itemList}
      nearPercent={near.data}
      onSave={(values, record) => save({ values, record })}
      onDelete={onDelete}
      onOpenItem={(item) => void navigate({ to: '/app/stock/inventory', search: { view: item.id } })}
    />
  );
}

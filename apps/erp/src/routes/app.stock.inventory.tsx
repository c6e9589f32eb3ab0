import {
  InventoryScreen,
  inventoryMessages as m,
  inventoryNamedMessages as mn,
  type InventoryFormValues,
  type InventoryItem,
  type StockAdjustment,
  stockRefusalText,
} from '@erp/widgets';
import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';

import { useAttachmentUrl } from '../lib/fileToken';
import { looseListSearch } from '../lib/listSearch';
import { preloadList } from '../lib/lists';
import { useListRoute } from '../lib/useListRoute';
import { useDeleteRecord, useRecordAction, useUploadRecord } from '../lib/useRecordMutation';
import { inventoryList, itemBody, itemForDelete, useStockChoices } from '../queries/inventory';

export const Route = createFileRoute('/app/stock/inventory')({
  validateSearch: (input: Record<string, unknown>) =>
    looseListSearch(input, ['warehouse', 'category', 'status', 'supplier']),
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, deps }) => preloadList(context, inventoryList, deps.search),
  component: InventoryRoute,
});

// Stock changes move the warehouses' occupancy and write the ledger.
const changes = { invalidates: ['warehouses', 'stock_movements'], refusalText: stockRefusalText } as const;

function InventoryRoute() {
  const { screen, session } = useListRoute(inventoryList, 'inventory');
  const pb = session.pb;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const choices = useStockChoices(pb, screen.permissions.view);
  const fileUrl = useAttachmentUrl(pb, 'inventory_items', screen.permissions.view);
  const onSave = useUploadRecord<InventoryItem, InventoryFormValues>(pb, 'inventory_items', itemBody, {
    ...changes,
    done: (intl, item, isNew) =>
      isNew
        ? intl.formatMessage(mn.created, { name: item.name, sku: item.sku })
        : intl.formatMessage(mn.saved, { name: item.name }),
    failure: m.saveFailed,
  });
  const onAdjust = useRecordAction<InventoryItem, StockAdjustment>(pb, 'inventory_items', 'adjust', {
    ...changes,
    request: (a) => ({
      body: a.mode === 'count' ? { quantity: a.quantity, reason: a.reason } : { change: a.change, reason: a.reason },
      headers: { 'Idempotency-Key': crypto.randomUUID() },
    }),
    done: (intl, item, a) =>
      intl.formatMessage(mn.adjusted, {
        name: item.name,
        quantity: intl.formatNumber(a.mode === 'count' ? a.quantity : item.quantity + a.change),
      }),
    failure: m.adjustFailed,
  });
  const onDelete = useDeleteRecord<InventoryItem>(pb, 'inventory_items', {
    ...changes,
    done: (intl, item) => intl.formatMessage(mn.deleted, { name: item.name }),
    failure: m.deleteFailed,
  });
  return (
    <InventoryScreen
      {...screen}
      {...choices}
      imageUrl={(item) => fileUrl(item, item.image)}
      onSave={onSave}
      onAdjust={onAdjust}
      loadForDelete={(item) => queryClient.fetchQuery(itemForDelete(pb, item.id))}
      onDelete={onDelete}
      onNavigate={(href) => void navigate({ href })}
    />
  );
}

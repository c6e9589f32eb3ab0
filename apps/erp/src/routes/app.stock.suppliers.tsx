import {
  SuppliersScreen,
  supplierMessages as m,
  supplierNamedMessages as mn,
  type Supplier,
  type SupplierFormValues,
} from '@erp/widgets';
import { createFileRoute, useNavigate } from '@tanstack/react-router';

import { looseListSearch } from '../lib/listSearch';
import { preloadList } from '../lib/lists';
import { useListRoute } from '../lib/useListRoute';
import { useDeleteRecord, useSaveRecord } from '../lib/useRecordMutation';
import { supplierList } from '../queries/suppliers';

export const Route = createFileRoute('/app/stock/suppliers')({
  validateSearch: (input: Record<string, unknown>) => looseListSearch(input, ['status']),
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, deps }) => preloadList(context, supplierList, deps.search),
  component: SuppliersRoute,
});

function SuppliersRoute() {
  const { screen, session } = useListRoute(supplierList, 'suppliers');
  const navigate = useNavigate();
  const onSave = useSaveRecord<Supplier, SupplierFormValues>(session.pb, 'suppliers', {
    done: (intl, s, isNew) => intl.formatMessage(isNew ? mn.created : mn.saved, { name: s.name }),
    failure: m.saveFailed,
  });
  // A deleted supplier's items and bills lose the link.
  const onDelete = useDeleteRecord<Supplier>(session.pb, 'suppliers', {
    invalidates: ['inventory_items', 'bills'],
    done: (intl, s) => intl.formatMessage(mn.deleted, { name: s.name }),
    failure: m.deleteFailed,
  });
  return (
    <SuppliersScreen {...screen} onSave={onSave} onDelete={onDelete} onNavigate={(href) => void navigate({ href })} />
  );
}

import { SUPPLIERS_STATUS } from '@erp/schema';
import { StatusBadge } from '@erp/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';

import { commonMessages as cm } from '../../shared/common.messages';
import { enumLabel } from '../../shared/enums';
import { localName } from '../../shared/format';
import { statusColumn, textColumn } from '../../shared/list-screen/columns';
import { enumFilter, ListScreen } from '../../shared/list-screen/ListScreen';
import type { ListScreenBaseProps } from '../../shared/list-screen/list.types';
import { navigationMessages } from '../../shared/navigation.messages';
import { fieldColumns } from '../../shared/record-form/fields';
import type { Navigate } from '../stock.types';
import { SupplierModal, type SupplierModalMode } from './SupplierModal';
import { supplierFields as f, type SupplierFormValues } from './suppliers.fields';
import { supplierMessages as m } from './suppliers.messages';
import type { Supplier, SupplierDetail, SupplierFilters } from './suppliers.types';

/** Props of {@link SuppliersScreen}. */
export type SuppliersScreenProps = ListScreenBaseProps<Supplier, SupplierDetail, SupplierFilters> & {
  onSave: (values: SupplierFormValues, supplier: Supplier | null) => Promise<unknown>;
  onDelete: (supplier: Supplier) => Promise<unknown>;
  /** Follows a link to one of a supplier's items. */
  onNavigate?: Navigate;
};

/**
 * The suppliers page: "Add supplier", a list searched by name, e-mail or phone and filtered by status, and one modal
 * for a supplier's details with its inventory items, its add/edit form and its delete confirmation.
 */
export function SuppliersScreen({ list, permissions: can, viewer, onSave, onDelete, ...props }: SuppliersScreenProps) {
  const intl = useIntl();
  // The form or the confirmation opened from the list; from the details they replace the details in the modal.
  const [mode, setMode] = useState<SupplierModalMode | null>(null);
  const [email, phone] = fieldColumns<SupplierFormValues, Supplier>(intl, [f.email, f.phone], { sortable: ['email'] });
  const shown: SupplierModalMode | null = mode ?? (viewer ? { kind: 'view' } : null);
  const close = () => {
    setMode(null);
    if (viewer) props.onViewerClose();
  };
  const modeKey = shown ? `${shown.kind}-${shown.kind === 'view' ? '' : (shown.record?.id ?? 'new')}` : '';
  return (
    <ListScreen<Supplier, SupplierFilters>
      title={intl.formatMessage(navigationMessages.suppliers)}
      list={list}
      columns={[
        textColumn(intl, 'name', cm.name, (s) => localName(intl.locale, s)),
        statusColumn(intl, (status: Supplier['status']) => (
          <StatusBadge
            tone={status === 'active' ? 'success' : 'neutral'}
            label={enumLabel(intl, 'suppliers', 'status', status)}
          />
        )),
        email!,
        phone!,
      ]}
      filters={[enumFilter(intl, list, intl.formatMessage(cm.status), 'suppliers', 'status', SUPPLIERS_STATUS)]}
      getRowLabel={(s) => localName(intl.locale, s)}
      messages={m}
      add={
        can.create ? { label: intl.formatMessage(m.add), onPress: () => setMode({ kind: 'edit', record: null }) } : null
      }
      onView={can.view ? props.onView : undefined}
      onEdit={can.edit ? (s) => setMode({ kind: 'edit', record: s }) : undefined}
      onDelete={can.delete ? (s) => setMode({ kind: 'delete', record: s }) : undefined}
    >
      {shown ? (
        <SupplierModal
          key={modeKey}
          mode={shown}
          viewer={viewer}
          permissions={can}
          onModeChange={(next) => setMode(next?.kind === 'view' ? null : next)}
          onClose={close}
          onRetry={props.onViewerRetry}
          onSave={onSave}
          onDelete={onDelete}
          onNavigate={props.onNavigate}
        />
      ) : null}
    </ListScreen>
  );
}

import { StatusBadge } from '@erp/ui';
import { useIntl } from 'react-intl';

import { localName } from '../../shared/format';
import { textColumn } from '../../shared/list-screen/columns';
import { DeleteRecordDialog } from '../../shared/list-screen/DeleteRecordDialog';
import { ListScreen, nameColumn, selectFilter } from '../../shared/list-screen/ListScreen';
import type { ListScreenBaseProps, ListState } from '../../shared/list-screen/list.types';
import { useRecordDialogs } from '../../shared/list-screen/useRecordDialogs';
import { navigationMessages } from '../../shared/navigation.messages';
import * as css from '../../shared/shared.css';
import type { InventoryItem } from '../inventory/inventory.types';
import { OccupancyBar } from '../OccupancyBar';
import { WarehouseViewer } from './WarehouseViewer';
import { WarehouseWizard } from './WarehouseWizard';
import type { WarehouseFormValues } from './warehouses.fields';
import { warehouseMessages as m, warehouseNamedMessages as mn } from './warehouses.messages';
import type { Warehouse, WarehouseDetail, WarehouseFilters } from './warehouses.types';

/** Props of {@link WarehousesScreen}. */
export type WarehousesScreenProps = ListScreenBaseProps<Warehouse, WarehouseDetail, WarehouseFilters> & {
  /** The open warehouse's items (searched and paged by the server); null when no viewer is open. */
  items: ListState<InventoryItem> | null;
  /** The share (percent) from which a warehouse is nearly full (`warehouseNearCapacityPercent`). */
  nearPercent?: number;
  /** Saves a new warehouse (`warehouse` null) or changes one. */
  onSave: (values: WarehouseFormValues, warehouse: Warehouse | null) => Promise<unknown>;
  /**
   * Deletes a warehouse; the server refuses one that holds stock or that requests and transfers name (the refusal
   * is said in a toast and the confirmation stays open).
   */
  onDelete: (warehouse: Warehouse) => Promise<unknown>;
  /** Opens an item of the open warehouse. */
  onOpenItem?: (item: InventoryItem) => void;
};

/**
 * The warehouses page: "Add warehouse", the list with each warehouse's occupancy against its capacity (nearly full
 * and empty marked); a row opens its details view with the items it holds; the wizard; the delete confirmation,
 * which warns that the items at that location are affected and that it cannot be undone.
 */
export function WarehousesScreen({
  list,
  permissions: can,
  viewer,
  onSave,
  onDelete,
  ...props
}: WarehousesScreenProps) {
  const intl = useIntl();
  const d = useRecordDialogs({ ...props, viewer, permissions: can, onSave });
  const name = (w: Warehouse) => localName(intl.locale, w);
  return (
    <ListScreen<Warehouse, WarehouseFilters>
      title={intl.formatMessage(navigationMessages.warehouses)}
      list={list}
      columns={[
        nameColumn<Warehouse>(intl, name, (w) => w.address),
        textColumn(intl, 'location', m.location, (w) => w.location),
        {
          id: 'capacity',
          header: intl.formatMessage(m.capacity),
          sortable: true,
          align: 'end',
          cell: (w) => <span className={css.amount}>{intl.formatNumber(w.capacity)}</span>,
        },
        {
          id: 'currentOccupancy',
          header: intl.formatMessage(m.occupancyLabel),
          sortable: true,
          cell: (w) => (
            <OccupancyBar
              occupancy={w.currentOccupancy}
              capacity={w.capacity}
              nearPercent={props.nearPercent}
              label={name(w)}
            />
          ),
        },
        {
          id: 'active',
          header: intl.formatMessage(m.state),
          cell: (w) => (
            <StatusBadge
              tone={w.isActive ? 'success' : 'neutral'}
              label={intl.formatMessage(w.isActive ? m.active : m.inactive)}
            />
          ),
        },
      ]}
      filters={[
        selectFilter(list, 'active', intl.formatMessage(m.state), [
          { id: 'active', label: intl.formatMessage(m.active) },
          { id: 'inactive', label: intl.formatMessage(m.inactive) },
        ]),
      ]}
      getRowLabel={name}
      messages={m}
      onAdd={d.onAdd}
      {...d.rowActions}
    >
      {d.viewer ? (
        <WarehouseViewer
          {...d.viewer}
          items={props.items}
          permissions={can}
          nearPercent={props.nearPercent}
          onEdit={d.edit}
          onDelete={d.confirmDelete}
          onOpenItem={props.onOpenItem}
        />
      ) : null}
      <DeleteRecordDialog
        dialog={d.dialog}
        name={name}
        message={(w) => intl.formatMessage(mn.deleteMessage, { name: name(w) })}
        onDelete={onDelete}
      />
      {d.wizard ? <WarehouseWizard {...d.wizard} /> : null}
    </ListScreen>
  );
}

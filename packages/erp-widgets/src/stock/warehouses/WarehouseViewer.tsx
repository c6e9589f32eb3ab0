import { StatusBadge } from '@erp/ui';
import { useIntl } from 'react-intl';

import { commonMessages as cm } from '../../shared/common.messages';
import { formatServerDate, localName } from '../../shared/format';
import type { ListState } from '../../shared/list-screen/list.types';
import { viewerFields } from '../../shared/record-form/fields';
import { editDeleteActions, RecordViewer, type EditableViewerProps } from '../../shared/record-viewer/RecordViewer';
import type { InventoryItem } from '../inventory/inventory.types';
import { OccupancyBar } from '../OccupancyBar';
import { WarehouseItems } from './WarehouseItems';
import { warehouseFields as f, warehouseFormValues } from './warehouses.fields';
import { warehouseMessages as m } from './warehouses.messages';
import type { Warehouse, WarehouseDetail } from './warehouses.types';

const VIEWER_FIELDS = [f.name, f.nameAr, f.location, f.email, f.phone, f.address, f.notes];

/** Props of {@link WarehouseViewer}. */
export type WarehouseViewerProps = EditableViewerProps<WarehouseDetail, Warehouse> & {
  /** The warehouse's items (searched and paged by the server); null while the viewer has no warehouse. */
  items: ListState<InventoryItem> | null;
  /** The share (percent) from which a warehouse is nearly full. */
  nearPercent?: number;
  /** Opens an item of the warehouse. */
  onOpenItem?: (item: InventoryItem) => void;
};

/** The warehouse's details view: where it is, how full, its contact, and the items it holds (paged, searchable). */
export function WarehouseViewer({ viewer, items, permissions, nearPercent, ...props }: WarehouseViewerProps) {
  const intl = useIntl();
  return (
    <RecordViewer viewer={viewer} onClose={props.onClose} onRetry={props.onRetry} notFound={m}>
      {({ warehouse: w }) => {
        const name = localName(intl.locale, w);
        return {
          title: <bdi>{name}</bdi>,
          subtitle: <bdi>{w.location}</bdi>,
          status: (
            <StatusBadge
              tone={w.isActive ? 'success' : 'neutral'}
              label={intl.formatMessage(w.isActive ? m.active : m.inactive)}
            />
          ),
          actions: editDeleteActions(
            intl,
            permissions,
            () => props.onEdit(w),
            () => props.onDelete(w),
          ),
          sections: [
            {
              id: 'details',
              title: intl.formatMessage(cm.details),
              fields: [
                {
                  id: 'occupancy',
                  label: intl.formatMessage(m.occupancyLabel),
                  value: (
                    <OccupancyBar
                      occupancy={w.currentOccupancy}
                      capacity={w.capacity}
                      nearPercent={nearPercent}
                      label={name}
                    />
                  ),
                  isWide: true,
                },
                ...viewerFields(intl, VIEWER_FIELDS, warehouseFormValues(w)),
                { id: 'created', label: intl.formatMessage(cm.created), value: formatServerDate(intl, w.created) },
              ],
            },
          ],
          children: items ? <WarehouseItems items={items} onOpenItem={props.onOpenItem} /> : null,
        };
      }}
    </RecordViewer>
  );
}

import { StatusBadge } from '@erp/ui';
import { useIntl } from 'react-intl';

import { commonMessages as cm } from '../../shared/common.messages';
import { formatMoney, formatServerDate } from '../../shared/format';
import { editDeleteActions, RecordViewer, type EditableViewerProps } from '../../shared/record-viewer/RecordViewer';
import * as css from '../../shared/shared.css';
import { StockMovementList } from '../StockMovementList';
import type { Navigate } from '../stock.types';
import { INVENTORY_LEVEL_TONES, levelLabel, levelOf, supplierLabel, warehouseLabel } from './inventory.format';
import { inventoryMessages as m } from './inventory.messages';
import type { InventoryDetail, InventoryItem } from './inventory.types';

/** Props of {@link InventoryViewer}. */
export type InventoryViewerProps = EditableViewerProps<InventoryDetail, InventoryItem> & {
  /** The address of the item's stored image. */
  imageUrl?: (item: InventoryItem) => string | undefined;
  /** Opens the stock adjustment (offered with the edit permission). */
  onAdjust: (item: InventoryItem) => void;
  /** Follows a movement's link to its document. */
  onNavigate?: Navigate;
};

/** An item in a viewer: what it is, where, its stock and price, its image and its stock movement history. */
export function InventoryViewer(props: InventoryViewerProps) {
  const { viewer, permissions, onEdit, onAdjust, onDelete } = props;
  const intl = useIntl();
  const number = (n: number) => intl.formatNumber(n);
  return (
    <RecordViewer viewer={viewer} onClose={props.onClose} onRetry={props.onRetry} notFound={m}>
      {({ item, movements }) => {
        const image = item.image ? props.imageUrl?.(item) : undefined;
        const level = levelOf(item);
        return {
          title: <bdi>{item.name}</bdi>,
          subtitle: <span className={css.ltrValue}>{item.sku}</span>,
          status: <StatusBadge tone={INVENTORY_LEVEL_TONES[level]} label={levelLabel(intl, level)} />,
          actions: [
            {
              id: 'adjust',
              label: intl.formatMessage(m.adjust),
              icon: 'edit',
              onAction: () => onAdjust(item),
              isHidden: !permissions.edit,
            },
            ...editDeleteActions(
              intl,
              permissions,
              () => onEdit(item),
              () => onDelete(item),
            ),
          ],
          sections: [
            {
              id: 'details',
              title: intl.formatMessage(cm.details),
              fields: [
                {
                  id: 'sku',
                  label: intl.formatMessage(m.sku),
                  value: <span className={css.ltrValue}>{item.sku}</span>,
                },
                { id: 'category', label: intl.formatMessage(m.category), value: <bdi>{item.category}</bdi> },
                { id: 'warehouse', label: intl.formatMessage(m.warehouse), value: warehouseLabel(intl.locale, item) },
                { id: 'supplier', label: intl.formatMessage(m.supplier), value: supplierLabel(intl.locale, item) },
                {
                  id: 'description',
                  label: intl.formatMessage(cm.description),
                  value: item.description ? <bdi className={css.notes}>{item.description}</bdi> : '',
                  isWide: true,
                },
              ],
            },
            {
              id: 'stock',
              title: intl.formatMessage(m.stockSection),
              fields: [
                { id: 'quantity', label: intl.formatMessage(m.quantity), value: number(item.quantity) },
                { id: 'minQuantity', label: intl.formatMessage(m.minQuantity), value: number(item.minQuantity) },
                { id: 'maxQuantity', label: intl.formatMessage(m.maxQuantity), value: number(item.maxQuantity) },
                { id: 'unitPrice', label: intl.formatMessage(m.unitPrice), value: formatMoney(intl, item.unitPrice) },
                { id: 'updated', label: intl.formatMessage(cm.updated), value: formatServerDate(intl, item.updated) },
                {
                  id: 'image',
                  label: intl.formatMessage(m.image),
                  value: image ? (
                    <img src={image} alt={item.name} style={{ maxInlineSize: '12rem', maxBlockSize: '12rem' }} />
                  ) : (
                    ''
                  ),
                },
              ],
            },
          ],
          children: (
            <StockMovementList
              title={intl.formatMessage(m.history)}
              movements={movements}
              onNavigate={props.onNavigate}
            />
          ),
        };
      }}
    </RecordViewer>
  );
}

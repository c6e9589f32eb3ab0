import { StatusBadge } from '@erp/ui';
import { useIntl } from 'react-intl';

import { commonMessages as cm } from '../../shared/common.messages';
import { moneyColumn, textColumn } from '../../shared/list-screen/columns';
import { DeleteRecordDialog } from '../../shared/list-screen/DeleteRecordDialog';
import { ListScreen, selectFilter } from '../../shared/list-screen/ListScreen';
import type { ListScreenBaseProps } from '../../shared/list-screen/list.types';
import { useRecordDialogs } from '../../shared/list-screen/useRecordDialogs';
import { navigationMessages } from '../../shared/navigation.messages';
import * as rcss from '../../shared/record-viewer/RelatedList.css';
import * as css from '../../shared/shared.css';
import type { RecordUpload } from '../../shared/documents/useRecordUpload';
import type { Navigate } from '../stock.types';
import { InventoryViewer } from './InventoryViewer';
import { InventoryWizard } from './InventoryWizard';
import { StockAdjustDialog } from './StockAdjustDialog';
import { INVENTORY_LEVEL_TONES, levelLabel, levelOf, warehouseLabel } from './inventory.format';
import { inventoryMessages as m, inventoryNamedMessages as mn } from './inventory.messages';
import {
  INVENTORY_LEVELS,
  type InventoryDetail,
  type InventoryFilters,
  type InventoryFormValues,
  type InventoryItem,
  type StockAdjustment,
  type StockOption,
} from './inventory.types';

/** Props of {@link InventoryScreen}. */
export type InventoryScreenProps = ListScreenBaseProps<InventoryItem, InventoryDetail, InventoryFilters> & {
  /** The choices of the warehouse, supplier and category filters (and of the wizard's warehouse and supplier). */
  warehouses: readonly StockOption[];
  suppliers: readonly StockOption[];
  categories: readonly string[];
  /** The address of an item's stored image. */
  imageUrl?: (item: InventoryItem) => string | undefined;
  /** Saves a new item (`item` null) or changes one, with its image. */
  onSave: (values: InventoryFormValues, item: InventoryItem | null, upload: RecordUpload) => Promise<unknown>;
  /** Adjusts an item's stock. */
  onAdjust: (item: InventoryItem, adjustment: StockAdjustment) => Promise<unknown>;
  /**
   * Reads the item again before its delete confirmation (what it holds now); a rejection keeps the confirmation
   * closed (the app says "Error loading item details for deletion."). Without it the row's values are used.
   */
  loadForDelete?: (item: InventoryItem) => Promise<InventoryItem>;
  onDelete: (item: InventoryItem) => Promise<unknown>;
  /** Follows a link to another page (a movement's document). */
  onNavigate?: Navigate;
};

/**
 * The inventory page: "Add item", a list searched by name or SKU, filtered by warehouse, category, stock level and
 * supplier and sorted by its columns, the item's viewer with its stock movements, the wizard, the stock adjustment
 * and the delete confirmation.
 */
export function InventoryScreen({ list, permissions: can, viewer, onSave, onDelete, ...props }: InventoryScreenProps) {
  const intl = useIntl();
  const d = useRecordDialogs<InventoryItem, InventoryDetail, InventoryFormValues, [RecordUpload], 'adjust'>({
    ...props,
    viewer,
    permissions: can,
    onSave,
  });
  const askDelete = (item: InventoryItem) => {
    if (!props.loadForDelete) return d.confirmDelete(item);
    props.loadForDelete(item).then(d.confirmDelete, () => undefined);
  };
  const adjust = (item: InventoryItem) => d.open('adjust', item);
  const adjustFor = d.dialog.recordOf('adjust');
  const name = (i: InventoryItem) => i.name;
  return (
    <ListScreen<InventoryItem, InventoryFilters>
      title={intl.formatMessage(navigationMessages.inventory)}
      list={list}
      columns={[
        {
          id: 'name',
          header: intl.formatMessage(cm.name),
          sortable: true,
          cell: (i) => (
            <span>
              <bdi>{i.name}</bdi>
              <span className={`${rcss.secondary} ${css.ltrValue}`}>{i.sku}</span>
            </span>
          ),
        },
        textColumn(intl, 'category', m.category, (i) => i.category),
        textColumn(intl, 'warehouse', m.warehouse, (i) => warehouseLabel(intl.locale, i)),
        {
          id: 'quantity',
          header: intl.formatMessage(m.quantity),
          sortable: true,
          align: 'end',
          cell: (i) => <span className={css.amount}>{intl.formatNumber(i.quantity)}</span>,
        },
        moneyColumn(intl, 'unitPrice', m.unitPrice, (i) => i.unitPrice),
        {
          id: 'status',
          header: intl.formatMessage(cm.status),
          sortable: true,
          cell: (i) => <StatusBadge tone={INVENTORY_LEVEL_TONES[levelOf(i)]} label={levelLabel(intl, levelOf(i))} />,
        },
      ]}
      filters={[
        selectFilter(list, 'warehouse', intl.formatMessage(m.warehouse), props.warehouses),
        selectFilter(
          list,
          'category',
          intl.formatMessage(m.category),
          props.categories.map((c) => ({ id: c, label: c })),
        ),
        selectFilter(
          list,
          'status',
          intl.formatMessage(m.level),
          INVENTORY_LEVELS.map((l) => ({ id: l, label: levelLabel(intl, l) })),
        ),
        selectFilter(list, 'supplier', intl.formatMessage(m.supplier), props.suppliers),
      ]}
      getRowLabel={name}
      messages={m}
      onAdd={d.onAdd}
      {...d.rowActions}
      onDelete={can.delete ? askDelete : undefined}
      extraActions={(i) =>
        can.edit
          ? [
              {
                id: 'adjust',
                label: intl.formatMessage(m.adjust),
                icon: 'edit',
                onAction: () => adjust(i),
              },
            ]
          : []
      }
    >
      {d.viewer ? (
        <InventoryViewer
          {...d.viewer}
          permissions={can}
          imageUrl={props.imageUrl}
          onEdit={d.edit}
          onAdjust={adjust}
          onDelete={askDelete}
          onNavigate={props.onNavigate}
        />
      ) : null}
      <DeleteRecordDialog
        dialog={d.dialog}
        name={name}
        message={(i) =>
          i.quantity > 0
            ? intl.formatMessage(mn.deleteHolds, { name: i.name, quantity: intl.formatNumber(i.quantity) })
            : intl.formatMessage(mn.deleteMessage, { name: i.name })
        }
        onDelete={onDelete}
      />
      {adjustFor ? (
        <StockAdjustDialog
          item={adjustFor}
          onSubmit={d.dialog.closeAfter((adjustment: StockAdjustment) => props.onAdjust(adjustFor, adjustment))}
          onClose={d.dialog.close}
        />
      ) : null}
      {d.wizard ? (
        <InventoryWizard
          {...d.wizard}
          warehouses={props.warehouses}
          suppliers={props.suppliers}
          imageUrl={props.imageUrl}
        />
      ) : null}
    </ListScreen>
  );
}

import { PaginatedList, StatusBadge } from '@erp/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';

import { commonMessages as cm } from '../../shared/common.messages';
import { PAGE_SIZES } from '../../shared/list-screen/ListScreen';
import type { ListState } from '../../shared/list-screen/list.types';
import * as rcss from '../../shared/record-viewer/RelatedList.css';
import * as css from '../../shared/shared.css';
import { INVENTORY_LEVEL_TONES, levelLabel, levelOf } from '../inventory/inventory.format';
import { inventoryMessages as im } from '../inventory/inventory.messages';
import type { InventoryItem } from '../inventory/inventory.types';
import { warehouseMessages as m } from './warehouses.messages';

/** Props of {@link WarehouseItems}. */
export type WarehouseItemsProps = {
  /** The warehouse's items, searched and paged by the server. */
  items: ListState<InventoryItem>;
  /** Opens an item (its viewer on the inventory page). */
  onOpenItem?: (item: InventoryItem) => void;
};

/** The inventory items a warehouse holds: searchable by name or SKU, paged, each opening the item. */
export function WarehouseItems({ items, onOpenItem }: WarehouseItemsProps) {
  const intl = useIntl();
  const headingId = useId();
  const title = intl.formatMessage(m.items);
  return (
    <section className={rcss.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={rcss.title}>
        {title}
      </h3>
      <PaginatedList<InventoryItem>
        label={title}
        rows={items.rows}
        columns={[
          {
            id: 'name',
            header: intl.formatMessage(cm.name),
            cell: (i) => (
              <span>
                <bdi>{i.name}</bdi>
                <span className={`${rcss.secondary} ${css.ltrValue}`}>{i.sku}</span>
              </span>
            ),
          },
          {
            id: 'quantity',
            header: intl.formatMessage(im.quantity),
            align: 'end',
            cell: (i) => <span className={css.amount}>{intl.formatNumber(i.quantity)}</span>,
          },
          {
            id: 'status',
            header: intl.formatMessage(cm.status),
            cell: (i) => <StatusBadge tone={INVENTORY_LEVEL_TONES[levelOf(i)]} label={levelLabel(intl, levelOf(i))} />,
          },
        ]}
        getRowLabel={(i) => i.name}
        total={items.total}
        page={items.page}
        pageSize={items.perPage}
        pageSizeOptions={PAGE_SIZES}
        onPageChange={(page) => items.onChange({ page })}
        onPageSizeChange={(perPage) => items.onChange({ perPage })}
        searchValue={items.search}
        onSearchChange={(search) => items.onChange({ search })}
        searchPlaceholder={intl.formatMessage(m.itemsSearch)}
        onView={onOpenItem}
        onRowAction={onOpenItem}
        isLoading={items.isLoading}
        error={items.error}
        onRetry={items.onRetry}
        emptyState={{ title: intl.formatMessage(m.itemsEmpty), description: intl.formatMessage(m.itemsEmptyHint) }}
      />
    </section>
  );
}

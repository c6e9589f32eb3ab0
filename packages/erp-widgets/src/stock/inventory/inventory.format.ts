import type { StatusTone } from '@erp/ui';
import type { IntlShape } from 'react-intl';

import { enumLabel } from '../../shared/enums';
import { localName } from '../../shared/format';
import { inventoryMessages as m } from './inventory.messages';
import type { InventoryItem, InventoryLevel } from './inventory.types';

/** Badge colour of each stock level; the label carries the meaning too. */
export const INVENTORY_LEVEL_TONES: Record<InventoryLevel | '', StatusTone> = {
  'in stock': 'success',
  'low stock': 'warning',
  'out of stock': 'danger',
  'over stock': 'info',
  '': 'neutral',
};

/** Whether an item holds more than its maximum (a maximum of 0 sets none). */
export const isOverStock = (item: Pick<InventoryItem, 'quantity' | 'maxQuantity'>): boolean =>
  item.maxQuantity > 0 && item.quantity > item.maxQuantity;

/** The level an item's badge shows: its status, or "over stock" when it holds more than its maximum. */
export const levelOf = (item: InventoryItem): InventoryLevel | '' => (isOverStock(item) ? 'over stock' : item.status);

/** A stock level's label in the active language. */
export function levelLabel(intl: IntlShape, level: InventoryLevel | '' | null): string {
  if (level === 'over stock') return intl.formatMessage(m.overStock);
  return enumLabel(intl, 'inventory_items', 'status', level);
}

/** The item's warehouse in the active language. */
export const warehouseLabel = (locale: string, item: InventoryItem): string =>
  localName(locale, { name: item.warehouseName, nameAr: item.warehouseNameAr });

/** The item's supplier in the active language; '' without one. */
export const supplierLabel = (locale: string, item: InventoryItem): string =>
  item.supplier ? localName(locale, { name: item.supplierName, nameAr: item.supplierNameAr }) : '';

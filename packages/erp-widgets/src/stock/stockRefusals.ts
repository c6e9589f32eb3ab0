// The stock server's refusals in the active language, their counts of units and items in the locale's digits.
import type { IntlShape } from 'react-intl';

import { refusalTranslator } from '../shared/refusals';

const count = (intl: IntlShape, value: string) =>
  value !== '' && Number.isFinite(Number(value)) ? intl.formatNumber(Number(value)) : value;

/** Translates the refusals of stock items and warehouses (adjustments, deletes, capacity). */
export const stockRefusalText = refusalTranslator({
  quantity: count,
  items: count,
  available: count,
  requested: count,
  capacity: count,
  occupancy: count,
  free: count,
  purchaseRequests: count,
  transfers: count,
});

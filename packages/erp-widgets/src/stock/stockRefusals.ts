// The stock server's refusals in the active language, their counts of units and items in the locale's digits.
import type { IntlShape } from 'react-intl';

import { refusalTranslator } from '../shared/refusals';

const count = (intl: IntlShape, value: string) =>
  value !== '' && Number.isFinite(Number(value)) ? intl.formatNumber(Number(value)) : value;

/** The counts the stock refusals carry (units, items, capacity), in the locale's digits, for every stock screen. */
export const stockCounts = {
  quantity: count,
  items: count,
  available: count,
  requested: count,
  capacity: count,
  occupancy: count,
  free: count,
  purchaseRequests: count,
  transfers: count,
};

/** Translates the refusals of stock items and warehouses (adjustments, deletes, capacity). */
export const stockRefusalText = refusalTranslator(stockCounts);

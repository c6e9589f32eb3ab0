// What the invoices, quotations and receipts screens still import under their old names, until they move onto the
// list-screen pattern too (queries/<collection>.ts on lib/). Nothing new imports from here; it goes with that move.
import type PocketBase from 'pocketbase';

import { localName } from '@erp/widgets';

import { dayRangeFilter as dayRange } from '../lib/dayFilters';
import { documentSettingsQuery } from './settings';

export { BUSINESS_WEEK_START, dayStart } from '../lib/dayFilters';
export { sortExpression as listSortExpression } from '../lib/lists';
export type { DocumentSettings as FinanceSettings } from './settings';

/** A filter keeping `field` within the inclusive days of `range`. */
export const dayRangeFilter = (pb: PocketBase, field: string, range: { start: string; end: string }): string =>
  dayRange(pb, field, range);

/** A record's name in the active language. */
export const localLabel = (locale: string, names: { name?: string; nameAr?: string }): string =>
  localName(locale, { name: names.name ?? '', nameAr: names.nameAr });

export const financeQueries = { settings: documentSettingsQuery };

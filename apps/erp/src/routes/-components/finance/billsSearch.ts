import { BILL_DUE_FILTERS, BILL_SORT_FIELDS, BILL_STATUSES } from '@erp/widgets';

import type { BillListParams } from '../../../queries/finance';
import { todayIso } from '../../../lib/today';
import { DEFAULT_PER_PAGE, oneOf, validateListSearch, type ListSearch } from '../../../lib/listSearch';

/** The bills screen's URL state. */
export type BillsSearch = ListSearch & { supplier?: string; due?: string; status?: string };

const RECORD_ID = /^[a-zA-Z0-9_]{1,50}$/;

/** Validates the bills screen's URL state (see {@link validateListSearch}), with the supplier, due and status filters. */
export function validateBillsSearch(input: Record<string, unknown>): BillsSearch {
  const out: BillsSearch = validateListSearch(input, BILL_SORT_FIELDS);
  if (typeof input.supplier === 'string' && RECORD_ID.test(input.supplier)) out.supplier = input.supplier;
  const due = oneOf(input.due, BILL_DUE_FILTERS);
  if (due !== undefined) out.due = due;
  const status = oneOf(input.status, BILL_STATUSES);
  if (status !== undefined) out.status = status;
  return out;
}

/** The list query the URL state asks for, with the defaults filled in (latest issue date first, 30 per page). */
export function billListParams(raw: BillsSearch, today: string = todayIso()): BillListParams {
  // The route only checks the URL's shape; the sort field and the filter values are checked here.
  const search = validateBillsSearch(raw as Record<string, unknown>);
  return {
    page: search.page ?? 1,
    perPage: search.perPage ?? DEFAULT_PER_PAGE,
    sort: search.sort ?? '-issueDate',
    search: search.search ?? '',
    supplier: search.supplier ?? null,
    due: (search.due as BillListParams['due']) ?? null,
    status: (search.status as BillListParams['status']) ?? null,
    today,
  };
}

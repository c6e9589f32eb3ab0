import { EXPENSE_CATEGORIES, EXPENSE_DATE_PRESETS, EXPENSE_SORT_FIELDS, EXPENSE_STATUSES } from '@erp/widgets';

import type { ExpenseListParams } from '../../../queries/finance';
import { DEFAULT_PER_PAGE, oneOf, validateListSearch, type ListSearch } from '../../../lib/listSearch';
import { todayIso } from '../../../lib/today';

/** The expenses screen's URL state: `date` is a preset; `from` and `to` are the ends of a custom range. */
export type ExpensesSearch = ListSearch & {
  category?: string;
  status?: string;
  date?: string;
  from?: string;
  to?: string;
};

const ISO_DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** Validates the expenses screen's URL state (see {@link validateListSearch}), with its filters. */
export function validateExpensesSearch(input: Record<string, unknown>): ExpensesSearch {
  const out: ExpensesSearch = validateListSearch(input, EXPENSE_SORT_FIELDS);
  const category = oneOf(input.category, EXPENSE_CATEGORIES);
  if (category !== undefined) out.category = category;
  const status = oneOf(input.status, EXPENSE_STATUSES);
  if (status !== undefined) out.status = status;
  const date = oneOf(input.date, EXPENSE_DATE_PRESETS);
  if (date !== undefined && date !== 'all') out.date = date;
  if (out.date === 'custom') {
    if (typeof input.from === 'string' && ISO_DAY.test(input.from)) out.from = input.from;
    if (typeof input.to === 'string' && ISO_DAY.test(input.to)) out.to = input.to;
  }
  return out;
}

/** The list query the URL state asks for, with the defaults filled in (latest date first, 30 per page). */
export function expenseListParams(raw: ExpensesSearch, today: string = todayIso()): ExpenseListParams {
  // The route only checks the URL's shape; the sort field and the filter values are checked here.
  const search = validateExpensesSearch(raw as Record<string, unknown>);
  return {
    page: search.page ?? 1,
    perPage: search.perPage ?? DEFAULT_PER_PAGE,
    sort: search.sort ?? '-date',
    search: search.search ?? '',
    category: (search.category as ExpenseListParams['category']) ?? null,
    status: (search.status as ExpenseListParams['status']) ?? null,
    date: (search.date as ExpenseListParams['date']) ?? 'all',
    from: search.from ?? null,
    to: search.to ?? null,
    today,
  };
}

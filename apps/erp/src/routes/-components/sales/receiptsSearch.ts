import { PAYMENT_METHODS, RECEIPT_DATE_PRESETS, RECEIPT_SORT_FIELDS } from '@erp/widgets';

import type { ReceiptListParams } from '../../../queries/receipts';
import { DEFAULT_PER_PAGE, oneOf, validateListSearch, type ListSearch } from '../../../lib/listSearch';
import { todayIso } from '../../../lib/today';

/** The receipts screen's URL state: `method` (payment method) and `date` (today, thisWeek, thisMonth, last30Days). */
export type ReceiptsSearch = ListSearch & { method?: string; date?: string };

/** Validates the receipts screen's URL state (see {@link validateListSearch}), with the method and date filters. */
export function validateReceiptsSearch(input: Record<string, unknown>): ReceiptsSearch {
  const out: ReceiptsSearch = validateListSearch(input, RECEIPT_SORT_FIELDS);
  const method = oneOf(input.method, PAYMENT_METHODS);
  if (method !== undefined) out.method = method;
  const date = oneOf(
    input.date,
    RECEIPT_DATE_PRESETS.filter((p) => p !== 'all'),
  );
  if (date !== undefined) out.date = date;
  return out;
}

/** The list query the URL state asks for, with the defaults filled in (newest number first, 30 per page). */
export function receiptListParams(raw: ReceiptsSearch, today: string = todayIso()): ReceiptListParams {
  const search = validateReceiptsSearch(raw as Record<string, unknown>);
  return {
    page: search.page ?? 1,
    perPage: search.perPage ?? DEFAULT_PER_PAGE,
    sort: search.sort ?? '-receiptNumber',
    search: search.search ?? '',
    method: (search.method as ReceiptListParams['method']) ?? null,
    date: (search.date as ReceiptListParams['date']) ?? 'all',
    today,
  };
}

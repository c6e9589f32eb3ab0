import { QUOTATION_SORT_FIELDS, QUOTATION_STATUSES, QUOTATION_VALIDITY_PRESETS } from '@erp/widgets';

import type { QuotationListParams } from '../../../queries/quotations';
import { DEFAULT_PER_PAGE, oneOf, validateListSearch, type ListSearch } from '../../../lib/listSearch';
import { todayIso } from '../../../lib/today';

/** The quotations screen's URL state: `status`, and `valid` for the valid-until range (next7Days, next30Days…). */
export type QuotationsSearch = ListSearch & { status?: string; valid?: string };

/** Validates the quotations screen's URL state (see {@link validateListSearch}), with the status and valid filters. */
export function validateQuotationsSearch(input: Record<string, unknown>): QuotationsSearch {
  const out: QuotationsSearch = validateListSearch(input, QUOTATION_SORT_FIELDS);
  const status = oneOf(input.status, QUOTATION_STATUSES);
  if (status !== undefined) out.status = status;
  const valid = oneOf(
    input.valid,
    QUOTATION_VALIDITY_PRESETS.filter((p) => p !== 'all'),
  );
  if (valid !== undefined) out.valid = valid;
  return out;
}

/** The list query the URL state asks for, with the defaults filled in (newest number first, 30 per page). */
export function quotationListParams(raw: QuotationsSearch, today: string = todayIso()): QuotationListParams {
  const search = validateQuotationsSearch(raw as Record<string, unknown>);
  return {
    page: search.page ?? 1,
    perPage: search.perPage ?? DEFAULT_PER_PAGE,
    sort: search.sort ?? '-quotationNumber',
    search: search.search ?? '',
    status: (search.status as QuotationListParams['status']) ?? null,
    validUntil: (search.valid as QuotationListParams['validUntil']) ?? 'all',
    today,
  };
}

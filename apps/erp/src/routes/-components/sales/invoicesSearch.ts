import { INVOICE_DUE_FILTERS, INVOICE_SORT_FIELDS, INVOICE_STATUSES } from '@erp/widgets';

import type { InvoiceListParams } from '../../../queries/sales';
import { todayIso } from '../../../lib/today';
import { DEFAULT_PER_PAGE, oneOf, validateListSearch, type ListSearch } from '../../../lib/listSearch';

/** The invoices screen's URL state. */
export type InvoicesSearch = ListSearch & { due?: string; status?: string };

/** Validates the invoices screen's URL state (see {@link validateListSearch}), with the due and status filters. */
export function validateInvoicesSearch(input: Record<string, unknown>): InvoicesSearch {
  const out: InvoicesSearch = validateListSearch(input, INVOICE_SORT_FIELDS);
  const due = oneOf(input.due, INVOICE_DUE_FILTERS);
  if (due !== undefined) out.due = due;
  const status = oneOf(input.status, INVOICE_STATUSES);
  if (status !== undefined) out.status = status;
  return out;
}

/** The list query the URL state asks for, with the defaults filled in (newest first, 30 per page). */
export function invoiceListParams(raw: InvoicesSearch, today: string = todayIso()): InvoiceListParams {
  // The route only checks the URL's shape; the sort field and the filter values are checked here.
  const search = validateInvoicesSearch(raw as Record<string, unknown>);
  return {
    page: search.page ?? 1,
    perPage: search.perPage ?? DEFAULT_PER_PAGE,
    sort: search.sort ?? '-created',
    search: search.search ?? '',
    due: (search.due as InvoiceListParams['due']) ?? null,
    status: (search.status as InvoiceListParams['status']) ?? null,
    today,
  };
}

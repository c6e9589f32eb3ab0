import { CLIENT_SORT_FIELDS, CLIENT_STATUSES, CLIENT_TYPES } from '@erp/widgets';

import type { ClientListParams } from '../../../queries/crm';
import { DEFAULT_PER_PAGE, oneOf, validateListSearch, type ListSearch } from './listSearch';

export { DEFAULT_PER_PAGE, PAGE_SIZES } from './listSearch';

/** The clients screen's URL state. */
export type ClientsSearch = ListSearch & { type?: string; status?: string };

/** Validates the clients screen's URL state (see {@link validateListSearch}), with the type and status filters. */
export function validateClientsSearch(input: Record<string, unknown>): ClientsSearch {
  const out: ClientsSearch = validateListSearch(input, CLIENT_SORT_FIELDS);
  const type = oneOf(input.type, CLIENT_TYPES);
  if (type !== undefined) out.type = type;
  const status = oneOf(input.status, CLIENT_STATUSES);
  if (status !== undefined) out.status = status;
  return out;
}

/** The list query the URL state asks for, with the defaults filled in (name ascending, 30 per page). */
export function clientListParams(raw: ClientsSearch): ClientListParams {
  // The route only checks the URL's shape; the sort field and the filter values are checked here.
  const search = validateClientsSearch(raw as Record<string, unknown>);
  return {
    page: search.page ?? 1,
    perPage: search.perPage ?? DEFAULT_PER_PAGE,
    sort: search.sort ?? 'name',
    search: search.search ?? '',
    type: (search.type as ClientListParams['type']) ?? null,
    status: (search.status as ClientListParams['status']) ?? null,
  };
}

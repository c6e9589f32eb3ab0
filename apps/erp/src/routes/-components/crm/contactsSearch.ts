import { CONTACT_SORT_FIELDS } from '@erp/widgets';

import type { ContactListParams } from '../../../queries/crm';
import { DEFAULT_PER_PAGE, validateListSearch, type ListSearch } from '../../../lib/listSearch';

/** The contacts screen's URL state. */
export type ContactsSearch = ListSearch;

/** Validates the contacts screen's URL state (see {@link validateListSearch}). */
export function validateContactsSearch(input: Record<string, unknown>): ContactsSearch {
  return validateListSearch(input, CONTACT_SORT_FIELDS);
}

/** The list query the URL state asks for, with the defaults filled in (last name ascending, 30 per page). */
export function contactListParams(raw: ContactsSearch): ContactListParams {
  // The route only checks the URL's shape; the sort field and the filter values are checked here.
  const search = validateContactsSearch(raw as Record<string, unknown>);
  return {
    page: search.page ?? 1,
    perPage: search.perPage ?? DEFAULT_PER_PAGE,
    sort: search.sort ?? 'lastName',
    search: search.search ?? '',
  };
}

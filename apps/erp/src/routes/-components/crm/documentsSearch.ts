import { DOCUMENT_SORT_FIELDS, DOCUMENT_TYPES } from '@erp/widgets';

import type { DocumentListParams } from '../../../queries/crm';
import { DEFAULT_PER_PAGE, oneOf, validateListSearch, type ListSearch } from '../../../lib/listSearch';

/** The documents screen's URL state. */
export type DocumentsSearch = ListSearch & { type?: string };

/** Validates the documents screen's URL state (see {@link validateListSearch}), with the type filter. */
export function validateDocumentsSearch(input: Record<string, unknown>): DocumentsSearch {
  const out: DocumentsSearch = validateListSearch(input, DOCUMENT_SORT_FIELDS);
  const type = oneOf(input.type, DOCUMENT_TYPES);
  if (type !== undefined) out.type = type;
  return out;
}

/** The list query the URL state asks for, with the defaults filled in (latest change first, 30 per page). */
export function documentListParams(raw: DocumentsSearch): DocumentListParams {
  // The route only checks the URL's shape; the sort field and the filter values are checked here.
  const search = validateDocumentsSearch(raw as Record<string, unknown>);
  return {
    page: search.page ?? 1,
    perPage: search.perPage ?? DEFAULT_PER_PAGE,
    sort: search.sort ?? '-updated',
    search: search.search ?? '',
    type: (search.type as DocumentListParams['type']) ?? null,
  };
}

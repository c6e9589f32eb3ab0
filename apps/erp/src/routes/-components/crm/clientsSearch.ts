import { CLIENT_SORT_FIELDS, CLIENT_STATUSES, CLIENT_TYPES } from '@erp/widgets';

import type { ClientListParams } from '../../../queries/crm';

/** Page sizes offered by the CRM lists; 30 is the product default. */
export const PAGE_SIZES = [10, 30, 50] as const;
export const DEFAULT_PER_PAGE = 30;

const sortPattern = new RegExp(`^-?(${CLIENT_SORT_FIELDS.join('|')})$`);

/** The clients screen's URL state; every key is optional so that default URLs stay short. */
export type ClientsSearch = {
  page?: number;
  perPage?: number;
  sort?: string;
  search?: string;
  type?: string;
  status?: string;
  view?: string;
};

const VIEW_ID = /^[a-zA-Z0-9_]{1,50}$/;

function asInt(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isInteger(n) ? n : undefined;
}

function asText(value: unknown): string | undefined {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
}

function oneOf(value: unknown, allowed: readonly string[]): string | undefined {
  const text = asText(value);
  return text !== undefined && allowed.includes(text) ? text : undefined;
}

/**
 * Validates the clients screen's URL state. A malformed value (a hand-edited link) falls back to its default
 * instead of failing the route. Written by hand rather than with a schema library: route options stay in the
 * always-loaded route tree, so whatever they import lands on every page, the sign-in page included.
 */
export function validateClientsSearch(input: Record<string, unknown>): ClientsSearch {
  const page = asInt(input.page);
  const perPage = asInt(input.perPage);
  const sort = asText(input.sort);
  const search = asText(input.search);
  const view = asText(input.view);
  const out: ClientsSearch = {};
  if (page !== undefined && page >= 1) out.page = page;
  if (perPage !== undefined && (PAGE_SIZES as readonly number[]).includes(perPage)) out.perPage = perPage;
  if (sort !== undefined && sortPattern.test(sort)) out.sort = sort;
  if (search !== undefined && search.length <= 200) out.search = search;
  const type = oneOf(input.type, CLIENT_TYPES);
  if (type !== undefined) out.type = type;
  const status = oneOf(input.status, CLIENT_STATUSES);
  if (status !== undefined) out.status = status;
  if (view !== undefined && VIEW_ID.test(view)) out.view = view;
  return out;
}

/** The list query the URL state asks for, with the defaults filled in (name ascending, 30 per page). */
export function clientListParams(search: ClientsSearch): ClientListParams {
  return {
    page: search.page ?? 1,
    perPage: search.perPage ?? DEFAULT_PER_PAGE,
    sort: search.sort ?? 'name',
    search: search.search ?? '',
    type: (search.type as ClientListParams['type']) ?? null,
    status: (search.status as ClientListParams['status']) ?? null,
  };
}

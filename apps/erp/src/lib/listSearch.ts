/** Page sizes offered by the CRM lists; 30 is the product default. */
export const PAGE_SIZES = [10, 30, 50] as const;
export const DEFAULT_PER_PAGE = 30;
/**
 * The longest search kept: the list search box's limit (`SEARCH_MAX_LENGTH` of @erp/ui, equal by test; not
 * imported, since the route tree that the sign-in page loads reads this file).
 */
export const SEARCH_MAX_LENGTH = 200;

/** The URL state every CRM list shares; every key is optional so that default URLs stay short. */
export type ListSearch = {
  page?: number;
  perPage?: number;
  sort?: string;
  search?: string;
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

/** The value when it is one of `allowed`, else undefined. */
export function oneOf(value: unknown, allowed: readonly string[]): string | undefined {
  const text = asText(value);
  return text !== undefined && allowed.includes(text) ? text : undefined;
}

/**
 * Validates the URL state shared by the CRM lists. A malformed value (a hand-edited link) falls back to its
 * default instead of failing the route. Written by hand rather than with a schema library: route options stay in
 * the always-loaded route tree, so whatever they import lands on every page, the sign-in page included.
 */
export function validateListSearch(input: Record<string, unknown>, sortFields: readonly string[] | null): ListSearch {
  const sortPattern = sortFields ? new RegExp(`^-?(${sortFields.join('|')})$`) : /^-?[A-Za-z]{1,40}$/;
  const page = asInt(input.page);
  const perPage = asInt(input.perPage);
  const sort = asText(input.sort);
  const search = asText(input.search);
  const view = asText(input.view);
  const out: ListSearch = {};
  if (page !== undefined && page >= 1) out.page = page;
  if (perPage !== undefined && (PAGE_SIZES as readonly number[]).includes(perPage)) out.perPage = perPage;
  if (sort !== undefined && sortPattern.test(sort)) out.sort = sort;
  // A longer search (a pasted link) is cut at the limit the search box has, never dropped.
  if (search !== undefined) out.search = search.slice(0, SEARCH_MAX_LENGTH);
  if (view !== undefined && VIEW_ID.test(view)) out.view = view;
  return out;
}

const TOKEN = /^[\w .:-]{1,60}$/;

/**
 * The URL state of a module's list as the always-loaded route tree checks it: the shared keys (any well-formed
 * sort) and the named filter keys as short plain tokens. The module's own `*ListParams`, loaded with its page,
 * then checks the sort field and each filter value against its lists; keeping those lists (and every module's
 * search code) out of the route tree keeps the sign-in page small however many modules there are.
 */
export function looseListSearch<const K extends string>(
  input: Record<string, unknown>,
  filterKeys: readonly K[],
): ListSearch & Partial<Record<K, string>> {
  const out = validateListSearch(input, null) as ListSearch & Partial<Record<K, string>>;
  for (const key of filterKeys) {
    const value = input[key];
    const text = typeof value === 'number' ? String(value) : value;
    if (typeof text === 'string' && TOKEN.test(text)) (out as Record<string, unknown>)[key] = text;
  }
  return out;
}

/**
 * Numeric parameters (`new=1`, `quantity=39`) as numbers: the router reads digits as a number and writes a string
 * back quoted (`new=%221%22`), so keeping them numbers keeps a link as it was written.
 */
export function numberSearch<const K extends string>(
  input: Record<string, unknown>,
  keys: readonly K[],
): Partial<Record<K, number>> {
  const out: Partial<Record<K, number>> = {};
  for (const key of keys) {
    const value = typeof input[key] === 'string' ? Number(input[key]) : input[key];
    if (typeof value === 'number' && Number.isFinite(value)) out[key] = value;
  }
  return out;
}

/** A PocketBase sort expression (`name`, `-updated`) as the list's sort state. */
export const toListSort = (sort: string): { id: string; direction: 'ascending' | 'descending' } =>
  sort.startsWith('-') ? { id: sort.slice(1), direction: 'descending' } : { id: sort, direction: 'ascending' };

/** The list's sort state as a PocketBase sort expression; undefined for the default. */
export const fromListSort = (sort: { id: string; direction: 'ascending' | 'descending' } | null): string | undefined =>
  sort ? `${sort.direction === 'descending' ? '-' : ''}${sort.id}` : undefined;

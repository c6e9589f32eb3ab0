import { CLIENT_SORT_FIELDS, CLIENT_STATUSES, CLIENT_TYPES } from '@erp/widgets';
import { z } from 'zod';

import type { ClientListParams } from '../../../queries/crm';

/** Page sizes offered by the CRM lists; 30 is the product default. */
export const PAGE_SIZES = [10, 30, 50] as const;
export const DEFAULT_PER_PAGE = 30;

const sortPattern = new RegExp(`^-?(${CLIENT_SORT_FIELDS.join('|')})$`);

/**
 * The clients screen's URL state. Every key is optional so that default URLs stay short; a malformed value
 * (hand-edited link) falls back to its default instead of failing the route.
 */
export const clientsSearchSchema = z.object({
  page: z.coerce.number().int().min(1).optional().catch(undefined),
  perPage: z.coerce
    .number()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n))
    .optional()
    .catch(undefined),
  sort: z.string().regex(sortPattern).optional().catch(undefined),
  search: z.string().max(200).optional().catch(undefined),
  type: z
    .enum(CLIENT_TYPES as [string, ...string[]])
    .optional()
    .catch(undefined),
  status: z
    .enum(CLIENT_STATUSES as [string, ...string[]])
    .optional()
    .catch(undefined),
  view: z
    .string()
    .regex(/^[a-zA-Z0-9_]{1,50}$/)
    .optional()
    .catch(undefined),
});

export type ClientsSearch = z.infer<typeof clientsSearchSchema>;

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

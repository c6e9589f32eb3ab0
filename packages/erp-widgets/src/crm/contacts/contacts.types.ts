import type { ContactsRecord } from '@erp/schema';

/** A contact person of a client. */
export type Contact = Pick<
  ContactsRecord,
  'id' | 'firstName' | 'lastName' | 'jobTitle' | 'client' | 'email' | 'phone' | 'created' | 'updated'
>;

/** A contact with its client's names, as the contacts list and viewer show it (from `expand.client`). */
export type ContactRow = Contact & { clientName: string; clientNameAr: string };

/** The contacts list's filter: one client's contacts (its id), or all. */
export type ContactFilters = { client: string | null };

/**
 * Columns of the contacts list that the server can sort by. Kept here, with the other plain constants, so that
 * the app's list definition can import it without pulling in the screen.
 */
export const CONTACT_SORT_FIELDS = ['lastName', 'firstName', 'jobTitle', 'email', 'updated'] as const;
export type ContactSortField = (typeof CONTACT_SORT_FIELDS)[number];

import type { PermissionKey } from '@erp/schema';

/** A role with its keys, as the access page reads it. */
export type AccessRole = { id: string; name: string; nameAr?: string; permissions: readonly PermissionKey[] };

/** A user as the access page lists them. */
export type AccessUser = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  roleId: string;
  active: boolean;
  lastLogin: string;
};

/** One audit trail entry: who changed which record when; `changes` is {field: [before, after]} for an update. */
export type AuditEntry = {
  id: string;
  userEmail: string;
  collection: string;
  recordId: string;
  action: 'create' | 'update' | 'delete' | '';
  changes: Record<string, unknown> | null;
  created: string;
};

/** The audit trail's filters (null for all): a collection, a user's e-mail, a day `YYYY-MM-DD` (as typed). */
export type AuditFilters = { collection: string | null; user: string | null; day: string | null };

/** The access page's tabs. */
export const ACCESS_TABS = ['matrix', 'sessions', 'audit'] as const;
export type AccessTab = (typeof ACCESS_TABS)[number];

/** How long a sign-in stays valid without use: PocketBase's token lifetime for users (5 days). */
export const SESSION_DAYS = 5;

import type { PermissionKey, RolesRecord } from '@erp/schema';

/** A role as the roles screen shows it, with how many users hold it (0 when users cannot be read). */
export type Role = Pick<
  RolesRecord,
  'id' | 'name' | 'nameAr' | 'description' | 'descriptionAr' | 'readOnly' | 'created' | 'updated'
> & { permissions: PermissionKey[]; userCount: number };

/** A user holding a role, as the role's viewer lists them. */
export type RoleHolder = { id: string; email: string; firstName: string; lastName: string };

/** What the role viewer shows: the role and the users holding it. */
export type RoleDetail = { role: Role; users: readonly RoleHolder[] };

/** The roles screen has no filters. */
export type RoleFilters = Record<string, never>;

/** Columns of the roles list that the server can sort by. */
export const ROLE_SORT_FIELDS = ['name', 'nameAr', 'updated'] as const;

import type { UsersRecord, UsersStatus } from '@erp/schema';

/** A role as the user screens name it. */
export type UserRole = { id: string; name: string; nameAr?: string };

/** A user as the users screen shows it; `role` is null when the role cannot be shown (deleted or not readable). */
export type User = Pick<
  UsersRecord,
  'id' | 'email' | 'firstName' | 'lastName' | 'roleId' | 'active' | 'status' | 'lastLogin' | 'created' | 'updated'
> & { role: UserRole | null };

/** The list filters of the users screen; `null` means all. */
export type UserFilters = { roleId: string | null; status: UsersStatus | null };

/** Columns of the users list that the server can sort by. */
export const USER_SORT_FIELDS = ['email', 'firstName', 'lastName', 'status', 'lastLogin', 'created'] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];

/** What the signed-in administrator may do beyond the CRUD keys. */
export type UserAdminRights = {
  /** The id of the signed-in user: they cannot delete, deactivate or re-role themselves. */
  selfId: string;
  /** `assign:roles`: the role can be chosen (otherwise a new user gets the creator's own role). */
  assignRoles: boolean;
  /** `reset:user-password`: another user's password can be set. */
  resetPassword: boolean;
};

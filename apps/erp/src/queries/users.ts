// Users: the list the users screen shows (with each user's role), what its viewer loads, and the roles a user can be
// given.
import { USER_SORT_FIELDS, userMessages as m, type User, type UserFilters, type UserRole } from '@erp/widgets';
import { USERS_STATUS } from '@erp/schema';
import { queryOptions } from '@tanstack/react-query';
import type PocketBase from 'pocketbase';

import { collectionKeys, defineList, RECORD_ID } from '../lib/lists';

export const userKeys = collectionKeys('users');
export const roleKeys = collectionKeys('roles');

type UserRecord = Omit<User, 'role'> & { expand?: { roleId?: UserRole } };

/** A user record as the screen shows it: its role from the expansion, null when the role cannot be read. */
export const asUser = ({ expand, ...user }: UserRecord): User => ({
  ...user,
  role: expand?.roleId ? { id: expand.roleId.id, name: expand.roleId.name, nameAr: expand.roleId.nameAr } : null,
});

/** The users list: search over names and e-mail; role and status filters; newest sign-ins first. */
export const userList = defineList<User, UserFilters, User>({
  collection: 'users',
  sortFields: USER_SORT_FIELDS,
  defaultSort: 'firstName',
  markDefaultSort: true,
  filters: { roleId: RECORD_ID, status: USERS_STATUS },
  filter: (pb, { search, filters }) => {
    const parts: string[] = [];
    const q = search.trim();
    if (q) parts.push(pb.filter('(firstName ~ {:q} || lastName ~ {:q} || email ~ {:q})', { q }));
    if (filters.roleId) parts.push(pb.filter('roleId = {:r}', { r: filters.roleId }));
    if (filters.status) parts.push(pb.filter('status = {:s}', { s: filters.status }));
    return parts.join(' && ');
  },
  expand: 'roleId',
  row: asUser,
  detail: async (pb, id, signal) =>
    asUser(await pb.collection('users').getOne<UserRecord>(id, { expand: 'roleId', signal })),
  messages: { loadFailed: m.loadFailed, viewFailed: m.loadFailed },
});

/** Every role the user can read (names only), for the role filter and the role picker. */
export const roleNames = (pb: PocketBase) =>
  queryOptions({
    queryKey: [...roleKeys.all, 'names'],
    queryFn: ({ signal }) =>
      pb.collection('roles').getFullList<UserRole>({ fields: 'id,name,nameAr', sort: 'name', signal }),
    staleTime: 60_000,
  });

// Roles: the list the roles screen shows (with how many users hold each role) and what its viewer loads.
import {
  ROLE_SORT_FIELDS,
  roleMessages as m,
  type Role,
  type RoleDetail,
  type RoleFilters,
  type RoleHolder,
} from '@erp/widgets';

import { queryOptions } from '@tanstack/react-query';
import type PocketBase from 'pocketbase';

import { collectionKeys, defineList } from '../lib/lists';

type RoleRecord = Omit<Role, 'userCount'>;

/**
 * The roles list: search over names and descriptions. The holder counts come from one read of the users' roles
 * (a company has tens of users, not thousands); without `view:users` they read 0 and the server still refuses to
 * delete a role that anyone holds.
 */
export const roleList = defineList<Role, RoleFilters, RoleDetail>({
  collection: 'roles',
  sortFields: ROLE_SORT_FIELDS,
  defaultSort: 'name',
  markDefaultSort: true,
  filters: {},
  filter: (pb, { search }) => {
    const q = search.trim();
    return q ? pb.filter('(name ~ {:q} || nameAr ~ {:q} || description ~ {:q} || descriptionAr ~ {:q})', { q }) : '';
  },
  // The counts are filled in from roleHolderCounts by the route.
  row: (role: RoleRecord): Role => ({ ...role, userCount: 0 }),
  detail: async (pb, id, signal) => {
    const [role, users] = await Promise.all([
      pb.collection('roles').getOne<RoleRecord>(id, { signal }),
      pb
        .collection('users')
        .getFullList<RoleHolder>({
          filter: pb.filter('roleId = {:id}', { id }),
          fields: 'id,email,firstName,lastName',
          signal,
        })
        .catch(() => [] as RoleHolder[]),
    ]);
    return { role: { ...role, userCount: users.length }, users };
  },
  messages: { loadFailed: m.loadFailed, viewFailed: m.loadFailed },
});

/** How many users hold each role (by role id), from the users the signed-in user can read. */
export const roleHolderCounts = (pb: PocketBase) =>
  queryOptions({
    queryKey: [...collectionKeys('users').all, 'roleCounts'],
    queryFn: async ({ signal }) => {
      const users = await pb.collection('users').getFullList<{ roleId: string }>({ fields: 'roleId', signal });
      const counts: Record<string, number> = {};
      for (const u of users) counts[u.roleId] = (counts[u.roleId] ?? 0) + 1;
      return counts;
    },
  });

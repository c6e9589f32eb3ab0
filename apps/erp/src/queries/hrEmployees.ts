// Employees as the leave and overtime screens pick and name them: the user's own record (self-service), a
// search for approvers, and the employee filter's choices.
import { employeeName, type EmployeeChoice, type EmployeeName } from '@erp/widgets';
import { queryOptions } from '@tanstack/react-query';
import type PocketBase from 'pocketbase';

import { collectionKeys } from '../lib/lists';

export const employeeKeys = collectionKeys('employees');

const NAME_FIELDS = 'id,firstName,lastName,firstNameAr,lastNameAr,department';

/** The employee record linked to the signed-in user, or null (the self-service rule lets them read it). */
export const ownEmployeeQuery = (pb: PocketBase, userId: string, locale: string) =>
  queryOptions({
    queryKey: [...employeeKeys.all, 'own', userId, locale],
    queryFn: async ({ signal }): Promise<EmployeeChoice | null> => {
      if (!userId) return null;
      const page = await pb.collection('employees').getList<EmployeeName>(1, 1, {
        filter: pb.filter('user = {:u}', { u: userId }),
        fields: NAME_FIELDS,
        skipTotal: true,
        signal,
      });
      const e = page.items[0];
      return e ? { id: e.id, name: employeeName(locale, e), department: e.department } : null;
    },
    staleTime: 60_000,
  });

/** The first 20 employees (not terminated) whose Latin or Arabic name contains the query. */
export async function searchEmployees(pb: PocketBase, query: string, locale: string, signal: AbortSignal) {
  const q = query.trim();
  const parts = ["status != 'terminated'"];
  if (q)
    parts.push(pb.filter('(firstName ~ {:q} || lastName ~ {:q} || firstNameAr ~ {:q} || lastNameAr ~ {:q})', { q }));
  const page = await pb.collection('employees').getList<EmployeeName>(1, 20, {
    filter: parts.join(' && '),
    sort: 'firstName,lastName',
    fields: NAME_FIELDS,
    skipTotal: true,
    signal,
  });
  return page.items.map((e) => ({ id: e.id, name: employeeName(locale, e), department: e.department }));
}

/** Every employee as a filter choice (up to 500), for holders of view:employees. */
export const employeeChoicesQuery = (pb: PocketBase, locale: string, enabled: boolean) =>
  queryOptions({
    queryKey: [...employeeKeys.all, 'choices', locale],
    queryFn: async ({ signal }) => {
      const page = await pb.collection('employees').getList<EmployeeName>(1, 500, {
        sort: 'firstName,lastName',
        fields: NAME_FIELDS,
        skipTotal: true,
        signal,
      });
      return page.items.map((e) => ({ id: e.id, label: employeeName(locale, e) }));
    },
    enabled,
    staleTime: 60_000,
  });

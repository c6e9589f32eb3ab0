// Employees: the card list, one employee, a save's body, the accounts HR may link, and an employee's documents.
import { EMPLOYEES_DEPARTMENT, EMPLOYEES_STATUS } from '@erp/schema';
import {
  EMPLOYEE_SORT_FIELDS,
  employeeMessages as m,
  type Employee,
  type EmployeeDocument,
  type EmployeeFilters,
  type EmployeeFormValues,
  type UserAccountOption,
} from '@erp/widgets';
import { queryOptions } from '@tanstack/react-query';
import type PocketBase from 'pocketbase';

import { dayStart } from '../lib/dayFilters';
import { collectionKeys, defineList } from '../lib/lists';

export const employeeDocumentKeys = collectionKeys('employee_documents');

/** The employees list: by last name; search over names, e-mail, phone and position; department and status filters. */
export const employeeList = defineList<Employee, EmployeeFilters, Employee>({
  collection: 'employees',
  sortFields: EMPLOYEE_SORT_FIELDS,
  defaultSort: 'lastName',
  filters: { department: EMPLOYEES_DEPARTMENT, status: EMPLOYEES_STATUS },
  filter: (pb, { search, filters }) => {
    const parts: string[] = [];
    const q = search.trim();
    if (q)
      parts.push(
        pb.filter(
          '(firstName ~ {:q} || lastName ~ {:q} || firstNameAr ~ {:q} || lastNameAr ~ {:q} || email ~ {:q} || phone ~ {:q} || position ~ {:q})',
          { q },
        ),
      );
    if (filters.department) parts.push(pb.filter('department = {:d}', { d: filters.department }));
    if (filters.status) parts.push(pb.filter('status = {:s}', { s: filters.status }));
    return parts.join(' && ');
  },
  detail: (pb, id, signal) => pb.collection('employees').getOne<Employee>(id, { expand: 'manager,user', signal }),
  messages: m,
});

/** A save's body: dates as stored (midnight UTC), empty links cleared; a new employee starts active. */
export function employeeBody(v: EmployeeFormValues, isNew: boolean) {
  const { status, ...rest } = v;
  return {
    ...rest,
    birthDate: v.birthDate ? dayStart(v.birthDate) : '',
    hireDate: v.hireDate ? dayStart(v.hireDate) : '',
    monthlySalary: v.monthlySalary ?? 0,
    // 0 = none declared: the payroll insures the month's gross.
    insuredSalary: v.insuredSalary ?? 0,
    ...(isNew ? {} : { status }),
  };
}

/** The user accounts whose name or e-mail contains the query (`GET /api/erp/employee-accounts`). */
export async function searchAccounts(pb: PocketBase, query: string, signal: AbortSignal) {
  const res = await pb.send<{ items: UserAccountOption[] }>('/api/erp/employee-accounts', {
    query: { q: query.trim() },
    signal,
  });
  return res.items;
}

/** An employee's documents, newest first. */
export const employeeDocumentsQuery = (pb: PocketBase, employee: string) =>
  queryOptions({
    queryKey: employeeDocumentKeys.list({ employee }),
    queryFn: ({ signal }) =>
      pb.collection('employee_documents').getFullList<EmployeeDocument>({
        filter: pb.filter('employee = {:e}', { e: employee }),
        sort: '-created',
        signal,
      }),
    enabled: Boolean(employee),
  });

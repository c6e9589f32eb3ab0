// Expenses: the list the screen shows, what its viewer loads, the employees its wizard offers, the user's own
// employee record (nobody approves their own expense), and the body of a save with its attachments.
import { EXPENSES_CATEGORY, EXPENSES_STATUS } from '@erp/schema';
import { resolveDateRange } from '@erp/ui';
import {
  EXPENSE_DATE_PRESETS,
  EXPENSE_SORT_FIELDS,
  expenseMessages as m,
  expenseRefusalText,
  type EmployeeOption,
  type Expense,
  type ExpenseFilters,
  type ExpenseFormValues,
} from '@erp/widgets';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type PocketBase from 'pocketbase';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';

import { BUSINESS_WEEK_START, dayRangeFilter, dayStart } from '../lib/dayFilters';
import { collectionKeys, defineList, type ListParams } from '../lib/lists';

export const expenseKeys = collectionKeys('expenses');
const employeeKeys = collectionKeys('employees');

/** A calendar day, `YYYY-MM-DD` (the ends of a custom range). */
const ISO_DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** The inclusive days the date filter covers, or null for all time (or an unfinished custom range). */
export function expenseDateRange({
  filters: { date, from, to },
  today,
}: Pick<ListParams<ExpenseFilters>, 'filters' | 'today'>): { start: string | null; end: string | null } | null {
  if (date === 'custom') return from || to ? { start: from, end: to } : null;
  if (!date) return null;
  return resolveDateRange(date, today, BUSINESS_WEEK_START);
}

/** The expenses filter: search over number, description, employee names and reference; category; status; dates. */
export function expenseFilter(pb: PocketBase, params: ListParams<ExpenseFilters>): string {
  const { search, filters } = params;
  const parts: string[] = [];
  const q = search.trim();
  if (q)
    parts.push(
      pb.filter(
        '(expenseNumber ~ {:q} || description ~ {:q} || employeeName ~ {:q} || employeeNameAr ~ {:q} || reference ~ {:q})',
        { q },
      ),
    );
  if (filters.category) parts.push(pb.filter('category = {:category}', { category: filters.category }));
  if (filters.status) parts.push(pb.filter('status = {:status}', { status: filters.status }));
  const range = expenseDateRange(params);
  if (range) parts.push(dayRangeFilter(pb, 'date', range));
  return parts.join(' && ');
}

/** The expenses list: latest first; the employee column sorts by the stored employee name. */
export const expenseList = defineList<Expense, ExpenseFilters, Expense>({
  collection: 'expenses',
  sortFields: EXPENSE_SORT_FIELDS,
  defaultSort: '-date',
  markDefaultSort: true,
  sortBy: { employee: 'employeeName' },
  filters: {
    category: EXPENSES_CATEGORY,
    status: EXPENSES_STATUS,
    date: EXPENSE_DATE_PRESETS.filter((p) => p !== 'all'),
    from: ISO_DAY,
    to: ISO_DAY,
  },
  filter: expenseFilter,
  detail: (pb, id, signal) => pb.collection('expenses').getOne<Expense>(id, { signal }),
  messages: m,
  refusalText: expenseRefusalText,
});

/** The employee picker of the expense wizard: names only, from the server's expense-employees route. */
export async function searchEmployees(pb: PocketBase, query: string, locale: string, signal: AbortSignal) {
  const answer = await pb.send<{ items: Array<{ id: string; name: string; nameAr: string }> }>(
    '/api/erp/expense-employees',
    { method: 'GET', query: { q: query.trim() }, signal },
  );
  return answer.items.map((e): EmployeeOption => ({
    id: e.id,
    label: locale.startsWith('ar') && e.nameAr ? e.nameAr : e.name,
  }));
}

/** The signed-in user's own employee record id (self-service lets everyone read it), or null. */
export const ownEmployeeQuery = (pb: PocketBase, userId: string) =>
  queryOptions({
    queryKey: [...employeeKeys.all, 'own', userId],
    queryFn: async ({ signal }) => {
      const page = await pb.collection('employees').getList<{ id: string }>(1, 1, {
        filter: pb.filter('user = {:user}', { user: userId }),
        fields: 'id',
        skipTotal: true,
        signal,
      });
      return page.items[0]?.id ?? null;
    },
    staleTime: Infinity,
  });

/** The wizard's employee search, in the active language. */
export function useEmployeeSearch(pb: PocketBase) {
  const { locale } = useIntl();
  return useCallback((q: string, signal: AbortSignal) => searchEmployees(pb, q, locale, signal), [pb, locale]);
}

/**
 * Whether an expense is the signed-in user's own (their employee record's), which they may not approve, reject or
 * reimburse; asked only when the user may change expenses (`enabled`).
 */
export function useIsOwnExpense(pb: PocketBase, userId: string, enabled: boolean) {
  const own = useQuery({ ...ownEmployeeQuery(pb, userId), enabled: Boolean(userId) && enabled });
  return (expense: Expense) => Boolean(own.data) && expense.employee === own.data;
}

/** An expense's fields and attachment changes as multipart form data. */
export function expenseBody(values: ExpenseFormValues, isUpdate: boolean): FormData {
  const body = new FormData();
  body.append('date', dayStart(values.date));
  body.append('category', values.category);
  body.append('amount', String(values.amount));
  body.append('paymentMethod', values.paymentMethod);
  body.append('reference', values.reference);
  body.append('employee', values.employee);
  body.append('description', values.description);
  body.append('notes', values.notes);
  for (const file of values.files) body.append(isUpdate ? 'attachments+' : 'attachments', file);
  for (const name of values.removedAttachments) body.append('attachments-', name);
  return body;
}

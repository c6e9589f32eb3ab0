// The access page: every role with its keys, every user, and the audit trail (a paged list).
import {
  accessMessages as m,
  type AccessRole,
  type AccessUser,
  type AuditEntry,
  type AuditFilters,
} from '@erp/widgets';
import { queryOptions } from '@tanstack/react-query';
import type PocketBase from 'pocketbase';

import { collectionKeys, defineList } from '../lib/lists';

/** The collections the audit trail records (hooks: audit.Track). */
export const AUDITED_COLLECTIONS = [
  'users',
  'roles',
  'app_settings',
  'payroll_parameters',
  'clients',
  'contacts',
  'documents',
  'invoices',
  'invoice_payments',
  'quotations',
  'receipts',
  'bills',
  'bill_payments',
  'expenses',
  'suppliers',
  'warehouses',
  'inventory_items',
  'stock_movements',
  'purchase_requests',
  'stock_transfers',
  'employees',
  'employee_documents',
  'payroll_records',
  'leave_requests',
  'overtime_records',
  'report_templates',
  'saved_reports',
  'alerts',
  'alert_dismissals',
] as const;

export const accessRoles = (pb: PocketBase) =>
  queryOptions({
    queryKey: [...collectionKeys('roles').all, 'access'],
    queryFn: ({ signal }) =>
      pb.collection('roles').getFullList<AccessRole>({ fields: 'id,name,nameAr,permissions', sort: 'name', signal }),
    meta: { failure: m.loadFailed, toastKey: 'access-roles' },
  });

export const accessUsers = (pb: PocketBase) =>
  queryOptions({
    queryKey: [...collectionKeys('users').all, 'access'],
    queryFn: ({ signal }) =>
      pb.collection('users').getFullList<AccessUser>({
        fields: 'id,email,firstName,lastName,roleId,active,lastLogin',
        sort: '-lastLogin',
        signal,
      }),
    meta: { failure: m.loadFailed, toastKey: 'access-users' },
  });

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The audit trail, a list like the others (keyset paging, totals from the counts route): newest first, filtered by
 * collection, the acting user's e-mail and a UTC day. The day is kept as typed (so the field keeps a half-typed
 * date) and applies once it is a whole date.
 */
export const auditList = defineList<AuditEntry, AuditFilters, AuditEntry>({
  collection: 'audit_log',
  sortFields: ['created'],
  defaultSort: '-created',
  markDefaultSort: true,
  filters: { collection: AUDITED_COLLECTIONS, user: /^[^\s"'\\]{1,100}$/, day: /^[\d-]{1,10}$/ },
  filter: (pb, { filters }) => {
    const parts: string[] = [];
    if (filters.collection) parts.push(pb.filter('collection = {:c}', { c: filters.collection }));
    if (filters.user) parts.push(pb.filter('userEmail = {:u}', { u: filters.user }));
    if (filters.day && DAY.test(filters.day))
      parts.push(
        pb.filter('created >= {:from} && created < {:to}', {
          from: `${filters.day} 00:00:00.000Z`,
          to: `${filters.day} 23:59:59.999Z`,
        }),
      );
    return parts.join(' && ');
  },
  detail: (pb, id, signal) => pb.collection('audit_log').getOne<AuditEntry>(id, { signal }),
  messages: { loadFailed: m.loadFailed, viewFailed: m.loadFailed },
});
